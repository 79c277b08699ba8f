import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { OutboxOperation } from '@/modules/webhooks/entities/outbox-event.entity';
import { enqueueEvent } from '@/modules/webhooks/outbox';
import { WebhookEndpointsService } from '@/modules/webhooks/webhook-endpoints.service';
import type { TestApp } from '../support/test-app';

/** An endpoint and its one-time secret, created through the service. */
export async function createWebhookEndpoint(
  t: TestApp,
  overrides: { url: string; events?: string[]; description?: string; is_active?: boolean },
) {
  const { endpoint, secret } = await t.app.get(WebhookEndpointsService).create({
    events: ['*'],
    ...overrides,
  });
  return { endpoint, secret };
}

/** A catalogue change as the write path raises it: an outbox event on its own transaction. */
export async function raiseEvent(
  dataSource: DataSource,
  event: { resource?: string; recordId?: string; operation?: OutboxOperation; data?: unknown } = {},
): Promise<{ id: string; recordId: string }> {
  const recordId = event.recordId ?? randomUUID();
  const id = await dataSource.transaction((manager) =>
    enqueueEvent(manager, {
      resource: event.resource ?? 'ship',
      recordId,
      operation: event.operation ?? 'updated',
      data: event.data ?? { id: recordId, name: 'Wonder of the Seas' },
    }),
  );
  return { id, recordId };
}
