import type { FieldDiff } from '../draft-diff';
import { ApiProperty } from '@nestjs/swagger';

/** The live record as a draft of it was staged against: what publishing checks for a conflict. */
export class DraftBaseDto {
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 4,
    description: "The record's newest revision number then; null when it had none.",
  })
  revision!: number | null;

  @ApiProperty({ format: 'date-time', description: "The record's `updated_at` then." })
  updated_at!: string;
}

/** A staged draft: a change to a live record, or a record not created yet. */
export class DraftResponseDto {
  @ApiProperty({ format: 'uuid', description: 'The draft’s own id (`/studio/drafts/{id}`).' })
  id!: string;

  @ApiProperty({ example: 'attractions', description: 'The studio path of the resource.' })
  resource!: string;

  @ApiProperty({
    format: 'uuid',
    type: String,
    nullable: true,
    description:
      'The live record the draft changes; null for a draft of a new record, which exists only as this draft until published.',
  })
  record_id!: string | null;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    example: { name: 'Space Mountain: Mission 2', height_requirement_cm: 120 },
    description:
      'The staged body: for a live record what its PATCH would send, for a new record what its create (POST) would send, checked as those are.',
  })
  body!: Record<string, unknown>;

  @ApiProperty({
    type: DraftBaseDto,
    nullable: true,
    description: 'Null for a draft of a new record.',
  })
  base!: DraftBaseDto | null;

  @ApiProperty({ format: 'uuid', type: String, nullable: true })
  created_by!: string | null;

  @ApiProperty({ format: 'uuid', type: String, nullable: true })
  updated_by!: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;

  @ApiProperty({ format: 'date-time' })
  updated_at!: string;
}

/** `GET …/draft/diff`: each field the draft sets, live value beside draft value. */
export class DraftDiffDto {
  @ApiProperty({ format: 'uuid' })
  draft_id!: string;

  @ApiProperty({ example: 'attractions' })
  resource!: string;

  @ApiProperty({ format: 'uuid', type: String, nullable: true })
  record_id!: string | null;

  @ApiProperty({
    description:
      'Whether the live record changed since the draft was staged: publishing answers 409 unless forced.',
  })
  conflict!: boolean;

  @ApiProperty({
    type: 'array',
    items: {
      type: 'object',
      required: ['field', 'live', 'draft', 'changed'],
      properties: {
        field: { type: 'string', example: 'name' },
        live: {
          description:
            "The live record's value of the field as `GET /studio/{resource}/{id}` answers it; null for a new record, or where that answer has no field of the name (e.g. `theme_park_id`, answered as `theme_park`).",
        },
        draft: { description: "The draft's value." },
        changed: {
          type: 'boolean',
          description: 'Whether the draft value differs from the live one.',
        },
      },
    },
    description: 'Each field the draft sets, in the order of its body.',
    example: [
      { field: 'name', live: 'Space Mountain', draft: 'Space Mountain: Mission 2', changed: true },
    ],
  })
  fields!: FieldDiff[];
}

/** `POST …/publish`: the record as published, and the draft it came from (now gone). */
export class PublishedDraftDto {
  @ApiProperty({ format: 'uuid', description: 'The published draft (removed by publishing).' })
  draft_id!: string;

  @ApiProperty({ example: 'attractions' })
  resource!: string;

  @ApiProperty({ format: 'uuid', description: 'The live record: new when the draft was of one.' })
  record_id!: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'The record as `GET /studio/{resource}/{id}` answers it after publishing.',
  })
  record!: object;
}
