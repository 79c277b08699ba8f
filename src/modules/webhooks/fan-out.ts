import { randomUUID } from 'node:crypto';
import { matchesEventPatterns } from './event-types';
import type { NewDelivery, OutboxRow } from './webhook-dispatch.store';

/**
 * The body of a delivery, in the Standard Webhooks shape `{type, timestamp, data}` plus
 * `changed_fields` (the WebhookEvent schema of the OpenAPI document).
 */
export function webhookBody(
  type: string,
  occurredAt: Date,
  data: unknown,
  changedFields: readonly string[] = [],
): string {
  return JSON.stringify({
    type,
    timestamp: occurredAt.toISOString(),
    data: data ?? null,
    changed_fields: changedFields,
  });
}

/** One delivery per event and subscribed endpoint, in the events' order. */
export function planDeliveries(
  events: OutboxRow[],
  endpoints: Array<{ id: string; events: string[] }>,
): NewDelivery[] {
  return events.flatMap((event) => {
    const subscribers = endpoints.filter((endpoint) =>
      matchesEventPatterns(endpoint.events, event.type),
    );
    if (subscribers.length === 0) return [];
    const body = webhookBody(event.type, event.occurred_at, event.data, event.changed_fields);
    return subscribers.map((endpoint) => ({
      id: randomUUID(),
      endpointId: endpoint.id,
      eventId: event.id,
      eventType: event.type,
      recordId: event.record_id,
      eventSeq: event.seq,
      body,
    }));
  });
}
