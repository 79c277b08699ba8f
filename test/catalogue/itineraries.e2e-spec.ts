import { CruiseLine } from '@/modules/catalogue/cruise/cruise-lines/cruise-line.entity';
import { ItineraryStop } from '@/modules/catalogue/cruise/itineraries/itinerary-stop.entity';
import { Port } from '@/modules/catalogue/cruise/ports/port.entity';
import {
  createCruiseLine,
  createItinerary,
  createPort,
  createSailing,
  UNKNOWN_ID,
  uniqueSlug,
} from '../factories/cruise.factory';
import { bearer, createUserWithTokens, UserWithTokens } from '../factories/users.factory';
import { expectProblem } from '../support/problem';
import { createTestApp, TestApp } from '../support/test-app';

describe('itineraries', () => {
  let t: TestApp;
  let editor: UserWithTokens;
  let line: CruiseLine;
  let miami: Port;
  let nassau: Port;
  let cozumel: Port;

  beforeAll(async () => {
    t = await createTestApp();
    editor = await createUserWithTokens(t, { role: 'editor' });
    line = await createCruiseLine(t);
    miami = await createPort(t, { portType: 'homeport' });
    nassau = await createPort(t);
    cozumel = await createPort(t);
  });
  afterAll(() => t.close());

  const asEditor = () => bearer(editor.accessToken);
  const base = () => ({
    name: '7-Night Western Caribbean',
    slug: uniqueSlug('western'),
    cruise_line_id: line.id,
    embarkation_port_id: miami.id,
    disembarkation_port_id: miami.id,
    cruise_region: 'Caribbean',
    nights: 7,
  });

  describe('POST /studio/itineraries', () => {
    it('creates an itinerary with ordered stops (201)', async () => {
      const input = {
        ...base(),
        description: 'Sun and sand',
        stops: [
          { day_number: 3, port_id: cozumel.id, arrival_time: '08:00', departure_time: '17:00' },
          { day_number: 1, port_id: miami.id, departure_time: '16:30' },
          { day_number: 2, notes: 'Day at sea' },
          { day_number: 3, port_id: nassau.id, arrival_time: '19:00' },
        ],
      };
      const response = await t.http
        .post('/studio/itineraries')
        .set(asEditor())
        .send(input)
        .expect(201);
      const summary = (p: Port) => ({
        id: p.id,
        name: p.name,
        slug: p.slug,
        country: p.country,
        city: null,
        port_type: p.portType ?? null,
      });
      expect(response.body.data).toEqual({
        id: expect.any(String),
        name: input.name,
        slug: input.slug,
        locale: 'en',
        cruise_region: 'Caribbean',
        nights: 7,
        cruise_line_id: line.id,
        cruise_line: { id: line.id, name: line.name, slug: line.slug },
        embarkation_port_id: miami.id,
        embarkation_port: summary(miami),
        disembarkation_port_id: miami.id,
        disembarkation_port: summary(miami),
        description: 'Sun and sand',
        is_active: true,
        created_at: expect.stringMatching(/Z$/),
        updated_at: expect.stringMatching(/Z$/),
        ports: [
          {
            day_number: 1,
            position: 1,
            at_sea: false,
            port: summary(miami),
            arrival_time: null,
            departure_time: '16:30',
            notes: null,
          },
          {
            day_number: 2,
            position: 1,
            at_sea: true,
            port: null,
            arrival_time: null,
            departure_time: null,
            notes: 'Day at sea',
          },
          {
            day_number: 3,
            position: 1,
            at_sea: false,
            port: summary(cozumel),
            arrival_time: '08:00',
            departure_time: '17:00',
            notes: null,
          },
          {
            day_number: 3,
            position: 2,
            at_sea: false,
            port: summary(nassau),
            arrival_time: '19:00',
            departure_time: null,
            notes: null,
          },
        ],
      });
    });

    it('answers 400 naming the field for a port or line that does not exist', async () => {
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ cruise_line_id: UNKNOWN_ID }, 'cruise_line_id'],
        [{ embarkation_port_id: UNKNOWN_ID }, 'embarkation_port_id'],
        [{ disembarkation_port_id: UNKNOWN_ID }, 'disembarkation_port_id'],
        [
          {
            stops: [
              { day_number: 1, port_id: miami.id },
              { day_number: 2, port_id: UNKNOWN_ID },
            ],
          },
          'stops[1].port_id',
        ],
      ];
      for (const [patch, field] of cases) {
        const body = expectProblem(
          await t.http
            .post('/studio/itineraries')
            .set(asEditor())
            .send({ ...base(), ...patch }),
          400,
          'VALIDATION_FAILED',
        );
        expect(body.errors).toEqual([{ field, message: expect.stringMatching(/does not exist$/) }]);
      }
    });

    it.each([
      [{ nights: 0 }, 'nights'],
      [{ nights: 'seven' }, 'nights'],
      [{ cruise_region: '' }, 'cruise_region'],
      [{ stops: 'none' }, 'stops'],
      [{ stops: [{ day_number: 0 }] }, 'stops[0].day_number'],
      [{ stops: [{ day_number: 1, arrival_time: '25:00' }] }, 'stops[0].arrival_time'],
      [{ stops: [{ day_number: 1, port_id: 'x' }] }, 'stops[0].port_id'],
      [{ stops: [{ day_number: 1, extra: true }] }, 'stops[0].extra'],
      [{ stops: [{ day_number: 9 }] }, 'stops[0].day_number'],
    ])('answers 400 for %p', async (patch, field) => {
      const body = expectProblem(
        await t.http
          .post('/studio/itineraries')
          .set(asEditor())
          .send({ ...base(), ...patch }),
        400,
        'VALIDATION_FAILED',
      );
      expect(body.errors?.map((e) => e.field)).toEqual([field]);
    });

    it('requires the core fields, refuses a duplicate slug (409)', async () => {
      const body = expectProblem(
        await t.http.post('/studio/itineraries').set(asEditor()).send({}),
        400,
        'VALIDATION_FAILED',
      );
      expect(body.errors?.map((e) => e.field).sort()).toEqual(
        [
          'cruise_line_id',
          'cruise_region',
          'disembarkation_port_id',
          'embarkation_port_id',
          'name',
          'nights',
          'slug',
        ].sort(),
      );
      const existing = await createItinerary(t, { cruiseLineId: line.id });
      expectProblem(
        await t.http
          .post('/studio/itineraries')
          .set(asEditor())
          .send({ ...base(), slug: existing.slug }),
        409,
        'CONFLICT',
      );
    });
  });

  describe('GET /api/v1/itineraries', () => {
    it('filters by cruise_line, cruise_region, nights_min and nights_max; hides inactive', async () => {
      const own = await createCruiseLine(t);
      const region = `Region ${uniqueSlug('r')}`;
      const short = await createItinerary(t, {
        cruiseLineId: own.id,
        cruiseRegion: region,
        nights: 3,
        name: 'A short',
      });
      const long = await createItinerary(t, {
        cruiseLineId: own.id,
        cruiseRegion: region,
        nights: 10,
        name: 'B long',
      });
      await createItinerary(t, {
        cruiseLineId: own.id,
        cruiseRegion: region,
        nights: 5,
        isActive: false,
      });
      const hiddenLine = await createCruiseLine(t, { isActive: false });
      await createItinerary(t, { cruiseLineId: hiddenLine.id, cruiseRegion: region, nights: 5 });

      const ids = async (query: string) => {
        const response = await t.http.get(`/api/v1/itineraries?${query}`).expect(200);
        expect(response.body.total).toBe(response.body.data.length);
        return (response.body.data as Array<{ id: string }>).map((i) => i.id);
      };
      expect(await ids(`cruise_line=${own.slug}`)).toEqual([short.id, long.id]);
      expect(await ids(`cruise_region=${encodeURIComponent(region)}`)).toEqual([short.id, long.id]);
      expect(await ids(`cruise_line=${own.slug}&nights_min=4`)).toEqual([long.id]);
      expect(await ids(`cruise_line=${own.slug}&nights_max=4`)).toEqual([short.id]);
      expect(await ids(`cruise_line=${own.slug}&nights_min=3&nights_max=10`)).toEqual([
        short.id,
        long.id,
      ]);
      expect(await ids(`cruise_line=${own.slug}&nights_min=11`)).toEqual([]);

      const row = await t.http
        .get(`/api/v1/itineraries?cruise_line=${own.slug}&limit=1`)
        .expect(200);
      expect(row.body).toEqual({
        data: [
          expect.objectContaining({
            id: short.id,
            embarkation_port: expect.objectContaining({ id: short.embarkationPortId }),
            disembarkation_port: expect.objectContaining({ id: short.disembarkationPortId }),
            cruise_line: expect.objectContaining({ id: own.id }),
          }),
        ],
        total: 2,
        skip: 0,
        limit: 1,
      });
    });

    it.each([
      ['nights_min=0', 'nights_min'],
      ['nights_max=abc', 'nights_max'],
      ['nights_min=5&nights_max=4', 'nights_max'],
      ['cruise_line=', 'cruise_line'],
    ])('answers 400 for ?%s', async (query, field) => {
      const body = expectProblem(
        await t.http.get(`/api/v1/itineraries?${query}`),
        400,
        'VALIDATION_FAILED',
      );
      expect(body.errors?.map((e) => e.field)).toEqual([field]);
    });
  });

  describe('GET /api/v1/itineraries/{slug}', () => {
    it('answers the itinerary with its ports in order; 404 for inactive or unknown', async () => {
      const itinerary = await createItinerary(t, { cruiseLineId: line.id }, [
        { dayNumber: 2, position: 1, portId: null },
        { dayNumber: 1, position: 1, portId: miami.id, departureTime: '16:00:00' },
      ]);
      const response = await t.http.get(`/api/v1/itineraries/${itinerary.slug}`).expect(200);
      expect(response.headers['cache-control']).toBe(
        'public, max-age=60, s-maxage=60, stale-while-revalidate=60, stale-if-error=86400',
      );
      expect(response.body.data.cruise_region).toBe('Caribbean');
      expect(response.body.data.embarkation_port.id).toBe(itinerary.embarkationPortId);
      expect(response.body.data.ports).toEqual([
        expect.objectContaining({
          day_number: 1,
          at_sea: false,
          departure_time: '16:00',
          port: expect.objectContaining({ id: miami.id }),
        }),
        expect.objectContaining({ day_number: 2, at_sea: true, port: null }),
      ]);
      const hidden = await createItinerary(t, { cruiseLineId: line.id, isActive: false });
      expectProblem(await t.http.get(`/api/v1/itineraries/${hidden.slug}`), 404, 'NOT_FOUND');
      expectProblem(await t.http.get('/api/v1/itineraries/nope'), 404, 'NOT_FOUND');
    });
  });

  describe('studio GET/PATCH/DELETE /studio/itineraries/{id}', () => {
    it('lists inactive itineraries and answers one with its stops', async () => {
      const itinerary = await createItinerary(t, { cruiseLineId: line.id, isActive: false }, [
        { portId: nassau.id },
      ]);
      const list = await t.http
        .get(`/studio/itineraries?cruise_line=${line.slug}&limit=100`)
        .set(asEditor())
        .expect(200);
      expect(list.body.data.map((i: { id: string }) => i.id)).toContain(itinerary.id);
      const one = await t.http
        .get(`/studio/itineraries/${itinerary.id}`)
        .set(asEditor())
        .expect(200);
      expect(one.body.data.ports).toHaveLength(1);
      expectProblem(
        await t.http.get(`/studio/itineraries/${UNKNOWN_ID}`).set(asEditor()),
        404,
        'NOT_FOUND',
      );
    });

    it('PATCH changes fields and keeps the stops unless `stops` is sent, which replaces them', async () => {
      const itinerary = await createItinerary(t, { cruiseLineId: line.id }, [
        { portId: nassau.id },
        { portId: cozumel.id },
      ]);
      const renamed = await t.http
        .patch(`/studio/itineraries/${itinerary.id}`)
        .set(asEditor())
        .send({ name: 'Renamed', disembarkation_port_id: nassau.id })
        .expect(200);
      expect(renamed.body.data).toEqual(
        expect.objectContaining({ name: 'Renamed', disembarkation_port_id: nassau.id }),
      );
      expect(renamed.body.data.ports).toHaveLength(2);

      const replaced = await t.http
        .patch(`/studio/itineraries/${itinerary.id}`)
        .set(asEditor())
        .send({ stops: [{ day_number: 1, port_id: miami.id }] })
        .expect(200);
      expect(replaced.body.data.ports).toEqual([
        expect.objectContaining({ day_number: 1, port: expect.objectContaining({ id: miami.id }) }),
      ]);
      expect(
        await t.dataSource.getRepository(ItineraryStop).countBy({ itineraryId: itinerary.id }),
      ).toBe(1);

      const cleared = await t.http
        .patch(`/studio/itineraries/${itinerary.id}`)
        .set(asEditor())
        .send({ stops: [] })
        .expect(200);
      expect(cleared.body.data.ports).toEqual([]);
    });

    it('PATCH keeps the old stops when the new list is refused', async () => {
      const itinerary = await createItinerary(t, { cruiseLineId: line.id }, [
        { portId: nassau.id },
      ]);
      expectProblem(
        await t.http
          .patch(`/studio/itineraries/${itinerary.id}`)
          .set(asEditor())
          .send({ stops: [{ day_number: 1, port_id: UNKNOWN_ID }] }),
        400,
        'VALIDATION_FAILED',
      );
      expect(
        await t.dataSource.getRepository(ItineraryStop).countBy({ itineraryId: itinerary.id }),
      ).toBe(1);
    });

    it('PATCH refuses fewer nights than the stops need, a taken slug, a null required field', async () => {
      const itinerary = await createItinerary(t, { cruiseLineId: line.id, nights: 7 }, [
        { dayNumber: 6, portId: nassau.id },
      ]);
      const body = expectProblem(
        await t.http
          .patch(`/studio/itineraries/${itinerary.id}`)
          .set(asEditor())
          .send({ nights: 3 }),
        400,
        'VALIDATION_FAILED',
      );
      expect(body.errors?.map((e) => e.field)).toEqual(['nights']);
      const other = await createItinerary(t, { cruiseLineId: line.id });
      expectProblem(
        await t.http
          .patch(`/studio/itineraries/${itinerary.id}`)
          .set(asEditor())
          .send({ slug: other.slug }),
        409,
        'CONFLICT',
      );
      expectProblem(
        await t.http
          .patch(`/studio/itineraries/${itinerary.id}`)
          .set(asEditor())
          .send({ nights: null }),
        400,
        'VALIDATION_FAILED',
      );
      expectProblem(
        await t.http.patch(`/studio/itineraries/${UNKNOWN_ID}`).set(asEditor()).send({ name: 'X' }),
        404,
        'NOT_FOUND',
      );
    });

    it('DELETE removes the itinerary with its stops and sailings (204)', async () => {
      const itinerary = await createItinerary(t, { cruiseLineId: line.id }, [
        { portId: nassau.id },
      ]);
      const sailing = await createSailing(t, { itineraryId: itinerary.id });
      await t.http.delete(`/studio/itineraries/${itinerary.id}`).set(asEditor()).expect(204);
      expect(
        await t.dataSource.getRepository(ItineraryStop).countBy({ itineraryId: itinerary.id }),
      ).toBe(0);
      expectProblem(
        await t.http.get(`/studio/sailings/${sailing.id}`).set(asEditor()),
        404,
        'NOT_FOUND',
      );
      expectProblem(
        await t.http.delete(`/studio/itineraries/${itinerary.id}`).set(asEditor()),
        404,
        'NOT_FOUND',
      );
    });
  });
});
