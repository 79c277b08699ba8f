import { bearer, createUserWithTokens, UserWithTokens } from '../factories/users.factory';
import {
  createCruiseLine,
  createExcursion,
  createItinerary,
  createSailing,
  createShip,
  dateFromToday,
} from '../factories/cruise.factory';
import {
  createAttraction,
  createDiningLocation,
  createResort,
  createSpecialEvent,
  createThemePark,
  uniqueSlug,
} from '../factories/parks.factory';
import { createGuide } from '../factories/content.factory';
import { expectProblem } from '../support/problem';
import { createTestApp, TestApp } from '../support/test-app';

/** The filters and references every public list and detail shares (docs/api-guide.md#filters). */
describe('catalogue filters and references', () => {
  let t: TestApp;
  let editor: UserWithTokens;

  beforeAll(async () => {
    t = await createTestApp();
    editor = await createUserWithTokens(t, { role: 'editor' });
  });
  afterAll(() => t.close());

  const ids = async (path: string): Promise<string[]> => {
    const response = await t.http.get(path).expect(200);
    return (response.body.data as Array<{ id: string }>).map((r) => r.id);
  };

  describe('GET /api/v1/dining', () => {
    it('filters by park, ship or resort slug, in any case', async () => {
      const park = await createThemePark(t);
      const resort = await createResort(t, park);
      const ship = await createShip(t);
      const inPark = await createDiningLocation(t, { themeParkId: park.id }, { name: 'A' });
      const atResort = await createDiningLocation(t, { resortId: resort.id }, { name: 'B' });
      const onShip = await createDiningLocation(t, { shipId: ship.id }, { name: 'C' });

      expect(await ids(`/api/v1/dining?theme_park=${park.slug}`)).toEqual([inPark.id]);
      expect(await ids(`/api/v1/dining?resort=${resort.slug.toUpperCase()}`)).toEqual([
        atResort.id,
      ]);
      expect(await ids(`/api/v1/dining?ship=${ship.slug}&limit=100`)).toEqual([onShip.id]);
      expect(await ids(`/api/v1/dining?ship=${park.slug}`)).toEqual([]);
    });

    it('answers 400 naming a filter that is not a slug', async () => {
      const body = expectProblem(
        await t.http.get('/api/v1/dining?theme_park=not%20a%20slug'),
        400,
        'VALIDATION_FAILED',
      );
      expect(body.errors).toEqual([
        {
          field: 'theme_park',
          message:
            "must be a slug: letters and digits in words joined by '-' (e.g. 'royal-caribbean')",
        },
      ]);
    });
  });

  describe('GET /api/v1/sailings', () => {
    it('filters by the cruise line of the ship, its slug in any case', async () => {
      const line = await createCruiseLine(t, { slug: uniqueSlug('royal-caribbean') });
      const ship = await createShip(t, { cruiseLineId: line.id });
      const ours = await createSailing(t, { shipId: ship.id });
      await createSailing(t);

      const mixedCase = line.slug.replace('royal-caribbean', 'Royal-Caribbean');
      expect(await ids(`/api/v1/sailings?cruise_line=${mixedCase}`)).toEqual([ours.id]);
      expect(await ids(`/api/v1/sailings?cruise_line=${uniqueSlug('none')}`)).toEqual([]);
    });
  });

  describe('GET /api/v1/itineraries', () => {
    it('filters by a ship: the itineraries it has sailings of', async () => {
      const line = await createCruiseLine(t);
      const ship = await createShip(t, { cruiseLineId: line.id });
      const sailed = await createItinerary(t, { cruiseLineId: line.id, name: 'A' });
      const alsoSailed = await createItinerary(t, { cruiseLineId: line.id, name: 'B' });
      await createItinerary(t, { cruiseLineId: line.id, name: 'C' });
      await createSailing(t, { shipId: ship.id, itineraryId: sailed.id });
      await createSailing(t, {
        shipId: ship.id,
        itineraryId: sailed.id,
        departureDate: dateFromToday(60),
        returnDate: dateFromToday(67),
      });
      await createSailing(t, { shipId: ship.id, itineraryId: alsoSailed.id });

      expect(await ids(`/api/v1/itineraries?ship=${ship.slug.toUpperCase()}`)).toEqual([
        sailed.id,
        alsoSailed.id,
      ]);
    });
  });

  describe('GET /api/v1/events', () => {
    it("filters a park's events by a date window", async () => {
      const park = await createThemePark(t);
      const other = await createThemePark(t);
      const june = await createSpecialEvent(t, park, {
        startDate: '2098-06-01',
        endDate: '2098-06-30',
      });
      await createSpecialEvent(t, park, { startDate: '2098-09-01', endDate: '2098-09-30' });
      await createSpecialEvent(t, other, { startDate: '2098-06-01', endDate: '2098-06-30' });

      expect(
        await ids(`/api/v1/events?theme_park=${park.slug}&date_from=2098-06-15&date_to=2098-07-15`),
      ).toEqual([june.id]);
    });
  });

  describe('enum filters', () => {
    it('take a comma list: thrill_level=thrill,extreme', async () => {
      const park = await createThemePark(t);
      const thrill = await createAttraction(t, park, { name: 'A', thrillLevel: 'thrill' });
      const extreme = await createAttraction(t, park, { name: 'B', thrillLevel: 'extreme' });
      await createAttraction(t, park, { name: 'C', thrillLevel: 'mild' });

      expect(
        await ids(`/api/v1/attractions?theme_park=${park.slug}&thrill_level=thrill,extreme`),
      ).toEqual([thrill.id, extreme.id]);
      expect(await ids(`/api/v1/attractions?theme_park=${park.slug}&thrill_level=extreme`)).toEqual(
        [extreme.id],
      );
    });

    it('answer 400 naming an unknown value in the list', async () => {
      const body = expectProblem(
        await t.http.get('/api/v1/attractions?thrill_level=thrill,wild'),
        400,
        'VALIDATION_FAILED',
      );
      expect(body.errors).toEqual([
        {
          field: 'thrill_level',
          message:
            "has an unknown value 'wild'; must be one or more of: mild, moderate, thrill, extreme",
        },
      ]);
    });

    it('take a comma list in the studio too (guides by status)', async () => {
      const draft = await createGuide(t, { status: 'draft' });
      const published = await createGuide(t, { status: 'published', publishedAt: new Date() });
      const found = await t.http
        .get('/studio/guides?status=draft,published&limit=100')
        .set(bearer(editor.accessToken))
        .expect(200);
      const listed = (found.body.data as Array<{ id: string }>).map((g) => g.id);
      expect(listed).toEqual(expect.arrayContaining([draft.id, published.id]));
    });
  });

  describe('GET /api/guides', () => {
    it('refuses a status filter: the public list is published guides only', async () => {
      const body = expectProblem(
        await t.http.get('/api/guides?status=draft'),
        400,
        'VALIDATION_FAILED',
      );
      expect(body.errors).toEqual([{ field: 'status', message: 'is not an accepted field' }]);
    });
  });

  describe('details', () => {
    it('answer an unknown query parameter with the 400 a list gives', async () => {
      const park = await createThemePark(t);
      const onList = expectProblem(
        await t.http.get('/api/v1/theme-parks?colour=blue'),
        400,
        'VALIDATION_FAILED',
      );
      const onDetail = expectProblem(
        await t.http.get(`/api/v1/theme-parks/${park.slug}?colour=blue`),
        400,
        'VALIDATION_FAILED',
      );
      expect(onDetail).toEqual(onList);
      expect(onDetail.errors).toEqual([{ field: 'colour', message: 'is not an accepted field' }]);
    });

    it('answer an unknown query parameter on a studio detail with 400', async () => {
      const park = await createThemePark(t);
      const body = expectProblem(
        await t.http.get(`/studio/theme-parks/${park.id}?x=1`).set(bearer(editor.accessToken)),
        400,
        'VALIDATION_FAILED',
      );
      expect(body.errors).toEqual([{ field: 'x', message: 'is not an accepted field' }]);
    });

    it('find the record by an upper-case slug, or answer 404, never 400', async () => {
      const park = await createThemePark(t, { slug: uniqueSlug('magic-kingdom') });
      const found = await t.http.get(`/api/v1/theme-parks/${park.slug.toUpperCase()}`).expect(200);
      expect(found.body.data).toEqual(expect.objectContaining({ id: park.id, slug: park.slug }));

      const body = expectProblem(
        await t.http.get('/api/v1/theme-parks/No-Such-Park'),
        404,
        'NOT_FOUND',
      );
      expect(body.detail).toBe("Theme park 'no-such-park' was not found.");
    });
  });

  describe('references', () => {
    it('land excursions name their park and attraction as {id, slug, name}', async () => {
      const park = await createThemePark(t, { name: 'Ref Park' });
      const ride = await createAttraction(t, park, { name: 'Ref Ride' });
      const excursion = await createExcursion(t, {
        excursionType: 'land',
        themeParkId: park.id,
        attractionId: ride.id,
      });
      const response = await t.http.get(`/api/excursions/${excursion.slug}`).expect(200);
      expect(response.body.data).toEqual(
        expect.objectContaining({
          theme_park_id: park.id,
          theme_park: { id: park.id, slug: park.slug, name: 'Ref Park' },
          attraction_id: ride.id,
          attraction: { id: ride.id, slug: ride.slug, name: 'Ref Ride' },
          port: null,
        }),
      );
    });
  });
});
