import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

export const REVISION_OPERATIONS = ['created', 'updated', 'deleted', 'restored'] as const;
export type RevisionOperation = (typeof REVISION_OPERATIONS)[number];

/**
 * One studio write of a catalogue record, stored in the write's transaction: who, when, what was
 * done, the whole record after it (for a deletion: as it was when deleted) with its child rows,
 * and the fields that changed since the revision before. No foreign key to the record: the
 * revisions of a deleted record stay, so it can be restored.
 */
@Entity('revisions')
@Index('uq_revisions_resource_record_id_number', ['resource', 'recordId', 'number'], {
  unique: true,
})
@Index(['createdAt'])
export class Revision {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'pk_revisions' })
  id!: string;

  @Column({ type: 'varchar', length: 64 })
  resource!: string;

  @Column({ type: 'uuid' })
  recordId!: string;

  /** 1 for the record's first revision, then counting up; kept when older ones are pruned. */
  @Column({ type: 'integer' })
  number!: number;

  @Column({ type: 'varchar', length: 16 })
  operation!: RevisionOperation;

  @Column({ type: 'uuid', nullable: true })
  actorId!: string | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  actorEmail!: string | null;

  @Column({ type: 'jsonb' })
  data!: Record<string, unknown>;

  /** `{field: {before, after}}` against the revision before (every set field for a creation). */
  @Column({ type: 'jsonb' })
  changes!: Record<string, { before: unknown; after: unknown }>;

  /** For a restore: the revision it brought back. */
  @Column({ type: 'uuid', nullable: true })
  restoredFrom!: string | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
