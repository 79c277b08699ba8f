import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A change to a catalogue record, written in the same transaction as the change itself, so an event
 * exists exactly when its write committed: a crash between the write and its delivery loses nothing.
 * The webhook dispatcher reads these rows in `seq` order and fans each out to the endpoints that
 * subscribe to its `type`.
 */
@Entity('outbox_events')
@Index(['recordId', 'seq'])
@Index(['occurredAt'])
@Index('ix_outbox_events_not_fanned_out', ['seq'], { where: '"fanned_out_at" IS NULL' })
export class OutboxEvent {
  /** Also the Standard Webhooks message id (`webhook-id`) of every delivery of this event. */
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'pk_outbox_events' })
  id!: string;

  /** Commit-independent global order; events of one record are delivered in this order. */
  @Index('uq_outbox_events_seq', { unique: true })
  @Column({ type: 'bigint', generated: 'identity', generatedIdentity: 'BY DEFAULT' })
  seq!: string;

  /** `<resource>.<operation>`, e.g. `ship.updated`. */
  @Column({ type: 'varchar', length: 100 })
  type!: string;

  /** The catalogue resource, singular and snake_case (`ship`, `theme_park`, `special_event`). */
  @Column({ type: 'varchar', length: 64 })
  resource!: string;

  @Column({ type: 'uuid' })
  recordId!: string;

  @Column({ type: 'varchar', length: 16 })
  operation!: OutboxOperation;

  /** The revision the same transaction stored, when the resource keeps revisions. */
  @Column({ type: 'uuid', nullable: true })
  revisionId!: string | null;

  /** The studio user whose write raised the event; null for writes from the shell (seed). */
  @Column({ type: 'uuid', nullable: true })
  actorId!: string | null;

  /** The record as the API answers it after the write (for a delete: as it was before). */
  @Column({ type: 'jsonb' })
  data!: unknown;

  /** The fields the write changed (`changed_fields` of the delivered body). */
  @Column({ type: 'varchar', length: 100, array: true, default: () => "'{}'" })
  changedFields!: string[];

  /** The content locale a translation change was to (`locale` of the delivered body); else null. */
  @Column({ type: 'varchar', length: 35, nullable: true })
  locale!: string | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  occurredAt!: Date;

  /**
   * When the dispatcher turned the event into deliveries for the endpoints subscribed to it at
   * that moment; null until then. Writers leave it unset.
   */
  @Column({ type: 'timestamptz', nullable: true })
  fannedOutAt!: Date | null;
}

/**
 * `published` / `unpublished`: a scheduled publication made the record public or hidden (or
 * published its draft) at its time (docs/behaviour.md#scheduled-publishing).
 */
export const OUTBOX_OPERATIONS = [
  'created',
  'updated',
  'deleted',
  'restored',
  'published',
  'unpublished',
] as const;
export type OutboxOperation = (typeof OUTBOX_OPERATIONS)[number];
