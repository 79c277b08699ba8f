import { randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '@/database/data-source-options';
import { OutboxOperation } from '@/modules/webhooks/entities/outbox-event.entity';
import { WebhookDispatcher } from '@/modules/webhooks/webhook-dispatcher';
import { createWebhookEndpoint, raiseEvent } from './factories/webhooks.factory';
import { BuiltServer, startBuiltServer } from './support/built-server';
import { checkedRequest } from './support/checked-http';
import { startTcpProxy } from './support/tcp-proxy';
import { createTestApp } from './support/test-app';
import { createTestDatabase, dropTestDatabase } from './support/test-database';
import { eventually, startWebhookReceiver, WebhookReceiver } from './support/webhook-receiver';

// Built servers start, are killed and restarted; a killed attempt's claim expires after 6 s.
jest.setTimeout(120_000);

const ADMIN = { email: 'hooks-admin@example.com', password: 'hooks-admin-password' };

/** What every instance here runs with: receivers on 127.0.0.1, short deadlines and back-off. */
const DISPATCH_ENV = {
  WEBHOOK_ALLOW_PRIVATE: 'true',
  WEBHOOK_TIMEOUT_MS: '1000',
  WEBHOOK_RETRY_BASE_MS: '50',
  WEBHOOK_RETRY_MAX_DELAY_MS: '300',
  WEBHOOK_POLL_MS: '250',
};

/**
 * The outbox's promise, against the built service as an operator runs it: an event committed is
 * delivered, even when the process dies (SIGKILL) between the write and the delivery, and with
 * several instances on one database each event is delivered once, in order per record.
 */
describe('webhook delivery across crashes and instances', () => {
  let database: { name: string; url: string };
  let dataSource: DataSource;
  let receiver: WebhookReceiver;
  const servers: BuiltServer[] = [];

  const start = async (extra: Record<string, string> = {}) => {
    const server = await startBuiltServer({
      DATABASE_URL: database.url,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...DISPATCH_ENV,
      ...extra,
    });
    servers.push(server);
    return server;
  };
  const createEndpoint = async (server: BuiltServer, url: string) => {
    const login = await checkedRequest(server.url)
      .post('/studio/auth/login')
      .type('form')
      .send({ username: ADMIN.email, password: ADMIN.password })
      .expect(200);
    const created = await checkedRequest(server.url)
      .post('/studio/webhooks')
      .set('authorization', `Bearer ${login.body.access_token as string}`)
      .send({ url, events: ['*'] })
      .expect(201);
    return created.body.data as { id: string; secret: string };
  };
  /** Event ids the receiver acknowledged with a 2xx, in the order it acknowledged them. */
  const acknowledged = (answers: Map<number, number>) =>
    receiver.received
      .filter((_w, i) => {
        const status = answers.get(i);
        return status !== undefined && status < 300;
      })
      .map((w) => w.headers['webhook-id'] as string);

  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = new DataSource(dataSourceOptions(database.url));
    await dataSource.initialize();
  });
  beforeEach(async () => {
    receiver = await startWebhookReceiver();
  });
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.stop('SIGKILL');
    await dataSource.query('DELETE FROM webhook_endpoints');
    await receiver.close();
  });
  afterAll(async () => {
    await dataSource?.destroy();
    if (database) await dropTestDatabase(database.name);
  });

  it('loses no event when the service is killed between the write and the delivery', async () => {
    const first = await start({ LOG_LEVEL: 'trace' });
    const { id: endpointId, secret } = await createEndpoint(first, receiver.url);
    const answers = new Map<number, number>();
    // The first attempt is held open: the service dies with the delivery in flight.
    receiver.respond((_w, i) => {
      if (i === 0) return 'hang';
      answers.set(i, 204);
      return { status: 204 };
    });
    const inFlight = await raiseEvent(dataSource, { operation: 'created' });
    await receiver.waitFor(1);
    await first.stop('SIGKILL');
    // Written while no instance runs at all.
    const whileDown = await raiseEvent(dataSource, { operation: 'deleted' });

    const second = await start();
    await eventually(async () => {
      const rows = await dataSource.query<Array<{ status: string }>>(
        `SELECT status FROM webhook_deliveries WHERE endpoint_id = $1 AND status = 'succeeded'`,
        [endpointId],
      );
      return rows.length === 2 ? rows : undefined;
    }, 'both events to be delivered');

    expect(acknowledged(answers).sort()).toEqual([inFlight.id, whileDown.id].sort());
    for (const webhook of receiver.received.slice(1)) {
      expect(
        new Webhook(secret).verify(webhook.body, webhook.headers as Record<string, string>),
      ).toEqual(webhook.json);
    }
    // The killed attempt never got an answer; it is sent again with the same webhook-id.
    expect(receiver.received[0].headers['webhook-id']).toBe(inFlight.id);
    const [{ attempts }] = await dataSource.query<Array<{ attempts: number }>>(
      'SELECT attempts FROM webhook_deliveries WHERE event_id = $1',
      [inFlight.id],
    );
    expect(attempts).toBe(1);

    // SIGTERM stops the dispatcher with the rest of the service, cleanly.
    servers.splice(servers.indexOf(second), 1);
    expect(await second.stop('SIGTERM')).toBe(0);
    // The signing secret never reached the log, even at trace level.
    expect(first.output()).toContain('/studio/webhooks');
    expect(first.output()).not.toContain(secret);
    expect(`${first.output()}${second.output()}`).not.toContain('whsec_');
  });

  it('delivers each event once with two instances on one database, in order per record', async () => {
    // A generous timeout: an answered attempt must not turn into a retry on a busy machine.
    const [a, b] = [
      await start({ WEBHOOK_TIMEOUT_MS: '5000' }),
      await start({ WEBHOOK_TIMEOUT_MS: '5000' }),
    ];
    expect(a.port).not.toBe(b.port);
    const { secret } = await createEndpoint(a, receiver.url);
    const answers = new Map<number, number>();
    // Every fourth request fails, so retries and claims move between the instances too.
    receiver.respond((_w, i) => {
      const status = i % 4 === 3 ? 500 : 200;
      answers.set(i, status);
      return { status };
    });

    const records = Array.from({ length: 6 }, () => randomUUID());
    const operations: OutboxOperation[] = ['created', 'updated', 'updated', 'updated', 'deleted'];
    const raised = new Map<string, string[]>(records.map((r) => [r, []]));
    for (const operation of operations) {
      await Promise.all(
        records.map(async (recordId) => {
          const event = await raiseEvent(dataSource, { recordId, operation });
          raised.get(recordId)!.push(event.id);
        }),
      );
    }
    const total = records.length * operations.length;
    await eventually(
      async () => {
        const [{ done }] = await dataSource.query<Array<{ done: number }>>(
          `SELECT count(*)::int AS done FROM webhook_deliveries WHERE status = 'succeeded'`,
        );
        return done === total ? done : undefined;
      },
      `${total} deliveries`,
      60_000,
    );

    const ids = acknowledged(answers);
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
    for (const recordId of records) {
      const mine = new Set(raised.get(recordId));
      expect(ids.filter((id) => mine.has(id))).toEqual(raised.get(recordId));
    }
    for (const webhook of receiver.received) {
      expect(
        new Webhook(secret).verify(webhook.body, webhook.headers as Record<string, string>),
      ).toEqual(webhook.json);
    }
  });

  it('survives a database outage: dispatch resumes by itself once the database is back', async () => {
    const url = new URL(database.url);
    const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    const t = await createTestApp({ env: { ...DISPATCH_ENV, DATABASE_URL: url.toString() } });
    try {
      const { endpoint, secret } = await createWebhookEndpoint(t, { url: receiver.url });
      await proxy.cut();
      // Committed while the service cannot reach the database (written past the proxy).
      const event = await raiseEvent(dataSource);
      const dispatcher = t.app.get(WebhookDispatcher);
      await eventually(
        () => (dispatcher.failedCycles >= 3 ? true : undefined),
        'three failed dispatch cycles',
      );
      expect(receiver.received).toHaveLength(0);
      await proxy.restore();
      const [webhook] = await receiver.waitFor(1);
      expect(webhook.headers['webhook-id']).toBe(event.id);
      expect(
        new Webhook(secret).verify(webhook.body, webhook.headers as Record<string, string>),
      ).toEqual(webhook.json);
      await eventually(async () => {
        const [row] = await dataSource.query<Array<{ status: string }>>(
          'SELECT status FROM webhook_deliveries WHERE endpoint_id = $1',
          [endpoint.id],
        );
        return row?.status === 'succeeded' ? row : undefined;
      }, 'the delivery to be recorded');
    } finally {
      await t.close();
      await proxy.close();
    }
  });
});
