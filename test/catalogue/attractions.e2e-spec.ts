import { bearer, createUserWithTokens, UserWithTokens } from '../factories/users.factory';
import { createAttraction, createThemePark, uniqueSlug } from '../factories/parks.factory';
import { expectProblem } from '../support/problem';
import { createTestApp, TestApp } from '../support/test-app';

describe('attractions', () => {
  let t: TestApp;
  let editor: UserWithTokens;
  const asEditor = () => bearer(editor.accessToken);

  beforeAll(async () => {
    t = await createTestApp();
    editor = await createUserWithTokens(t, { role: 'editor' });
  });
  afterAll(() => t.close());

  describe('GET /api/v1/attractions', () => {
    it('filters by park, thrill level and ride type (case-insensitive); active only', async () => {
      const park = await createThemePark(t);
      const other = await createThemePark(t);
      const coaster = await createAttraction(t, park, {
        name: 'Coaster',
        thrillLevel: 'thrill',
        rideType: 'Roller Coaster',
      });
      const boat = await createAttraction(t, park, {
        name: 'Boat',
        thrillLevel: 'mild',
        rideType: 'boat ride',
      });
      await createAttraction(t, park, { thrillLevel: 'thrill', isActive: false });
      await createAttraction(t, other, { thrillLevel: 'thrill', rideType: 'roller coaster' });

      const ids = async (query: string): Promise<string[]> => {
        const response = await t.http.get(`/api/v1/attractions?${query}`).expect(200);
        return (response.body.data as Array<{ id: string }>).map((a) => a.id);
      };
      expect(await ids(`theme_park=${park.slug}`)).toEqual([boat.id, coaster.id]);
      expect(await ids(`theme_park=${park.slug}&thrill_level=thrill`)).toEqual([coaster.id]);
      expect(await ids(`theme_park=${park.slug}&ride_type=ROLLER%20COASTER`)).toEqual([coaster.id]);
    });

    it.each([
      ['thrill_level=scary', 'thrill_level'],
      ['limit=0', 'limit'],
      ['ride_type=', 'ride_type'],
    ])('answers 400 for ?%s', async (query, field) => {
      const body = expectProblem(
        await t.http.get(`/api/v1/attractions?${query}`),
        400,
        'VALIDATION_FAILED',
      );
      expect(body.errors?.map((e) => e.field)).toEqual([field]);
    });
  });

  describe('GET /api/v1/attractions/{slug}', () => {
    it('answers heights, accessibility and the upstream id', async () => {
      const park = await createThemePark(t);
      const ride = await createAttraction(t, park, {
        minHeightCm: 112,
        accessibility: { wheelchair_accessible: false, must_transfer: true },
        upstreamEntityId: 'b2260923-9315-40fd-9c6b-44dd811dbe64',
      });
      const response = await t.http.get(`/api/v1/attractions/${ride.slug}`).expect(200);
      expect(response.body.data).toEqual(
        expect.objectContaining({
          min_height_cm: 112,
          max_height_cm: null,
          accessibility: { wheelchair_accessible: false, must_transfer: true },
          upstream_entity_id: 'b2260923-9315-40fd-9c6b-44dd811dbe64',
          live_data_enabled: true,
          theme_park: expect.objectContaining({ slug: park.slug }),
        }),
      );
      expectProblem(await t.http.get('/api/v1/attractions/nope'), 404, 'NOT_FOUND');
    });
  });

  describe('studio /studio/attractions', () => {
    it('creates (201), updates (200) and deletes (204) an attraction', async () => {
      const park = await createThemePark(t);
      const slug = uniqueSlug('space-mountain');
      const created = await t.http
        .post('/studio/attractions')
        .set(asEditor())
        .send({
          name: 'Space Mountain',
          slug,
          theme_park_id: park.id,
          thrill_level: 'thrill',
          ride_type: 'roller coaster',
          min_height_cm: 112,
          duration_minutes: 3,
          accessibility: { must_transfer: true, notes: 'Transfer from wheelchair.' },
        })
        .expect(201);
      const id = created.body.data.id as string;
      expect(created.body.data).toEqual(
        expect.objectContaining({ slug, thrill_level: 'thrill', min_height_cm: 112 }),
      );
      const updated = await t.http
        .patch(`/studio/attractions/${id}`)
        .set(asEditor())
        .send({ thrill_level: null, accessibility: null })
        .expect(200);
      expect(updated.body.data).toEqual(
        expect.objectContaining({ thrill_level: null, accessibility: null, min_height_cm: 112 }),
      );
      await t.http.delete(`/studio/attractions/${id}`).set(asEditor()).expect(204);
      expectProblem(
        await t.http.get(`/studio/attractions/${id}`).set(asEditor()),
        404,
        'NOT_FOUND',
      );
    });

    it('answers 400 for bad fields, a maximum height below the minimum, bad accessibility', async () => {
      const park = await createThemePark(t);
      const bad = expectProblem(
        await t.http
          .post('/studio/attractions')
          .set(asEditor())
          .send({
            name: 'X',
            slug: uniqueSlug('x'),
            theme_park_id: park.id,
            thrill_level: 'scary',
            min_height_cm: -1,
            upstream_entity_id: 'abc',
            accessibility: { wheelchair_accessible: 'yes' },
          }),
        400,
        'VALIDATION_FAILED',
      );
      expect(bad.errors?.map((e) => e.field).sort()).toEqual([
        'accessibility',
        'min_height_cm',
        'thrill_level',
        'upstream_entity_id',
      ]);
      const heights = expectProblem(
        await t.http
          .post('/studio/attractions')
          .set(asEditor())
          .send({
            name: 'X',
            slug: uniqueSlug('x'),
            theme_park_id: park.id,
            min_height_cm: 120,
            max_height_cm: 100,
          }),
        400,
        'VALIDATION_FAILED',
      );
      expect(heights.errors).toEqual([
        { field: 'max_height_cm', message: 'must not be less than min_height_cm' },
      ]);
      const ride = await createAttraction(t, park, { minHeightCm: 120 });
      expectProblem(
        await t.http
          .patch(`/studio/attractions/${ride.id}`)
          .set(asEditor())
          .send({ max_height_cm: 90 }),
        400,
        'VALIDATION_FAILED',
      );
    });
  });
});
