import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { noteChange } from '@/common/cache/written-changes';
import type { OutboxOperation } from './entities/outbox-event.entity';

export interface NewOutboxEvent {
  resource: string;
  recordId: string;
  operation: OutboxOperation;
  revisionId?: string | null;
  actorId?: string | null;
  /** The record as its GET answers it (for a delete: as it was before). */
  data: unknown;
  /** The record's fields the write changed, named as its revisions name them. */
  changedFields?: readonly string[];
  /** The content locale of a translation change (the delivered body's `locale`). */
  locale?: string | null;
}

/**
 * Appends an event to the outbox on the caller's transaction (`manager` must be the transaction's),
 * so the event commits or rolls back with the write that raised it. Returns the event id.
 *
 * The event also announces the change to every instance's response cache (a trigger notifies
 * `catalogue_changed` with `<resource>:<record_id>` at commit), and is noted for the studio
 * request's own instance (noteChange), which purges the same keys before it answers. A write
 * raising events calls announceByOutbox first, so the tables' own notices stay quiet.
 */
export async function enqueueEvent(manager: EntityManager, event: NewOutboxEvent): Promise<string> {
  const id = randomUUID();
  await manager.query(
    `INSERT INTO outbox_events (id, type, resource, record_id, operation, revision_id, actor_id, data, changed_fields, locale)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::varchar[], $10)`,
    [
      id,
      `${event.resource}.${event.operation}`,
      event.resource,
      event.recordId,
      event.operation,
      event.revisionId ?? null,
      event.actorId ?? null,
      JSON.stringify(event.data ?? null),
      [...(event.changedFields ?? [])],
      event.locale ?? null,
    ],
  );
  noteChange(event.resource, event.recordId);
  return id;
}

/**
 * Marks the caller's transaction as one whose changes its outbox events announce: the catalogue
 * tables' triggers, which announce a write by its table (and so purge every cached answer),
 * send nothing for its statements (migration 1796700000000). Call it before the transaction's
 * first write of a catalogue table; every record it changes must then get its event.
 */
export async function announceByOutbox(manager: EntityManager): Promise<void> {
  await manager.query(`SELECT set_config('guide.announced_by_outbox', 'on', true)`);
}
