import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '@/database/data-source-options';
import { enqueueEvent } from '@/modules/webhooks/outbox';
import { createCategory, createGuide, createVideo } from './factories/content.factory';
import {
  createExcursion,
  createItinerary,
  createPort,
  createSailing,
  createShip,
  uniqueSlug,
} from './factories/cruise.factory';
import {
  createAttraction,
  createDiningLocation,
  createResort,
  createSpecialEvent,
  createThemePark,
} from './factories/parks.factory';
import { bearer, createUserWithTokens, type UserWithTokens } from './factories/users.factory';
import { startBuiltServer, type BuiltServer } from './support/built-server';
import { eventually } from './support/eventually';
import { startPurgeServer, type PurgeServer } from './support/purge-server';
import { createTestApp, type TestApp } from './support/test-app';
import { createTestDatabase, dropTestDatabase } from './support/test-database';

jest.setTimeout(60_000);

const SERVICE_ID = 'svc0cdn';
const TOKEN = 'fastly-test-token-0123456789';
const CACHE_CONTROL =
  'public, max-age=60, s-maxage=3600, stale-while-revalidate=60, stale-if-error=86400';

const cdnEnv = (purge: PurgeServer): Record<string, string> => ({
  CDN_PROVIDER: 'fastly',
  CDN_API_URL: purge.url,
  CDN_API_TOKEN: TOKEN,
  CDN_FASTLY_SERVICE_ID: SERVICE_ID,
  CDN_PURGE_POLL_MS: '100',
  CDN_PURGE_RETRY_BASE_MS: '50',
  CDN_PURGE_RETRY_MAX_DELAY_MS: '200',
});

const keysOf = (response: { headers: Record<string, string> }): string[] =>
  (response.headers['surrogate-key'] ?? '').split(' ').filter(Boolean);

/**
 * The CDN in front (docs/operations.md#a-cdn-in-front): every public answer names its surrogate
 * keys and lets a shared cache keep it, and every change purges exactly the keys it touched,
 * through the provider's purge API (a local server speaking Fastly's here), retried until it
 * succeeds, without holding the write, and kept across a restart.
 */
describe('CDN surrogate keys and purges', () => {
  let purge: PurgeServer;
  let t: TestApp;
  let editor: UserWithTokens;

  beforeAll(async () => {
    purge = await startPurgeServer();
    t = await createTestApp({ env: cdnEnv(purge) });
    editor = await createUserWithTokens(t, { role: 'editor' });
  });
  afterAll(async () => {
    await t?.close();
    await purge?.close();
  });

  const asEditor = () => bearer(editor.accessToken);

  /** The accepted purges since the last reset, once at least one has arrived. */
  const purged = () =>
    eventually(() => {
      const keys = purge.purgedKeys();
      return keys.length > 0 ? keys.sort() : undefined;
    }, 'a purge');

  describe('the headers of public answers', () => {
    it('names surrogate keys and the CDN Cache-Control on a list and a detail of every family', async () => {
      const ship = await createShip(t);
      const port = await createPort(t);
      const itinerary = await createItinerary(t);
      await createSailing(t, { shipId: ship.id });
      const excursion = await createExcursion(t, { portId: port.id });
      const park = await createThemePark(t);
      const attraction = await createAttraction(t, park);
      const resort = await createResort(t, park);
      const event = await createSpecialEvent(t, park);
      const dining = await createDiningLocation(t, { themeParkId: park.id });
      const video = await createVideo(t);
      const guide = await createGuide(t);
      const category = await createCategory(t);
      const line = await t.dataSource.query<Array<{ id: string; slug: string }>>(
        'SELECT id, slug FROM cruise_lines WHERE id = $1',
        [ship.cruiseLineId],
      );
      // [list, resource of its details (null: any catalogue table), a record for the detail]
      const families: Array<[string, string | null, { id: string; slug: string } | null]> = [
        ['/api/v1/cruise-lines', 'cruise_line', line[0]],
        ['/api/v1/ships', 'ship', ship],
        ['/api/v1/itineraries', 'itinerary', itinerary],
        ['/api/v1/sailings', 'sailing', null],
        ['/api/v1/ports', 'port', port],
        ['/api/excursions', 'excursion', excursion],
        ['/api/v1/theme-parks', 'theme_park', park],
        ['/api/v1/attractions', 'attraction', attraction],
        ['/api/v1/resorts', 'resort', resort],
        ['/api/v1/events', 'special_event', event],
        ['/api/v1/dining', 'dining_location', dining],
        ['/api/videos', 'video', video],
        ['/api/guides', null, guide],
        ['/api/categories', null, category],
        ['/api/search?q=ship', null, null],
      ];
      for (const [list, resource, record] of families) {
        const answer = await t.http.get(list).expect(200);
        expect([list, answer.headers['cache-control']]).toEqual([list, CACHE_CONTROL]);
        expect([list, keysOf(answer).length]).not.toEqual([list, 0]);
        if (!record) continue;
        const path = `${list}/${record.slug}`;
        const detail = await t.http.get(path).expect(200);
        expect([path, detail.headers['cache-control']]).toEqual([path, CACHE_CONTROL]);
        expect([path, keysOf(detail)]).toEqual([
          path,
          expect.arrayContaining([resource ? `${resource}:${record.id}` : 'catalogue']),
        ]);
        // A hit (the fast path) replays the keys the miss stored.
        const hit = await t.http.get(path).expect(200);
        expect([path, hit.headers['x-cache'], keysOf(hit)]).toEqual([path, 'HIT', keysOf(detail)]);
      }
    });

    it('names the lists a detail embeds, and its own list only when ?include= may embed siblings', async () => {
      const ship = await createShip(t);
      const plain = keysOf(await t.http.get(`/api/v1/ships/${ship.slug}`).expect(200));
      expect(plain).toEqual(expect.arrayContaining([`ship:${ship.id}`, 'cruise_lines']));
      expect(plain).not.toContain('ships');
      const included = keysOf(
        await t.http.get(`/api/v1/ships/${ship.slug}?include=cruise_line.ships`).expect(200),
      );
      expect(included).toEqual(expect.arrayContaining(['ships', 'cruise_lines']));
    });

    it('sends no keys on an error, which is never stored', async () => {
      const missing = await t.http.get('/api/v1/ships/no-such-ship').expect(404);
      expect(missing.headers['surrogate-key']).toBeUndefined();
      expect(missing.headers['cache-control']).toBe('no-store');
    });
  });

  describe('purges', () => {
    beforeEach(() => purge.reset());

    it('create, update, translate, unpublish, delete and restore of one record purge exactly its keys', async () => {
      const slug = uniqueSlug('line');
      const created = await t.http
        .post('/studio/cruise-lines')
        .set(asEditor())
        .send({ name: 'Purge Line', slug })
        .expect(201);
      const id = created.body.data.id as string;
      const expected = ['catalogue', `cruise_line:${id}`, 'cruise_lines'].sort();
      expect(await purged()).toEqual(expected);
      expect(purge.received[0]).toEqual(
        expect.objectContaining({ api: 'fastly', target: SERVICE_ID, credential: TOKEN }),
      );

      const detailKeys = keysOf(await t.http.get(`/api/v1/cruise-lines/${slug}`).expect(200));
      const listKeys = keysOf(await t.http.get('/api/v1/cruise-lines').expect(200));
      const writes = [
        () => t.http.patch(`/studio/cruise-lines/${id}`).set(asEditor()).send({ name: 'Renamed' }),
        () =>
          t.http
            .put(`/studio/cruise-lines/${id}/translations/de`)
            .set(asEditor())
            .send({ description: 'Eine Reederei.' }),
        () => t.http.patch(`/studio/cruise-lines/${id}`).set(asEditor()).send({ is_active: false }),
        () => t.http.delete(`/studio/cruise-lines/${id}`).set(asEditor()),
        () => t.http.post(`/studio/cruise-lines/${id}/revisions/1/restore`).set(asEditor()),
      ];
      for (const write of writes) {
        purge.reset();
        const answer = await write();
        expect(answer.status).toBeLessThan(300);
        expect(await purged()).toEqual(expected);
      }
      // What the change purged reaches its detail and every list of its resource.
      expect(detailKeys.some((key) => expected.includes(key))).toBe(true);
      expect(listKeys.some((key) => expected.includes(key))).toBe(true);
    });

    it("purges the answers that embed a changed record, and not another record's detail", async () => {
      const ship = await createShip(t);
      const other = await createShip(t);
      const shipKeys = keysOf(await t.http.get(`/api/v1/ships/${ship.slug}`).expect(200));

      await t.http
        .patch(`/studio/cruise-lines/${ship.cruiseLineId}`)
        .set(asEditor())
        .send({ name: 'Line Renamed' })
        .expect(200);
      const lineChange = await purged();
      expect(shipKeys.filter((key) => lineChange.includes(key))).toEqual(['cruise_lines']);

      purge.reset();
      await t.http
        .patch(`/studio/ships/${other.id}`)
        .set(asEditor())
        .send({ name: 'Other Renamed' })
        .expect(200);
      const otherChange = await purged();
      expect(otherChange).toEqual(['catalogue', `ship:${other.id}`, 'ships'].sort());
      expect(shipKeys.filter((key) => otherChange.includes(key))).toEqual([]);
    });

    it('retries a purge answered 500, cut, or 429, with back-off, and never holds the write', async () => {
      const ship = await createShip(t);
      purge.failNext(2, 500);
      const started = Date.now();
      await t.http
        .patch(`/studio/ships/${ship.id}`)
        .set(asEditor())
        .send({ name: 'Retried' })
        .expect(200);
      expect(Date.now() - started).toBeLessThan(2_000);
      const keys = await purged();
      expect(keys).toEqual(['catalogue', `ship:${ship.id}`, 'ships'].sort());
      expect(purge.received.map((p) => p.status)).toEqual([500, 500, 200]);
      await eventually(async () => {
        const [queue] = await t.dataSource.query<Array<{ n: number }>>(
          'SELECT count(*)::int AS n FROM cdn_purges',
        );
        return queue.n === 0 ? true : undefined;
      }, 'the queue to empty');

      for (const [status, name] of [
        [0, 'Unreachable'],
        [429, 'Rate Limited'],
      ] as const) {
        purge.reset();
        purge.failNext(1, status);
        await t.http.patch(`/studio/ships/${ship.id}`).set(asEditor()).send({ name }).expect(200);
        expect(await purged()).toEqual(keys);
        expect(purge.received.map((p) => p.status)).toEqual([status, 200]);
      }
    });
  });

  it('keeps a purge that failed across a restart of the service, and sends it after', async () => {
    const database = await createTestDatabase();
    const direct = new DataSource(dataSourceOptions(database.url));
    await direct.initialize();
    const down = await startPurgeServer();
    let server: BuiltServer | undefined;
    try {
      down.failNext(1_000_000, 503);
      const env = { DATABASE_URL: database.url, ...cdnEnv(down) };
      server = await startBuiltServer(env);
      const recordId = randomUUID();
      await direct.transaction((manager) =>
        enqueueEvent(manager, { resource: 'port', recordId, operation: 'updated', data: {} }),
      );
      // Refused, and the refusal recorded on the queued row; then the instance dies.
      const queued = await eventually(async () => {
        const [row] = await direct.query<Array<{ attempts: number; last_error: string }>>(
          'SELECT attempts, last_error FROM cdn_purges',
        );
        return row && row.attempts > 0 ? row : undefined;
      }, 'a refused purge');
      expect(queued.last_error).toBe('HTTP 503');
      await server.stop('SIGKILL');

      down.reset();
      server = await startBuiltServer(env);
      const keys = await eventually(() => {
        const sent = down.purgedKeys();
        return sent.length > 0 ? sent.sort() : undefined;
      }, 'the purge after the restart');
      expect(keys).toEqual(['catalogue', `port:${recordId}`, 'ports'].sort());
      // The token went to the API only: not to the queue's error, not to the log.
      expect(server.output()).not.toContain(TOKEN);
    } finally {
      await server?.stop();
      await down.close();
      await direct.destroy();
      await dropTestDatabase(database.name);
    }
  });
});
