import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One studio write. Rows are chained: `hash` covers every other column including `prev_hash`, the
 * hash of the row before it by `seq`, so altering or deleting a row breaks the chain
 * (`npm run audit:verify`). `user_id` has no foreign key on purpose: deleting a user must not
 * touch the rows that record what they did.
 */
@Entity('audit_entries')
@Index(['createdAt', 'seq'])
@Index(['userId', 'createdAt', 'seq'])
@Index(['entityType', 'createdAt', 'seq'])
@Index(['action', 'createdAt', 'seq'])
export class AuditEntry {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'pk_audit_entries' })
  id!: string;

  /** Chain order. Taken from the identity sequence under the audit lock, so it follows the chain. */
  @Index('uq_audit_entries_seq', { unique: true })
  @Column({ type: 'bigint', generated: 'identity', generatedIdentity: 'BY DEFAULT' })
  seq!: string;

  @Column({ type: 'uuid', nullable: true })
  userId!: string | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  userEmail!: string | null;

  @Column({ type: 'varchar', length: 64 })
  action!: string;

  @Column({ type: 'varchar', length: 64 })
  entityType!: string;

  @Column({ type: 'text', nullable: true })
  entityId!: string | null;

  @Column({ type: 'jsonb', nullable: true })
  changes!: unknown;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip!: string | null;

  /** `user` (a studio request) or `scheduler` (a job at its time; `userId` is then null). */
  @Column({ type: 'varchar', length: 16, default: 'user' })
  actorType!: 'user' | 'scheduler';

  /** The task of the job that ran the write, for the scheduler's. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  actorJob!: string | null;

  /** The user whose write scheduled the job, for the scheduler's (no foreign key, as `userId`). */
  @Column({ type: 'uuid', nullable: true })
  scheduledBy!: string | null;

  /** Set in JavaScript (millisecond precision) and hashed exactly as stored. */
  @Column({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'varchar', length: 64 })
  prevHash!: string;

  @Column({ type: 'varchar', length: 64 })
  hash!: string;
}
