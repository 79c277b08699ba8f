import { applyDecorators, Controller, Get, Type } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiSlugParam, Public, RateLimit, ReceivedAt, SlugParam } from '@/common/decorators';
import { ApiProblems, UPSTREAM_UNAVAILABLE_PROBLEM } from '@/common/swagger';
import {
  AttractionLiveResponseDto,
  ParkLiveResponseDto,
  ParkScheduleResponseDto,
} from '../upstream/dto/live-data.dto';
import type { AttractionLive, ParkLive, ParkSchedule } from '../upstream/live-data.shaping';
import { LinkedLiveRecord, LiveService } from './live.service';

/** What every live-data route documents: the slug, the uncached 200, and its problems. */
const ApiLiveResponses = (type: Type<unknown>, what: string) =>
  applyDecorators(
    ApiSlugParam(),
    ApiOkResponse({
      type,
      description: 'Fetched from the live-data source for this request; never cached.',
      headers: {
        'Cache-Control': {
          description: 'Always no-store (on errors too); no ETag is sent.',
          schema: { type: 'string', example: 'no-store' },
        },
      },
    }),
    ApiProblems(
      400,
      {
        status: 404,
        description: `No active ${what} has this slug (NOT_FOUND), or it has no usable upstream id (LIVE_DATA_UNAVAILABLE)`,
      },
      429,
      UPSTREAM_UNAVAILABLE_PROBLEM,
    ),
  );

@ApiTags('live data')
@Public()
@RateLimit('public')
@Controller('api/v1')
export class LiveController {
  constructor(private readonly live: LiveService) {}

  @Get('theme-parks/:slug/live')
  @ApiOperation({
    operationId: 'getThemeParkLiveStatus',
    summary: "Live status and wait times of a park's attractions",
    description:
      "The upstream's live records of the park's attractions (liveData), shows (with showtimes) and restaurants, each by name and with the catalogue attraction it belongs to (attraction, or null), plus the park's operating hours, with fetched_at and the park's time zone. Hotels, the destination and the park's own status are not passed on. An OPERATING record not updated for over 30 minutes has stale: true. The park's own upstream_entity_id is used when it is a UUID, otherwise the known-parks map by slug.",
  })
  @ApiLiveResponses(ParkLiveResponseDto, 'theme park')
  parkLive(
    @SlugParam() slug: string,
    @ReceivedAt() receivedAt: number,
  ): Promise<ParkLive<LinkedLiveRecord>> {
    return this.live.parkLive(slug, receivedAt);
  }

  @Get('theme-parks/:slug/schedule')
  @ApiOperation({
    operationId: 'getThemeParkSchedule',
    summary: "A park's opening schedule for the next 30 days",
    description:
      "The upstream's schedule entries, by date and opening time, with fetched_at and the park's time zone.",
  })
  @ApiLiveResponses(ParkScheduleResponseDto, 'theme park')
  parkSchedule(@SlugParam() slug: string, @ReceivedAt() receivedAt: number): Promise<ParkSchedule> {
    return this.live.parkSchedule(slug, receivedAt);
  }

  @Get('attractions/:slug/live')
  @ApiOperation({
    operationId: 'getAttractionLiveStatus',
    summary: "One attraction's live status and wait times",
    description:
      "The upstream's live record of the attraction (by its own upstream_entity_id; there is no fallback map), with the attraction itself as its attraction, fetched_at and its park's time zone.",
  })
  @ApiLiveResponses(AttractionLiveResponseDto, 'attraction')
  attractionLive(
    @SlugParam() slug: string,
    @ReceivedAt() receivedAt: number,
  ): Promise<AttractionLive<LinkedLiveRecord>> {
    return this.live.attractionLive(slug, receivedAt);
  }
}
