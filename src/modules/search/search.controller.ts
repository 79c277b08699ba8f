import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PublicRead } from '@/common/decorators';
import { ContentLocales } from '@/common/locale/content-locales';
import { currentLocale } from '@/common/locale/locale-context';
import { Localized } from '@/common/locale/localized.decorator';
import { ApiProblems } from '@/common/swagger';
import { SearchPageDto } from './dto/search-page.dto';
import { SearchQueryDto } from './dto/search-query.dto';
import { SearchService } from './search.service';

@ApiTags('search')
@Controller('api/search')
export class SearchController {
  constructor(
    private readonly search: SearchService,
    private readonly locales: ContentLocales,
  ) {}

  @Get()
  @Localized()
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
      '(`total_exact` false beyond). Inactive records, drafts and unpublished videos are never found.\n\n' +
      'Search runs in a content locale: `locale`, else the best of Accept-Language, else the ' +
      'default (`Content-Language` names it). Records translated into it are matched and ranked ' +
      "on their translated text with the language's own stemming (German `Achterbahn` finds " +
      '`Achterbahnen`; languages without a stemmer, such as Japanese, match whole words); records ' +
      'without a translation are found by their default-locale text. Each result says its `locale`.',
  })
  @ApiOkResponse({ type: SearchPageDto })
  @ApiProblems(400)
  find(@Query() query: SearchQueryDto): Promise<SearchPageDto> {
    return this.search.search(query, currentLocale() ?? this.locales.defaultLocale);
  }
}
