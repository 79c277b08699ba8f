import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { PublicRead } from '../../common/decorators';
import { Paginated } from '../../common/pagination';
import { ApiPaginatedResponse, ApiProblems } from '../../common/swagger';
import { SearchQueryDto } from './dto/search-query.dto';
import { SearchResultDto } from './dto/search-result.dto';
import { SearchService } from './search.service';

@ApiTags('search')
@Controller('api/search')
export class SearchController {
  constructor(private readonly search: SearchService) {}

  @Get()
  @PublicRead()
  @ApiOperation({
    summary: 'Full-text search across all public content',
    description:
      'Ranked PostgreSQL full-text search over parks, attractions, resorts, events, dining, ' +
      'cruise lines, ships, ports, itineraries, excursions, guides, videos and categories. ' +
      'Names weigh more than descriptions; common abbreviations (EPCOT Center, DCA, IOA, MK, …) ' +
      'are understood; when nothing matches, names similar to the query are answered (typos). ' +
      'Inactive records, drafts and unpublished videos are never found.',
  })
  @ApiPaginatedResponse(SearchResultDto, 'Matches, best first')
  @ApiProblems(400)
  find(@Query() query: SearchQueryDto): Promise<Paginated<SearchResultDto>> {
    return this.search.search(query);
  }
}
