import { Ship } from '@/modules/catalogue/cruise/ships/ship.entity';
import {
  createCruiseLine,
  createItinerary,
  createShip,
  UNKNOWN_ID,
  uniqueSlug,
} from '../factories/cruise.factory';
import { bearer, createUserWithTokens, UserWithTokens } from '../factories/users.factory';
import { expectProblem } from '../support/problem';
import { createTestApp, TestApp } from '../support/test-app';
import { weakEtag } from '@/common/cache/response-cache-keys';

const LINE_SHAPE = {
  id: expect.stringMatching(/^[0-9a-f-]{36}$/),
  name: expect.any(String),
  slug: expect.any(String),
  locale: 'en',
  description: null,
  logo_url: null,
  logo_image: null,
  website_url: null,
  headquarters: null,
  founded_year: null,
  is_active: true,
  created_at: expect.stringMatching(/Z$/),
  updated_at: expect.stringMatching(/Z$/),
};

describe('cruise lines', () => {
  let t: TestApp;
  let editor: UserWithTokens;

  beforeAll(async () => {
    t = await createTestApp();
    editor = await createUserWithTokens(t, { role: 'editor' });
  });
  afterAll(() => t.close());

  const asEditor = () => bearer(editor.accessToken);

  describe('GET /api/v1/cruise-lines', () => {
    it('lists active lines only, by name, paginated, without credentials', async () => {
      const active = await createCruiseLine(t, { name: 'AAA Active Line' });
      await createCruiseLine(t, { name: 'AAB Active Line' });
      const inactive = await createCruiseLine(t, { name: 'AAA Hidden Line', isActive: false });
      const response = await t.http.get('/api/v1/cruise-lines?limit=100').expect(200);
      expect(response.headers['cache-control']).toBe(
        'public, max-age=60, s-maxage=60, stale-while-revalidate=60, stale-if-error=86400',
      );
      const slugs = response.body.data.map((l: { slug: string }) => l.slug);
      expect(slugs).toContain(active.slug);
      expect(slugs).not.toContain(inactive.slug);
      expect(response.body).toEqual({
        data: expect.arrayContaining([{ ...LINE_SHAPE, name: active.name, slug: active.slug }]),
        total: slugs.length,
        skip: 0,
        limit: 100,
      });
      const names = response.body.data.map((l: { name: string }) => l.name);
      expect(names).toEqual([...names].sort());

      const page = await t.http.get('/api/v1/cruise-lines?limit=1&skip=1').expect(200);
      expect(page.body.data).toHaveLength(1);
      expect(page.body).toEqual(
        expect.objectContaining({ skip: 1, limit: 1, total: slugs.length }),
      );
    });

    it('answers a matching If-None-Match with 304', async () => {
      const first = await t.http.get('/api/v1/cruise-lines').expect(200);
      const etag = first.headers.etag;
      expect(etag).toBe(weakEtag(first.text));
      await t.http.get('/api/v1/cruise-lines').set('If-None-Match', etag).expect(304);
    });

    it.each(['limit=101', 'skip=-1', 'limit=x'])('answers 400 for ?%s', async (query) => {
      expectProblem(await t.http.get(`/api/v1/cruise-lines?${query}`), 400, 'VALIDATION_FAILED');
    });
  });

  describe('GET /api/v1/cruise-lines/{slug}', () => {
    it('answers an active line; 404 for inactive or unknown; 400 for a malformed slug', async () => {
      const line = await createCruiseLine(t, { headquarters: 'Miami, Florida', foundedYear: 1968 });
      const response = await t.http.get(`/api/v1/cruise-lines/${line.slug}`).expect(200);
      expect(response.body).toEqual({
        data: {
          ...LINE_SHAPE,
          id: line.id,
          slug: line.slug,
          headquarters: 'Miami, Florida',
          founded_year: 1968,
        },
      });
      const hidden = await createCruiseLine(t, { isActive: false });
      expectProblem(await t.http.get(`/api/v1/cruise-lines/${hidden.slug}`), 404, 'NOT_FOUND');
      expectProblem(await t.http.get('/api/v1/cruise-lines/no-such-line'), 404, 'NOT_FOUND');
      expectProblem(await t.http.get('/api/v1/cruise-lines/Bad_Slug'), 400, 'VALIDATION_FAILED');
    });
  });

  describe('GET /studio/cruise-lines', () => {
    it('lists active and inactive lines', async () => {
      const inactive = await createCruiseLine(t, { isActive: false });
      const response = await t.http
        .get('/studio/cruise-lines?limit=100')
        .set(asEditor())
        .expect(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body.data.map((l: { id: string }) => l.id)).toContain(inactive.id);
      const [stored] = await t.dataSource.query<{ n: string }[]>(
        'SELECT count(*) AS n FROM cruise_lines',
      );
      expect(response.body.total).toBe(Number(stored.n));
    });

    it('is open to admins as to editors', async () => {
      const admin = await createUserWithTokens(t, { role: 'admin' });
      await t.http.get('/studio/cruise-lines').set(bearer(admin.accessToken)).expect(200);
    });
  });

  describe('POST /studio/cruise-lines', () => {
    it('creates a line (201) with only name and slug, then with every field', async () => {
      const slug = uniqueSlug('new-line');
      const response = await t.http
        .post('/studio/cruise-lines')
        .set(asEditor())
        .send({ name: '  New Line ', slug })
        .expect(201);
      expect(response.body).toEqual({ data: { ...LINE_SHAPE, name: 'New Line', slug } });

      const full = await t.http
        .post('/studio/cruise-lines')
        .set(asEditor())
        .send({
          name: 'Full Line',
          slug: uniqueSlug('full'),
          description: 'All about it',
          logo_url: 'https://example.com/logo.png',
          website_url: 'https://example.com/',
          headquarters: 'Miami',
          founded_year: 1968,
          is_active: false,
        })
        .expect(201);
      expect(full.body.data).toEqual(
        expect.objectContaining({
          description: 'All about it',
          logo_url: 'https://example.com/logo.png',
          website_url: 'https://example.com/',
          headquarters: 'Miami',
          founded_year: 1968,
          is_active: false,
        }),
      );
    });

    it('answers 409 for a duplicate slug', async () => {
      const line = await createCruiseLine(t);
      const body = expectProblem(
        await t.http
          .post('/studio/cruise-lines')
          .set(asEditor())
          .send({ name: 'X', slug: line.slug }),
        409,
        'CONFLICT',
      );
      expect(body.detail).toBe(`A cruise line with slug '${line.slug}' already exists.`);
    });

    it('answers 400 naming each invalid field', async () => {
      const response = await t.http.post('/studio/cruise-lines').set(asEditor()).send({
        slug: 'Not A Slug',
        website_url: 'ftp://example.com',
        founded_year: 'old',
        extra: 1,
      });
      const body = expectProblem(response, 400, 'VALIDATION_FAILED');
      expect(body.errors?.map((e) => e.field).sort()).toEqual(
        ['extra', 'founded_year', 'name', 'slug', 'website_url'].sort(),
      );
    });
  });

  describe('GET/PATCH/DELETE /studio/cruise-lines/{id}', () => {
    it('answers one line, inactive included', async () => {
      const line = await createCruiseLine(t, { isActive: false });
      const response = await t.http
        .get(`/studio/cruise-lines/${line.id}`)
        .set(asEditor())
        .expect(200);
      expect(response.body.data).toEqual({
        ...LINE_SHAPE,
        id: line.id,
        slug: line.slug,
        is_active: false,
      });
    });

    it('changes only the fields sent; null clears an optional field', async () => {
      const line = await createCruiseLine(t, { headquarters: 'Oslo', description: 'Keep me' });
      const response = await t.http
        .patch(`/studio/cruise-lines/${line.id}`)
        .set(asEditor())
        .send({ name: 'Renamed', headquarters: null })
        .expect(200);
      expect(response.body.data).toEqual(
        expect.objectContaining({
          id: line.id,
          name: 'Renamed',
          slug: line.slug,
          headquarters: null,
          description: 'Keep me',
        }),
      );
    });

    it('refuses null for a required field, a taken slug (409), an unknown id (404)', async () => {
      const line = await createCruiseLine(t);
      const other = await createCruiseLine(t);
      const nulled = expectProblem(
        await t.http.patch(`/studio/cruise-lines/${line.id}`).set(asEditor()).send({ name: null }),
        400,
        'VALIDATION_FAILED',
      );
      expect(nulled.errors).toEqual([{ field: 'name', message: 'is required' }]);
      expectProblem(
        await t.http
          .patch(`/studio/cruise-lines/${line.id}`)
          .set(asEditor())
          .send({ slug: other.slug }),
        409,
        'CONFLICT',
      );
      // Sending its own slug back is no conflict.
      await t.http
        .patch(`/studio/cruise-lines/${line.id}`)
        .set(asEditor())
        .send({ slug: line.slug })
        .expect(200);
      expectProblem(
        await t.http
          .patch(`/studio/cruise-lines/${UNKNOWN_ID}`)
          .set(asEditor())
          .send({ name: 'X' }),
        404,
        'NOT_FOUND',
      );
      expectProblem(
        await t.http.get('/studio/cruise-lines/not-a-uuid').set(asEditor()),
        400,
        'VALIDATION_FAILED',
      );
    });

    it('deletes a line (204) and cascades to its ships and itineraries', async () => {
      const line = await createCruiseLine(t);
      const ship = await createShip(t, { cruiseLineId: line.id });
      const itinerary = await createItinerary(t, { cruiseLineId: line.id });
      await t.http.delete(`/studio/cruise-lines/${line.id}`).set(asEditor()).expect(204);
      expectProblem(
        await t.http.get(`/studio/cruise-lines/${line.id}`).set(asEditor()),
        404,
        'NOT_FOUND',
      );
      expect(await t.dataSource.getRepository(Ship).existsBy({ id: ship.id })).toBe(false);
      expectProblem(
        await t.http.get(`/studio/itineraries/${itinerary.id}`).set(asEditor()),
        404,
        'NOT_FOUND',
      );
      expectProblem(
        await t.http.delete(`/studio/cruise-lines/${line.id}`).set(asEditor()),
        404,
        'NOT_FOUND',
      );
    });
  });
});
