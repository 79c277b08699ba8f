import { createShip } from '../factories/cruise.factory';
import { bearer, createUserWithTokens, UserWithTokens } from '../factories/users.factory';
import {
  createDiningLocation,
  createResort,
  createThemePark,
  uniqueSlug,
} from '../factories/parks.factory';
import { expectProblem } from '../support/problem';
import { createTestApp, TestApp } from '../support/test-app';

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

describe('dining locations', () => {
  let t: TestApp;
  let editor: UserWithTokens;
  const asEditor = () => bearer(editor.accessToken);

  beforeAll(async () => {
    t = await createTestApp();
    editor = await createUserWithTokens(t, { role: 'editor' });
  });
  afterAll(() => t.close());

  describe('GET /api/v1/dining', () => {
    it('filters by venue type, cuisine type (case-insensitive) and reservation_required', async () => {
      const park = await createThemePark(t);
      const cuisine = `Cuisine ${uniqueSlug('c')}`;
      const table = await createDiningLocation(
        t,
        { themeParkId: park.id },
        { venueType: 'table service', cuisineType: cuisine, reservationRequired: true },
      );
      const counter = await createDiningLocation(
        t,
        { themeParkId: park.id },
        { venueType: 'quick service', cuisineType: cuisine },
      );
      await createDiningLocation(
        t,
        { themeParkId: park.id },
        { cuisineType: cuisine, isActive: false },
      );

      const ids = async (query: string): Promise<string[]> => {
        const response = await t.http
          .get(`/api/v1/dining?cuisine_type=${encodeURIComponent(cuisine.toUpperCase())}&${query}`)
          .expect(200);
        return (response.body.data as Array<{ id: string }>).map((a) => a.id);
      };
      expect((await ids('')).sort()).toEqual([table.id, counter.id].sort());
      expect(await ids('venue_type=TABLE%20SERVICE')).toEqual([table.id]);
      expect(await ids('reservation_required=true')).toEqual([table.id]);
      expect(await ids('reservation_required=false')).toEqual([counter.id]);
    });

    it.each(['yes', '1', 'TRUE', ''])('answers 400 for reservation_required=%s', async (value) => {
      const body = expectProblem(
        await t.http.get(`/api/v1/dining?reservation_required=${value}`),
        400,
        'VALIDATION_FAILED',
      );
      expect(body.errors?.map((e) => e.field)).toEqual(['reservation_required']);
    });
  });

  describe('GET /api/v1/dining/{slug}', () => {
    it('answers dress code, price range, hours with the place zone and offset, and the place', async () => {
      const park = await createThemePark(t, { timezone: 'Asia/Tokyo' });
      const resort = await createResort(t, park, { timezone: 'Asia/Tokyo' });
      const diner = await createDiningLocation(
        t,
        { resortId: resort.id },
        {
          dressCode: 'smart casual',
          priceRange: '$$$',
          openingHours: { monday: [{ opens: '17:00', closes: '22:00' }] },
        },
      );
      const response = await t.http.get(`/api/v1/dining/${diner.slug}`).expect(200);
      expect(response.body.data).toEqual(
        expect.objectContaining({
          dress_code: 'smart casual',
          price_range: '$$$',
          opening_hours: { monday: [{ opens: '17:00', closes: '22:00' }] },
          timezone: 'Asia/Tokyo',
          utc_offset: '+09:00',
          resort_id: resort.id,
          theme_park_id: null,
          ship_id: null,
          place: { type: 'resort', id: resort.id, slug: resort.slug, name: resort.name },
        }),
      );
      expectProblem(await t.http.get('/api/v1/dining/nope'), 404, 'NOT_FOUND');
    });
  });

  describe('studio /studio/dining', () => {
    it('places a venue on a ship, which takes it along when deleted', async () => {
      const ship = await createShip(t);
      const created = await t.http
        .post('/studio/dining')
        .set(asEditor())
        .send({
          name: 'Chops Grille',
          slug: uniqueSlug('chops'),
          venue_type: 'table service',
          cuisine_type: 'Steakhouse',
          ship_id: ship.id,
        })
        .expect(201);
      expect(created.body.data.ship_id).toBe(ship.id);
      await t.http.delete(`/studio/ships/${ship.id}`).set(asEditor()).expect(204);
      await t.http.get(`/studio/dining/${created.body.data.id}`).set(asEditor()).expect(404);
    });

    it('creates (201) at a park, moves to a resort on PATCH, deletes (204)', async () => {
      const park = await createThemePark(t);
      const resort = await createResort(t, park);
      const slug = uniqueSlug('be-our-guest');
      const created = await t.http
        .post('/studio/dining')
        .set(asEditor())
        .send({
          name: 'Be Our Guest',
          slug,
          venue_type: 'table service',
          cuisine_type: 'French',
          price_range: '$$$',
          reservation_required: true,
          theme_park_id: park.id,
          opening_hours: {
            sunday: [],
            monday: [
              { opens: '17:00', closes: '21:00' },
              { opens: '11:00', closes: '14:30' },
            ],
          },
        })
        .expect(201);
      expect(created.body.data).toEqual(
        expect.objectContaining({
          slug,
          place: expect.objectContaining({ type: 'theme_park', id: park.id }),
          opening_hours: {
            monday: [
              { opens: '11:00', closes: '14:30' },
              { opens: '17:00', closes: '21:00' },
            ],
            sunday: [],
          },
        }),
      );
      const id = created.body.data.id as string;
      const moved = await t.http
        .patch(`/studio/dining/${id}`)
        .set(asEditor())
        .send({ resort_id: resort.id, opening_hours: null })
        .expect(200);
      expect(moved.body.data).toEqual(
        expect.objectContaining({
          theme_park_id: null,
          resort_id: resort.id,
          opening_hours: null,
          place: expect.objectContaining({ type: 'resort' }),
        }),
      );
      await t.http.delete(`/studio/dining/${id}`).set(asEditor()).expect(204);
      expectProblem(await t.http.get(`/studio/dining/${id}`).set(asEditor()), 404, 'NOT_FOUND');
    });

    it('answers 400 unless exactly one existing place is given', async () => {
      const park = await createThemePark(t);
      const resort = await createResort(t, park);
      const base = { name: 'D', slug: uniqueSlug('d'), venue_type: 'bar', cuisine_type: 'Drinks' };
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{}, 'theme_park_id', 'exactly one of theme_park_id, ship_id and resort_id must be set'],
        [
          { theme_park_id: park.id, resort_id: resort.id },
          'theme_park_id',
          'exactly one of theme_park_id, ship_id and resort_id must be set',
        ],
        [
          { theme_park_id: NO_SUCH_ID },
          'theme_park_id',
          'refers to a theme park that does not exist',
        ],
        [{ resort_id: NO_SUCH_ID }, 'resort_id', 'refers to a resort that does not exist'],
        [{ ship_id: NO_SUCH_ID }, 'ship_id', 'refers to a ship that does not exist'],
      ];
      for (const [place, field, message] of cases) {
        const body = expectProblem(
          await t.http
            .post('/studio/dining')
            .set(asEditor())
            .send({ ...base, ...place }),
          400,
          'VALIDATION_FAILED',
        );
        expect(body.errors).toEqual([{ field, message }]);
      }
      const diner = await createDiningLocation(t, { themeParkId: park.id });
      expectProblem(
        await t.http
          .patch(`/studio/dining/${diner.id}`)
          .set(asEditor())
          .send({ theme_park_id: null }),
        400,
        'VALIDATION_FAILED',
      );
    });

    it('answers 400 for bad hours, price range and types; 409 for a taken slug', async () => {
      const park = await createThemePark(t);
      const body = expectProblem(
        await t.http
          .post('/studio/dining')
          .set(asEditor())
          .send({
            name: 'D',
            slug: uniqueSlug('d'),
            venue_type: 'bar',
            cuisine_type: 'Drinks',
            theme_park_id: park.id,
            price_range: '$$$$$',
            reservation_required: 'true',
            opening_hours: { funday: [{ opens: '9', closes: '17' }] },
          }),
        400,
        'VALIDATION_FAILED',
      );
      expect(body.errors?.map((e) => e.field).sort()).toEqual([
        'opening_hours',
        'price_range',
        'reservation_required',
      ]);
      const diner = await createDiningLocation(t, { themeParkId: park.id });
      expectProblem(
        await t.http.post('/studio/dining').set(asEditor()).send({
          name: 'D',
          slug: diner.slug,
          venue_type: 'bar',
          cuisine_type: 'Drinks',
          theme_park_id: park.id,
        }),
        409,
        'CONFLICT',
      );
    });
  });
});
