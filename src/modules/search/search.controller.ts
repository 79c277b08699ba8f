import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { PublicRead } from '@/common/decorators';
import { ContentLocale, ContentLocales } from '@/common/locale/content-locales';
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
  @ApiHeader({
    name: 'Accept-Language',
    required: false,
    description:
      'Used when `locale` is not given: the best supported locale of the list (quality values, ' +
      'regional tags fall back to their language, `*`); the default locale when none is ' +
      'supported or the header cannot be read.',
    schema: { type: 'string', example: 'de-CH;q=0.9, en;q=0.5' },
  })
  @ApiOkResponse({
    type: SearchPageDto,
    headers: {
      'Content-Language': {
        description: 'The content locale searched and answered in (`locale` or Accept-Language)',
        schema: { type: 'string', example: 'de' },
      },
    },
  })
  @ApiProblems(400)
  find(
    @Query() query: SearchQueryDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SearchPageDto> {
    const locale = this.localeOf(query, request);
    response.setHeader('Content-Language', locale.served);
    const vary = String(response.getHeader('Vary') ?? '');
    if (!/(^|,)\s*accept-language\s*(,|$)/i.test(vary))
      response.setHeader('Vary', vary ? `${vary}, Accept-Language` : 'Accept-Language');
    return this.search.search(query, locale);
  }

  /** `?locale=` (400 when unsupported), else the best supported locale of Accept-Language. */
  private localeOf(query: SearchQueryDto, request: Request): ContentLocale {
    return query.locale !== undefined
      ? this.locales.requested(query.locale)
      : this.locales.negotiate(request.headers['accept-language']);
  }
}
