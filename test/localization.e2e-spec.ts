import { PublicReadCache } from '@/common/cache/public-read-cache';
import { ReadPool } from '@/common/database';
import type { Translations } from '@/common/locale/translations';
import { createCategory, createGuide, createVideo } from './factories/content.factory';
import {
  createCruiseLine,
  createExcursion,
  createItinerary,
  createPort,
  createSailing,
  createShip,
  dateFromToday,
} from './factories/cruise.factory';
import {
  createAttraction,
  createDiningLocation,
  createResort,
  createSpecialEvent,
  createThemePark,
} from './factories/parks.factory';
import { bearer, createUserWithTokens } from './factories/users.factory';
import { eventually } from './support/eventually';
import { expectProblem } from './support/problem';
import { createTestApp, TestApp } from './support/test-app';

type Body = Record<string, unknown>;

/**
 * One record of a resource family: translated in German on `field`; `fallback`, when the resource
 * has a second translatable field, is left untranslated and must keep its English text.
 */
interface Family {
  name: string;
  path: string;
  create: (t: TestApp, translations: Translations) => Promise<{ slug: string }>;
  field: string;
  english: string;
  german: string;
  fallback?: [field: string, english: string];
}

const FAMILIES: Family[] = [
  {
    name: 'theme parks',
    path: '/api/v1/theme-parks',
    create: (t, translations) =>
      createThemePark(t, { description: 'A park by the lake.', translations }),
    field: 'description',
    english: 'A park by the lake.',
    german: 'Ein Park am See.',
  },
  {
    name: 'attractions',
    path: '/api/v1/attractions',
    create: async (t, translations) =>
      createAttraction(t, await createThemePark(t), {
        name: 'Lakeside Coaster',
        description: 'Fast and loud.',
        translations,
      }),
    field: 'description',
    english: 'Fast and loud.',
    german: 'Schnell und laut.',
    fallback: ['name', 'Lakeside Coaster'],
  },
  {
    name: 'resorts',
    path: '/api/v1/resorts',
    create: async (t, translations) =>
      createResort(t, await createThemePark(t), {
        description: 'Rooms by the pool.',
        translations,
      }),
    field: 'description',
    english: 'Rooms by the pool.',
    german: 'Zimmer am Pool.',
  },
  {
    name: 'dining',
    path: '/api/v1/dining',
    create: async (t, translations) =>
      createDiningLocation(
        t,
        { themeParkId: (await createThemePark(t)).id },
        { dressCode: 'Smart casual', description: 'Steaks and salads.', translations },
      ),
    field: 'dress_code',
    english: 'Smart casual',
    german: 'Gepflegte Freizeitkleidung',
    fallback: ['description', 'Steaks and salads.'],
  },
  {
    name: 'special events',
    path: '/api/v1/events',
    create: async (t, translations) =>
      createSpecialEvent(t, await createThemePark(t), { name: 'Night of Lights', translations }),
    field: 'name',
    english: 'Night of Lights',
    german: 'Nacht der Lichter',
  },
  {
    name: 'cruise lines',
    path: '/api/v1/cruise-lines',
    create: (t, translations) =>
      createCruiseLine(t, { description: 'Ships for families.', translations }),
    field: 'description',
    english: 'Ships for families.',
    german: 'Schiffe für Familien.',
  },
  {
    name: 'ships',
    path: '/api/v1/ships',
    create: (t, translations) => createShip(t, { description: 'A big ship.', translations }),
    field: 'description',
    english: 'A big ship.',
    german: 'Ein großes Schiff.',
  },
  {
    name: 'itineraries',
    path: '/api/v1/itineraries',
    create: (t, translations) =>
      createItinerary(t, { name: 'Island Hopper', description: 'Four islands.', translations }),
    field: 'name',
    english: 'Island Hopper',
    german: 'Inselhüpfer',
    fallback: ['description', 'Four islands.'],
  },
  {
    name: 'ports',
    path: '/api/v1/ports',
    create: (t, translations) => createPort(t, { description: 'A sunny harbour.', translations }),
    field: 'description',
    english: 'A sunny harbour.',
    german: 'Ein sonniger Hafen.',
  },
  {
    name: 'excursions',
    path: '/api/excursions',
    create: (t, translations) =>
      createExcursion(t, { name: 'Reef Snorkel', description: 'Fish.', translations }),
    field: 'name',
    english: 'Reef Snorkel',
    german: 'Schnorcheln am Riff',
    fallback: ['description', 'Fish.'],
  },
  {
    name: 'guides',
    path: '/api/guides',
    create: (t, translations) =>
      createGuide(t, { title: 'First Day', summary: 'Arrive early.', translations }),
    field: 'title',
    english: 'First Day',
    german: 'Der erste Tag',
    fallback: ['summary', 'Arrive early.'],
  },
  {
    name: 'videos',
    path: '/api/videos',
    create: (t, translations) =>
      createVideo(t, { title: 'Ride Along', description: 'Front row.', translations }),
    field: 'title',
    english: 'Ride Along',
    german: 'Mitfahrt',
    fallback: ['description', 'Front row.'],
  },
  {
    name: 'categories',
    path: '/api/categories',
    create: (t, translations) =>
      createCategory(t, { name: 'Thrills', description: 'Big drops.', translations }),
    field: 'name',
    english: 'Thrills',
    german: 'Nervenkitzel',
    fallback: ['description', 'Big drops.'],
  },
];

/** The record of `slug` in a list answer. */
const inList = (body: Body, slug: string): Body | undefined =>
  (body.data as Body[]).find((r) => r.slug === slug);

describe('Localized public reads', () => {
  let t: TestApp;
  const slugs = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp();
    for (const family of FAMILIES) {
      const record = await family.create(t, { de: { [family.field]: family.german } });
      slugs.set(family.name, record.slug);
    }
  });

  afterAll(() => t.close());

  describe.each(FAMILIES)('$name', (family) => {
    const detail = () => `${family.path}/${slugs.get(family.name)}`;

    it('answers ?locale=de in German, field by field, and says so', async () => {
      const res = await t.http.get(`${detail()}?locale=de`).expect(200);
      const data = res.body.data as Body;
      expect(data[family.field]).toBe(family.german);
      if (family.fallback) expect(data[family.fallback[0]]).toBe(family.fallback[1]);
      expect(data.locale).toBe('de');
      expect(res.headers['content-language']).toBe('de');
      expect(res.headers.vary).toContain('Accept-Language');
    });

    it('negotiates Accept-Language with regional tags and quality values', async () => {
      const res = await t.http
        .get(detail())
        .set('Accept-Language', 'de-CH;q=0.9, en;q=0.5')
        .expect(200);
      expect((res.body.data as Body)[family.field]).toBe(family.german);
      expect(res.headers['content-language']).toBe('de');
    });

    it('answers the default locale without either, and where the record has no translation', async () => {
      const plain = await t.http.get(detail()).expect(200);
      expect((plain.body.data as Body)[family.field]).toBe(family.english);
      expect((plain.body.data as Body).locale).toBe('en');
      expect(plain.headers['content-language']).toBe('en');

      const french = await t.http.get(`${detail()}?locale=fr`).expect(200);
      expect((french.body.data as Body)[family.field]).toBe(family.english);
      expect((french.body.data as Body).locale).toBe('en');
      expect(french.headers['content-language']).toBe('fr');
    });

    it('translates the record in a list page too', async () => {
      const res = await t.http.get(`${family.path}?locale=de&limit=100`).expect(200);
      const record = inList(res.body as Body, slugs.get(family.name)!);
      expect(record).toBeDefined();
      expect(record![family.field]).toBe(family.german);
      expect(res.headers['content-language']).toBe('de');
    });

    it('refuses an unsupported ?locale= on the list and the detail, naming the supported ones', async () => {
      for (const url of [`${family.path}?locale=xx`, `${detail()}?locale=tlh-Latn`]) {
        const problem = expectProblem(await t.http.get(url).expect(400), 400, 'VALIDATION_FAILED');
        expect(problem.errors).toEqual([
          { field: 'locale', message: expect.stringContaining('en, de, fr') },
        ]);
      }
    });
  });

  describe('references and included records', () => {
    it("show a referenced record's translated name", async () => {
      const park = await createThemePark(t);
      const ride = await createAttraction(t, park, {
        name: 'Sky Wheel',
        translations: { de: { name: 'Himmelsrad' } },
      });
      const excursion = await createExcursion(t, {
        excursionType: 'land',
        themeParkId: park.id,
        attractionId: ride.id,
      });
      const res = await t.http.get(`/api/excursions/${excursion.slug}?locale=de`).expect(200);
      expect((res.body.data as { attraction: Body }).attraction.name).toBe('Himmelsrad');

      const category = await createCategory(t, {}, [{ type: 'attraction', id: ride.id }]);
      const tagged = await t.http.get(`/api/categories/${category.slug}?locale=de`).expect(200);
      expect(JSON.stringify(tagged.body)).toContain('Himmelsrad');
      expect(JSON.stringify(tagged.body)).not.toContain('Sky Wheel');

      const included = await t.http
        .get(`/api/v1/theme-parks/${park.slug}?include=attractions&locale=de`)
        .expect(200);
      const rides = (included.body.data as { included: { attractions: Body[] } }).included
        .attractions;
      expect(rides.map((r) => [r.name, r.locale])).toEqual([['Himmelsrad', 'de']]);
    });

    it("show a sailing's itinerary in the reader's language", async () => {
      const line = await createCruiseLine(t);
      const ship = await createShip(t, { cruiseLineId: line.id });
      const itinerary = await createItinerary(t, {
        cruiseLineId: line.id,
        name: 'Fjord Run',
        translations: { de: { name: 'Fjordfahrt' } },
      });
      await createSailing(t, {
        shipId: ship.id,
        itineraryId: itinerary.id,
        departureDate: dateFromToday(30),
        returnDate: dateFromToday(37),
      });
      const res = await t.http
        .get(`/api/v1/sailings?itinerary=${itinerary.slug}`)
        .set('Accept-Language', 'de')
        .expect(200);
      expect((res.body.data as Array<{ itinerary: Body }>)[0].itinerary.name).toBe('Fjordfahrt');
    });
  });

  describe('caching per representation', () => {
    it('keeps a cached German answer from English readers, and 304s per language', async () => {
      const cache = t.app.get(PublicReadCache).store;
      const generation = cache.generation;
      const park = await createThemePark(t, {
        description: 'Sunny.',
        translations: { de: { description: 'Sonnig.' } },
      });
      // The insert's change notice flushes the cache when it arrives, and a notice still on its
      // way could drop an answer between two reads: wait for it, then for a cached answer.
      await eventually(
        () => (cache.generation > generation ? true : undefined),
        'the notice of the insert',
      );
      const url = `/api/v1/theme-parks/${park.slug}`;
      const german = await eventually(async () => {
        const response = await t.http.get(url).set('Accept-Language', 'de').expect(200);
        return response.headers['x-cache'] === 'HIT' ? response : undefined;
      }, 'the German answer from the cache');
      const again = await t.http.get(url).set('Accept-Language', 'de-AT, de;q=0.8').expect(200);
      expect(again.headers['x-cache']).toBe('HIT');
      expect((again.body.data as Body).description).toBe('Sonnig.');
      expect(again.headers['content-language']).toBe('de');

      const english = await t.http.get(url).set('Accept-Language', 'en').expect(200);
      expect((english.body.data as Body).description).toBe('Sunny.');
      expect(english.headers['content-language']).toBe('en');
      expect(english.headers.etag).not.toBe(german.headers.etag);

      await t.http
        .get(url)
        .set('Accept-Language', 'de')
        .set('If-None-Match', german.headers.etag)
        .expect(304);
      const stale = await t.http
        .get(url)
        .set('Accept-Language', 'en')
        .set('If-None-Match', german.headers.etag)
        .expect(200);
      expect((stale.body.data as Body).description).toBe('Sunny.');

      const explicit = await t.http
        .get(`${url}?locale=en`)
        .set('Accept-Language', 'de')
        .expect(200);
      expect((explicit.body.data as Body).description).toBe('Sunny.');
    });

    it('reads no translations for a default-locale answer', async () => {
      const park = await createThemePark(t, { translations: { de: { description: 'X' } } });
      const pool = t.app.get(ReadPool);
      const query = pool.query.bind(pool);
      const statements: string[] = [];
      const spy = jest.spyOn(pool, 'query').mockImplementation(((
        ...args: Parameters<typeof query>
      ) => {
        statements.push(JSON.stringify(args[0]));
        return query(...args);
      }) as typeof pool.query);
      try {
        await t.http.get(`/api/v1/theme-parks/${park.slug}?locale=en`).expect(200);
        await t.http.get('/api/v1/attractions?locale=en&limit=5').expect(200);
        await t.http.get(`/api/v1/theme-parks/${park.slug}?locale=de`).expect(200);
      } finally {
        spy.mockRestore();
      }
      const [english, german] = [statements.slice(0, -2), statements.slice(-2)];
      expect(english.length).toBeGreaterThan(0);
      for (const statement of english) expect(statement).not.toContain('translations');
      expect(german.some((s) => s.includes('translations'))).toBe(true);
    });
  });

  describe('bad input', () => {
    const url = '/api/v1/theme-parks';

    it('falls back to the default on an unusable Accept-Language, never failing', async () => {
      for (const header of [
        ';;;,,q=abc',
        'de;q=2',
        '*',
        'xx, yy;q=0.1',
        `${'a-'.repeat(5000)}de`,
      ]) {
        const res = await t.http.get(url).set('Accept-Language', header).expect(200);
        expect(res.headers['content-language']).toBe('en');
      }
    });

    it('reads no more than the first entries of a 10 KB Accept-Language', async () => {
      const header = `${Array.from({ length: 2000 }, () => 'xx').join(', ')}, de`;
      expect(header.length).toBeGreaterThan(6000);
      const res = await t.http.get(url).set('Accept-Language', header).expect(200);
      expect(res.headers['content-language']).toBe('en');
    });

    it('takes a regional ?locale= as its language, and one locale only', async () => {
      const res = await t.http.get(`${url}?locale=DE-ch`).expect(200);
      expect(res.headers['content-language']).toBe('de');
      const problem = expectProblem(
        await t.http.get(`${url}?locale=de&locale=fr`).expect(400),
        400,
        'VALIDATION_FAILED',
      );
      expect(problem.errors).toEqual([{ field: 'locale', message: 'must be a single value' }]);
      expectProblem(await t.http.get(`${url}?locale=`).expect(400), 400, 'VALIDATION_FAILED');
      expectProblem(
        await t.http.get(`${url}?locale=${'x'.repeat(200)}`).expect(400),
        400,
        'VALIDATION_FAILED',
      );
    });

    it('still refuses unknown query parameters beside locale on a detail', async () => {
      const park = await createThemePark(t);
      const problem = expectProblem(
        await t.http.get(`/api/v1/resorts/${park.slug}?locale=de&colour=red`).expect(400),
        400,
        'VALIDATION_FAILED',
      );
      expect(problem.errors).toEqual([{ field: 'colour', message: expect.any(String) }]);
    });
  });

  describe('the studio', () => {
    it('lists in the default locale whatever the Accept-Language, or in the ?locale= asked for', async () => {
      const park = await createThemePark(t, {
        description: 'Studio park.',
        translations: { de: { description: 'Studiopark.' } },
      });
      const editor = await createUserWithTokens(t, { role: 'editor' });
      const list = (query: string, language?: string) => {
        const req = t.http
          .get(`/studio/theme-parks?limit=100${query}`)
          .set(bearer(editor.accessToken));
        return language ? req.set('Accept-Language', language) : req;
      };
      const plain = await list('', 'de').expect(200);
      expect(inList(plain.body as Body, park.slug)!.description).toBe('Studio park.');
      const german = await list('&locale=de').expect(200);
      expect(inList(german.body as Body, park.slug)!.description).toBe('Studiopark.');
      const studio = await t.http
        .get(`/studio/theme-parks/${park.id}`)
        .set(bearer(editor.accessToken));
      expect((studio.body.data as Body).description).toBe('Studio park.');
      expect((studio.body.data as Body).locale).toBe('en');
    });
  });
});
