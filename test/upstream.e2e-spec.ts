import { bearer, createUserWithTokens, UserWithTokens } from './factories/users.factory';
import { expectProblem } from './support/problem';
import { createTestApp, TestApp } from './support/test-app';
import { startUpstreamSimulator, UpstreamSimulator } from './support/upstream';

const TIMEOUT_MS = 600;

describe('studio upstream look-ups', () => {
  let sim: UpstreamSimulator;
  let t: TestApp;
  let admin: UserWithTokens;
  let editor: UserWithTokens;

  beforeAll(async () => {
    sim = await startUpstreamSimulator();
    t = await createTestApp({
      env: {
        UPSTREAM_URL: sim.url,
        UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS),
        UPSTREAM_BREAKER_THRESHOLD: '1000',
        // No destinations cache here, so every failure mode reaches the upstream.
        UPSTREAM_DESTINATIONS_TTL_SECONDS: '0',
      },
    });
    admin = await createUserWithTokens(t, { role: 'admin' });
    editor = await createUserWithTokens(t, { role: 'editor' });
  });
  afterAll(async () => {
    await t.close();
    await sim.close();
  });
  afterEach(() => sim.setMode('healthy'));

  describe('GET /studio/upstream/known-parks', () => {
    it('lists the built-in map, paginated, ordered by slug, to admins and editors', async () => {
      for (const user of [admin, editor]) {
        const response = await t.http
          .get('/studio/upstream/known-parks')
          .set(bearer(user.accessToken))
          .expect(200);
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.body).toEqual({ data: expect.any(Array), total: 15, skip: 0, limit: 20 });
        expect(response.body.data).toHaveLength(15);
        expect(response.body.data).toContainEqual({
          slug: 'magic-kingdom',
          name: 'Magic Kingdom Park',
          entity_id: '75ea578a-adc8-4116-a54d-dccb60765ef9',
        });
        const slugs = response.body.data.map((p: { slug: string }) => p.slug);
        expect(slugs).toEqual([...slugs].sort());
      }
      const page = await t.http
        .get('/studio/upstream/known-parks?skip=14&limit=5')
        .set(bearer(editor.accessToken))
        .expect(200);
      expect(page.body).toEqual({
        data: [expect.objectContaining({ slug: 'universal-studios-hollywood' })],
        total: 15,
        skip: 14,
        limit: 5,
      });
    });

    it('does not need the upstream', async () => {
      await sim.setMode('down');
      await t.http.get('/studio/upstream/known-parks').set(bearer(editor.accessToken)).expect(200);
    });

    it.each(['limit=101', 'skip=-1', 'foo=1'])('answers 400 for ?%s', async (query) => {
      const response = await t.http
        .get(`/studio/upstream/known-parks?${query}`)
        .set(bearer(editor.accessToken));
      expectProblem(response, 400, 'VALIDATION_FAILED');
    });

    it('answers 401 without a token', async () => {
      expectProblem(await t.http.get('/studio/upstream/known-parks'), 401, 'UNAUTHORIZED');
    });
  });

  describe('GET /studio/upstream/search', () => {
    const search = (q: string, user = editor) =>
      t.http.get('/studio/upstream/search').query({ q }).set(bearer(user.accessToken));

    it('finds parks by park name, case-insensitively', async () => {
      const response = await search('MAGIC').expect(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toEqual({
        results: [
          {
            park_name: 'Magic Kingdom Park',
            destination: 'Walt Disney World Resort',
            entity_id: '75ea578a-adc8-4116-a54d-dccb60765ef9',
          },
        ],
      });
    });

    it('lists every park of a destination whose name matches, ordered by park name', async () => {
      const response = await search('  tokyo disney resort ', admin).expect(200);
      expect(response.body.results).toEqual([
        {
          park_name: 'Tokyo Disneyland',
          destination: 'Tokyo Disney Resort',
          entity_id: '3cc919f1-d16d-43e0-8c3f-1dd269bd1a42',
        },
        {
          park_name: 'Tokyo DisneySea',
          destination: 'Tokyo Disney Resort',
          entity_id: '67b290d5-3478-4f23-b601-2f8fb71ba803',
        },
      ]);
    });

    it('answers an empty list when nothing matches', async () => {
      expect((await search('atlantis').expect(200)).body).toEqual({ results: [] });
    });

    it.each([
      ['', 'q'],
      ['   ', 'q'],
      ['x'.repeat(101), 'q'],
    ])('answers 400 for q=%j', async (q, field) => {
      const body = expectProblem(await search(q), 400, 'VALIDATION_FAILED');
      expect(body.errors?.map((e) => e.field)).toEqual([field]);
    });

    it('answers 400 without q, with q twice, or with an unknown parameter', async () => {
      const auth = bearer(editor.accessToken);
      const missing = await t.http.get('/studio/upstream/search').set(auth);
      expect(expectProblem(missing, 400, 'VALIDATION_FAILED').errors).toEqual([
        { field: 'q', message: 'is required' },
      ]);
      expectProblem(
        await t.http.get('/studio/upstream/search?q=a&q=b').set(auth),
        400,
        'VALIDATION_FAILED',
      );
      expectProblem(
        await t.http.get('/studio/upstream/search?q=a&page=2').set(auth),
        400,
        'VALIDATION_FAILED',
      );
    });

    it('answers 401 without a token', async () => {
      expectProblem(await t.http.get('/studio/upstream/search?q=epcot'), 401, 'UNAUTHORIZED');
    });

    it.each(['error500', 'slow', 'garbage', 'wrong-shape', 'reset', 'down'] as const)(
      'answers 502 UPSTREAM_UNAVAILABLE within the timeout when the upstream is %s',
      async (mode) => {
        // slow: the upstream answers correctly, but only once the timeout has passed, so a 502
        // means the service's deadline fired first (one event loop: the timer due first fires
        // first). Durations under load: bench/upstream.bench.ts.
        await sim.setMode(mode, { delayMs: TIMEOUT_MS });
        for (let i = 0; i < (mode === 'garbage' ? 2 : 1); i++) {
          const response = await search('epcot');
          const body = expectProblem(response, 502, 'UPSTREAM_UNAVAILABLE');
          expect(JSON.stringify(body)).not.toMatch(/127\.0\.0\.1|axios|ECONN|stack/i);
        }
      },
    );
  });
});

describe('studio upstream search behind an open circuit breaker', () => {
  const COOLDOWN_MS = 3000;
  let sim: UpstreamSimulator;
  let t: TestApp;
  let editor: UserWithTokens;

  beforeAll(async () => {
    sim = await startUpstreamSimulator();
    t = await createTestApp({
      env: {
        UPSTREAM_URL: sim.url,
        UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS),
        UPSTREAM_BREAKER_THRESHOLD: '2',
        UPSTREAM_BREAKER_COOLDOWN_MS: String(COOLDOWN_MS),
        UPSTREAM_DESTINATIONS_TTL_SECONDS: '0',
      },
    });
    editor = await createUserWithTokens(t, { role: 'editor' });
  });
  afterAll(async () => {
    await t.close();
    await sim.close();
  });

  it('answers 502 with Retry-After (seconds until the probe) without calling the upstream', async () => {
    const search = () =>
      t.http.get('/studio/upstream/search?q=epcot').set(bearer(editor.accessToken));
    await sim.setMode('error500');
    sim.resetCounts();
    for (let i = 0; i < 2; i++) {
      const failed = await search();
      expectProblem(failed, 502, 'UPSTREAM_UNAVAILABLE');
      expect(failed.headers['retry-after']).toBeUndefined();
    }
    expect(sim.requests).toBe(2);

    const open = await search();
    expectProblem(open, 502, 'UPSTREAM_UNAVAILABLE');
    const retryAfter = Number(open.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(COOLDOWN_MS / 1000);
    expect(sim.requests).toBe(2);
  });
});

describe('the destinations list behind the search is cached in memory', () => {
  let sim: UpstreamSimulator;
  let t: TestApp;
  let editor: UserWithTokens;

  beforeAll(async () => {
    sim = await startUpstreamSimulator();
    t = await createTestApp({
      env: { UPSTREAM_URL: sim.url, UPSTREAM_DESTINATIONS_TTL_SECONDS: '300' },
    });
    editor = await createUserWithTokens(t, { role: 'editor' });
  });
  afterAll(async () => {
    await t.close();
    await sim.close();
  });

  it('fetches it once for several searches, concurrent ones included', async () => {
    const auth = bearer(editor.accessToken);
    const failed = await (async () => {
      await sim.setMode('error500');
      const response = await t.http.get('/studio/upstream/search?q=epcot').set(auth);
      await sim.setMode('healthy');
      return response;
    })();
    // A failure is not cached.
    expectProblem(failed, 502, 'UPSTREAM_UNAVAILABLE');
    sim.resetCounts();
    const answers = await Promise.all(
      ['epcot', 'paris', 'universal'].map((q) =>
        t.http.get('/studio/upstream/search').query({ q }).set(auth),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    await t.http.get('/studio/upstream/search?q=seaworld').set(auth).expect(200);
    expect(sim.requestsByPath.get('/v1/destinations')).toBe(1);
    expect(answers[2].body.results).toHaveLength(4);
  });
});
