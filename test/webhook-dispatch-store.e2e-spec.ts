import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { WebhookDispatchStore } from '@/modules/webhooks/webhook-dispatch.store';
import { createTestDatabase, dropTestDatabase } from './support/test-database';

/**
 * A pool on the file's database. pg-pool's end() resolves before its connections have closed, so
 * the database's forced drop may end one first; the pool reports that as an error event, which
 * would fail the file with nothing wrong.
 */
function filePool(url: string): Pool {
  const pool = new Pool({ connectionString: url, max: 2 });
  pool.on('error', () => undefined);
  return pool;
}

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
    pool = filePool(database.url);
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

/**
 * An admin deletes an endpoint while the dispatcher records an attempt to it: the DELETE locks the
 * endpoint, then its deliveries (the cascade); recording must take them in the same order, or
 * PostgreSQL cancels one of the two as a deadlock (40P01).
 */
describe('WebhookDispatchStore.record while the endpoint is deleted', () => {
  let database: { name: string; url: string };
  let pool: Pool;
  let admin: Pool;

  beforeAll(async () => {
    database = await createTestDatabase();
    pool = filePool(database.url);
    admin = filePool(database.url);
  });
  afterAll(async () => {
    await Promise.all([pool.end(), admin.end()]);
    await dropTestDatabase(database.name);
  });

  /** Resolves once the backend `pid` waits for a lock another transaction holds. */
  async function waitingForLock(pid: number): Promise<void> {
    for (let i = 0; i < 200; i++) {
      const { rows } = await admin.query<{ wait_event_type: string | null }>(
        'SELECT wait_event_type FROM pg_stat_activity WHERE pid = $1',
        [pid],
      );
      if (rows[0]?.wait_event_type === 'Lock') return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`backend ${pid} never waited for a lock`);
  }

  it('lets the DELETE wait for the recorded attempt instead of deadlocking', async () => {
    const endpointId = randomUUID();
    const deliveryId = randomUUID();
    await admin.query(
      `INSERT INTO webhook_endpoints (id, url, events) VALUES ($1, 'https://hooks.example.com/in', '{*}')`,
      [endpointId],
    );
    await admin.query(
      `INSERT INTO webhook_deliveries (id, endpoint_id, event_id, event_type, trigger, body, status, next_attempt_at)
       VALUES ($1, $2, $3, 'ship.updated', 'event', '{}', 'pending', now())`,
      [deliveryId, endpointId, randomUUID()],
    );
    const deleter = await admin.connect();
    const {
      rows: [{ pid }],
    } = await deleter.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');

    // The DELETE arrives right after the attempt's row is updated, before the endpoint's.
    let deletion: Promise<unknown> | undefined;
    const connect = pool.connect.bind(pool);
    const racing = Object.create(pool) as Pool;
    racing.connect = (async () => {
      const client = await connect();
      const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
      (client as unknown as { query: typeof query }).query = async (...args: unknown[]) => {
        const result = await query(...args);
        if (!deletion && /^\s*UPDATE webhook_deliveries SET\s+attempts/.test(String(args[0]))) {
          deletion = deleter.query('DELETE FROM webhook_endpoints WHERE id = $1', [endpointId]);
          await waitingForLock(pid);
        }
        return result;
      };
      return client;
    }) as Pool['connect'];

    try {
      const recorded = await new WebhookDispatchStore(racing).record(
        { id: deliveryId, attempts: 0 },
        {
          ok: false,
          gone: false,
          status: 500,
          responseBody: '',
          latencyMs: 5,
          error: null,
          retryDelayMs: 1_000,
        },
        3_600,
        'failing',
      );
      expect(recorded).toEqual({ completed: false, disabled: false });
      await expect(deletion).resolves.toMatchObject({ rowCount: 1 });
      const { rows } = await admin.query('SELECT id FROM webhook_deliveries WHERE id = $1', [
        deliveryId,
      ]);
      expect(rows).toEqual([]);
    } finally {
      deleter.release();
    }
  });
});
