import { ApiProperty } from '@nestjs/swagger';
import { ENTRY_RESULTS, EntryResult, RELEASE_STATES, ReleaseStatus } from '../release-rules';

/** One draft of a release, and what became of it. */
export class ReleaseEntryDto {
  @ApiProperty({
    format: 'uuid',
    description:
      'The draft (`/studio/drafts/{id}` while it is staged; publishing the release removes it).',
  })
  draft_id!: string;

  @ApiProperty({ example: 'ships', description: 'The studio path of the resource.' })
  resource!: string;

  @ApiProperty({
    format: 'uuid',
    type: String,
    nullable: true,
    description:
      'The live record the draft changes; for a new record null until the release is published, then the created record.',
  })
  record_id!: string | null;

  @ApiProperty({ description: 'Whether the draft creates a record rather than changing one.' })
  new_record!: boolean;

  @ApiProperty({
    type: Boolean,
    nullable: true,
    description:
      'While the draft is staged: whether its live record changed since it was staged (the rule of `GET /studio/drafts/{id}/diff`), which fails the release unless forced. Null once published.',
  })
  conflict!: boolean | null;

  @ApiProperty({
    type: String,
    enum: ENTRY_RESULTS,
    nullable: true,
    description:
      'Null until the release is attempted. `published`; or after a failed attempt `failed` (the entry that failed it, see the release’s `error`) or `not_published` (rolled back with it).',
  })
  result!: EntryResult | null;

  @ApiProperty({ format: 'uuid', type: String, nullable: true })
  added_by!: string | null;

  @ApiProperty({ format: 'date-time' })
  added_at!: string;
}

/** Why the last attempt to publish a release failed: the entry and its error. */
export class ReleaseErrorDto {
  @ApiProperty({
    format: 'uuid',
    type: String,
    nullable: true,
    description: 'The failing entry’s draft.',
  })
  draft_id!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'theme-parks' })
  resource!: string | null;

  @ApiProperty({ format: 'uuid', type: String, nullable: true })
  record_id!: string | null;

  @ApiProperty({ example: 409, description: 'The status the attempt was answered with.' })
  status!: number;

  @ApiProperty({ example: 'CONFLICT' })
  code!: string;

  @ApiProperty({
    example:
      "Entry 2 of the release (theme-parks draft 5f0c…, record 9a1e…): Theme park slug 'magic-kingdom' is already in use.",
  })
  detail!: string;
}

/** A release as lists show it. */
export class ReleaseSummaryDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'Summer 2027 launch' })
  name!: string;

  @ApiProperty({
    type: String,
    enum: RELEASE_STATES,
    description:
      '`open` (not scheduled), `scheduled` (for `publish_at`), `publishing` (a publish of it is running now), `published`, `failed` (the last attempt failed and published nothing; see `error`).',
  })
  status!: ReleaseStatus;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When a scheduled release is to be published; null unless `scheduled`.',
  })
  publish_at!: string | null;

  @ApiProperty({
    description: 'Whether the scheduled publish is forced over conflicts (see `PUT …/schedule`).',
  })
  publish_force!: boolean;

  @ApiProperty({ minimum: 0, example: 3 })
  entry_count!: number;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  published_at!: string | null;

  @ApiProperty({
    format: 'uuid',
    type: String,
    nullable: true,
    description: 'Who published it; null for a scheduled publish.',
  })
  published_by!: string | null;

  @ApiProperty({ format: 'uuid', type: String, nullable: true })
  created_by!: string | null;

  @ApiProperty({ format: 'uuid', type: String, nullable: true })
  updated_by!: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;

  @ApiProperty({ format: 'date-time' })
  updated_at!: string;
}

/** A release's page: its entries, their conflicts, and the outcome of publishing it. */
export class ReleaseResponseDto extends ReleaseSummaryDto {
  @ApiProperty({
    type: [ReleaseEntryDto],
    description: 'In the order they were added (and publish).',
  })
  entries!: ReleaseEntryDto[];

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When it was last attempted, successfully or not.',
  })
  attempted_at!: string | null;

  @ApiProperty({
    format: 'uuid',
    type: String,
    nullable: true,
    description: 'Who last attempted it; null for a scheduled attempt.',
  })
  attempted_by!: string | null;

  @ApiProperty({
    type: ReleaseErrorDto,
    nullable: true,
    description: 'The error of the last attempt when it failed; null otherwise.',
  })
  error!: ReleaseErrorDto | null;
}
