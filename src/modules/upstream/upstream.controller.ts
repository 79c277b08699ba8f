import { Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '@/common/decorators';
import { Paginated, paginated, PaginationQueryDto } from '@/common/pagination';
import { ApiPaginatedResponse, ApiProblems, UPSTREAM_UNAVAILABLE_PROBLEM } from '@/common/swagger';
import { KnownParkResponseDto } from './dto/known-park-response.dto';
import { UpstreamSearchQueryDto, UpstreamSearchResponseDto } from './dto/upstream-search.dto';
import { UpstreamLookupService } from './upstream-lookup.service';
import { StudioController } from '../audit/studio-controller.decorator';

@ApiTags('studio: upstream')
@Roles('admin', 'editor')
@StudioController('upstream')
export class UpstreamController {
  constructor(private readonly lookups: UpstreamLookupService) {}

  @Get('known-parks')
  @ApiOperation({
    operationId: 'listKnownUpstreamParks',
    summary: 'The built-in map from park slug to upstream entity id',
    description:
      'Used as the fallback when a park has no valid upstream_entity_id of its own. Ordered by slug.',
  })
  @ApiPaginatedResponse(KnownParkResponseDto)
  @ApiProblems(400)
  knownParks(@Query() query: PaginationQueryDto): Paginated<KnownParkResponseDto> {
    const [parks, total] = this.lookups.knownParks(query.skip, query.limit);
    return paginated(
      parks.map((p) => KnownParkResponseDto.from(p)),
      total,
      query,
    );
  }

  @Get('search')
  @ApiOperation({
    operationId: 'searchUpstreamParks',
    summary: 'Find upstream entity ids of parks by park or destination name',
    description:
      "Searches the upstream's destinations (kept in memory for a few minutes; not live data). Every park whose name, or whose destination's name, contains q (case-insensitive) is listed, ordered by destination and park name.",
  })
  @ApiOkResponse({ type: UpstreamSearchResponseDto })
  @ApiProblems(400, UPSTREAM_UNAVAILABLE_PROBLEM)
  async search(@Query() query: UpstreamSearchQueryDto): Promise<UpstreamSearchResponseDto> {
    return { results: await this.lookups.search(query.q) };
  }
}
