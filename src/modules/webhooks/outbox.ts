import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
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
  return id;
}
