import { bearer, createUserWithTokens, UserWithTokens } from '../factories/users.factory';
import { createResort, createThemePark, uniqueSlug } from '../factories/parks.factory';
import { expectProblem } from '../support/problem';
import { createTestApp, TestApp } from '../support/test-app';

describe('resorts', () => {
  let t: TestApp;
  let editor: UserWithTokens;
  const asEditor = () => bearer(editor.accessToken);

  beforeAll(async () => {
    t = await createTestApp();
    editor = await createUserWithTokens(t, { role: 'editor' });
  });
  afterAll(() => t.close());

  describe('GET /api/v1/resorts', () => {
    it('lists active resorts, filtered by park slug, with the park nested', async () => {
      const park = await createThemePark(t);
      const other = await createThemePark(t);
      const resort = await createResort(t, park, { amenities: ['Spa', 'Monorail'] });
      await createResort(t, park, { isActive: false });
      await createResort(t, other);
      const response = await t.http.get(`/api/v1/resorts?theme_park=${park.slug}`).expect(200);
      expect(response.headers['cache-control']).toBe(
        'public, max-age=60, s-maxage=60, stale-while-revalidate=60, stale-if-error=86400',
      );
      expect(response.body).toEqual({
        data: [
          expect.objectContaining({
            id: resort.id,
            theme_park_id: park.id,
            theme_park: { id: park.id, slug: park.slug, name: park.name, timezone: park.timezone },
            amenities: ['Spa', 'Monorail'],
            timezone: 'America/New_York',
          }),
        ],
        total: 1,
        skip: 0,
        limit: 20,
      });
      const none = await t.http.get('/api/v1/resorts?theme_park=no-such-park').expect(200);
      expect(none.body.total).toBe(0);
    });

    it('answers 400 for bad pagination or unknown filters', async () => {
      expectProblem(await t.http.get('/api/v1/resorts?limit=abc'), 400, 'VALIDATION_FAILED');
      expectProblem(await t.http.get('/api/v1/resorts?park=x'), 400, 'VALIDATION_FAILED');
    });
  });

  describe('GET /api/v1/resorts/{slug}', () => {
    it('answers an active resort and 404 for an inactive one', async () => {
      const park = await createThemePark(t);
      const resort = await createResort(t, park, { nightlyPriceFrom: '689.00' });
      const hidden = await createResort(t, park, { isActive: false });
      const response = await t.http.get(`/api/v1/resorts/${resort.slug}`).expect(200);
      expect(response.body.data).toEqual(
        expect.objectContaining({
          slug: resort.slug,
          nightly_price_from: '689.00',
          currency: 'USD',
        }),
      );
      expectProblem(await t.http.get(`/api/v1/resorts/${hidden.slug}`), 404, 'NOT_FOUND');
    });
  });

  describe('studio /studio/resorts', () => {
    it('creates a resort (201) that takes the park time zone by default', async () => {
      const park = await createThemePark(t, { timezone: 'Europe/Paris' });
      const slug = uniqueSlug('hotel');
      const response = await t.http
        .post('/studio/resorts')
        .set(asEditor())
        .send({
          name: 'Disneyland Hotel',
          slug,
          theme_park_id: park.id,
          amenities: [' Pool ', 'Spa'],
          price_tier: 'deluxe',
          nightly_price_from: '550.00',
          currency: 'eur',
        })
        .expect(201);
      expect(response.body.data).toEqual(
        expect.objectContaining({
          slug,
          amenities: ['Pool', 'Spa'],
          currency: 'EUR',
          timezone: 'Europe/Paris',
          utc_offset: expect.stringMatching(/^\+0[12]:00$/),
        }),
      );
    });

    it('answers 400 for a missing or unknown park and bad fields, 409 for a taken slug', async () => {
      const park = await createThemePark(t);
      const missing = expectProblem(
        await t.http.post('/studio/resorts').set(asEditor()).send({ name: 'X', slug: 'x-resort' }),
        400,
        'VALIDATION_FAILED',
      );
      expect(missing.errors).toEqual([{ field: 'theme_park_id', message: 'is required' }]);
      const unknown = expectProblem(
        await t.http.post('/studio/resorts').set(asEditor()).send({
          name: 'X',
          slug: 'x-resort',
          theme_park_id: '00000000-0000-4000-8000-000000000000',
        }),
        400,
        'VALIDATION_FAILED',
      );
      expect(unknown.errors).toEqual([
        { field: 'theme_park_id', message: 'refers to a theme park that does not exist' },
      ]);
      const bad = expectProblem(
        await t.http.post('/studio/resorts').set(asEditor()).send({
          name: 'X',
          slug: 'x-resort',
          theme_park_id: park.id,
          amenities: 'Spa',
          nightly_price_from: 12,
        }),
        400,
        'VALIDATION_FAILED',
      );
      expect(bad.errors?.map((e) => e.field).sort()).toEqual(['amenities', 'nightly_price_from']);
      const existing = await createResort(t, park);
      expectProblem(
        await t.http
          .post('/studio/resorts')
          .set(asEditor())
          .send({ name: 'X', slug: existing.slug, theme_park_id: park.id }),
        409,
        'CONFLICT',
      );
    });

    it('lists inactive resorts, gets, updates and deletes by id', async () => {
      const park = await createThemePark(t);
      const other = await createThemePark(t);
      const resort = await createResort(t, park, { isActive: false });
      const list = await t.http.get('/studio/resorts?limit=100').set(asEditor()).expect(200);
      expect(list.body.data.map((r: { id: string }) => r.id)).toContain(resort.id);
      await t.http.get(`/studio/resorts/${resort.id}`).set(asEditor()).expect(200);
      const moved = await t.http
        .patch(`/studio/resorts/${resort.id}`)
        .set(asEditor())
        .send({ theme_park_id: other.id, is_active: true, price_tier: null })
        .expect(200);
      expect(moved.body.data).toEqual(
        expect.objectContaining({ theme_park_id: other.id, is_active: true, price_tier: null }),
      );
      expect(moved.body.data.theme_park.id).toBe(other.id);
      expectProblem(
        await t.http
          .patch(`/studio/resorts/${resort.id}`)
          .set(asEditor())
          .send({ amenities: null }),
        400,
        'VALIDATION_FAILED',
      );
      expectProblem(
        await t.http
          .patch(`/studio/resorts/${resort.id}`)
          .set(asEditor())
          .send({ theme_park_id: '00000000-0000-4000-8000-000000000000' }),
        400,
        'VALIDATION_FAILED',
      );
      await t.http.delete(`/studio/resorts/${resort.id}`).set(asEditor()).expect(204);
      expectProblem(
        await t.http.get(`/studio/resorts/${resort.id}`).set(asEditor()),
        404,
        'NOT_FOUND',
      );
    });
  });
});
