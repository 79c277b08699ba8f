import { ApiProperty } from '@nestjs/swagger';
import { isoTimestamp } from '@/common/http/iso-date';
import { AuditEntry } from '../entities/audit-entry.entity';

/** Who ran the write. */
export class AuditActorDto {
  @ApiProperty({
    enum: ['user', 'scheduler'],
    description:
      '`user`: a studio request, by `user_id`. `scheduler`: a scheduled job at its time (a scheduled publish or unpublish, a scheduled release, a guide going public); `user_id` is then null.',
  })
  type!: 'user' | 'scheduler';

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'catalogue.scheduled-publication',
    description: "The scheduler's job that ran the write; null for a user's.",
  })
  job!: string | null;

  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description:
      "The user whose write scheduled the job, for the scheduler's (null when not known); null for a user's.",
  })
  scheduled_by!: string | null;
}

/**
 * One audit entry as the API shows it (docs/behaviour.md#audit-log); the chain columns stay
 * internal.
 */
export class AuditEntryResponseDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The acting user; null when the scheduler ran the write (see `actor`).',
  })
  user_id!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'admin@example.com' })
  user_email!: string | null;

  @ApiProperty({ example: 'update', description: 'create, update, delete or a named action' })
  action!: string;

  @ApiProperty({ example: 'user' })
  entity_type!: string;

  @ApiProperty({ type: String, nullable: true, description: 'Id (or storage key) of the record' })
  entity_id!: string | null;

  @ApiProperty({
    type: 'object',
    nullable: true,
    additionalProperties: true,
    description:
      'The request body with passwords, secrets, keys and tokens shown as "[REDACTED]"; null for deletes and for a body that is not a JSON object.',
    example: { full_name: 'Ada Editor', password: '[REDACTED]' },
  })
  changes!: unknown;

  @ApiProperty({ type: String, nullable: true, example: '203.0.113.7' })
  ip!: string | null;

  @ApiProperty({ type: AuditActorDto })
  actor!: AuditActorDto;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;

  static from(entry: AuditEntry): AuditEntryResponseDto {
    return {
      id: entry.id,
      user_id: entry.userId,
      user_email: entry.userEmail,
      action: entry.action,
      entity_type: entry.entityType,
      entity_id: entry.entityId,
      changes: entry.changes ?? null,
      ip: entry.ip,
      actor: {
        type: entry.actorType,
        job: entry.actorJob,
        scheduled_by: entry.scheduledBy,
      },
      created_at: isoTimestamp(entry.createdAt),
    };
  }
}
