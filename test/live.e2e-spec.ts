import type { Response } from 'supertest';
import { attractionOf, childrenOf } from '../tools/upstream-simulator/simulator-data';
import { ReadPool } from '@/common/database';
import { createAttraction, createThemePark, uniqueSlug } from './factories/parks.factory';
import { bearer, createUserWithTokens } from './factories/users.factory';
import { expectProblem } from './support/problem';
import { createTestApp, TestApp } from './support/test-app';
import { weakEtag } from '@/common/cache/response-cache-keys';
import { startUpstreamSimulator, UpstreamSimulator } from './support/upstream';

const MAGIC_KINGDOM = '75ea578a-adc8-4116-a54d-dccb60765ef9';
const PARIS = 'dae968d5-630d-4719-8b06-3d107e944401';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const TIMEOUT_MS = 600;
const FAILURE_MODES = ['error500', 'slow', 'garbage', 'wrong-shape', 'reset', 'down'] as const;

const RECORD_SHAPE = {
  id: expect.stringMatching(/^[0-9a-f-]{36}$/),
  name: expect.any(String),
  entityType: 'ATTRACTION',
  status: expect.stringMatching(/^(OPERATING|DOWN|CLOSED|REFURBISHMENT)$/),
  queue: expect.any(Object),
  lastUpdated: expect.any(String),
  stale: expect.any(Boolean),
};

/** Every answer of a live route, error or not: never stored, never revalidated. */
function expectUncached(response: Response): void {
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers.etag).toBeUndefined();
}

/** fetched_at is the moment the answer was built: between sending the request and reading it. */
function expectFreshMeta(body: { fetched_at: string }, before: number): void {
  expect(body.fetched_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  expect(Date.parse(body.fetched_at)).toBeGreaterThanOrEqual(before);
  expect(Date.parse(body.fetched_at)).toBeLessThanOrEqual(Date.now());
}

describe('public live data', () => {
  let sim: UpstreamSimulator;
  let t: TestApp;

  beforeAll(async () => {
    sim = await startUpstreamSimulator();
    t = await createTestApp({
      env: {
        UPSTREAM_URL: sim.url,
        UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS),
        // Every failure-mode spec must reach the upstream; the breaker has its own describe below.
        UPSTREAM_BREAKER_THRESHOLD: '1000',
        RATE_LIMIT_PUBLIC_PER_MIN: '100000',
      },
    });
    // The known-parks fallback is by slug: these records have no upstream id of their own.
    await createThemePark(t, {
      slug: 'magic-kingdom',
      name: 'Magic Kingdom',
      upstreamEntityId: null,
    });
    await createThemePark(t, { slug: 'epcot', name: 'EPCOT', upstreamEntityId: 'wdw-epcot' });
  });
  afterAll(async () => {
    await t.close();
    await sim.close();
  });
  afterEach(() => sim.setMode('healthy'));

  describe('GET /api/v1/theme-parks/{slug}/live', () => {
    it("answers the park's attractions by the known-parks map, with fetched_at and time zone", async () => {
      sim.resetCounts();
      const before = Date.now();
      const response = await t.http.get('/api/v1/theme-parks/magic-kingdom/live').expect(200);
      expectUncached(response);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(Object.keys(response.body).sort()).toEqual([
        'fetched_at',
        'liveData',
        'operatingHours',
        'restaurants',
        'shows',
        'timezone',
      ]);
      expectFreshMeta(response.body, before);
      expect(response.body.timezone).toBe('America/New_York');
      const records = response.body.liveData as Array<Record<string, unknown>>;
      // The simulator's generated rides and the demo catalogue's Magic Kingdom attractions.
      const rides = childrenOf(MAGIC_KINGDOM).filter((e) => e.entityType === 'ATTRACTION');
      expect(rides.map((r) => r.name)).toEqual(expect.arrayContaining(['Space Mountain']));
      expect(records.map((r) => r.id).sort()).toEqual(rides.map((r) => r.id).sort());
      for (const record of records) expect(record).toEqual(expect.objectContaining(RECORD_SHAPE));
      const names = records.map((r) => r.name as string);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
      // Only the frozen OPERATING record is stale.
      const frozen = attractionOf(MAGIC_KINGDOM, 'frozen').id;
      expect(records.filter((r) => r.stale).map((r) => r.id)).toEqual([frozen]);
      expect(records.find((r) => r.id === frozen)).toEqual(
        expect.objectContaining({ status: 'OPERATING', stale: true }),
      );
      const coaster = records.find(
        (r) => r.id === attractionOf(MAGIC_KINGDOM, 'standby-single').id,
      );
      expect(coaster?.queue).toEqual(
        expect.objectContaining({ STANDBY: { waitTime: expect.any(Number) } }),
      );
      expect(sim.requestsByPath.get(`/v1/entity/${MAGIC_KINGDOM}/live`)).toBe(1);
    });

    it('passes on shows with showtimes, restaurants and the park hours; hotels are not', async () => {
      const park = await createThemePark(t, { slug: uniqueSlug('paris'), upstreamEntityId: PARIS });
      const { body } = await t.http.get(`/api/v1/theme-parks/${park.slug}/live`).expect(200);
      const slot = {
        type: expect.any(String),
        startTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:00:00\+0[12]:00$/),
        endTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+0[12]:00$/),
      };
      const show = childrenOf(PARIS).find((e) => e.entityType === 'SHOW')!;
      const restaurant = childrenOf(PARIS).find((e) => e.entityType === 'RESTAURANT')!;
      expect(body.shows).toEqual([
        {
          id: show.id,
          name: show.name,
          entityType: 'SHOW',
          attraction: null,
          status: 'OPERATING',
          queue: {},
          lastUpdated: expect.any(String),
          stale: false,
          showtimes: [slot, slot],
        },
      ]);
      expect(body.restaurants).toEqual([
        {
          id: restaurant.id,
          name: restaurant.name,
          entityType: 'RESTAURANT',
          attraction: null,
          status: 'OPERATING',
          queue: {},
          lastUpdated: expect.any(String),
          stale: false,
          diningAvailability: [{ partySize: 2, waitTime: 15 }],
        },
      ]);
      expect(body.operatingHours).toEqual([{ ...slot, type: 'Operating' }]);
      const types = new Set(
        [...body.liveData, ...body.shows, ...body.restaurants].map(
          (r: { entityType: string }) => r.entityType,
        ),
      );
      expect(types).toEqual(new Set(['ATTRACTION', 'SHOW', 'RESTAURANT']));
    });

    it('ties each record to its active catalogue attraction, in one statement per answer', async () => {
      const park = await createThemePark(t, {
        slug: uniqueSlug('linked'),
        upstreamEntityId: PARIS,
      });
      const coaster = attractionOf(PARIS, 'standby-single');
      const voyage = attractionOf(PARIS, 'return-time');
      const linked = await createAttraction(t, park, {
        name: 'Linked Coaster',
        upstreamEntityId: coaster.id.toUpperCase(),
      });
      const second = await createAttraction(t, park, {
        name: 'Linked Voyage',
        upstreamEntityId: voyage.id,
      });
      await createAttraction(t, park, {
        name: 'Hidden Drop',
        upstreamEntityId: attractionOf(PARIS, 'down').id,
        isActive: false,
      });
      const pool = t.app.get(ReadPool);
      const query = jest.spyOn(pool, 'query');
      try {
        const { body } = await t.http.get(`/api/v1/theme-parks/${park.slug}/live`).expect(200);
        const links = Object.fromEntries(
          (body.liveData as Array<{ id: string; attraction: unknown }>).map((r) => [
            r.id,
            r.attraction,
          ]),
        );
        expect(links[coaster.id]).toEqual({ id: linked.id, slug: linked.slug, name: linked.name });
        expect(links[voyage.id]).toEqual({ id: second.id, slug: second.slug, name: second.name });
        const others = Object.entries(links).filter(
          ([id]) => id !== coaster.id && id !== voyage.id,
        );
        expect(others.length).toBeGreaterThan(0);
        // The inactive attraction's record among them.
        expect(others.map(([, link]) => link)).toEqual(others.map(() => null));
        const lookups = query.mock.calls.filter(([statement]) =>
          JSON.stringify(statement).includes('upstream_entity_id) = ANY'),
        );
        expect(lookups).toHaveLength(1);
      } finally {
        query.mockRestore();
      }
    });

    it('falls back to the known-parks map when the own id is not a UUID', async () => {
      sim.resetCounts();
      await t.http.get('/api/v1/theme-parks/epcot/live').expect(200);
      expect(sim.requestsByPath.get('/v1/entity/47f90d2c-e191-4239-a466-5892ef59a88b/live')).toBe(
        1,
      );
    });

    it("uses the park's own valid upstream id first, and the upstream's time zone", async () => {
      // A known slug, but its own id wins; the upstream zone wins over the catalogue's.
      const park = await createThemePark(t, {
        slug: uniqueSlug('paris'),
        upstreamEntityId: PARIS.toUpperCase(),
        timezone: 'America/Chicago',
      });
      sim.resetCounts();
      const response = await t.http.get(`/api/v1/theme-parks/${park.slug}/live`).expect(200);
      expect(response.body.timezone).toBe('Europe/Paris');
      expect(response.body.liveData).toContainEqual(
        expect.objectContaining({ id: attractionOf(PARIS, 'standby-single').id }),
      );
      expect(sim.requestsByPath.get(`/v1/entity/${PARIS}/live`)).toBe(1);
      expect(sim.requests).toBe(1);
    });

    it('is never cached: two requests reach the upstream twice, a conditional one gets a 200', async () => {
      sim.resetCounts();
      const first = await t.http.get('/api/v1/theme-parks/magic-kingdom/live').expect(200);
      const second = await t.http
        .get('/api/v1/theme-parks/magic-kingdom/live')
        .set('If-None-Match', '*')
        .expect(200);
      expectUncached(second);
      expect(sim.requestsByPath.get(`/v1/entity/${MAGIC_KINGDOM}/live`)).toBe(2);
      expect(Date.parse(second.body.fetched_at)).toBeGreaterThanOrEqual(
        Date.parse(first.body.fetched_at),
      );
    });

    it('answers 404 NOT_FOUND for an unknown or inactive park, without asking the upstream', async () => {
      const inactive = await createThemePark(t, { slug: uniqueSlug('closed'), isActive: false });
      // Inactive, although its id would be usable.
      await createThemePark(t, {
        slug: 'animal-kingdom',
        upstreamEntityId: '1c84a229-8862-4648-9c71-378ddd2c7693',
        isActive: false,
      });
      sim.resetCounts();
      for (const slug of ['no-such-park', inactive.slug, 'animal-kingdom', 'disneyland']) {
        const response = await t.http.get(`/api/v1/theme-parks/${slug}/live`);
        expectProblem(response, 404, 'NOT_FOUND');
        expectUncached(response);
      }
      expect(sim.requests).toBe(0);
    });

    it('answers 404 LIVE_DATA_UNAVAILABLE for a park with no usable upstream id', async () => {
      const local = await createThemePark(t, {
        slug: uniqueSlug('local'),
        upstreamEntityId: 'not-a-uuid',
      });
      sim.resetCounts();
      const response = await t.http.get(`/api/v1/theme-parks/${local.slug}/live`);
      expectProblem(response, 404, 'LIVE_DATA_UNAVAILABLE');
      expectUncached(response);
      expect(sim.requests).toBe(0);
    });

    it('answers 404 LIVE_DATA_UNAVAILABLE when the upstream does not know the id', async () => {
      const park = await createThemePark(t, {
        slug: uniqueSlug('gone'),
        upstreamEntityId: UNKNOWN_ID,
      });
      const response = await t.http.get(`/api/v1/theme-parks/${park.slug}/live`);
      expectProblem(response, 404, 'LIVE_DATA_UNAVAILABLE');
      expectUncached(response);
    });

    it.each(['Magic_Kingdom', 'magic%20kingdom', '-magic', 'x'.repeat(201)])(
      'answers 400 VALIDATION_FAILED for the slug %j',
      async (slug) => {
        const response = await t.http.get(`/api/v1/theme-parks/${slug}/live`);
        const body = expectProblem(response, 400, 'VALIDATION_FAILED');
        expect(body.errors?.map((e) => e.field)).toEqual(['slug']);
        expectUncached(response);
      },
    );
  });

  describe('GET /api/v1/theme-parks/{slug}/schedule', () => {
    it("answers 30 days of schedule entries with fetched_at and the park's time zone", async () => {
      sim.resetCounts();
      const before = Date.now();
      const response = await t.http.get('/api/v1/theme-parks/magic-kingdom/schedule').expect(200);
      expectUncached(response);
      expect(Object.keys(response.body).sort()).toEqual(['fetched_at', 'schedule', 'timezone']);
      expectFreshMeta(response.body, before);
      expect(response.body.timezone).toBe('America/New_York');
      const entries = response.body.schedule as Array<Record<string, string>>;
      expect(new Set(entries.map((e) => e.date)).size).toBe(30);
      for (const entry of entries) {
        expect(entry).toEqual({
          date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          type: expect.stringMatching(/^(OPERATING|EXTRA_HOURS|TICKETED_EVENT)$/),
          openingTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-0[45]:00$/),
          closingTime: expect.stringMatching(/-0[45]:00$/),
          ...(entry.type === 'OPERATING' ? {} : { description: expect.any(String) }),
        });
      }
      const dates = entries.map((e) => e.date);
      expect(dates).toEqual([...dates].sort());
      await t.http.get('/api/v1/theme-parks/magic-kingdom/schedule').expect(200);
      expect(sim.requestsByPath.get(`/v1/entity/${MAGIC_KINGDOM}/schedule`)).toBe(2);
    });

    it('answers 404 NOT_FOUND for an unknown park and LIVE_DATA_UNAVAILABLE without an id', async () => {
      const local = await createThemePark(t, { slug: uniqueSlug('local') });
      expectProblem(await t.http.get('/api/v1/theme-parks/nowhere/schedule'), 404, 'NOT_FOUND');
      const response = await t.http.get(`/api/v1/theme-parks/${local.slug}/schedule`);
      expectProblem(response, 404, 'LIVE_DATA_UNAVAILABLE');
      expectUncached(response);
    });

    it('answers 400 for a malformed slug, 404 for an upper-case one that names no park', async () => {
      expectProblem(
        await t.http.get('/api/v1/theme-parks/no%20pe/schedule'),
        400,
        'VALIDATION_FAILED',
      );
      expectProblem(await t.http.get('/api/v1/theme-parks/NOPE/schedule'), 404, 'NOT_FOUND');
    });
  });

  describe('the park or attraction behind a live route', () => {
    it('follows studio writes on this instance at once (the record is kept a few seconds)', async () => {
      const admin = await createUserWithTokens(t, { role: 'admin' });
      const paris = attractionOf(PARIS, 'frozen');
      const park = await createThemePark(t, { slug: uniqueSlug('park'), upstreamEntityId: null });
      const ride = await createAttraction(t, park, { upstreamEntityId: paris.id });
      await t.http.get(`/api/v1/theme-parks/${park.slug}/live`).expect(404);
      await t.http.get(`/api/v1/attractions/${ride.slug}/live`).expect(200);

      // A new upstream id is used by the next request.
      await t.http
        .patch(`/studio/theme-parks/${park.id}`)
        .set(bearer(admin.accessToken))
        .send({ upstream_entity_id: MAGIC_KINGDOM })
        .expect(200);
      sim.resetCounts();
      await t.http.get(`/api/v1/theme-parks/${park.slug}/live`).expect(200);
      expect(sim.requestsByPath.get(`/v1/entity/${MAGIC_KINGDOM}/live`)).toBe(1);

      // Deactivating the park hides it and its attractions at once.
      await t.http
        .patch(`/studio/theme-parks/${park.id}`)
        .set(bearer(admin.accessToken))
        .send({ is_active: false })
        .expect(200);
      expectProblem(await t.http.get(`/api/v1/theme-parks/${park.slug}/live`), 404, 'NOT_FOUND');
      expectProblem(await t.http.get(`/api/v1/attractions/${ride.slug}/live`), 404, 'NOT_FOUND');
    });

    it('follows studio attraction writes at once, and a deleted attraction is gone', async () => {
      const admin = await createUserWithTokens(t, { role: 'admin' });
      const park = await createThemePark(t, { slug: uniqueSlug('park') });
      const ride = await createAttraction(t, park, {
        upstreamEntityId: attractionOf(MAGIC_KINGDOM, 'standby-single').id,
      });
      await t.http.get(`/api/v1/attractions/${ride.slug}/live`).expect(200);
      await t.http
        .patch(`/studio/attractions/${ride.id}`)
        .set(bearer(admin.accessToken))
        .send({ upstream_entity_id: null })
        .expect(200);
      expectProblem(
        await t.http.get(`/api/v1/attractions/${ride.slug}/live`),
        404,
        'LIVE_DATA_UNAVAILABLE',
      );
      await t.http
        .delete(`/studio/attractions/${ride.id}`)
        .set(bearer(admin.accessToken))
        .expect(204);
      expectProblem(await t.http.get(`/api/v1/attractions/${ride.slug}/live`), 404, 'NOT_FOUND');
    });
  });

  describe('GET /api/v1/attractions/{slug}/live', () => {
    it("answers the attraction's record by its own upstream id", async () => {
      const park = await createThemePark(t, { slug: uniqueSlug('park') });
      const coaster = attractionOf(MAGIC_KINGDOM, 'standby-single');
      const ride = await createAttraction(t, park, { upstreamEntityId: coaster.id });
      sim.resetCounts();
      const before = Date.now();
      const response = await t.http.get(`/api/v1/attractions/${ride.slug}/live`).expect(200);
      expectUncached(response);
      expect(response.body).toEqual({
        liveData: expect.objectContaining({
          ...RECORD_SHAPE,
          id: coaster.id,
          name: coaster.name,
          attraction: { id: ride.id, slug: ride.slug, name: ride.name },
          stale: false,
        }),
        fetched_at: expect.any(String),
        timezone: 'America/New_York',
      });
      expectFreshMeta(response.body, before);
      expect(response.body.liveData.queue.STANDBY).toEqual({ waitTime: expect.any(Number) });
      await t.http.get(`/api/v1/attractions/${ride.slug}/live`).expect(200);
      expect(sim.requestsByPath.get(`/v1/entity/${coaster.id}/live`)).toBe(2);
    });

    it('marks a frozen OPERATING record as stale', async () => {
      const park = await createThemePark(t, { slug: uniqueSlug('park') });
      const frozen = attractionOf(PARIS, 'frozen');
      const ride = await createAttraction(t, park, { upstreamEntityId: frozen.id });
      const response = await t.http.get(`/api/v1/attractions/${ride.slug}/live`).expect(200);
      expect(response.body.liveData).toEqual(
        expect.objectContaining({ id: frozen.id, status: 'OPERATING', stale: true }),
      );
      expect(response.body.timezone).toBe('Europe/Paris');
    });

    it('answers 404 NOT_FOUND for an unknown or inactive attraction, or one of an inactive park', async () => {
      const park = await createThemePark(t, { slug: uniqueSlug('park') });
      const upstreamEntityId = attractionOf(MAGIC_KINGDOM, 'standby-single').id;
      const inactive = await createAttraction(t, park, { isActive: false, upstreamEntityId });
      const closedPark = await createThemePark(t, { slug: uniqueSlug('closed'), isActive: false });
      const ofClosedPark = await createAttraction(t, closedPark, { upstreamEntityId });
      sim.resetCounts();
      for (const slug of ['no-such-ride', inactive.slug, ofClosedPark.slug]) {
        const response = await t.http.get(`/api/v1/attractions/${slug}/live`);
        expectProblem(response, 404, 'NOT_FOUND');
        expectUncached(response);
      }
      expect(sim.requests).toBe(0);
    });

    it('answers 404 LIVE_DATA_UNAVAILABLE without an own UUID (no fallback), or one the upstream does not know', async () => {
      // Its park is in the known-parks map, but attractions have no fallback.
      const park = await createThemePark(t, { slug: 'hollywood-studios' });
      const plain = await createAttraction(t, park, { upstreamEntityId: null });
      const notUuid = await createAttraction(t, park, { upstreamEntityId: 'ride-42' });
      const unknown = await createAttraction(t, park, { upstreamEntityId: UNKNOWN_ID });
      for (const ride of [plain, notUuid, unknown]) {
        const response = await t.http.get(`/api/v1/attractions/${ride.slug}/live`);
        expectProblem(response, 404, 'LIVE_DATA_UNAVAILABLE');
        expectUncached(response);
      }
    });

    it('answers 400 for a malformed slug', async () => {
      const body = expectProblem(
        await t.http.get('/api/v1/attractions/space%2Fride/live'),
        400,
        'VALIDATION_FAILED',
      );
      expect(body.errors?.map((e) => e.field)).toEqual(['slug']);
    });
  });

  // The slow upstream answers correctly, but only once UPSTREAM_TIMEOUT_MS has passed: a 502 means
  // the service's own deadline fired first (simulator and app share this process's event loop, so
  // the timer due first fires first, however loaded the machine). How long the answers take under
  // load is measured by bench/upstream.bench.ts, not asserted here.
  describe('every upstream failure is a 502 within the timeout, never a 500 or a hang', () => {
    let rideSlug: string;
    beforeAll(async () => {
      const park = await createThemePark(t, { slug: uniqueSlug('park') });
      const ride = await createAttraction(t, park, {
        upstreamEntityId: attractionOf(MAGIC_KINGDOM, 'boarding-group').id,
      });
      rideSlug = ride.slug;
    });
    const routes = [
      '/api/v1/theme-parks/magic-kingdom/live',
      '/api/v1/theme-parks/magic-kingdom/schedule',
      'attraction',
    ];

    for (const mode of FAILURE_MODES) {
      for (const route of routes) {
        it(`${route === 'attraction' ? '/api/v1/attractions/{slug}/live' : route} when the upstream is ${mode}`, async () => {
          const path = route === 'attraction' ? `/api/v1/attractions/${rideSlug}/live` : route;
          await sim.setMode(mode, { delayMs: TIMEOUT_MS });
          // garbage alternates between truncated JSON and HTML: try both.
          for (let i = 0; i < (mode === 'garbage' ? 2 : 1); i++) {
            const response = await t.http.get(path);
            const body = expectProblem(response, 502, 'UPSTREAM_UNAVAILABLE');
            expect(JSON.stringify(body)).not.toMatch(/127\.0\.0\.1|axios|ECONN|stack|html/i);
            expectUncached(response);
            // The breaker is closed here: no Retry-After.
            expect(response.headers['retry-after']).toBeUndefined();
          }
        });
      }
    }

    it('answers 200 again once the upstream recovers', async () => {
      await sim.setMode('down');
      expectProblem(
        await t.http.get('/api/v1/theme-parks/magic-kingdom/live'),
        502,
        'UPSTREAM_UNAVAILABLE',
      );
      await sim.setMode('healthy');
      await t.http.get('/api/v1/theme-parks/magic-kingdom/live').expect(200);
    });
  });

  describe('the catalogue routes beside the live ones', () => {
    it('still answer GET /api/v1/theme-parks/{slug} and /api/v1/attractions/{slug}, cacheable', async () => {
      const park = await t.http.get('/api/v1/theme-parks/magic-kingdom').expect(200);
      expect(park.body.data).toEqual(expect.objectContaining({ slug: 'magic-kingdom' }));
      expect(park.headers['cache-control']).toBe(
        'public, max-age=60, s-maxage=60, stale-while-revalidate=60, stale-if-error=86400',
      );
      expect(park.headers.etag).toBe(weakEtag(park.text));
      const ride = await createAttraction(t, await createThemePark(t, { slug: uniqueSlug('p') }));
      const attraction = await t.http.get(`/api/v1/attractions/${ride.slug}`).expect(200);
      expect(attraction.body.data).toEqual(expect.objectContaining({ slug: ride.slug }));
      expect(attraction.headers['cache-control']).toBe(
        'public, max-age=60, s-maxage=60, stale-while-revalidate=60, stale-if-error=86400',
      );
    });

    it('answer 404 for a sub-path that is not a live route', async () => {
      expectProblem(
        await t.http.get('/api/v1/theme-parks/magic-kingdom/wait-times'),
        404,
        'NOT_FOUND',
      );
      expectProblem(await t.http.get('/api/v1/attractions/some-ride/schedule'), 404, 'NOT_FOUND');
    });
  });
});

describe('public live data behind an open circuit breaker and the rate limit', () => {
  let sim: UpstreamSimulator;
  let t: TestApp;
  const COOLDOWN_MS = 3000;
  const RATE_LIMIT = 6;

  beforeAll(async () => {
    sim = await startUpstreamSimulator();
    t = await createTestApp({
      env: {
        UPSTREAM_URL: sim.url,
        UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS),
        UPSTREAM_BREAKER_THRESHOLD: '2',
        UPSTREAM_BREAKER_COOLDOWN_MS: String(COOLDOWN_MS),
        RATE_LIMIT_PUBLIC_PER_MIN: String(RATE_LIMIT),
      },
    });
    await createThemePark(t, { slug: 'magic-kingdom', upstreamEntityId: null });
  });
  afterAll(async () => {
    await t.close();
    await sim.close();
  });

  it('answers 502 at once with Retry-After (seconds until the probe) once the breaker opens', async () => {
    await sim.setMode('error500');
    sim.resetCounts();
    for (let i = 0; i < 2; i++) {
      const response = await t.http.get('/api/v1/theme-parks/magic-kingdom/live');
      expectProblem(response, 502, 'UPSTREAM_UNAVAILABLE');
      expect(response.headers['retry-after']).toBeUndefined();
    }
    expect(sim.requests).toBe(2);

    // Answered without a request to the upstream (the count below), so nothing waited for it.
    const response = await t.http.get('/api/v1/theme-parks/magic-kingdom/schedule');
    expectProblem(response, 502, 'UPSTREAM_UNAVAILABLE');
    expectUncached(response);
    const retryAfter = Number(response.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(COOLDOWN_MS / 1000);
    expect(sim.requests).toBe(2);
  });

  it('answers 429 with Retry-After and no-store once the public budget is spent', async () => {
    await sim.setMode('healthy');
    let response: Response | undefined;
    for (let i = 0; i <= RATE_LIMIT; i++) {
      response = await t.http.get('/api/v1/theme-parks/magic-kingdom/live');
      if (response.status === 429) break;
    }
    expectProblem(response!, 429, 'RATE_LIMITED');
    expectUncached(response!);
    expect(Number(response!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(response!.headers['x-ratelimit-limit']).toBe(String(RATE_LIMIT));
  });
});
