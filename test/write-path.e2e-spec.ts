import { Webhook } from 'standardwebhooks';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '@/database/data-source-options';
import { AuditService } from '@/modules/audit/audit.service';
import { uniqueSlug } from './factories/cruise.factory';
import { bearer, createUserWithTokens } from './factories/users.factory';
import { BuiltServer, startBuiltServer } from './support/built-server';
import { checkedRequest } from './support/checked-http';
import { startTcpProxy } from './support/tcp-proxy';
import { createTestApp } from './support/test-app';
import { createTestDatabase, dropTestDatabase } from './support/test-database';
import { startWebhookReceiver } from './support/webhook-receiver';

jest.setTimeout(120_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Studio clients writing at once, and database outages they go through. */
const WRITERS = 4;
const OUTAGES = 2;
/** Writes answered 2xx before each outage and after the last. */
const SUCCESSES_PER_PHASE = 5;
/** Refused writes each outage lasts for: a few per writer. */
const REFUSALS_PER_OUTAGE = 3 * WRITERS;

interface Write {
  resource: 'cruise_line' | 'guide';
  operation: 'create' | 'update';
  slug: string;
  id?: string;
  status: number;
  /** Guides: the categories sent, and those the 2xx answer carried. */
  sent?: string[];
  answered?: string[];
}

/**
 * The catalogue write path's promise, tested the hard way: a studio write answered 2xx has its
 * audit entry, revision and outbox event, a write that fails has none of them, and the event of a
 * committed write reaches a webhook receiver, signed, even when the service is killed before it
 * could deliver it.
 */
describe('the catalogue write path', () => {
  let database: { name: string; url: string };
  let direct: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase();
    direct = new DataSource(dataSourceOptions(database.url));
    await direct.initialize();
  });
  afterAll(async () => {
    await direct?.destroy();
    if (database) await dropTestDatabase(database.name);
  });

  it('keeps writes, audit entries, revisions and outbox events together through database outages', async () => {
    const target = new URL(database.url);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const proxied = new URL(database.url);
    proxied.host = `127.0.0.1:${proxy.port}`;
    const t = await createTestApp({
      env: { DATABASE_URL: proxied.toString(), WEBHOOK_DISPATCH: 'false' },
    });
    const writes: Write[] = [];
    try {
      const editor = await createUserWithTokens(t, { role: 'editor' });
      const categories = (
        await direct.query<Array<{ id: string }>>(
          `INSERT INTO categories (name, slug) VALUES ('Outage A', $1), ('Outage B', $2) RETURNING id`,
          [uniqueSlug('outage-a'), uniqueSlug('outage-b')],
        )
      ).map((r) => r.id);
      let running = true;
      // Cruise lines are plain rows; guides answer with their categories, read in the write's
      // transaction, so their answers must say what was stored.
      const writer = async (resource: Write['resource']) => {
        const path = resource === 'guide' ? 'guides' : 'cruise-lines';
        let mine: { id: string; slug: string } | undefined;
        while (running) {
          const slug = uniqueSlug(`outage-${path}`);
          const sent = resource === 'guide' ? [categories[Math.round(Math.random())]] : undefined;
          const body =
            resource === 'guide'
              ? mine
                ? { body: `changed as ${slug}`, category_ids: sent }
                : { title: `Guide ${slug}`, slug, body: 'x', category_ids: sent }
              : mine
                ? { description: `changed as ${slug}` }
                : { name: `Line ${slug}`, slug };
          const response = mine
            ? await t.http
                .patch(`/studio/${path}/${mine.id}`)
                .set(bearer(editor.accessToken))
                .send(body)
            : await t.http.post(`/studio/${path}`).set(bearer(editor.accessToken)).send(body);
          const write: Write = {
            resource,
            operation: mine ? 'update' : 'create',
            slug: mine?.slug ?? slug,
            id: mine?.id ?? (response.body?.data?.id as string | undefined),
            status: response.status,
            sent,
            answered: (response.body?.data?.categories as Array<{ id: string }> | undefined)?.map(
              (c) => c.id,
            ),
          };
          writes.push(write);
          if (write.operation === 'create' && response.status === 201)
            mine = { id: write.id!, slug };
          // Every few updates a writer starts on a new record.
          else if (mine && Math.random() < 0.25) mine = undefined;
          if (response.status >= 500) await sleep(20);
        }
      };
      const ok = (w: Write) => w.status >= 200 && w.status < 300;
      const refused = (w: Write) => w.status >= 500;
      /**
       * Waits until the writes answered since `from` hold `n` that `match`: each phase below
       * lasts until its writes have happened, however slow (or fast) the machine.
       */
      const until = async (from: number, n: number, match: (w: Write) => boolean) => {
        const deadline = Date.now() + 60_000;
        while (writes.slice(from).filter(match).length < n) {
          if (Date.now() > deadline) throw new Error(`fewer than ${n} such writes after ${from}`);
          await sleep(20);
        }
      };
      // One of the writers writes guides, the others cruise lines.
      const writers = Array.from({ length: WRITERS }, (_, i) =>
        writer(i === 0 ? 'guide' : 'cruise_line'),
      );
      for (let outage = 0; outage < OUTAGES; outage++) {
        const up = writes.length;
        await until(up, SUCCESSES_PER_PHASE, ok);
        const down = writes.length;
        await proxy.cut();
        await until(down, REFUSALS_PER_OUTAGE, refused);
        await proxy.restore();
      }
      const up = writes.length;
      await until(up, SUCCESSES_PER_PHASE, ok);
      await until(0, 1, (w) => ok(w) && w.resource === 'guide');
      running = false;
      await Promise.all(writers);

      const succeeded = writes.filter(ok);
      const failed = writes.filter((w) => !ok(w));
      // The outages hit writers, and writing resumed after each (the waits above made sure).
      expect(failed.length).toBeGreaterThanOrEqual(WRITERS * OUTAGES);
      expect(succeeded.length).toBeGreaterThanOrEqual(SUCCESSES_PER_PHASE * (OUTAGES + 1));
      expect(failed.every(refused)).toBe(true);

      const rows = async (sql: string) =>
        new Map(
          (await direct.query<Array<{ id: string; n: number }>>(sql)).map((r) => [r.id, r.n]),
        );
      for (const resource of ['cruise_line', 'guide'] as const) {
        const [audits, revisions, events, lines] = await Promise.all([
          rows(`SELECT entity_id AS id, count(*)::int AS n FROM audit_entries
                 WHERE entity_type = '${resource}' GROUP BY entity_id`),
          rows(`SELECT record_id::text AS id, count(*)::int AS n FROM revisions
                 WHERE resource = '${resource}' GROUP BY record_id`),
          rows(`SELECT record_id::text AS id, count(*)::int AS n FROM outbox_events
                 WHERE resource = '${resource}' GROUP BY record_id`),
          rows(
            `SELECT id::text AS id, 1 AS n FROM ${resource === 'guide' ? 'guides' : 'cruise_lines'}`,
          ),
        ]);
        // Every record's writes left as many audit entries as revisions and outbox events.
        expect(audits).toEqual(revisions);
        expect(events).toEqual(revisions);
        // Every record in the table was written through the path; nothing exists for anything else.
        expect([...revisions.keys()].sort()).toEqual([...lines.keys()].sort());

        const count = (list: Write[]) => {
          const byId = new Map<string, number>();
          for (const w of list) if (w.id) byId.set(w.id, (byId.get(w.id) ?? 0) + 1);
          return byId;
        };
        const answered = count(succeeded.filter((w) => w.resource === resource));
        const failedOn = count(failed.filter((w) => w.resource === resource));
        // Every write answered 2xx is stored. A write whose answer was lost at the very moment of its
        // commit is the only way a failed write can have been stored: then it has all three rows
        // (above) and answered 5xx, so a record holds at most its failed writes beyond its answers.
        for (const [id, n] of answered) {
          const stored = revisions.get(id) ?? 0;
          expect({ id, missing: Math.max(0, n - stored) }).toEqual({ id, missing: 0 });
          expect(stored - n).toBeLessThanOrEqual(failedOn.get(id) ?? 0);
        }
        const storedBeyondAnswers = [...revisions].reduce(
          (sum, [id, n]) => sum + n - (answered.get(id) ?? 0),
          0,
        );
        // Each cut can catch each writer's one write in flight at its COMMIT, and no more.
        expect(storedBeyondAnswers).toBeLessThanOrEqual(WRITERS * OUTAGES);
      }

      // Every guide write answered 2xx answered the categories it stored.
      const guideAnswers = succeeded.filter((w) => w.resource === 'guide');
      expect(guideAnswers.length).toBeGreaterThan(0);
      for (const w of guideAnswers) expect(w.answered).toEqual(w.sent);

      expect(await t.app.get(AuditService).verify()).toEqual(
        expect.objectContaining({ intact: true }),
      );
    } finally {
      await t.close();
      await proxy.close();
    }
  });

  describe('from a studio write to a signed webhook', () => {
    const ADMIN = { email: 'write-path-admin@example.com', password: 'write-path-admin-password' };
    const servers: BuiltServer[] = [];
    const start = async (extra: Record<string, string>) => {
      const server = await startBuiltServer({
        DATABASE_URL: database.url,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        WEBHOOK_ALLOW_PRIVATE: 'true',
        WEBHOOK_TIMEOUT_MS: '5000',
        WEBHOOK_RETRY_BASE_MS: '50',
        WEBHOOK_POLL_MS: '250',
        ...extra,
      });
      servers.push(server);
      return server;
    };
    afterAll(async () => {
      for (const server of servers.splice(0)) await server.stop('SIGKILL');
    });

    it('delivers the event of a committed write after the service was killed before sending it', async () => {
      // Events of the outage test above are not for this endpoint.
      await direct.query('DELETE FROM outbox_events');
      const receiver = await startWebhookReceiver();
      try {
        // An instance that does not dispatch: whatever it commits is still undelivered when it dies.
        const first = await start({ WEBHOOK_DISPATCH: 'false' });
        const login = await checkedRequest(first.url)
          .post('/studio/auth/login')
          .type('form')
          .send({ username: ADMIN.email, password: ADMIN.password })
          .expect(200);
        const auth = { authorization: `Bearer ${login.body.access_token as string}` };
        const endpoint = await checkedRequest(first.url)
          .post('/studio/webhooks')
          .set(auth)
          .send({ url: receiver.url, events: ['cruise_line.*', 'ship.created'] })
          .expect(201);
        const secret = endpoint.body.data.secret as string;
        const slug = uniqueSlug('killed');
        const line = await checkedRequest(first.url)
          .post('/studio/cruise-lines')
          .set(auth)
          .send({ name: 'Killed Line', slug })
          .expect(201);
        const ship = await checkedRequest(first.url)
          .post('/studio/ships')
          .set(auth)
          .send({ name: 'Killed Ship', slug: `${slug}-ship`, cruise_line_id: line.body.data.id })
          .expect(201);
        await first.stop('SIGKILL');
        servers.splice(servers.indexOf(first), 1);
        expect(receiver.received).toHaveLength(0);

        await start({});
        const webhooks = await receiver.waitFor(2);
        const events = await direct.query<Array<{ id: string; record_id: string; type: string }>>(
          `SELECT id, record_id::text AS record_id, type FROM outbox_events
            WHERE record_id = ANY($1::uuid[]) ORDER BY seq`,
          [[line.body.data.id, ship.body.data.id]],
        );
        expect(events.map((e) => e.type)).toEqual(['cruise_line.created', 'ship.created']);
        // Order is kept per record only, so the two may arrive either way round.
        expect(webhooks.map((w) => w.headers['webhook-id']).sort()).toEqual(
          events.map((e) => e.id).sort(),
        );
        for (const webhook of webhooks) {
          const event = events.find((e) => e.id === webhook.headers['webhook-id'])!;
          expect(
            new Webhook(secret).verify(webhook.body, webhook.headers as Record<string, string>),
          ).toEqual(webhook.json);
          expect(webhook.json).toEqual({
            type: event.type,
            timestamp: expect.stringMatching(/Z$/),
            data: expect.objectContaining({ id: event.record_id }),
            changed_fields: expect.arrayContaining(['name', 'slug']),
          });
        }
        const lineWebhook = webhooks.find((w) => w.json.type === 'cruise_line.created')!;
        expect(lineWebhook.json.data).toEqual(
          expect.objectContaining({ name: 'Killed Line', slug }),
        );
      } finally {
        await receiver.close();
      }
    });
  });
});
