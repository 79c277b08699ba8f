import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { WebhookDispatchStore } from '../src/modules/webhooks/webhook-dispatch.store';
import { createTestDatabase, dropTestDatabase } from './support/test-database';

/**
 * How long the dispatcher may sleep: the next sendable delivery's due time, or nothing at all when
 * none waits (the dispatcher then sleeps WEBHOOK_POLL_MS instead of polling every 50 ms).
 */
describe('WebhookDispatchStore.msUntilNextDue', () => {
  let database: { name: string; url: string };
  let pool: Pool;
  let store: WebhookDispatchStore;
  let endpointId: string;

  const addDelivery = (nextAttempt: string) =>
    pool.query(
      `INSERT INTO webhook_deliveries (id, endpoint_id, event_id, event_type, trigger, body, status, next_attempt_at)
       VALUES ($1, $2, $3, 'ship.updated', 'test', '{}', 'pending', ${nextAttempt})`,
      [randomUUID(), endpointId, randomUUID()],
    );

  beforeAll(async () => {
    database = await createTestDatabase();
    pool = new Pool({ connectionString: database.url, max: 2 });
    store = new WebhookDispatchStore(pool);
    endpointId = randomUUID();
    await pool.query(
      `INSERT INTO webhook_endpoints (id, url, events) VALUES ($1, 'https://hooks.example.com/in', '{*}')`,
      [endpointId],
    );
  });
  afterAll(async () => {
    await pool.end();
    await dropTestDatabase(database.name);
  });

  it('is null when no delivery waits', async () => {
    await expect(store.msUntilNextDue()).resolves.toBeNull();
  });

  it('counts down to a delivery due later', async () => {
    await addDelivery(`now() + interval '1 hour'`);
    const wait = await store.msUntilNextDue();
    expect(wait).toBeGreaterThan(3_500_000);
    expect(wait).toBeLessThanOrEqual(3_600_000);
  });

  it('is 0 when a delivery is due now', async () => {
    await addDelivery(`now() - interval '1 second'`);
    await expect(store.msUntilNextDue()).resolves.toBe(0);
  });
});
