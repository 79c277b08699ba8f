import { ApiProperty } from '@nestjs/swagger';
import { isoTimestamp } from '@/common/http/iso-date';
import { Revision, REVISION_OPERATIONS, RevisionOperation } from '../entities/revision.entity';

/** One revision in a record's history (the list shows which fields changed, not the values). */
export class RevisionResponseDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'ship', description: 'The resource, as webhook events name it.' })
  resource!: string;

  @ApiProperty({ format: 'uuid' })
  record_id!: string;

  @ApiProperty({
    type: 'integer',
    minimum: 1,
    example: 3,
    description: "The record's revisions count up from 1; pruned ones leave gaps.",
  })
  number!: number;

  @ApiProperty({ enum: REVISION_OPERATIONS })
  operation!: RevisionOperation;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The acting user.' })
  user_id!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'editor@example.com' })
  user_email!: string | null;

  @ApiProperty({
    type: [String],
    example: ['name', 'slug'],
    description:
      'Fields that differ from the revision before (every set field for a creation; none for a deletion).',
  })
  changed_fields!: string[];

  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'For a restore: the revision it brought back.',
  })
  restored_from!: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;

  static from(revision: Revision): RevisionResponseDto {
    return {
      id: revision.id,
      resource: revision.resource,
      record_id: revision.recordId,
      number: revision.number,
      operation: revision.operation,
      user_id: revision.actorId,
      user_email: revision.actorEmail,
      changed_fields: Object.keys(revision.changes),
      restored_from: revision.restoredFrom,
      created_at: isoTimestamp(revision.createdAt),
    };
  }
}

export interface RevisionChange {
  before: unknown;
  after: unknown;
}

/** One revision with the record as it was and what changed. */
export class RevisionDetailResponseDto extends RevisionResponseDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description:
      "The whole record after the write (for a deletion: as it was when deleted): its stored fields, and its child rows (a ship's dry_docks, an itinerary's stops, an event's sessions, a guide's categories and related records, a video's categories, a category's items).",
    example: { id: '5b1f…', name: 'Wonder of the Seas', slug: 'wonder-of-the-seas' },
  })
  record!: Record<string, unknown>;

  @ApiProperty({
    type: 'object',
    additionalProperties: {
      type: 'object',
      required: ['before', 'after'],
      properties: {
        before: { description: 'The value in the revision before (null if none).' },
        after: { description: 'The value in this revision (null if none).' },
      },
    },
    description: 'Each changed field with its value before and after.',
    example: { name: { before: 'Wonder', after: 'Wonder of the Seas' } },
  })
  diff!: Record<string, RevisionChange>;

  static detail(revision: Revision): RevisionDetailResponseDto {
    return Object.assign(RevisionResponseDto.from(revision), {
      record: revision.data,
      diff: revision.changes,
    });
  }
}
