import { randomUUID } from 'node:crypto';
import { matchesEventPatterns } from './event-types';
import type { NewDelivery, OutboxRow } from './webhook-dispatch.store';

/**
 * The body of a delivery, in the Standard Webhooks shape `{type, timestamp, data}` plus
 * `changed_fields`, and `locale` for a translation change (the WebhookEvent schema of the
 * OpenAPI document).
 */
export function webhookBody(
  type: string,
  occurredAt: Date,
  data: unknown,
  changedFields: readonly string[] = [],
  locale: string | null = null,
): string {
  return JSON.stringify({
    type,
    timestamp: occurredAt.toISOString(),
    data: data ?? null,
    changed_fields: changedFields,
    ...(locale ? { locale } : {}),
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
    const body = webhookBody(
      event.type,
      event.occurred_at,
      event.data,
      event.changed_fields,
      event.locale,
    );
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
