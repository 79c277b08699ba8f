import { Agent, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '@/database/data-source-options';
import { leadBody } from './factories/leads.factory';
import { raiseEvent } from './factories/webhooks.factory';
import { BuiltServer, startBuiltServer } from './support/built-server';
import { checkedRequest } from './support/checked-http';
import { collect, runScript } from './support/server-process';
import { createTestDatabase, dropTestDatabase } from './support/test-database';
import { TEST_JWT_SECRET, TEST_VAULT_KEY } from './support/test-app';
import { startWebhookReceiver, WebhookReceiver } from './support/webhook-receiver';

// Starts the built server and stops it under keep-alive load.
jest.setTimeout(120_000);

const ADMIN = { email: 'shutdown-admin@example.com', password: 'shutdown-admin-password' };

interface Answer {
  id: string;
  status: number;
  connection: string | undefined;
  sentAt: number;
}

function get(agent: Agent, url: string, path: string, id: string, key: string): Promise<Answer> {
  const sentAt = Date.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${url}${path}`,
      { agent, headers: { 'x-request-id': id, 'x-api-key': key } },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            id,
            status: res.statusCode ?? 0,
            connection: res.headers.connection,
            sentAt,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/**
 * A lead whose body is still arriving when the signal comes: it sends its headers with
 * `Expect: 100-continue` and waits for the 100, so the server has certainly started the request,
 * then sends the body when told to.
 */
async function slowLead(port: number, id: string) {
  const body = JSON.stringify(leadBody());
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.write(
    'POST /api/leads HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n' +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `X-Request-Id: ${id}\r\nExpect: 100-continue\r\n\r\n`,
  );
  while (!received.includes('100 Continue')) await new Promise((r) => setTimeout(r, 10));
  return {
    finish: async () => {
      socket.write(body);
      await closed; // the server closes the connection after answering: Connection: close
      return received;
    },
  };
}

/** A lead that the server has started (it answered `100 Continue`) whose body never comes. */
async function heldLead(port: number, id: string) {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.write(
    'POST /api/leads HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
      `Content-Length: 100\r\nX-Request-Id: ${id}\r\nExpect: 100-continue\r\n\r\n`,
  );
  while (!received.includes('100 Continue')) await new Promise((r) => setTimeout(r, 10));
  return { socket, closed, received: () => received };
}

/**
 * The lines of a process's output at warn level or above: pino's JSON lines (level 40 and up) and
 * Nest's console lines (a command's logger) that say WARN or ERROR.
 */
function warnings(output: string): string[] {
  return output.split('\n').filter((line) => {
    if (line.startsWith('{')) return (JSON.parse(line) as { level: number }).level >= 40;
    return /\b(WARN|ERROR)\b/.test(line);
  });
}

/** A GET on `agent`: the status, the Connection header and whether it went on a kept-alive socket. */
function getOn(agent: Agent, url: string) {
  return new Promise<{ status: number; connection?: string; reused: boolean }>(
    (resolve, reject) => {
      const req = httpRequest(url, { agent }, (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            connection: res.headers.connection,
            reused: req.reusedSocket,
          }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('SIGTERM behind a load balancer', () => {
  let database: { name: string; url: string };
  let server: BuiltServer;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    database = await createTestDatabase();
    receiver = await startWebhookReceiver();
    server = await startBuiltServer({
      DATABASE_URL: database.url,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'info',
      RATE_LIMIT_PUBLIC_PER_MIN: '1000000',
      // Nothing is written before the stop: the rows below come from the shutdown flush.
      REQUEST_LOG_FLUSH_MS: '60000',
      REQUEST_LOG_BATCH_SIZE: '10000',
      // A webhook attempt still in flight at the stop (the receiver never answers; its own
      // deadline is far away): the dispatcher's grace is part of the shutdown timed below.
      WEBHOOK_ALLOW_PRIVATE: 'true',
      WEBHOOK_TIMEOUT_MS: '60000',
      WEBHOOK_POLL_MS: '250',
    });
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await receiver?.close();
    await dropTestDatabase(database.name);
  });

  it('finishes in-flight requests, closes kept-alive connections, flushes, and exits 0 before the cap', async () => {
    const login = await checkedRequest(server.url)
      .post('/studio/auth/login')
      .type('form')
      .send({ username: ADMIN.email, password: ADMIN.password })
      .expect(200);
    const created = await checkedRequest(server.url)
      .post('/studio/api-clients')
      .set('Authorization', `Bearer ${login.body.access_token as string}`)
      .send({ name: 'Load balancer test' })
      .expect(201);
    const key = created.body.data.raw_key as string;
    const clientId = created.body.data.id as string;

    receiver.respond(() => 'hang');
    await checkedRequest(server.url)
      .post('/studio/webhooks')
      .set('Authorization', `Bearer ${login.body.access_token as string}`)
      .send({ url: receiver.url, events: ['*'] })
      .expect(201);
    const events = new DataSource(dataSourceOptions(database.url));
    await events.initialize();
    const event = await raiseEvent(events, { operation: 'created' }).finally(() =>
      events.destroy(),
    );
    await receiver.waitFor(1);

    // Four clients on kept-alive connections that keep sending until the process is gone.
    const answers: Answer[] = [];
    let exited = false;
    const clients = Array.from({ length: 4 }, async (_, n) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      for (let i = 0; !exited; i++) {
        try {
          answers.push(await get(agent, server.url, '/api/v1/ships', `ka-${n}-${i}`, key));
        } catch {
          // Refused or reset once the server stopped listening: a load balancer tries elsewhere.
          await new Promise((r) => setTimeout(r, 20));
        }
      }
      agent.destroy();
    });
    while (answers.length < 40) await new Promise((r) => setTimeout(r, 20));

    const lead = await slowLead(server.port, 'slow-lead');
    server.child.kill('SIGTERM');
    // From the moment the server says so, it is draining (the handler runs in one go).
    while (!server.output().includes('SIGTERM received'))
      await new Promise((r) => setTimeout(r, 5));
    const signalledAt = Date.now();
    const leadAnswer = await lead.finish();
    const exitCode = await server.exited;
    exited = true;
    await Promise.all(clients);

    // The request in flight at the signal finished, and its connection was closed after it.
    expect(leadAnswer).toMatch(/HTTP\/1\.1 201 Created/);
    expect(leadAnswer).toMatch(/\r\nConnection: close\r\n/i);
    // Kept-alive responses sent after the signal asked the client to close the connection.
    const afterSignal = answers.filter((a) => a.sentAt > signalledAt);
    expect(afterSignal.filter((a) => a.connection !== 'close')).toEqual([]);

    expect(exitCode).toBe(0);
    // The backstop (SHUTDOWN_GRACE_MS, 25 s here) cuts what is left, says so and exits 1: exit 0 without
    // its message means the drain ended by itself, before the cap.
    expect(server.output()).not.toMatch(/still in flight after/);
    // A clean stop is quiet: the response cache knows its LISTEN connection ends because it closes.
    expect(warnings(server.output())).toEqual([]);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    // Within 2 s of its last in-flight request, as the process measured it itself (from the
    // moment the last response closed to just before process.exit), the webhook dispatcher's 1 s
    // grace for the hanging attempt included.
    const stopped =
      /Stopped: exit 0, (\d+) ms after the last in-flight request \(flush \d+ ms, modules (\d+) ms, database \d+ ms\)/.exec(
        server.output(),
      );
    expect(stopped).not.toBeNull();
    expect(Number(stopped![1])).toBeLessThan(2000);

    // Every answered request has its request-log row, and the key's last use is recorded.
    const db = new Client({ connectionString: database.url });
    await db.connect();
    try {
      const ids = [...answers.map((a) => a.id), 'slow-lead'];
      const rows = await db.query<{ request_id: string; status: number }>(
        'SELECT request_id, status FROM api_request_logs WHERE request_id = ANY($1)',
        [ids],
      );
      expect(rows.rows.map((r) => r.request_id).sort()).toEqual([...ids].sort());
      expect(rows.rows.find((r) => r.request_id === 'slow-lead')?.status).toBe(201);
      const client = await db.query<{ last_used_at: Date }>(
        'SELECT last_used_at FROM api_clients WHERE id = $1',
        [clientId],
      );
      // Recorded when the key was checked, which is after the client sent its last request.
      const lastKeyedSend = Math.max(...answers.map((a) => a.sentAt));
      expect(client.rows[0].last_used_at.getTime()).toBeGreaterThanOrEqual(lastKeyedSend);

      // The cut webhook attempt was given back, not counted and not lost: due again at once.
      const delivery = await db.query<{ status: string; attempts: number; claimed: boolean }>(
        `SELECT status, attempts, claimed_until IS NOT NULL AS claimed
           FROM webhook_deliveries WHERE event_id = $1`,
        [event.id],
      );
      expect(delivery.rows).toEqual([{ status: 'pending', attempts: 0, claimed: false }]);
    } finally {
      await db.end();
    }
  });
});

describe('SIGTERM with a request that never finishes (the SHUTDOWN_GRACE_MS backstop)', () => {
  let database: { name: string; url: string };
  let server: BuiltServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startBuiltServer({
      DATABASE_URL: database.url,
      LOG_LEVEL: 'info',
      RATE_LIMIT_PUBLIC_PER_MIN: '1000000',
      // Longer than the backstop: the rows below can only come from the flush after the cut.
      REQUEST_LOG_FLUSH_MS: '60000',
      REQUEST_LOG_BATCH_SIZE: '10000',
      // The backstop's default is 25 s; the behaviour is the same at any length.
      SHUTDOWN_GRACE_MS: '3000',
    });
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await dropTestDatabase(database.name);
  });

  it('cuts what is left, still flushes the request log, and exits 1; access lines follow the status', async () => {
    const accessLine = (id: string) =>
      server
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{') && line.includes(`"id":"${id}"`))
        .map((line) => JSON.parse(line) as { level: number; msg: string; res?: { status: number } })
        .find((line) => line.res);

    await checkedRequest(server.url).get('/api/v1/ships').set('x-request-id', 'ok').expect(200);
    await checkedRequest(server.url)
      .get('/api/v1/no-such-list')
      .set('x-request-id', 'missing')
      .expect(404);
    // A client that goes away before its request is complete: recorded as 499.
    const gone = await heldLead(server.port, 'client-gone');
    gone.socket.destroy();
    while (!accessLine('client-gone')) await new Promise((r) => setTimeout(r, 10));

    const held = await heldLead(server.port, 'held');
    server.child.kill('SIGTERM');
    const exitCode = await server.exited;
    await held.closed;

    // The backstop fired (SHUTDOWN_GRACE_MS), cut the held request without an answer,
    // and the exit code says the stop was not clean.
    expect(server.output()).toContain(
      '1 requests still in flight after 3 s: closing their connections',
    );
    expect(held.received()).not.toMatch(/HTTP\/1\.1 [2-5]\d\d/);
    expect(exitCode).toBe(1);

    // Access lines: 4xx and aborts (the client's, and the backstop's cut) at info, not error.
    expect(accessLine('ok')).toMatchObject({
      level: 30,
      msg: 'request completed',
      res: { status: 200 },
    });
    expect(accessLine('missing')).toMatchObject({
      level: 30,
      msg: 'request completed',
      res: { status: 404 },
    });
    expect(accessLine('client-gone')).toMatchObject({
      level: 30,
      msg: 'request aborted',
      res: { status: 499 },
    });
    expect(accessLine('held')).toMatchObject({
      level: 30,
      msg: 'request aborted',
      res: { status: 499 },
    });

    // Every request has its request-log row, the cut one included: the flush ran after the cut.
    const db = new Client({ connectionString: database.url });
    await db.connect();
    try {
      const rows = await db.query<{ request_id: string; status: number }>(
        'SELECT request_id, status FROM api_request_logs ORDER BY request_id',
      );
      expect(rows.rows).toEqual([
        { request_id: 'client-gone', status: 499 },
        { request_id: 'held', status: 499 },
        { request_id: 'missing', status: 404 },
        { request_id: 'ok', status: 200 },
      ]);
    } finally {
      await db.end();
    }
  });
});

describe('SIGTERM with SHUTDOWN_DELAY_MS', () => {
  let database: { name: string; url: string };
  let server: BuiltServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startBuiltServer({
      DATABASE_URL: database.url,
      LOG_LEVEL: 'info',
      // Long enough for the requests below on any machine; nothing waits for it to pass but the exit.
      SHUTDOWN_DELAY_MS: '4000',
    });
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await dropTestDatabase(database.name);
  });

  it('keeps answering on an idle kept-alive connection, with Connection: close, while readiness fails', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const before = await getOn(agent, `${server.url}/api/v1/ships`);
      expect(before).toEqual({ status: 200, connection: 'keep-alive', reused: false });

      server.child.kill('SIGTERM');
      while (!server.output().includes('SIGTERM received'))
        await new Promise((r) => setTimeout(r, 5));

      // The connection was idle at the signal: it is still open, and its next request is answered.
      const after = await getOn(agent, `${server.url}/api/v1/ships`);
      expect(after).toEqual({ status: 200, connection: 'close', reused: true });
      // A new connection is still accepted, and readiness tells the load balancer to stop.
      const ready = await getOn(new Agent({ keepAlive: false }), `${server.url}/health/ready`);
      expect(ready).toEqual({ status: 503, connection: 'close', reused: false });
    } finally {
      agent.destroy();
    }

    expect(await server.exited).toBe(0);
    const output = server.output();
    expect(output).toContain('SHUTDOWN_DELAY_MS over: draining in-flight requests');
    expect(output).toMatch(/Stopped: exit 0/);
    expect(warnings(output)).toEqual([]);
  });
});

describe('command-line tools', () => {
  let database: { name: string; url: string };

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => dropTestDatabase(database.name));

  it.each<[string, string, RegExp, string[]]>([
    ['audit:verify', 'src/cli/verify-audit.ts', /^audit log intact: 0 entries$/m, []],
    ['seed', 'src/cli/seed.ts', /^\s+videos: \d+$/m, []],
    [
      'user:create',
      'src/cli/create-user.ts',
      /^Created admin quiet@example\.com/m,
      ['--email', 'quiet@example.com', '--password', 'a-quiet-password-1', '--role', 'admin'],
    ],
  ])('%s stops without a warning', async (_name, script, done, args) => {
    const run = collect(
      runScript(script, args, {
        DATABASE_URL: database.url,
        JWT_SECRET: TEST_JWT_SECRET,
        VAULT_MASTER_KEY: TEST_VAULT_KEY,
        DATA_DIR: tmpdir(),
      }),
    );
    expect(await run.exited).toBe(0);
    expect(run.output()).toMatch(done);
    expect(warnings(run.output())).toEqual([]);
  });
});
