import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { LIVE_STATUSES, LiveStatus } from '../live-data.shaping';

/**
 * OpenAPI shapes of the live-data answers (docs/behaviour.md#live-data), for the public park and
 * attraction endpoints: `@ApiOkResponse({ type: ParkLiveResponseDto })`. Upstream records stay
 * camelCase.
 */
export class TimeSlotDto {
  @ApiPropertyOptional({ example: 'Operating' })
  type?: string;

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true })
  startTime?: string | null;

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true })
  endTime?: string | null;
}

export class DiningAvailabilityDto {
  @ApiProperty({ type: 'integer', nullable: true, example: 2 })
  partySize!: number | null;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: 15,
    description: 'Walk-up wait in minutes',
  })
  waitTime!: number | null;
}

/** The catalogue attraction a live record belongs to, for linking its page. */
export class LiveAttractionLinkDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'space-mountain', description: 'GET /api/v1/attractions/{slug}' })
  slug!: string;

  @ApiProperty({ example: 'Space Mountain' })
  name!: string;
}

export class LiveRecordDto {
  @ApiProperty({ format: 'uuid', description: "The upstream's id of the entity" })
  id!: string;

  @ApiProperty({ example: 'Space Mountain', description: "The upstream's name" })
  name!: string;

  @ApiProperty({
    example: 'ATTRACTION',
    description: 'ATTRACTION, SHOW or RESTAURANT, as the upstream says.',
  })
  entityType!: string;

  @ApiProperty({
    type: () => LiveAttractionLinkDto,
    nullable: true,
    description:
      'The active catalogue attraction whose upstream_entity_id is this record id; null when none is linked.',
  })
  attraction!: LiveAttractionLinkDto | null;

  @ApiProperty({
    enum: LIVE_STATUSES,
    nullable: true,
    example: 'OPERATING',
    description: 'From the upstream; null when it sends none or a value outside this list.',
  })
  status!: LiveStatus | null;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'object', additionalProperties: true, nullable: true },
    example: { STANDBY: { waitTime: 35 }, SINGLE_RIDER: { waitTime: 10 } },
    description:
      'Keyed by queue kind: STANDBY, SINGLE_RIDER, PAID_STANDBY {waitTime}, RETURN_TIME, PAID_RETURN_TIME, BOARDING_GROUP.',
  })
  queue!: Record<string, unknown>;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastUpdated!: string | null;

  @ApiProperty({
    description:
      'True when the record claims OPERATING but the upstream has not updated it for over 30 minutes.',
  })
  stale!: boolean;

  @ApiPropertyOptional({ type: [TimeSlotDto], description: "Shows: the day's performances." })
  showtimes?: TimeSlotDto[];

  @ApiPropertyOptional({ type: [TimeSlotDto] })
  operatingHours?: TimeSlotDto[];

  @ApiPropertyOptional({
    type: [DiningAvailabilityDto],
    description: 'Restaurants: walk-up waits by party size.',
  })
  diningAvailability?: DiningAvailabilityDto[];
}

class LiveMetaDto {
  @ApiProperty({
    format: 'date-time',
    description: 'When the service fetched this from the upstream.',
  })
  fetched_at!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'America/New_York',
    description: "The park's time zone.",
  })
  timezone!: string | null;
}

export class ParkLiveResponseDto extends LiveMetaDto {
  @ApiProperty({ type: [LiveRecordDto], description: "The park's attractions, by name." })
  liveData!: LiveRecordDto[];

  @ApiProperty({ type: [LiveRecordDto], description: "The park's shows, by name." })
  shows!: LiveRecordDto[];

  @ApiProperty({ type: [LiveRecordDto], description: "The park's restaurants, by name." })
  restaurants!: LiveRecordDto[];

  @ApiProperty({
    type: [TimeSlotDto],
    description: "The park's operating hours from its own live record; [] when none are sent.",
  })
  operatingHours!: TimeSlotDto[];
}

export class AttractionLiveResponseDto extends LiveMetaDto {
  @ApiProperty({ type: LiveRecordDto })
  liveData!: LiveRecordDto;
}

export class ScheduleEntryDto {
  @ApiProperty({ format: 'date', example: '2026-05-01' })
  date!: string;

  @ApiProperty({
    example: 'OPERATING',
    description: 'OPERATING, TICKETED_EVENT, PRIVATE_EVENT, EXTRA_HOURS or INFO.',
  })
  type!: string;

  @ApiProperty({ format: 'date-time', example: '2026-05-01T09:00:00-04:00' })
  openingTime!: string;

  @ApiProperty({ format: 'date-time', example: '2026-05-01T22:00:00-04:00' })
  closingTime!: string;

  @ApiPropertyOptional({ example: 'Early Entry' })
  description?: string;
}

export class ParkScheduleResponseDto extends LiveMetaDto {
  @ApiProperty({ type: [ScheduleEntryDto] })
  schedule!: ScheduleEntryDto[];
}
