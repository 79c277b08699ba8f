import { LiveDataService } from '@/modules/upstream/live-data.service';
import { attractionOf, childrenOf } from '../../tools/upstream-simulator/simulator-data';
import {
  LiveDataUnavailableError,
  UpstreamUnavailableError,
} from '@/modules/upstream/upstream.errors';
import {
  createUpstreamContext,
  failureOf,
  startUpstreamSimulator,
  UpstreamSimulator,
} from '../support/upstream';
import { fakeDateOnly } from '../support/fake-date';

const MAGIC_KINGDOM = '75ea578a-adc8-4116-a54d-dccb60765ef9';
const PARIS = 'dae968d5-630d-4719-8b06-3d107e944401';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const TIMEOUT_MS = 600;

const RECORD_SHAPE = {
  id: expect.stringMatching(/^[0-9a-f-]{36}$/),
  name: expect.any(String),
  entityType: 'ATTRACTION',
  status: expect.stringMatching(/^(OPERATING|DOWN|CLOSED|REFURBISHMENT)$/),
  queue: expect.any(Object),
  lastUpdated: expect.any(String),
  stale: expect.any(Boolean),
};

describe('LiveDataService against the upstream simulator', () => {
  let sim: UpstreamSimulator;
  let context: Awaited<ReturnType<typeof createUpstreamContext>>;
  let live: LiveDataService;

  beforeAll(async () => {
    sim = await startUpstreamSimulator();
    context = await createUpstreamContext({
      UPSTREAM_URL: sim.url,
      UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS),
      // The failure-mode specs below must each reach the upstream; the breaker has its own suite.
      UPSTREAM_BREAKER_THRESHOLD: '1000',
    });
    live = context.liveData;
  });
  afterAll(async () => {
    await context.close();
    await sim.close();
  });
  afterEach(() => sim.setMode('healthy'));

  describe('parkLive', () => {
    it("answers the park's attractions with fetched_at and the park's time zone", async () => {
      const before = Date.now();
      const answer = await live.parkLive(MAGIC_KINGDOM);
      expect(Date.parse(answer.fetched_at)).toBeGreaterThanOrEqual(before - 1000);
      expect(answer.fetched_at).toMatch(/Z$/);
      expect(answer.timezone).toBe('America/New_York');
      const rides = childrenOf(MAGIC_KINGDOM).filter((e) => e.entityType === 'ATTRACTION');
      expect(answer.liveData.map((r) => r.id).sort()).toEqual(rides.map((r) => r.id).sort());
      for (const record of answer.liveData)
        expect(record).toEqual(expect.objectContaining(RECORD_SHAPE));
      // Attractions apart from shows and restaurants; the park itself gives its hours.
      expect(answer.liveData.every((r) => r.entityType === 'ATTRACTION')).toBe(true);
      expect(answer.shows.map((r) => r.entityType)).toEqual(['SHOW']);
      expect(answer.restaurants.map((r) => r.entityType)).toEqual(['RESTAURANT']);
      expect(answer.operatingHours).toEqual([
        expect.objectContaining({
          type: 'Operating',
          startTime: expect.stringMatching(/-0[45]:00$/),
        }),
      ]);
      // Fields the upstream does not document are not passed on.
      expect(JSON.stringify(answer)).not.toMatch(/forecast|externalId|parkId/);
      const names = answer.liveData.map((r) => r.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    });

    it('passes every queue kind through in the upstream shape', async () => {
      const { liveData } = await live.parkLive(MAGIC_KINGDOM);
      const kinds = new Set(liveData.flatMap((r) => Object.keys(r.queue)));
      expect([...kinds].sort()).toEqual(
        [
          'BOARDING_GROUP',
          'PAID_RETURN_TIME',
          'PAID_STANDBY',
          'RETURN_TIME',
          'SINGLE_RIDER',
          'STANDBY',
        ].sort(),
      );
      const coaster = liveData.find(
        (r) => r.id === attractionOf(MAGIC_KINGDOM, 'standby-single').id,
      );
      expect(coaster?.queue.STANDBY).toEqual({ waitTime: expect.any(Number) });
      const paid = liveData.find((r) => r.id === attractionOf(MAGIC_KINGDOM, 'paid-return').id);
      expect(paid?.queue.PAID_RETURN_TIME).toEqual(
        expect.objectContaining({
          state: expect.stringMatching(/^(AVAILABLE|TEMP_FULL)$/),
          returnStart: expect.stringMatching(/-0[45]:00$/),
          price: expect.objectContaining({ amount: 1500, currency: 'USD' }),
        }),
      );
      const down = liveData.find((r) => r.status === 'DOWN');
      expect(down?.queue.STANDBY).toEqual({ waitTime: null });
    });

    it('marks an OPERATING record that has not been updated for over 30 minutes as stale', async () => {
      const { liveData } = await live.parkLive(MAGIC_KINGDOM);
      const frozen = attractionOf(MAGIC_KINGDOM, 'frozen').id;
      expect(liveData.filter((r) => r.stale).map((r) => r.id)).toEqual([frozen]);
      expect(liveData.find((r) => r.id === frozen)).toEqual(
        expect.objectContaining({
          status: 'OPERATING',
          stale: true,
          lastUpdated: '2025-11-02T14:05:00.000Z',
        }),
      );
    });

    it('is never cached: two calls reach the upstream twice', async () => {
      sim.resetCounts();
      await live.parkLive(MAGIC_KINGDOM);
      await live.parkLive(MAGIC_KINGDOM);
      expect(sim.requestsByPath.get(`/v1/entity/${MAGIC_KINGDOM}/live`)).toBe(2);
    });

    it('answers 404 LIVE_DATA_UNAVAILABLE for an id the upstream does not know', async () => {
      const error = await live.parkLive(UNKNOWN_ID).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(LiveDataUnavailableError);
      expect(error).toEqual(
        expect.objectContaining({ status: 404, code: 'LIVE_DATA_UNAVAILABLE' }),
      );
    });

    it("uses the caller's time zone only when the upstream names none", async () => {
      const answer = await live.parkLive(PARIS, { timezone: 'America/Chicago' });
      expect(answer.timezone).toBe('Europe/Paris');
    });
  });

  describe('attractionLive', () => {
    it("answers the one attraction's record", async () => {
      const coaster = attractionOf(PARIS, 'standby-single');
      const answer = await live.attractionLive(coaster.id);
      expect(answer).toEqual({
        liveData: expect.objectContaining({ ...RECORD_SHAPE, id: coaster.id, name: coaster.name }),
        fetched_at: expect.stringMatching(/Z$/),
        timezone: 'Europe/Paris',
      });
      expect(answer.liveData.queue.STANDBY).toEqual({ waitTime: expect.any(Number) });
    });

    it('keeps showtimes when the upstream sends them', async () => {
      const show = attractionOf(PARIS, 'show');
      const answer = await live.attractionLive(show.id);
      expect(answer.liveData.showtimes).toEqual([
        expect.objectContaining({
          type: 'Performance Time',
          startTime: expect.stringMatching(/\+0[12]:00$/),
        }),
        expect.any(Object),
      ]);
    });

    it('answers 404 LIVE_DATA_UNAVAILABLE for an unknown attraction id', async () => {
      await expect(live.attractionLive(UNKNOWN_ID)).rejects.toBeInstanceOf(
        LiveDataUnavailableError,
      );
    });
  });

  describe('parkSchedule', () => {
    it("answers 30 days of entries in the park's zone, by date and opening time", async () => {
      sim.resetCounts();
      const answer = await live.parkSchedule(PARIS);
      expect(answer.timezone).toBe('Europe/Paris');
      const dates = new Set(answer.schedule.map((e) => e.date));
      expect(dates.size).toBe(30);
      for (const entry of answer.schedule) {
        expect(entry).toEqual({
          date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          type: expect.stringMatching(/^(OPERATING|EXTRA_HOURS|TICKETED_EVENT)$/),
          openingTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/),
          closingTime: expect.stringMatching(/\+0[12]:00$/),
          ...(entry.type === 'OPERATING' ? {} : { description: expect.any(String) }),
        });
        expect(entry.openingTime.startsWith(entry.date)).toBe(true);
      }
      const keys = answer.schedule.map((e) => `${e.date} ${Date.parse(e.openingTime)}`);
      expect(answer.schedule.map((e) => e.date)).toEqual(
        [...answer.schedule.map((e) => e.date)].sort(),
      );
      expect(keys.length).toBe(answer.schedule.length);
      await live.parkSchedule(PARIS);
      expect(sim.requestsByPath.get(`/v1/entity/${PARIS}/schedule`)).toBe(2);
    });
  });

  describe('choosing the upstream id', () => {
    it("uses the park's own valid upstream_entity_id first", () => {
      expect(
        live.resolveParkEntityId({ slug: 'magic-kingdom', upstreamEntityId: PARIS.toUpperCase() }),
      ).toBe(PARIS);
    });

    it('falls back to the known-parks map by slug when the id is missing or not a UUID', () => {
      expect(live.resolveParkEntityId({ slug: 'magic-kingdom', upstreamEntityId: null })).toBe(
        MAGIC_KINGDOM,
      );
      expect(live.resolveParkEntityId({ slug: 'magic-kingdom', upstreamEntityId: 'wdw-mk' })).toBe(
        MAGIC_KINGDOM,
      );
    });

    it('answers 404 LIVE_DATA_UNAVAILABLE when neither gives an id', () => {
      expect(() =>
        live.resolveParkEntityId({ slug: 'my-local-park', upstreamEntityId: 'nope' }),
      ).toThrow(LiveDataUnavailableError);
      expect(() => live.resolveAttractionEntityId({ slug: 'space-ride' })).toThrow(
        LiveDataUnavailableError,
      );
      expect(live.resolveAttractionEntityId({ slug: 'space-ride', upstreamEntityId: PARIS })).toBe(
        PARIS,
      );
    });
  });

  // How long a call takes is not measured here (bench/upstream.bench.ts measures it under load);
  // what is proved is the order of events, which no machine load can change: the slow upstream
  // answers correctly, but only once UPSTREAM_TIMEOUT_MS has passed, so a 502 means the client's
  // own deadline (the timeout less its answer reserve) fired first. The simulator runs in this
  // process, so both are timers on one event loop, and the one due first fires first.
  // src/modules/upstream/upstream.client.spec.ts checks the deadline's arithmetic on a fake clock.
  describe('every upstream failure is a 502 within the timeout', () => {
    const calls: Array<[string, (s: LiveDataService) => Promise<unknown>]> = [
      ['parkLive', (s) => s.parkLive(MAGIC_KINGDOM)],
      ['parkSchedule', (s) => s.parkSchedule(MAGIC_KINGDOM)],
      ['attractionLive', (s) => s.attractionLive(attractionOf(MAGIC_KINGDOM, 'standby-single').id)],
    ];
    const modes = ['error500', 'slow', 'garbage', 'wrong-shape', 'reset', 'down'] as const;

    for (const mode of modes) {
      for (const [name, call] of calls) {
        it(`${name} when the upstream is ${mode}`, async () => {
          await sim.setMode(mode, { delayMs: TIMEOUT_MS });
          sim.resetCounts();
          // garbage alternates between truncated JSON and HTML: try both.
          const attempts = mode === 'garbage' ? 2 : 1;
          for (let i = 0; i < attempts; i++) {
            const error = await failureOf(() => call(live));
            expect(error).toBeInstanceOf(UpstreamUnavailableError);
            expect(error).toEqual(
              expect.objectContaining({ status: 502, code: 'UPSTREAM_UNAVAILABLE' }),
            );
          }
          // Each attempt reached the upstream once (none, when it does not listen).
          expect(sim.requests).toBe(mode === 'down' ? 0 : attempts);
        });
      }
    }

    it('recovers once the upstream does', async () => {
      await sim.setMode('down');
      await expect(live.parkLive(MAGIC_KINGDOM)).rejects.toBeInstanceOf(UpstreamUnavailableError);
      await sim.setMode('healthy');
      await expect(live.parkLive(MAGIC_KINGDOM)).resolves.toEqual(
        expect.objectContaining({ liveData: expect.any(Array) }),
      );
    });

    it('counts the timeout from when the request arrived, not from when the call starts', async () => {
      // The upstream answers after half the timeout: in time for a call that has all of it.
      await sim.setMode('slow', { delayMs: TIMEOUT_MS / 2 });
      // A request that already waited all but 150 ms of its timeout gets only those 150 ms (less
      // the reserve), so its deadline fires before the upstream answers.
      sim.resetCounts();
      const late = await failureOf(() =>
        live.parkLive(MAGIC_KINGDOM, { receivedAt: performance.now() - (TIMEOUT_MS - 150) }),
      );
      expect(late).toBeInstanceOf(UpstreamUnavailableError);
      expect(sim.requests).toBe(1);
      // One whose time is already up is answered at once, without a call to the upstream.
      const expired = await failureOf(() =>
        live.parkLive(MAGIC_KINGDOM, { receivedAt: performance.now() - TIMEOUT_MS - 1 }),
      );
      expect(expired).toEqual(
        expect.objectContaining({ status: 502, code: 'UPSTREAM_UNAVAILABLE' }),
      );
      expect(sim.requests).toBe(1);
    });

    it('60 concurrent calls against a slow upstream all end in 502 before it answers', async () => {
      await sim.setMode('slow', { delayMs: TIMEOUT_MS });
      sim.resetCounts();
      const results = await Promise.allSettled(
        Array.from({ length: 60 }, () => live.parkLive(MAGIC_KINGDOM)),
      );
      expect(
        results.map((r) => r.status === 'rejected' && r.reason instanceof UpstreamUnavailableError),
      ).toEqual(Array(60).fill(true));
      // How soon the last of them is answered on a loaded machine: bench/upstream.bench.ts.
    });
  });
});

describe('the circuit breaker in front of the upstream', () => {
  let sim: UpstreamSimulator;
  let context: Awaited<ReturnType<typeof createUpstreamContext>>;
  const COOLDOWN_MS = 30_000;

  beforeAll(async () => {
    sim = await startUpstreamSimulator();
    context = await createUpstreamContext({
      UPSTREAM_URL: sim.url,
      UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS),
      UPSTREAM_BREAKER_THRESHOLD: '3',
      UPSTREAM_BREAKER_COOLDOWN_MS: String(COOLDOWN_MS),
    });
  });
  afterAll(async () => {
    await context.close();
    await sim.close();
  });
  afterEach(() => jest.useRealTimers());

  it('after 3 failures answers 502 at once without calling the upstream, then probes again', async () => {
    await sim.setMode('slow', { delayMs: TIMEOUT_MS * 5 });
    sim.resetCounts();
    for (let i = 0; i < 3; i++)
      await expect(context.liveData.parkLive(MAGIC_KINGDOM)).rejects.toBeInstanceOf(
        UpstreamUnavailableError,
      );
    expect(sim.requests).toBe(3);

    // Open: refused without a request, so nothing waits for the upstream's (slow) answer.
    await expect(context.liveData.parkLive(MAGIC_KINGDOM)).rejects.toBeInstanceOf(
      UpstreamUnavailableError,
    );
    expect(sim.requests).toBe(3);

    // After the cool-down one probe goes through; it succeeds and the circuit closes.
    // The breaker's cool-down reads Date.now(): only Date is moved, timers and I/O run as usual.
    await sim.setMode('healthy');
    fakeDateOnly(Date.now() + COOLDOWN_MS);
    await expect(context.liveData.parkLive(MAGIC_KINGDOM)).resolves.toEqual(
      expect.objectContaining({ liveData: expect.any(Array) }),
    );
    await expect(context.liveData.parkSchedule(MAGIC_KINGDOM)).resolves.toEqual(
      expect.objectContaining({ schedule: expect.any(Array) }),
    );
    expect(sim.requests).toBe(5);
  });

  it('does not count unknown ids (upstream 404) as upstream failures', async () => {
    await sim.setMode('healthy');
    for (let i = 0; i < 5; i++)
      await expect(context.liveData.parkLive(UNKNOWN_ID)).rejects.toBeInstanceOf(
        LiveDataUnavailableError,
      );
    await expect(context.liveData.parkLive(MAGIC_KINGDOM)).resolves.toEqual(
      expect.objectContaining({ timezone: 'America/New_York' }),
    );
  });
});
