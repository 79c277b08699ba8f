import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ATTRACTIONS,
  CATEGORIES,
  CRUISE_LINES,
  DEMO_LOCALES,
  DEMO_TABLES,
  demoTranslations,
  DINING,
  EVENTS,
  EXCURSIONS,
  GUIDES,
  ITINERARIES,
  loadDemoCatalogue,
  PORTS,
  RESORTS,
  SHIPS,
  THEME_PARKS,
  translatedRecordCounts,
  TRANSLATIONS,
  VIDEOS,
} from '@/database/seeds/demo';
import { CATALOGUE_RESOURCES } from '@/modules/catalogue/catalogue-resources';
import { WORLD } from '../tools/upstream-simulator/simulator-data';
import { checkedFetch } from './support/checked-http';
import { collect, runScript, startServer } from './support/server-process';
import { createTestApp, TestApp } from './support/test-app';
import { createTestDatabase, dropTestDatabase } from './support/test-database';
import { startUpstreamSimulator, UpstreamSimulator } from './support/upstream';

jest.setTimeout(120_000);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The IMO check digit: the first six digits weighted 7..2, summed, last digit of the sum. */
const imoValid = (imo: string) =>
  /^\d{7}$/.test(imo) &&
  [...imo.slice(0, 6)].reduce((sum, digit, i) => sum + Number(digit) * (7 - i), 0) % 10 ===
    Number(imo[6]);

describe('the demo catalogue', () => {
  it('has valid IMO numbers, upstream ids and IANA time zones', () => {
    for (const ship of SHIPS)
      expect({ ship: ship.slug, valid: imoValid(ship.imo_number) }).toEqual({
        ship: ship.slug,
        valid: true,
      });
    for (const park of THEME_PARKS) {
      expect(park.upstream_entity_id).toMatch(UUID);
      expect(() => new Intl.DateTimeFormat('en', { timeZone: park.timezone })).not.toThrow();
    }
  });

  it("links every attraction to an attraction of its park in the upstream simulator's world", () => {
    for (const attraction of ATTRACTIONS) {
      const park = THEME_PARKS.find((p) => p.slug === attraction.theme_park)!;
      const entity = WORLD.get(attraction.upstream_entity_id);
      expect({
        slug: attraction.slug,
        entity: entity && [entity.entityType, entity.parkId],
      }).toEqual({
        slug: attraction.slug,
        entity: ['ATTRACTION', park.upstream_entity_id],
      });
    }
    expect(new Set(ATTRACTIONS.map((a) => a.upstream_entity_id)).size).toBe(ATTRACTIONS.length);
  });

  it('translates records of every translatable family into German and French', () => {
    const translatable = CATALOGUE_RESOURCES.filter((r) => r.translatable).map((r) => r.table);
    expect(Object.keys(TRANSLATIONS).sort()).toEqual([...translatable].sort());
    for (const [table, records] of Object.entries(TRANSLATIONS)) {
      const inLocale = (locale: string) =>
        Object.values(records).filter((byLocale) => byLocale[locale] !== undefined).length;
      expect({ table, de: inLocale('de') >= 3, fr: inLocale('fr') >= 3 }).toEqual({
        table,
        de: true,
        fr: true,
      });
      for (const byLocale of Object.values(records)) {
        expect(Object.keys(byLocale).every((l) => DEMO_LOCALES.slice(1).includes(l))).toBe(true);
        for (const text of Object.values(byLocale))
          for (const value of Object.values(text)) expect(value.trim()).not.toBe('');
      }
    }
    // German stemming has something to find: the plural of Achterbahn on a roller coaster.
    expect(TRANSLATIONS.attractions['space-mountain'].de.description).toMatch(/\bAchterbahnen\b/);
    expect(TRANSLATIONS.guides['first-alaska-cruise'].de.body).toMatch(/^## Wann reisen/);
  });

  it('loads only the configured content locales other than the default', () => {
    const germanFirst = demoTranslations(['de', 'en', 'fr']);
    const line = germanFirst.get('cruise_lines')!.get('royal-caribbean')!;
    expect(Object.keys(line).sort()).toEqual(['fr']);
  });

  describe('loadDemoCatalogue', () => {
    let t: TestApp;
    let sim: UpstreamSimulator;

    beforeAll(async () => {
      sim = await startUpstreamSimulator();
      t = await createTestApp({ env: { UPSTREAM_URL: sim.url } });
    });
    afterAll(async () => {
      await t.close();
      await sim.close();
    });

    it('is idempotent: a second run leaves the same rows', async () => {
      const first = await loadDemoCatalogue(t.dataSource);
      const second = await loadDemoCatalogue(t.dataSource);
      expect(second).toEqual(first);
      expect(Object.keys(first)).toEqual([...DEMO_TABLES]);
      // One row per record of the demo data, and one per child it lists: a tag named from both
      // sides (the category's items and the guide's or video's categories) is one row.
      const sum = <T>(records: readonly T[], rows: (record: T) => number) =>
        records.reduce((total, record) => total + rows(record), 0);
      const tags = new Set([
        ...CATEGORIES.flatMap((c) => c.items.map((item) => `${c.slug} ${item}`)),
        ...GUIDES.flatMap((g) => g.categories.map((c) => `${c} guide:${g.slug}`)),
        ...VIDEOS.flatMap((v) => v.categories.map((c) => `${c} video:${v.slug}`)),
      ]);
      expect(first).toEqual({
        cruise_lines: CRUISE_LINES.length,
        ships: SHIPS.length,
        dry_docks: sum(SHIPS, (ship) => ship.dry_docks?.length ?? 0),
        ports: PORTS.length,
        itineraries: ITINERARIES.length,
        itinerary_stops: sum(ITINERARIES, (itinerary) => itinerary.stops.length),
        sailings: sum(ITINERARIES, (itinerary) => itinerary.ships.length * itinerary.departures),
        theme_parks: THEME_PARKS.length,
        resorts: RESORTS.length,
        attractions: ATTRACTIONS.length,
        excursions: EXCURSIONS.length,
        special_events: EVENTS.length,
        special_event_sessions: sum(EVENTS, (event) => event.sessions.length),
        dining_locations: DINING.length,
        guides: GUIDES.length,
        videos: VIDEOS.length,
        categories: CATEGORIES.length,
        category_items: tags.size,
        guide_related_items: sum(GUIDES, (guide) => guide.related?.length ?? 0),
      });
      // Not an empty demo: every table has rows.
      for (const table of DEMO_TABLES)
        expect({ table, rows: first[table] > 0 }).toEqual({ table, rows: true });
    });

    it('stores the translations on their records, counted per family and locale', async () => {
      const counts = await translatedRecordCounts(t.dataSource);
      const expected = Object.fromEntries(
        Object.entries(TRANSLATIONS).map(([table, records]) => [
          table,
          Object.fromEntries(
            DEMO_LOCALES.slice(1).map((locale) => [
              locale,
              Object.values(records).filter((byLocale) => byLocale[locale]).length,
            ]),
          ),
        ]),
      );
      expect(counts).toEqual(expected);
      const [row] = await t.dataSource.query(
        `SELECT translations FROM dining_locations WHERE slug = 'victoria-and-alberts'`,
      );
      expect(row.translations).toEqual(TRANSLATIONS.dining_locations['victoria-and-alberts']);
      // The default locale's text stays in the record's own columns.
      const [ship] = await t.dataSource.query(
        `SELECT description FROM ships WHERE slug = 'icon-of-the-seas'`,
      );
      expect(ship.description).toBe(SHIPS.find((s) => s.slug === 'icon-of-the-seas')!.description);
    });

    it('is served in German and French, field by field', async () => {
      const german = await t.http.get('/api/v1/attractions/space-mountain?locale=de').expect(200);
      expect(german.headers['content-language']).toBe('de');
      expect(german.body.data).toEqual(
        expect.objectContaining({
          name: 'Space Mountain',
          locale: 'de',
          description: TRANSLATIONS.attractions['space-mountain'].de.description,
        }),
      );
      const french = await t.http
        .get('/api/guides/first-alaska-cruise')
        .set('Accept-Language', 'fr-CA, fr;q=0.9, en;q=0.5')
        .expect(200);
      expect(french.headers['content-language']).toBe('fr');
      expect(french.body.data).toEqual(
        expect.objectContaining({
          locale: 'fr',
          ...TRANSLATIONS.guides['first-alaska-cruise'].fr,
        }),
      );
    });

    it('keeps sailings and events upcoming, sessions in the park time zone', async () => {
      const [{ past }] = await t.dataSource.query(
        `SELECT count(*)::int AS past FROM sailings WHERE departure_date < current_date`,
      );
      expect(past).toBe(0);
      const [{ ended }] = await t.dataSource.query(
        `SELECT count(*)::int AS ended FROM special_events WHERE end_date < current_date`,
      );
      expect(ended).toBe(0);
      // Party nights at Magic Kingdom start at 19:00 Orlando time.
      const sessions = await t.dataSource.query(
        `SELECT to_char(s.starts_at AT TIME ZONE 'America/New_York', 'HH24:MI') AS local
           FROM special_event_sessions s JOIN special_events e ON e.id = s.special_event_id
          WHERE e.slug = 'mickeys-very-merry-christmas-party'`,
      );
      expect(sessions.map((s: { local: string }) => s.local)).toEqual(['19:00', '19:00', '19:00']);
    });

    it('is found by search, drafts excepted', async () => {
      const response = await t.http.get('/api/search?q=space%20mountain').expect(200);
      expect(response.body.data[0]).toEqual(
        expect.objectContaining({ type: 'attraction', slug: 'space-mountain' }),
      );
      const ships = await t.http.get('/api/search?q=icon%20of%20the%20seas&types=ship').expect(200);
      expect(ships.body.data[0].slug).toBe('icon-of-the-seas');
      const draft = await t.http.get('/api/search?q=tokyo%20budget&types=guide').expect(200);
      expect(draft.body.total).toBe(0);
      const epcot = await t.http.get('/api/search?q=epcot%20center&types=theme_park').expect(200);
      expect(epcot.body.data[0].slug).toBe('epcot');
    });

    it("ties the simulator's live records to its attractions", async () => {
      const { body } = await t.http.get('/api/v1/theme-parks/magic-kingdom/live').expect(200);
      const linked = (body.liveData as Array<{ name: string; attraction: { slug: string } | null }>)
        .filter((r) => r.attraction !== null)
        .map((r) => [r.name, r.attraction!.slug]);
      expect(linked.sort()).toEqual(
        ATTRACTIONS.filter((a) => a.theme_park === 'magic-kingdom')
          .map((a) => [a.name, a.slug])
          .sort(),
      );
      const one = await t.http.get('/api/v1/attractions/space-mountain/live').expect(200);
      expect(one.body.liveData).toEqual(
        expect.objectContaining({
          name: 'Space Mountain',
          attraction: expect.objectContaining({ slug: 'space-mountain' }),
        }),
      );
    });

    it.each([
      ['rolercoaster', 'rock-n-roller-coaster', 'roller coaster'],
      ['space mountian', 'space-mountain', 'space mountain'],
      ['haunted mansoin', 'haunted-mansion-wdw', 'haunted mansion'],
      ['tower of teror', 'tower-of-terror', 'tower of terror'],
      ['mattehorn', 'matterhorn-bobsleds', 'matterhorn'],
      ['velocicoastr', 'jurassic-world-velocicoaster', 'velocicoaster'],
      ['escape from gringots', 'escape-from-gringotts', 'escape from gringotts'],
    ])('finds the typo %j by its correction', async (q, slug, corrected) => {
      const { body } = await t.http.get('/api/search').query({ q }).expect(200);
      expect({ q, first: body.data[0]?.slug, corrected: body.corrected_query }).toEqual({
        q,
        first: slug,
        corrected,
      });
      expect(body.data[0].path).toBe(`/api/v1/attractions/${slug}`);
      await t.http.get(body.data[0].path).expect(200);
    });

    it('answers no correction for a query spelled right', async () => {
      const { body } = await t.http.get('/api/search?q=space%20mountain').expect(200);
      expect(body.corrected_query).toBeNull();
    });

    it.each([
      '/api/v1/cruise-lines/royal-caribbean',
      '/api/v1/ships/icon-of-the-seas',
      '/api/v1/ports/cococay',
      '/api/v1/itineraries/ncl-7-night-alaska-seattle',
      '/api/v1/sailings',
      '/api/excursions/skagway-white-pass-railway',
      '/api/v1/theme-parks/magic-kingdom',
      '/api/v1/resorts/grand-floridian',
      '/api/v1/attractions/jurassic-world-velocicoaster',
      '/api/v1/events/mickeys-very-merry-christmas-party',
      '/api/v1/dining/be-our-guest',
      '/api/guides/first-alaska-cruise',
      '/api/videos/icon-of-the-seas-ship-tour',
      '/api/categories/thrill-rides',
    ])('is served by the public catalogue: %s', async (path) => {
      const response = await t.http.get(path);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      const data = response.body.data as { slug?: string } | unknown[];
      // The one list among them: every demo sailing is upcoming and on sale.
      if (Array.isArray(data))
        expect({ path, total: (response.body as { total: number }).total }).toEqual({
          path,
          total: ITINERARIES.reduce((n, i) => n + i.ships.length * i.departures, 0),
        });
      else expect(data.slug).toBe(path.split('/').pop());
    });

    it('npm run seed loads it from the shell', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'guide-seed-'));
      const database = await createTestDatabase();
      try {
        const run = collect(
          runScript('src/cli/seed.ts', [], { DATA_DIR: dataDir, DATABASE_URL: database.url }),
        );
        const code = await run.exited;
        expect({ code, output: run.output() }).toEqual({
          code: 0,
          output: expect.stringMatching(
            /Demo catalogue loaded:\n {2}cruise_lines: 7\n[^]*Translated records: de: \d+, fr: \d+, es: \d+, it: 0,/,
          ),
        });
      } finally {
        await dropTestDatabase(database.name);
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  });

  it('is loaded on the first start of a new embedded database, and only then', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'guide-autoload-'));
    const start = async () => {
      const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' }, 110_000);
      let slugs: string[];
      try {
        const response = await checkedFetch(`${server.url}/api/search?q=epcot&types=theme_park`);
        const body = (await response.json()) as { data: Array<{ slug: string }> };
        slugs = body.data.map((hit) => hit.slug);
      } finally {
        server.child.kill('SIGTERM');
        await server.exited;
      }
      // Read once the process has exited: buffered log lines are written at shutdown.
      return { slugs, output: server.output() };
    };
    try {
      const first = await start();
      expect(first.slugs).toEqual(['epcot']);
      expect(first.output).toMatch(/Loaded the demo catalogue into the new embedded database/);
      const second = await start();
      expect(second.slugs).toEqual(['epcot']);
      expect(second.output).not.toMatch(/demo catalogue/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
