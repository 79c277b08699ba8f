import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PublicRead } from '@/common/decorators';
import { ApiProblems } from '@/common/swagger';
import { SearchPageDto } from './dto/search-page.dto';
import { SearchQueryDto } from './dto/search-query.dto';
import { SearchService } from './search.service';

@ApiTags('search')
@Controller('api/search')
export class SearchController {
  constructor(private readonly search: SearchService) {}

  @Get()
  @PublicRead()
  @ApiOperation({
    operationId: 'searchContent',
    summary: 'Full-text search across all public content',
    description:
      'Ranked PostgreSQL full-text search over parks, attractions, resorts, events, dining, ' +
      'cruise lines, ships, ports, itineraries, excursions, guides, videos and categories. ' +
      'Names weigh more than descriptions; common abbreviations (EPCOT Center, DCA, IOA, MK, …) ' +
      'are understood; when nothing matches, each word is corrected to the likeliest word (or two ' +
      "joined words) of the catalogue's names and the corrected query is answered, named in " +
      '`corrected_query` ("did you mean"). Each result links its public detail route (`path`); ' +
      'its `snippet` is plain text with the matched words as `highlights` offsets. Records whose name matches ' +
      'come before records that only mention the words. Matches are counted up to 1,000 ' +
      '(`total_exact` false beyond). Inactive records, drafts and unpublished videos are never found.',
  })
  @ApiOkResponse({ type: SearchPageDto })
  @ApiProblems(400)
  find(@Query() query: SearchQueryDto): Promise<SearchPageDto> {
    return this.search.search(query);
  }
}
