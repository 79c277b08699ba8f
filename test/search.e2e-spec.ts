import {
  createAttraction,
  createGuide,
  createPark,
  createVideo,
  insertRow,
  uniqueSlug,
} from './factories/search.factory';
import { image } from './factories/images.factory';
import { bearer, createUserWithTokens } from './factories/users.factory';
import { eventually } from './support/eventually';
import { expectProblem } from './support/problem';
import { createTestApp, TestApp } from './support/test-app';

interface Hit {
  type: string;
  slug: string;
  path: string;
  title: string;
  snippet: string;
  highlights: Array<{ start: number; end: number }>;
  score: number;
  image: {
    url: string;
    alt: string | null;
    variants: Array<{ url: string; width: number }>;
  } | null;
}

describe('GET /api/search', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const search = async (query: Record<string, string | number>) => {
    const response = await t.http.get('/api/search').query(query).expect(200);
    return response.body as {
      data: Hit[];
      total: number;
      total_exact: boolean;
      corrected_query: string | null;
      skip: number;
      limit: number;
    };
  };
  const slugs = (hits: Hit[]) => hits.map((h) => h.slug);
  const marked = (hit: Hit) =>
    hit.highlights.map(({ start, end }) => hit.snippet.slice(start, end));

  describe('answers', () => {
    it('ranked matches in the list envelope, publicly cacheable', async () => {
      const slug = uniqueSlug('quasarcoaster');
      await createAttraction(t, {
        name: 'Quasarcoaster',
        slug,
        description: 'A launched coaster through the nebula.',
      });
      const response = await t.http.get('/api/search?q=quasarcoaster').expect(200);
      expect(response.headers['cache-control']).toBe(
        'public, max-age=60, s-maxage=60, stale-while-revalidate=60, stale-if-error=86400',
      );
      expect(response.headers['content-language']).toBe('en');
      expect(response.headers.vary).toBe('Origin, X-API-Key, Accept-Language, X-Preview-Token');
      expect(response.body).toEqual({
        data: [
          {
            type: 'attraction',
            slug,
            path: `/api/v1/attractions/${slug}`,
            locale: 'en',
            title: 'Quasarcoaster',
            snippet: 'A launched coaster through the nebula.',
            highlights: [],
            score: expect.any(Number),
            image: null,
          },
        ],
        total: 1,
        total_exact: true,
        corrected_query: null,
        skip: 0,
        limit: 20,
      });
      expect(response.body.data[0].score).toBeGreaterThan(0);
      expect(response.body.data[0].score).toBeLessThanOrEqual(1);

      const etag = response.headers.etag;
      expect(etag).toMatch(/^(W\/)?"[^"]+"$/);
      await t.http.get('/api/search?q=quasarcoaster').set('If-None-Match', etag).expect(304);
    });

    it('ranks a name match above a description match', async () => {
      const named = uniqueSlug('named');
      const described = uniqueSlug('described');
      await createAttraction(t, {
        name: 'Plinth Carousel',
        slug: described,
        description: 'Next to the Wombatron, a quiet carousel.',
      });
      await createAttraction(t, {
        name: 'Wombatron',
        slug: named,
        description: 'A spinning ride.',
      });
      const { data } = await search({ q: 'wombatron' });
      expect(slugs(data)).toEqual([named, described]);
      expect(data[0].score).toBeGreaterThan(data[1].score);
    });

    it('answers the snippet as plain text with the matched words as offsets', async () => {
      await createGuide(t, {
        title: 'Rainy day plans',
        body: 'When it pours, the **gondolier** tours are the best bet. Book a _gondolier_ early.',
      });
      const { data } = await search({ q: 'gondolier' });
      expect(data).toHaveLength(1);
      expect(data[0].type).toBe('guide');
      expect(data[0].snippet).toBe(
        'When it pours, the gondolier tours are the best bet. Book a gondolier early',
      );
      expect(data[0].highlights).toEqual([
        { start: 19, end: 28 },
        { start: 60, end: 69 },
      ]);
      expect(marked(data[0])).toEqual(['gondolier', 'gondolier']);
    });

    it('lets no HTML or mark of its own through the snippet', async () => {
      await createGuide(t, {
        title: 'Zanzibar <b>nights</b>',
        body:
          'Zanzibar <script>alert(1)</script> by night <img src=x onerror="alert(2)"> ' +
          'with \uE000fake\uE001 marks <a href="javascript:alert(3)">here</a>.',
      });
      const { data } = await search({ q: 'zanzibar' });
      expect(data).toHaveLength(1);
      expect(data[0].snippet).toBe('Zanzibar alert(1) by night with fake marks here');
      expect(marked(data[0])).toEqual(['Zanzibar']);
    });

    it('links every result to its public detail route', async () => {
      const lineId = await insertRow(t, 'cruise_lines', {
        name: 'Pathfinder Cruises',
        slug: uniqueSlug('line'),
      });
      await insertRow(t, 'ships', {
        name: 'Pathfinder Star',
        slug: uniqueSlug('ship'),
        cruise_line_id: lineId,
      });
      const parkId = await createPark(t, { name: 'Pathfinder Park' });
      await createAttraction(t, { name: 'Pathfinder Drop', theme_park_id: parkId });
      await createGuide(t, { title: 'Pathfinder guide' });
      await createVideo(t, { title: 'Pathfinder film' });
      await insertRow(t, 'categories', { name: 'Pathfinder picks', slug: uniqueSlug('category') });
      const { data } = await search({ q: 'pathfinder', limit: 100 });
      expect(data.map((h) => h.type).sort()).toEqual([
        'attraction',
        'category',
        'cruise_line',
        'guide',
        'ship',
        'theme_park',
        'video',
      ]);
      for (const hit of data) {
        const detail = await t.http.get(hit.path);
        expect({ path: hit.path, status: detail.status, slug: detail.body.data?.slug }).toEqual({
          path: hit.path,
          status: 200,
          slug: hit.slug,
        });
      }
    });

    it("carries the record's main image, ready for srcset", async () => {
      const editor = await createUserWithTokens(t, { role: 'editor' });
      const uploaded = await t.http
        .post('/studio/media/upload')
        .set(bearer(editor.accessToken))
        .field({
          content_type: 'attractions',
          slug: 'glimmer',
          filename: 'hero',
          alt_text: 'Glimmer',
        })
        .attach('file', await image('jpeg', { width: 900, height: 500 }), 'hero.jpg')
        .expect(200);
      const id = (uploaded.body as { data: { id: string } }).data.id;
      const parkId = await createPark(t, { name: 'Glimmerland' });
      await createAttraction(t, { name: 'Glimmerwheel', theme_park_id: parkId, hero_image_id: id });
      const { data } = await search({ q: 'glimmerwheel' });
      expect(data[0].image).toEqual(
        expect.objectContaining({ id, alt: 'Glimmer', url: expect.stringMatching(/^http/) }),
      );
      expect(data[0].image!.variants.map((v) => `${v.url} ${v.width}w`).join(', ')).toMatch(
        /^\S+ \d+w(, \S+ \d+w)*$/,
      );
      expect((await search({ q: 'glimmerland' })).data[0].image).toBeNull();
      // The same image, every field of it, in another locale.
      const german = await search({ q: 'glimmerwheel', locale: 'de' });
      expect(german.data[0].image).toEqual(data[0].image);
    });

    it('finds names, descriptions, keywords and guide bodies of every content type', async () => {
      const lineId = await insertRow(t, 'cruise_lines', {
        name: 'Xylo Cruises',
        slug: uniqueSlug('line'),
      });
      await insertRow(t, 'ships', {
        name: 'Xylo Star',
        slug: uniqueSlug('ship'),
        cruise_line_id: lineId,
      });
      await insertRow(t, 'ports', {
        name: 'Xylo Harbour',
        slug: uniqueSlug('port'),
        country: 'Xyloland',
      });
      await createVideo(t, { title: 'Xylo from above' });
      await insertRow(t, 'categories', { name: 'Xylo trips', slug: uniqueSlug('category') });
      const { data } = await search({ q: 'xylo', limit: 100 });
      expect(new Set(data.map((h) => h.type))).toEqual(
        new Set(['cruise_line', 'ship', 'port', 'video', 'category']),
      );
      // The ship is found by its cruise line's name too (keywords).
      const byLine = await search({ q: 'xylo cruises' });
      expect(byLine.data.map((h) => h.type).sort()).toEqual(['cruise_line', 'ship']);
    });
  });

  describe('visibility', () => {
    it('never finds inactive records, drafts, future guides or unpublished videos', async () => {
      const parkId = await createPark(t, { name: 'Hiddenvale Park', is_active: false });
      await createAttraction(t, { name: 'Hiddenvale Drop', is_active: false });
      const draftId = await createGuide(t, {
        title: 'Hiddenvale guide',
        status: 'draft',
        published_at: null,
      });
      await createGuide(t, {
        title: 'Hiddenvale tomorrow',
        published_at: new Date(Date.now() + 86_400_000),
      });
      await createVideo(t, { title: 'Hiddenvale film', is_published: false });
      const hidden = await search({ q: 'hiddenvale' });
      expect(hidden).toEqual({
        data: [],
        total: 0,
        total_exact: true,
        corrected_query: null,
        skip: 0,
        limit: 20,
      });
      // Not through the typo fallback either.
      expect((await search({ q: 'hiddenval' })).total).toBe(0);

      // The triggers follow every change of the records.
      await t.dataSource.query('UPDATE theme_parks SET is_active = true WHERE id = $1', [parkId]);
      await t.dataSource.query(
        `UPDATE guides SET status = 'published', published_at = now() WHERE id = $1`,
        [draftId],
      );
      // The cached answer of the same query is dropped when PostgreSQL's change notice arrives
      // (these writes bypass the studio, which would drop it at once), so wait for it.
      const typesOnceChanged = (count: number) =>
        eventually(async () => {
          const types = (await search({ q: 'hiddenvale' })).data.map((h) => h.type);
          return types.length === count ? types : undefined;
        }, `${count} results for 'hiddenvale'`);
      expect((await typesOnceChanged(2)).sort()).toEqual(['guide', 'theme_park']);
      await t.dataSource.query('DELETE FROM theme_parks WHERE id = $1', [parkId]);
      expect(await typesOnceChanged(1)).toEqual(['guide']);
    });

    it('follows renames, including the parent name in child records', async () => {
      const parkId = await createPark(t, { name: 'Oldname Gardens' });
      await createAttraction(t, { name: 'Loop Ride', theme_park_id: parkId });
      await t.dataSource.query(`UPDATE theme_parks SET name = 'Freshname Gardens' WHERE id = $1`, [
        parkId,
      ]);
      expect((await search({ q: 'oldname' })).total).toBe(0);
      const found = await search({ q: 'freshname' });
      expect(found.data.map((h) => h.type).sort()).toEqual(['attraction', 'theme_park']);
      // Updated in place: still one document per record.
      const documents = await t.dataSource.query<Array<{ entity_type: string }>>(
        `SELECT entity_type FROM search_documents
          WHERE entity_id = $1 OR entity_id IN (SELECT id FROM attractions WHERE theme_park_id = $1)
          ORDER BY entity_type`,
        [parkId],
      );
      expect(documents).toEqual([{ entity_type: 'attraction' }, { entity_type: 'theme_park' }]);
    });
  });

  describe('typos and synonyms', () => {
    it('falls back to similar names when the full-text query finds nothing', async () => {
      const slug = uniqueSlug('thunder');
      await createAttraction(t, { name: 'Thunderbolt Canyon Express', slug });
      const { data, total, corrected_query } = await search({ q: 'thundrbolt canyon' });
      // No other record of this file's database is named anything like it.
      expect(total).toBe(1);
      expect(slugs(data)).toEqual([slug]);
      expect(corrected_query).toBe('thunderbolt canyon');
      expect(marked(data[0])).toEqual(['Thunderbolt', 'Canyon']);
    });

    describe('typos travellers make', () => {
      const named: Record<string, string> = {};
      beforeAll(async () => {
        for (const name of [
          "Rock 'n' Roller Coaster Starring Aerosmith",
          'Space Mountain',
          'Haunted Mansion',
          'The Twilight Zone Tower of Terror',
          'Matterhorn Bobsleds',
          'Jurassic World VelociCoaster',
          'Harry Potter and the Escape from Gringotts',
        ]) {
          named[name] = uniqueSlug('typo');
          await createAttraction(t, { name, slug: named[name] });
        }
      });

      it.each([
        ['rolercoaster', "Rock 'n' Roller Coaster Starring Aerosmith", 'roller coaster'],
        ['space mountian', 'Space Mountain', 'space mountain'],
        ['Haunted Mansoin', 'Haunted Mansion', 'Haunted mansion'],
        ['tower of teror', 'The Twilight Zone Tower of Terror', 'tower of terror'],
        ['mattehorn', 'Matterhorn Bobsleds', 'matterhorn'],
        ['velocicoastr', 'Jurassic World VelociCoaster', 'velocicoaster'],
        [
          'escape from gringots',
          'Harry Potter and the Escape from Gringotts',
          'escape from gringotts',
        ],
      ])('finds %j first, answering the corrected query', async (q, name, corrected) => {
        const page = await search({ q });
        expect({ first: page.data[0]?.slug, corrected_query: page.corrected_query }).toEqual({
          first: named[name],
          corrected_query: corrected,
        });
      });

      it('prefers the word with the fewest edits to the most trigram-similar one', async () => {
        // "mount" shares more trigrams with "mountian" than "mountain" does.
        await createAttraction(t, { name: 'Mount Olympus Lift' });
        expect((await search({ q: 'mountian' })).corrected_query).toBe('mountain');
      });

      it('learns the joined words of a new name at once', async () => {
        const slug = uniqueSlug('pairs');
        await createAttraction(t, { name: 'Wobbly Barrel Cart', slug });
        const page = await search({ q: 'wobbly barelcart' });
        expect({ first: page.data[0]?.slug, corrected: page.corrected_query }).toEqual({
          first: slug,
          corrected: 'wobbly barrel cart',
        });
      });
    });

    it('corrects each word against the names, so a renamed record is found by a typo of its new name', async () => {
      const parkId = await createPark(t, { name: 'Quillfeather Harbor' });
      expect(slugs((await search({ q: 'quilfeather harbr' })).data)).toHaveLength(1);
      await t.dataSource.query(`UPDATE theme_parks SET name = 'Zephyrmoor Harbor' WHERE id = $1`, [
        parkId,
      ]);
      const renamed = await search({ q: 'zephirmoor' });
      expect(renamed.total).toBe(1);
      expect(renamed.data[0].title).toBe('Zephyrmoor Harbor');
    });

    it('understands the names travellers type: DCA, IOA, EPCOT Center', async () => {
      const dca = uniqueSlug('dca');
      const ioa = uniqueSlug('ioa');
      const epcot = uniqueSlug('epcot');
      await createPark(t, { name: 'Disney California Adventure', slug: dca });
      await createPark(t, { name: "Universal's Islands of Adventure", slug: ioa });
      await createPark(t, { name: 'EPCOT', slug: epcot });
      expect(slugs((await search({ q: 'DCA' })).data)[0]).toBe(dca);
      expect(slugs((await search({ q: 'ioa' })).data)[0]).toBe(ioa);
      expect(slugs((await search({ q: 'Epcot Center' })).data)[0]).toBe(epcot);
      expect(slugs((await search({ q: 'Islands of Adventure' })).data)).toContain(ioa);
    });
  });

  describe('filters and pages', () => {
    beforeAll(async () => {
      const parkId = await createPark(t, { name: 'Pagoda Point' });
      for (let i = 0; i < 4; i++) {
        await createAttraction(t, { name: `Pagoda Ride ${i}`, theme_park_id: parkId });
      }
      await createGuide(t, { title: 'Pagoda day', body: 'Pagoda Point in one day.' });
    });

    it('filters by types', async () => {
      const rides = await search({ q: 'pagoda', types: 'attraction' });
      expect(rides.total).toBe(4);
      expect(rides.data.every((h) => h.type === 'attraction')).toBe(true);
      const two = await search({ q: 'pagoda', types: 'guide, theme_park' });
      expect(two.data.map((h) => h.type).sort()).toEqual(['guide', 'theme_park']);
    });

    it('pages with skip and limit, total counting every match', async () => {
      const all = await search({ q: 'pagoda', limit: 100 });
      expect(all.total).toBe(6);
      const page = await search({ q: 'pagoda', skip: 2, limit: 2 });
      expect(page).toEqual({
        data: all.data.slice(2, 4),
        total: 6,
        total_exact: true,
        corrected_query: null,
        skip: 2,
        limit: 2,
      });
      const beyond = await search({ q: 'pagoda', skip: 50 });
      expect(beyond).toEqual({
        data: [],
        total: 6,
        total_exact: true,
        corrected_query: null,
        skip: 50,
        limit: 20,
      });
      const typoBeyond = await search({ q: 'pagodda rid', skip: 50 });
      expect(typoBeyond).toMatchObject({ data: [], corrected_query: 'pagoda ride' });
    });

    it('counts up to 1,000 matches, then says the total is not exact', async () => {
      const parkId = await createPark(t, { name: 'Manyfold Park' });
      await t.dataSource.query(
        `INSERT INTO attractions (name, slug, theme_park_id)
         SELECT 'Manyfold Ride ' || i, 'manyfold-ride-' || i, $1 FROM generate_series(1, 1005) i`,
        [parkId],
      );
      const first = await search({ q: 'manyfold ride' });
      expect(first).toMatchObject({ total: 1000, total_exact: false, skip: 0, limit: 20 });
      expect(first.data).toHaveLength(20);
      const last = await search({ q: 'manyfold ride', skip: 990 });
      expect(last.data).toHaveLength(10);
      expect((await search({ q: 'manyfold ride', skip: 1000 })).data).toEqual([]);
      // Below the limit, the count is exact again.
      const park = await search({ q: 'manyfold', types: 'theme_park' });
      expect(park).toMatchObject({ total: 1, total_exact: true });
    });

    it('answers an empty list when nothing matches', async () => {
      expect(await search({ q: 'nonexistentword' })).toEqual({
        data: [],
        total: 0,
        total_exact: true,
        corrected_query: null,
        skip: 0,
        limit: 20,
      });
      expect((await search({ q: 'the' })).total).toBe(0);
    });
  });

  describe('bad input', () => {
    it.each([
      ['', 'q'],
      ['q=', 'q'],
      ['q=%20%20', 'q'],
      [`q=${'a'.repeat(201)}`, 'q'],
      ['q=a&q=b', 'q'],
      ['q=ride&types=ship,boat', 'types'],
      ['q=ride&types=', 'types'],
      ['q=ride&types=ship&types=boat', 'types'],
      ['q=ride&limit=101', 'limit'],
      ['q=ride&skip=-1', 'skip'],
      ['q=ride&sort=name', 'sort'],
    ])('answers 400 for ?%s', async (query, field) => {
      const response = await t.http.get(`/api/search?${query}`);
      const body = expectProblem(response, 400, 'VALIDATION_FAILED');
      expect(body.errors?.map((e) => e.field)).toEqual([field]);
    });

    it.each([
      "'",
      '"unterminated',
      '!!!',
      'a & | b',
      '(((',
      ':*',
      '\\',
      'ride -',
      'or or or',
      '%',
      '日本語',
      'x'.repeat(200),
    ])('never fails on the query %j', async (q) => {
      const response = await t.http.get('/api/search').query({ q });
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual(expect.any(Array));
    });
  });
});
