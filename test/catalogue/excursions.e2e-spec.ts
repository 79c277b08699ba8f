import { Port } from '@/modules/catalogue/cruise/ports/port.entity';
import { createExcursion, createPort, UNKNOWN_ID, uniqueSlug } from '../factories/cruise.factory';
import { createAttraction, createThemePark } from '../factories/parks.factory';
import { bearer, createUserWithTokens, UserWithTokens } from '../factories/users.factory';
import { expectProblem } from '../support/problem';
import { createTestApp, TestApp } from '../support/test-app';

let PARK_ID: string;

describe('excursions', () => {
  let t: TestApp;
  let editor: UserWithTokens;
  let port: Port;

  beforeAll(async () => {
    t = await createTestApp();
    editor = await createUserWithTokens(t, { role: 'editor' });
    port = await createPort(t);
    PARK_ID = (await createThemePark(t)).id;
  });
  afterAll(() => t.close());

  const asEditor = () => bearer(editor.accessToken);

  describe('POST /studio/excursions', () => {
    it('creates a shore excursion from a port (201)', async () => {
      const slug = uniqueSlug('snorkel');
      const response = await t.http
        .post('/studio/excursions')
        .set(asEditor())
        .send({
          name: 'Stingray City',
          slug,
          excursion_type: 'shore',
          port_id: port.id,
          duration_minutes: 240,
          price_from: '89',
          description: 'Meet the rays',
        })
        .expect(201);
      expect(response.body.data).toEqual({
        id: expect.any(String),
        name: 'Stingray City',
        slug,
        locale: 'en',
        excursion_type: 'shore',
        port_id: port.id,
        port: {
          id: port.id,
          name: port.name,
          slug: port.slug,
          country: port.country,
          city: null,
          port_type: null,
        },
        theme_park_id: null,
        theme_park: null,
        attraction_id: null,
        attraction: null,
        duration_minutes: 240,
        price_from: '89.00',
        currency: 'USD',
        description: 'Meet the rays',
        is_active: true,
        created_at: expect.stringMatching(/Z$/),
        updated_at: expect.stringMatching(/Z$/),
      });
    });

    it('refuses a land excursion at a theme park or attraction that does not exist (400)', async () => {
      for (const field of ['theme_park_id', 'attraction_id']) {
        const response = await t.http
          .post('/studio/excursions')
          .set(asEditor())
          .send({
            name: 'Nowhere',
            slug: uniqueSlug('nowhere'),
            excursion_type: 'land',
            [field]: UNKNOWN_ID,
          });
        expectProblem(response, 400, 'VALIDATION_FAILED');
        expect(response.body.errors).toEqual([
          { field, message: expect.stringMatching(/does not exist/) },
        ]);
      }
    });

    it('keeps a theme park or attraction that a land excursion still uses (409 on delete)', async () => {
      const park = await createThemePark(t);
      const attraction = await createAttraction(t, park);
      await createExcursion(t, {
        excursionType: 'land',
        themeParkId: null,
        attractionId: attraction.id,
      });
      expectProblem(
        await t.http.delete(`/studio/attractions/${attraction.id}`).set(asEditor()),
        409,
        'CONFLICT',
      );
      await createExcursion(t, { excursionType: 'land', themeParkId: park.id });
      expectProblem(
        await t.http.delete(`/studio/theme-parks/${park.id}`).set(asEditor()),
        409,
        'CONFLICT',
      );
    });

    it('creates a land excursion at a theme park (201)', async () => {
      const response = await t.http
        .post('/studio/excursions')
        .set(asEditor())
        .send({
          name: 'Park day',
          slug: uniqueSlug('park'),
          excursion_type: 'land',
          theme_park_id: PARK_ID,
        })
        .expect(201);
      expect(response.body.data).toEqual(
        expect.objectContaining({ excursion_type: 'land', theme_park_id: PARK_ID, port: null }),
      );
    });

    it.each([
      [{ excursion_type: 'shore' }, 'port_id', 'is required for a shore excursion'],
      [
        { excursion_type: 'shore', port_id: 'PORT', theme_park_id: UNKNOWN_ID },
        'theme_park_id',
        'must be empty for a shore excursion',
      ],
      [
        { excursion_type: 'land' },
        'theme_park_id',
        'a land excursion needs theme_park_id or attraction_id',
      ],
      [
        { excursion_type: 'land', attraction_id: UNKNOWN_ID, port_id: 'PORT' },
        'port_id',
        'must be empty for a land excursion',
      ],
      [
        { excursion_type: 'shore', port_id: UNKNOWN_ID },
        'port_id',
        'refers to a port that does not exist',
      ],
      [{ excursion_type: 'cruise' }, 'excursion_type', 'must be one of: shore, land'],
      [{ excursion_type: 'land', theme_park_id: 'nope' }, 'theme_park_id', 'must be a UUID'],
      [
        { excursion_type: 'shore', port_id: 'PORT', duration_minutes: 0 },
        'duration_minutes',
        'must be at least 1',
      ],
    ] as Array<[Record<string, unknown>, string, string]>)(
      'answers 400 for %p',
      async (patch, field, message) => {
        const body = expectProblem(
          await t.http
            .post('/studio/excursions')
            .set(asEditor())
            .send({
              name: 'X',
              slug: uniqueSlug('x'),
              ...patch,
              ...(patch.port_id === 'PORT' ? { port_id: port.id } : {}),
            }),
          400,
          'VALIDATION_FAILED',
        );
        expect(body.errors).toEqual([{ field, message }]);
      },
    );

    it('answers 409 for a duplicate slug', async () => {
      const existing = await createExcursion(t);
      expectProblem(
        await t.http
          .post('/studio/excursions')
          .set(asEditor())
          .send({ name: 'X', slug: existing.slug, excursion_type: 'shore', port_id: port.id }),
        409,
        'CONFLICT',
      );
    });
  });

  describe('public lists', () => {
    it('/api/excursions lists both kinds; /shore and /land one each; inactive hidden', async () => {
      const shore = await createExcursion(t, { portId: port.id });
      const land = await createExcursion(t, { excursionType: 'land' });
      const hidden = await createExcursion(t, { isActive: false });

      const ids = async (path: string) => {
        const response = await t.http.get(`${path}?limit=100`).expect(200);
        expect(response.headers['cache-control']).toBe(
          'public, max-age=60, s-maxage=60, stale-while-revalidate=60, stale-if-error=86400',
        );
        expect(response.body).toEqual(
          expect.objectContaining({ total: response.body.data.length, skip: 0, limit: 100 }),
        );
        return (response.body.data as Array<{ id: string }>).map((e) => e.id);
      };
      const all = await ids('/api/excursions');
      expect(all).toEqual(expect.arrayContaining([shore.id, land.id]));
      expect(all).not.toContain(hidden.id);
      const shoreOnly = await ids('/api/excursions/shore');
      expect(shoreOnly).toContain(shore.id);
      expect(shoreOnly).not.toContain(land.id);
      const landOnly = await ids('/api/excursions/land');
      expect(landOnly).toContain(land.id);
      expect(landOnly).not.toContain(shore.id);
    });

    it('paginates and validates paging', async () => {
      await createExcursion(t);
      await createExcursion(t);
      const page = await t.http.get('/api/excursions?limit=1&skip=1').expect(200);
      expect(page.body.data).toHaveLength(1);
      expect(page.body.skip).toBe(1);
      expectProblem(await t.http.get('/api/excursions/shore?limit=101'), 400, 'VALIDATION_FAILED');
    });

    it('/api/excursions/{slug} answers an active excursion; 404 inactive or unknown', async () => {
      const excursion = await createExcursion(t, { portId: port.id });
      const response = await t.http.get(`/api/excursions/${excursion.slug}`).expect(200);
      expect(response.body.data).toEqual(
        expect.objectContaining({
          id: excursion.id,
          port: expect.objectContaining({ id: port.id }),
        }),
      );
      const hidden = await createExcursion(t, { isActive: false });
      expectProblem(await t.http.get(`/api/excursions/${hidden.slug}`), 404, 'NOT_FOUND');
      expectProblem(await t.http.get('/api/excursions/nothing-here'), 404, 'NOT_FOUND');
      expectProblem(await t.http.get('/api/excursions/NOT_A_SLUG'), 400, 'VALIDATION_FAILED');
    });
  });

  describe('studio /studio/excursions', () => {
    it('lists inactive ones, filters by excursion_type, answers one', async () => {
      const hidden = await createExcursion(t, { excursionType: 'land', isActive: false });
      const list = await t.http
        .get('/studio/excursions?excursion_type=land&limit=100')
        .set(asEditor())
        .expect(200);
      expect(list.body.data.map((e: { id: string }) => e.id)).toContain(hidden.id);
      expect(
        list.body.data.every((e: { excursion_type: string }) => e.excursion_type === 'land'),
      ).toBe(true);
      const one = await t.http.get(`/studio/excursions/${hidden.id}`).set(asEditor()).expect(200);
      expect(one.body.data.is_active).toBe(false);
      expectProblem(
        await t.http.get(`/studio/excursions/${UNKNOWN_ID}`).set(asEditor()),
        404,
        'NOT_FOUND',
      );
      expectProblem(
        await t.http.get('/studio/excursions?excursion_type=sea').set(asEditor()),
        400,
        'VALIDATION_FAILED',
      );
    });

    it('PATCH changes fields; switching to land requires clearing the port', async () => {
      const excursion = await createExcursion(t, { portId: port.id, durationMinutes: 60 });
      const response = await t.http
        .patch(`/studio/excursions/${excursion.id}`)
        .set(asEditor())
        .send({ price_from: '10.50', duration_minutes: null })
        .expect(200);
      expect(response.body.data).toEqual(
        expect.objectContaining({ price_from: '10.50', duration_minutes: null, port_id: port.id }),
      );
      expectProblem(
        await t.http
          .patch(`/studio/excursions/${excursion.id}`)
          .set(asEditor())
          .send({ excursion_type: 'land', theme_park_id: PARK_ID }),
        400,
        'VALIDATION_FAILED',
      );
      const switched = await t.http
        .patch(`/studio/excursions/${excursion.id}`)
        .set(asEditor())
        .send({ excursion_type: 'land', theme_park_id: PARK_ID, port_id: null })
        .expect(200);
      expect(switched.body.data).toEqual(
        expect.objectContaining({
          excursion_type: 'land',
          port_id: null,
          port: null,
          theme_park_id: PARK_ID,
        }),
      );
      expectProblem(
        await t.http.patch(`/studio/excursions/${UNKNOWN_ID}`).set(asEditor()).send({ name: 'X' }),
        404,
        'NOT_FOUND',
      );
    });

    it('DELETE removes an excursion (204); its port can then be deleted', async () => {
      const own = await createPort(t);
      const excursion = await createExcursion(t, { portId: own.id });
      expectProblem(
        await t.http.delete(`/studio/ports/${own.id}`).set(asEditor()),
        409,
        'CONFLICT',
      );
      await t.http.delete(`/studio/excursions/${excursion.id}`).set(asEditor()).expect(204);
      await t.http.delete(`/studio/ports/${own.id}`).set(asEditor()).expect(204);
      expectProblem(
        await t.http.delete(`/studio/excursions/${excursion.id}`).set(asEditor()),
        404,
        'NOT_FOUND',
      );
    });
  });
});
