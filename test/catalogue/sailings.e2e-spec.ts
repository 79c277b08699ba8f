import { Itinerary } from '@/modules/catalogue/cruise/itineraries/itinerary.entity';
import { Ship } from '@/modules/catalogue/cruise/ships/ship.entity';
import {
  createItinerary,
  createSailing,
  createShip,
  dateFromToday,
  UNKNOWN_ID,
} from '../factories/cruise.factory';
import { bearer, createUserWithTokens, UserWithTokens } from '../factories/users.factory';
import { expectProblem } from '../support/problem';
import { createTestApp, TestApp } from '../support/test-app';

describe('sailings', () => {
  let t: TestApp;
  let editor: UserWithTokens;
  let ship: Ship;
  let itinerary: Itinerary;

  beforeAll(async () => {
    t = await createTestApp();
    editor = await createUserWithTokens(t, { role: 'editor' });
    ship = await createShip(t);
    itinerary = await createItinerary(t, { cruiseLineId: ship.cruiseLineId });
  });
  afterAll(() => t.close());

  const asEditor = () => bearer(editor.accessToken);

  describe('POST /studio/sailings', () => {
    it('creates a sailing (201) with defaults for currency and status', async () => {
      const response = await t.http
        .post('/studio/sailings')
        .set(asEditor())
        .send({
          ship_id: ship.id,
          itinerary_id: itinerary.id,
          departure_date: '2030-03-14',
          return_date: '2030-03-21',
          price_from: '899.5',
        })
        .expect(201);
      expect(response.body.data).toEqual({
        id: expect.any(String),
        ship_id: ship.id,
        ship: { id: ship.id, name: ship.name, slug: ship.slug },
        itinerary_id: itinerary.id,
        itinerary: {
          id: itinerary.id,
          name: itinerary.name,
          slug: itinerary.slug,
          cruise_region: 'Caribbean',
          nights: 7,
        },
        departure_date: '2030-03-14',
        return_date: '2030-03-21',
        price_from: '899.50',
        currency: 'USD',
        status: 'on_sale',
        is_active: true,
        created_at: expect.stringMatching(/Z$/),
        updated_at: expect.stringMatching(/Z$/),
      });
    });

    it('answers 400 naming the field for a ship or itinerary that does not exist', async () => {
      for (const field of ['ship_id', 'itinerary_id']) {
        const body = expectProblem(
          await t.http
            .post('/studio/sailings')
            .set(asEditor())
            .send({
              ship_id: ship.id,
              itinerary_id: itinerary.id,
              departure_date: '2030-03-14',
              return_date: '2030-03-21',
              [field]: UNKNOWN_ID,
            }),
          400,
          'VALIDATION_FAILED',
        );
        expect(body.errors).toEqual([{ field, message: expect.stringMatching(/does not exist$/) }]);
      }
    });

    it.each([
      [{ return_date: '2030-03-13' }, 'return_date'],
      [{ departure_date: '14/03/2030' }, 'departure_date'],
      [{ price_from: '-1.00' }, 'price_from'],
      [{ currency: 'US' }, 'currency'],
      [{ status: 'sailing' }, 'status'],
      [{ ship_id: 'x' }, 'ship_id'],
    ])('answers 400 for %p', async (patch, field) => {
      const body = expectProblem(
        await t.http
          .post('/studio/sailings')
          .set(asEditor())
          .send({
            ship_id: ship.id,
            itinerary_id: itinerary.id,
            departure_date: '2030-03-14',
            return_date: '2030-03-21',
            ...patch,
          }),
        400,
        'VALIDATION_FAILED',
      );
      expect(body.errors?.map((e) => e.field)).toEqual([field]);
    });
  });

  describe('GET /api/v1/sailings', () => {
    it('lists upcoming active sailings by departure, filtered by ship, itinerary and dates', async () => {
      const own = await createShip(t);
      const route = await createItinerary(t, { cruiseLineId: own.cruiseLineId });
      const today = await createSailing(t, {
        shipId: own.id,
        itineraryId: route.id,
        departureDate: dateFromToday(0),
        returnDate: dateFromToday(7),
      });
      const later = await createSailing(t, {
        shipId: own.id,
        itineraryId: route.id,
        departureDate: dateFromToday(60),
        returnDate: dateFromToday(67),
      });
      await createSailing(t, {
        shipId: own.id,
        itineraryId: route.id,
        departureDate: dateFromToday(-10),
        returnDate: dateFromToday(-3),
      });
      await createSailing(t, { shipId: own.id, itineraryId: route.id, isActive: false });
      const otherRoute = await createSailing(t, { shipId: own.id });

      const ids = async (query: string) => {
        const response = await t.http.get(`/api/v1/sailings?${query}`).expect(200);
        expect(response.body.total).toBe(response.body.data.length);
        return (response.body.data as Array<{ id: string }>).map((s) => s.id);
      };
      expect(await ids(`ship=${own.slug}&itinerary=${route.slug}`)).toEqual([today.id, later.id]);
      // By departure date: otherRoute departs in 30 days (the factory's default).
      expect(await ids(`ship=${own.slug}`)).toEqual([today.id, otherRoute.id, later.id]);
      expect(await ids(`itinerary=${route.slug}&date_from=${dateFromToday(1)}`)).toEqual([
        later.id,
      ]);
      expect(await ids(`itinerary=${route.slug}&date_to=${dateFromToday(1)}`)).toEqual([today.id]);
      expect(
        await ids(
          `itinerary=${route.slug}&date_from=${dateFromToday(60)}&date_to=${dateFromToday(60)}`,
        ),
      ).toEqual([later.id]);
      // Past sailings stay hidden even when date_from reaches back.
      expect(await ids(`itinerary=${route.slug}&date_from=${dateFromToday(-30)}`)).toEqual([
        today.id,
        later.id,
      ]);
      expect(await ids('ship=no-such-ship')).toEqual([]);
    });

    it('hides sailings of inactive ships or itineraries', async () => {
      const hiddenShip = await createShip(t, { isActive: false });
      const sailing = await createSailing(t, { shipId: hiddenShip.id });
      const response = await t.http.get(`/api/v1/sailings?ship=${hiddenShip.slug}`).expect(200);
      expect(response.body.data).toEqual([]);
      const studio = await t.http
        .get(`/studio/sailings?ship=${hiddenShip.slug}`)
        .set(asEditor())
        .expect(200);
      expect(studio.body.data.map((s: { id: string }) => s.id)).toEqual([sailing.id]);
    });

    it.each([
      ['date_from=2030-02-30', 'date_from'],
      ['date_to=tomorrow', 'date_to'],
      ['date_from=2030-05-02&date_to=2030-05-01', 'date_to'],
      ['limit=0', 'limit'],
    ])('answers 400 for ?%s', async (query, field) => {
      const body = expectProblem(
        await t.http.get(`/api/v1/sailings?${query}`),
        400,
        'VALIDATION_FAILED',
      );
      expect(body.errors?.map((e) => e.field)).toEqual([field]);
    });
  });

  describe('studio /studio/sailings', () => {
    it('lists past and inactive sailings, answers one, 404 for unknown', async () => {
      const past = await createSailing(t, {
        shipId: ship.id,
        itineraryId: itinerary.id,
        departureDate: '2020-01-01',
        returnDate: '2020-01-08',
        isActive: false,
      });
      const list = await t.http
        .get(`/studio/sailings?ship=${ship.slug}&limit=100`)
        .set(asEditor())
        .expect(200);
      expect(list.body.data[0].id).toBe(past.id);
      const one = await t.http.get(`/studio/sailings/${past.id}`).set(asEditor()).expect(200);
      expect(one.body.data).toEqual(
        expect.objectContaining({ id: past.id, departure_date: '2020-01-01', is_active: false }),
      );
      expectProblem(
        await t.http.get(`/studio/sailings/${UNKNOWN_ID}`).set(asEditor()),
        404,
        'NOT_FOUND',
      );
    });

    it('PATCH changes only the fields sent and checks dates against the stored ones', async () => {
      const sailing = await createSailing(t, {
        shipId: ship.id,
        itineraryId: itinerary.id,
        departureDate: '2031-06-01',
        returnDate: '2031-06-08',
      });
      const response = await t.http
        .patch(`/studio/sailings/${sailing.id}`)
        .set(asEditor())
        .send({ status: 'sold_out', price_from: '1200.00', currency: 'EUR' })
        .expect(200);
      expect(response.body.data).toEqual(
        expect.objectContaining({
          status: 'sold_out',
          price_from: '1200.00',
          currency: 'EUR',
          departure_date: '2031-06-01',
        }),
      );
      const body = expectProblem(
        await t.http
          .patch(`/studio/sailings/${sailing.id}`)
          .set(asEditor())
          .send({ departure_date: '2031-06-09' }),
        400,
        'VALIDATION_FAILED',
      );
      expect(body.errors).toEqual([
        { field: 'return_date', message: 'must not be before departure_date' },
      ]);
      expectProblem(
        await t.http
          .patch(`/studio/sailings/${sailing.id}`)
          .set(asEditor())
          .send({ ship_id: UNKNOWN_ID }),
        400,
        'VALIDATION_FAILED',
      );
      expectProblem(
        await t.http
          .patch(`/studio/sailings/${UNKNOWN_ID}`)
          .set(asEditor())
          .send({ status: 'on_sale' }),
        404,
        'NOT_FOUND',
      );
    });

    it('DELETE removes a sailing (204)', async () => {
      const sailing = await createSailing(t, { shipId: ship.id, itineraryId: itinerary.id });
      await t.http.delete(`/studio/sailings/${sailing.id}`).set(asEditor()).expect(204);
      expectProblem(
        await t.http.delete(`/studio/sailings/${sailing.id}`).set(asEditor()),
        404,
        'NOT_FOUND',
      );
    });
  });
});
