import {
  createAttraction,
  createGuide,
  createPark,
  createVideo,
  uniqueSlug,
} from './factories/search.factory';
import { eventually } from './support/eventually';
import { expectProblem } from './support/problem';
import { createTestApp, TestApp } from './support/test-app';

interface Hit {
  type: string;
  slug: string;
  locale: string;
  title: string;
  snippet: string;
  highlights: Array<{ start: number; end: number }>;
  score: number;
}

interface Page {
  data: Hit[];
  total: number;
  corrected_query: string | null;
}

describe('GET /api/search in other languages', () => {
  let t: TestApp;

  beforeAll(async () => {
    // The default locales plus a regional one, for the de-CH → de → en chain.
    t = await createTestApp({ env: { CONTENT_LOCALES: 'en,de,de-CH,fr,es,it,nl,pt-BR,ja' } });
  });
  afterAll(() => t.close());

  const search = async (query: Record<string, string | number>, acceptLanguage?: string) => {
    const call = t.http.get('/api/search').query(query);
    if (acceptLanguage !== undefined) call.set('Accept-Language', acceptLanguage);
    const response = await call.expect(200);
    return { page: response.body as Page, headers: response.headers };
  };
  const find = async (query: Record<string, string | number>) => (await search(query)).page;
  const slugs = (page: Page) => page.data.map((h) => h.slug);
  const marked = (hit: Hit) =>
    hit.highlights.map(({ start, end }) => hit.snippet.slice(start, end));
  const translate = (table: string, id: string, translations: object) =>
    t.dataSource.query(`UPDATE ${table} SET translations = $2 WHERE id = $1`, [
      id,
      JSON.stringify(translations),
    ]);

  describe('German', () => {
    const thunder = uniqueSlug('thunder');
    const named = uniqueSlug('named');
    beforeAll(async () => {
      await createAttraction(t, {
        name: 'Thunder Run',
        slug: thunder,
        description: 'Two racing coasters through the canyon.',
        translations: {
          de: {
            name: 'Donnerlauf',
            description: 'Zwei Achterbahnen im Wettrennen durch die Schlucht.',
          },
        },
      });
      await createAttraction(t, {
        name: 'Sky Rail',
        slug: named,
        translations: { de: { name: 'Achterbahn der Lüfte' } },
      });
    });

    it('stems with the german configuration: Achterbahn finds Achterbahnen', async () => {
      const { page, headers } = await search({ q: 'Achterbahn', locale: 'de' });
      expect(headers['content-language']).toBe('de');
      expect(headers.vary).toBe('Origin, X-API-Key, Accept-Language, X-Preview-Token');
      // The name match first, then the record that only mentions the word.
      expect(slugs(page)).toEqual([named, thunder]);
      expect(page.data[1]).toEqual(
        expect.objectContaining({
          type: 'attraction',
          locale: 'de',
          title: 'Donnerlauf',
          snippet: 'Zwei Achterbahnen im Wettrennen durch die Schlucht',
        }),
      );
      expect(marked(page.data[1])).toEqual(['Achterbahnen']);
      expect(page.data[0]).toEqual(
        expect.objectContaining({ locale: 'de', title: 'Achterbahn der Lüfte' }),
      );
      expect(page.data[0].score).toBeGreaterThan(page.data[1].score);
    });

    it('leaves the default locale on its own text', async () => {
      const english = await search({ q: 'thunder run' });
      expect(english.headers['content-language']).toBe('en');
      expect(english.page.data).toEqual([
        expect.objectContaining({ slug: thunder, locale: 'en', title: 'Thunder Run' }),
      ]);
      expect(slugs(await find({ q: 'Donnerlauf' }))).toEqual([]);
    });

    it('matches a translated record on its translated text only', async () => {
      expect(slugs(await find({ q: 'Donnerlauf', locale: 'de' }))).toEqual([thunder]);
      expect(slugs(await find({ q: 'racing canyon', locale: 'de' }))).toEqual([]);
    });

    it('finds untranslated records by their default text, in the default locale', async () => {
      const slug = uniqueSlug('plain');
      await createAttraction(t, {
        name: 'Quokka Coaster',
        slug,
        description: 'A family coaster with a quokka.',
      });
      const page = await find({ q: 'quokka coaster', locale: 'de' });
      expect(page.data).toEqual([
        expect.objectContaining({ slug, locale: 'en', title: 'Quokka Coaster' }),
      ]);
      expect(marked(page.data[0])).toEqual(['coaster', 'quokka']);
    });

    it('takes each field missing in the locale from the record', async () => {
      const slug = uniqueSlug('partial');
      await createAttraction(t, {
        name: 'Marmot Mine Train',
        slug,
        description: 'A mine train.',
        translations: { de: { description: 'Eine Grubenbahn mit Murmeltieren.' } },
      });
      const page = await find({ q: 'Murmeltier', locale: 'de' });
      expect(page.data).toEqual([
        expect.objectContaining({
          slug,
          locale: 'de',
          title: 'Marmot Mine Train',
          snippet: 'Eine Grubenbahn mit Murmeltieren',
        }),
      ]);
      // The name is the record's own, searched in the German configuration.
      expect(slugs(await find({ q: 'marmot', locale: 'de' }))).toEqual([slug]);
    });

    it('serves a regional locale from its own text, then its language, then the record', async () => {
      const slug = uniqueSlug('regional');
      await createAttraction(t, {
        name: 'Alpine Glider',
        slug,
        description: 'A gentle glider.',
        translations: {
          de: { name: 'Alpensegler', description: 'Ein sanfter Segelflieger über den Gipfeln.' },
          'de-CH': { name: 'Bergsegler' },
        },
      });
      const swiss = await search({ q: 'Segelflieger', locale: 'de-CH' });
      expect(swiss.headers['content-language']).toBe('de-CH');
      expect(swiss.page.data).toEqual([
        expect.objectContaining({
          slug,
          locale: 'de-CH',
          title: 'Bergsegler',
          snippet: 'sanfter Segelflieger über den Gipfeln',
        }),
      ]);
      // de-CH's own name hides the German one in de-CH, not in de.
      expect(slugs(await find({ q: 'Alpensegler', locale: 'de-CH' }))).toEqual([]);
      expect((await find({ q: 'Alpensegler', locale: 'de' })).data).toEqual([
        expect.objectContaining({ slug, locale: 'de', title: 'Alpensegler' }),
      ]);
      // A region without locale of its own is served its language.
      const austrian = await search({ q: 'Alpensegler', locale: 'de-AT' });
      expect(austrian.headers['content-language']).toBe('de');
      expect(slugs(austrian.page)).toEqual([slug]);
    });

    it('follows translations as they are added, changed and removed', async () => {
      const slug = uniqueSlug('changing');
      const id = await createAttraction(t, { name: 'Otter Falls', slug });
      const german = (q: string) => find({ q, locale: 'de' }).then((page) => page.data);
      expect(await german('otter')).toEqual([expect.objectContaining({ slug, locale: 'en' })]);
      // Writes straight to the database: wait for the change notice to drop cached answers.
      await translate('attractions', id, { de: { name: 'Fischotterfälle' } });
      await eventually(
        async () => ((await german('otter')).length === 0 ? true : undefined),
        'the translated record no longer found by its English name',
      );
      expect(await german('Fischotterfälle')).toEqual([
        expect.objectContaining({ slug, locale: 'de', title: 'Fischotterfälle' }),
      ]);
      await translate('attractions', id, { de: { name: 'Otterwasserfall' } });
      await eventually(
        async () => ((await german('Fischotterfälle')).length === 0 ? true : undefined),
        'the old German name gone',
      );
      expect(await german('Otterwasserfall')).toEqual([
        expect.objectContaining({ slug, title: 'Otterwasserfall' }),
      ]);
      await translate('attractions', id, {});
      const back = await eventually(async () => {
        const found = await german('otter');
        return found.length === 1 ? found : undefined;
      }, 'the record found by its own name again');
      expect(back).toEqual([expect.objectContaining({ slug, locale: 'en', title: 'Otter Falls' })]);
      const [{ count }] = await t.dataSource.query<Array<{ count: string }>>(
        `SELECT count(*) FROM search_translations t JOIN search_documents d ON d.id = t.id
          WHERE d.entity_id = $1`,
        [id],
      );
      expect(count).toBe('0');
    });

    it('answers translated guides as plain text, with summary and body', async () => {
      const slug = uniqueSlug('guide');
      await createGuide(t, {
        title: 'Rainy days',
        slug,
        summary: 'What to do when it rains.',
        body: 'Take the **gondola**.',
        translations: {
          de: {
            title: 'Regentage',
            summary: 'Was tun, wenn es regnet.',
            body: 'Nehmen Sie die **Seilbahnen** zum _Gipfel_.',
          },
        },
      });
      const page = await find({ q: 'Seilbahn', locale: 'de' });
      expect(page.data).toEqual([
        expect.objectContaining({
          type: 'guide',
          slug,
          locale: 'de',
          title: 'Regentage',
          snippet: 'wenn es regnet. Nehmen Sie die Seilbahnen zum Gipfel',
        }),
      ]);
      expect(marked(page.data[0])).toEqual(['Seilbahnen']);
    });
  });

  describe('other languages', () => {
    it('stems French and Spanish with their own configurations', async () => {
      const slug = uniqueSlug('castle');
      await createAttraction(t, {
        name: 'Haunted Castles',
        slug,
        description: 'Ghosts and towers.',
        translations: {
          fr: { name: 'Les châteaux hantés', description: 'Des fantômes et des tours.' },
          es: { name: 'Los castillos embrujados', description: 'Fantasmas y montañas rusas.' },
        },
      });
      const french = await find({ q: 'château hanté', locale: 'fr' });
      expect(french.data).toEqual([
        expect.objectContaining({ slug, locale: 'fr', title: 'Les châteaux hantés' }),
      ]);
      const spanish = await find({ q: 'castillo embrujado montaña', locale: 'es' });
      expect(spanish.data).toEqual([
        expect.objectContaining({ slug, locale: 'es', title: 'Los castillos embrujados' }),
      ]);
      expect(marked(spanish.data[0])).toEqual(['montañas']);
      // Each locale sees its own translation only.
      expect(slugs(await find({ q: 'castillo', locale: 'fr' }))).toEqual([]);
    });

    it('matches Japanese with the simple configuration: whole words, no stemming', async () => {
      const slug = uniqueSlug('ja');
      // An untranslated record named with the singular, found in English (stemmed) either way.
      const other = uniqueSlug('other');
      await createAttraction(t, { name: 'Wombat Zorb', slug: other });
      await createAttraction(t, {
        name: 'Space Voyage',
        slug,
        description: 'Zorbs in the dark.',
        translations: { ja: { name: 'スペース・マウンテン', description: '暗闇の Zorbs' } },
      });
      const { page, headers } = await search({ q: 'マウンテン', locale: 'ja' });
      expect(headers['content-language']).toBe('ja');
      expect(page.data).toEqual([
        expect.objectContaining({ slug, locale: 'ja', title: 'スペース・マウンテン' }),
      ]);
      expect(slugs(await find({ q: 'zorbs', locale: 'ja' })).sort()).toEqual([other, slug].sort());
      // english stems "zorbs" to "zorb"; simple does not.
      expect(slugs(await find({ q: 'zorb', locale: 'ja' }))).toEqual([other]);
      expect(slugs(await find({ q: 'zorb' })).sort()).toEqual([other, slug].sort());
    });

    it("chooses each language's configuration, simple when this server has none", async () => {
      const [{ estonian }] = await t.dataSource.query<Array<{ estonian: boolean }>>(
        `SELECT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'estonian') AS estonian`,
      );
      const tags = ['de', 'de-CH', 'fr', 'es', 'it', 'nl', 'pt-BR', 'ja', 'zh-Hant', 'et', 'EN'];
      const rows = await t.dataSource.query<Array<{ tag: string; config: string }>>(
        `SELECT tag, search_config(tag)::text AS config FROM unnest($1::text[]) AS tag`,
        [tags],
      );
      expect(Object.fromEntries(rows.map((r) => [r.tag, r.config]))).toEqual({
        de: 'german',
        'de-CH': 'german',
        fr: 'french',
        es: 'spanish',
        it: 'italian',
        nl: 'dutch',
        'pt-BR': 'portuguese',
        ja: 'simple',
        'zh-Hant': 'simple',
        // PostgreSQL 16 added estonian.
        et: estonian ? 'estonian' : 'simple',
        EN: 'english',
      });
    });

    it('corrects a typo in a translated word', async () => {
      const slug = uniqueSlug('typo');
      await createAttraction(t, {
        name: 'Misty Woods Manor',
        slug,
        translations: { de: { name: 'Geisterschloss Nebelwald' } },
      });
      const page = await find({ q: 'nebelwlad', locale: 'de' });
      expect({ first: slugs(page)[0], corrected: page.corrected_query }).toEqual({
        first: slug,
        corrected: 'nebelwald',
      });
      expect(page.data[0]).toEqual(expect.objectContaining({ locale: 'de' }));
    });

    it('keeps synonyms', async () => {
      const slug = uniqueSlug('dca');
      const parkId = await createPark(t, { name: 'Disney California Adventure' });
      await createAttraction(t, {
        name: 'Soarin Over California',
        slug,
        theme_park_id: parkId,
        translations: { de: { name: 'Flug über Kalifornien' } },
      });
      const page = await find({ q: 'DCA', locale: 'de', types: 'attraction' });
      expect(page.data).toEqual([
        expect.objectContaining({ slug, locale: 'de', title: 'Flug über Kalifornien' }),
      ]);
    });
  });

  describe('choosing the locale', () => {
    const slug = uniqueSlug('carousel');
    beforeAll(async () => {
      await createAttraction(t, {
        name: 'Prancing Carousel',
        slug,
        translations: { de: { name: 'Tänzelndes Karussell' }, fr: { name: 'Carrousel dansant' } },
      });
    });

    // Each case asks a URL of its own (its limit): the answer cache keys answers by URL.
    it.each([
      ['de-CH;q=0.9, en;q=0.5', 0, 'de-CH', 'Tänzelndes Karussell'],
      ['fr-CA, fr;q=0.8', 1, 'fr', 'Carrousel dansant'],
      ['xx, de;q=0.2', 2, 'de', 'Tänzelndes Karussell'],
      ['xx-YY', 3, 'en', 'Prancing Carousel'],
      ['*', 4, 'en', 'Prancing Carousel'],
      ['', 5, 'en', 'Prancing Carousel'],
      [';;;', 6, 'en', 'Prancing Carousel'],
      ['de;q=abc', 7, 'en', 'Prancing Carousel'],
      ['de;q=2', 8, 'en', 'Prancing Carousel'],
      ['de;;q=1', 9, 'en', 'Prancing Carousel'],
      ['q=0.5, ,,-de, de-, ä', 10, 'en', 'Prancing Carousel'],
      [`${'x'.repeat(9_000)}, de`, 11, 'de', 'Tänzelndes Karussell'],
      [
        Array.from({ length: 400 }, (_, i) => `l${i}`).join(', ') + ', de',
        12,
        'en',
        'Prancing Carousel',
      ],
    ])('negotiates Accept-Language %#', async (header, n, served, title) => {
      const { page, headers } = await search(
        { q: 'carousel OR karussell OR carrousel', limit: 50 + n },
        header,
      );
      expect(headers['content-language']).toBe(served);
      expect(page.data.map((h) => h.title)).toEqual([title]);
    });

    it('finds by the negotiated language', async () => {
      const german = await search({ q: 'Karussell' }, 'de-DE,de;q=0.9');
      expect(german.headers['content-language']).toBe('de');
      expect(german.page.data).toEqual([
        expect.objectContaining({ slug, locale: 'de', title: 'Tänzelndes Karussell' }),
      ]);
    });

    it('prefers ?locale= to Accept-Language', async () => {
      const { page, headers } = await search({ q: 'carrousel', locale: 'fr' }, 'de');
      expect(headers['content-language']).toBe('fr');
      expect(page.data).toEqual([expect.objectContaining({ slug, title: 'Carrousel dansant' })]);
    });

    it.each([
      ['locale=xx', 'xx'],
      ['locale=', ''],
      ['locale=klingon-tlh', 'klingon-tlh'],
      [`locale=${'de-'.repeat(20)}x`, 'long'],
      ['locale=de&locale=fr', 'twice'],
    ])('answers 400 naming the supported locales for ?%s', async (query) => {
      const response = await t.http.get(`/api/search?q=carousel&${query}`);
      const body = expectProblem(response, 400, 'VALIDATION_FAILED');
      expect(body.errors?.map((e) => e.field)).toEqual(['locale']);
      if (!query.includes('&'))
        expect(body.errors?.[0].message).toBe(
          'must be one of the supported locales: en, de, de-CH, fr, es, it, nl, pt-BR, ja',
        );
    });
  });

  describe('the answer cache', () => {
    it('keeps the answers of each locale apart and follows translation changes', async () => {
      const slug = uniqueSlug('cached');
      const id = await createAttraction(t, {
        name: 'Pelican Plunge',
        slug,
        translations: { de: { name: 'Pelikansturz' }, fr: { name: 'Plongeon du pélican' } },
      });
      const q = 'pelican OR pelikansturz OR plongeon';
      const get = (locale?: string) =>
        t.http
          .get('/api/search')
          .query(locale ? { q, locale } : { q })
          .expect(200);
      // The insert's change notice may drop a first answer: wait for one served from the cache.
      const cached = (locale?: string) =>
        eventually(
          async () => {
            const response = await get(locale);
            return response.headers['x-cache'] === 'HIT' ? response : undefined;
          },
          `a cached answer in ${locale ?? 'the default locale'}`,
        );
      const titles = (r: { body: Page }) => r.body.data.map((h) => `${h.locale}:${h.title}`);
      const en = await cached();
      const de = await cached('de');
      const fr = await cached('fr');
      expect(titles(en)).toEqual(['en:Pelican Plunge']);
      expect(titles(de)).toEqual(['de:Pelikansturz']);
      expect(titles(fr)).toEqual(['fr:Plongeon du pélican']);
      expect(new Set([en, de, fr].map((r) => r.headers.etag)).size).toBe(3);
      expect(titles(await get())).toEqual(['en:Pelican Plunge']);

      // A translation written straight to the database: the cached German answer is dropped
      // when PostgreSQL's change notice arrives.
      await translate('attractions', id, { fr: { name: 'Plongeon du pélican' } });
      expect(
        await eventually(async () => {
          const now = titles(await get('de'));
          return now[0] === 'en:Pelican Plunge' ? now : undefined;
        }, 'the German answer without its translation'),
      ).toEqual(['en:Pelican Plunge']);
      expect(titles(await get('fr'))).toEqual(['fr:Plongeon du pélican']);
    });
  });

  describe('visibility', () => {
    it('never finds inactive records, drafts or unpublished videos in any locale', async () => {
      const parkId = await createPark(t, {
        name: 'Hidden Park',
        is_active: false,
        translations: { de: { description: 'Ein Park voller Zauber.' } },
      });
      await createAttraction(t, {
        name: 'Hidden Ride',
        is_active: false,
        translations: { de: { name: 'Zauber Bahn' } },
      });
      await createAttraction(t, {
        name: 'Ride of a hidden park',
        theme_park_id: parkId,
        translations: { de: { name: 'Zauber Fahrt' } },
      });
      const draftId = await createGuide(t, {
        title: 'Hidden guide',
        status: 'draft',
        published_at: null,
        translations: { de: { title: 'Zauber Führer' } },
      });
      await createGuide(t, {
        title: 'Future guide',
        published_at: new Date(Date.now() + 86_400_000),
        translations: { de: { title: 'Zauber von morgen' } },
      });
      await createVideo(t, {
        title: 'Hidden film',
        is_published: false,
        translations: { de: { title: 'Zauber Film' } },
      });
      expect(await find({ q: 'zauber', locale: 'de' })).toEqual(
        expect.objectContaining({ data: [], total: 0 }),
      );
      // Not through the typo fallback either.
      expect((await find({ q: 'zaubr', locale: 'de' })).total).toBe(0);

      // The translations follow every change of visibility, the parent's too.
      await t.dataSource.query('UPDATE theme_parks SET is_active = true WHERE id = $1', [parkId]);
      await t.dataSource.query(
        `UPDATE guides SET status = 'published', published_at = now() WHERE id = $1`,
        [draftId],
      );
      const found = await eventually(async () => {
        const page = await find({ q: 'zauber', locale: 'de' });
        return page.total === 3 ? page : undefined;
      }, 'three German results for zauber');
      expect(found.data.map((h) => `${h.type}:${h.locale}`).sort()).toEqual([
        'attraction:de',
        'guide:de',
        'theme_park:de',
      ]);
    });
  });
});
