import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

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

export class LiveRecordDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'Space Mountain' })
  name!: string;

  @ApiProperty({ example: 'ATTRACTION' })
  entityType!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'OPERATING',
    description: 'OPERATING, DOWN, CLOSED or REFURBISHMENT (passed through from the upstream).',
  })
  status!: string | null;

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

  @ApiPropertyOptional({ type: [TimeSlotDto] })
  showtimes?: TimeSlotDto[];

  @ApiPropertyOptional({ type: [TimeSlotDto] })
  operatingHours?: TimeSlotDto[];
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
  @ApiProperty({ type: [LiveRecordDto] })
  liveData!: LiveRecordDto[];
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
