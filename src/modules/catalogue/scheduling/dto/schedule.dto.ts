import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, ValidateIf } from 'class-validator';
import { IsValid } from '@/common/validation';

/** An instant in UTC: `2027-03-01T09:00:00Z` (seconds and fractions optional). */
export const UTC_INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?Z$/;

const isUtcInstant = (v: unknown): boolean =>
  typeof v === 'string' && UTC_INSTANT_PATTERN.test(v) && !Number.isNaN(Date.parse(v));

/** A schedule time: ISO 8601 in UTC (with `Z`); null or absent: none. Future-ness is the service's. */
function ScheduleTimeField(description: string): PropertyDecorator {
  return applyDecorators(
    ValidateIf((_o, v) => v !== null && v !== undefined),
    IsValid(isUtcInstant, MESSAGE),
    ApiPropertyOptional({
      type: String,
      format: 'date-time',
      nullable: true,
      example: '2027-03-01T09:00:00Z',
      description,
    }),
  );
}

const MESSAGE = 'must be an ISO 8601 date-time in UTC, e.g. 2027-03-01T09:00:00Z';

/** PUT /studio/{resource}/{id}/schedule: replaces the record's schedule (at least one time). */
export class PutRecordScheduleDto {
  @ScheduleTimeField(
    'When the record becomes public (its visibility field set: `is_active`, `is_published`, or a guide’s `status` published). Null or absent: no scheduled publish.',
  )
  publish_at?: string | null;

  @ScheduleTimeField(
    'When the record becomes hidden (the same field cleared). Null or absent: no scheduled unpublish.',
  )
  unpublish_at?: string | null;
}

/** PUT /studio/drafts/{draft_id}/schedule. */
export class PutDraftScheduleDto {
  @IsDefined({ message: 'must be set' })
  @IsValid(isUtcInstant, MESSAGE)
  @ApiProperty({
    type: String,
    format: 'date-time',
    example: '2027-03-01T09:00:00Z',
    description: 'When the draft is published: ISO 8601 in UTC, in the future.',
  })
  publish_at!: string;
}

/** A scheduled time, in UTC and in the record's time zone. */
export class ScheduledTimeDto {
  @ApiProperty({ format: 'date-time', example: '2027-03-01T09:00:00.000Z' })
  at!: string;

  @ApiProperty({
    format: 'date-time',
    example: '2027-03-01T04:00:00-05:00',
    description:
      'The same instant in the record’s time zone (`time_zone`), with its offset; in UTC when it has none.',
  })
  local!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'Why the publication failed at its time (a rule the change breaks now, e.g. a slug taken since); null while it waits. A failed one stays until replaced or removed.',
  })
  failure!: string | null;
}

export class RecordScheduleResponseDto {
  @ApiProperty({ example: 'theme-parks', description: 'The studio path of the resource.' })
  resource!: string;

  @ApiProperty({ format: 'uuid' })
  record_id!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'America/New_York',
    description:
      'The record’s time zone (its own, or its park’s or resort’s) in which `local` times are shown; null when it has none.',
  })
  time_zone!: string | null;

  @ApiProperty({ type: ScheduledTimeDto, nullable: true })
  publish!: ScheduledTimeDto | null;

  @ApiProperty({ type: ScheduledTimeDto, nullable: true })
  unpublish!: ScheduledTimeDto | null;
}

export class DraftScheduleResponseDto {
  @ApiProperty({ format: 'uuid' })
  draft_id!: string;

  @ApiProperty({ example: 'attractions' })
  resource!: string;

  @ApiProperty({ format: 'uuid', type: String, nullable: true })
  record_id!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'America/New_York' })
  time_zone!: string | null;

  @ApiProperty({ type: ScheduledTimeDto, nullable: true, description: 'Null: not scheduled.' })
  publish!: ScheduledTimeDto | null;
}
