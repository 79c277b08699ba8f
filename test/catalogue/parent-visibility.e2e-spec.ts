import { createCruiseLine, createShip } from '../factories/cruise.factory';
import {
  createAttraction,
  createDiningLocation,
  createResort,
  createSpecialEvent,
  createThemePark,
} from '../factories/parks.factory';
import { bearer, createUserWithTokens } from '../factories/users.factory';
import { createTestApp, TestApp } from '../support/test-app';

/** Public endpoints and search hide the records of an inactive park, resort, ship or cruise line. */
describe('visibility follows the parent record', () => {
  let t: TestApp;
  let editor: string;

  beforeAll(async () => {
    t = await createTestApp();
    editor = (await createUserWithTokens(t, { role: 'editor' })).accessToken;
  });
  afterAll(() => t.close());

  const found = async (path: string) => (await t.http.get(path)).status;
  const listed = async (path: string, slug: string) => {
    const response = await t.http.get(path).expect(200);
    return (response.body.data as Array<{ slug: string }>).some((item) => item.slug === slug);
  };
  const searched = async (q: string) => {
    const response = await t.http.get('/api/search').query({ q }).expect(200);
    return (response.body.data as Array<{ slug: string }>).map((hit) => hit.slug);
  };

  it("hides a park's resorts, attractions, events and dining while the park is inactive", async () => {
    const park = await createThemePark(t, { name: 'Veilwood Park' });
    const resort = await createResort(t, park, { name: 'Veilwood Lodge' });
    const ride = await createAttraction(t, park, { name: 'Veilwood Flyer' });
    const event = await createSpecialEvent(t, park, { name: 'Veilwood Nights' });
    const diner = await createDiningLocation(
      t,
      { themeParkId: park.id },
      { name: 'Veilwood Grill' },
    );
    const resortDiner = await createDiningLocation(
      t,
      { resortId: resort.id },
      { name: 'Veilwood Lodge Cafe' },
    );
    const children: Array<[string, string]> = [
      ['/api/v1/resorts', resort.slug],
      ['/api/v1/attractions', ride.slug],
      ['/api/v1/events', event.slug],
      ['/api/v1/dining', diner.slug],
      ['/api/v1/dining', resortDiner.slug],
    ];
    for (const [path, slug] of children) {
      expect(await found(`${path}/${slug}`)).toBe(200);
      expect(await listed(`${path}?limit=100`, slug)).toBe(true);
    }
    expect(await searched('veilwood')).toHaveLength(6);

    await t.http
      .patch(`/studio/theme-parks/${park.id}`)
      .set(bearer(editor))
      .send({ is_active: false })
      .expect(200);
    for (const [path, slug] of children) {
      expect(await found(`${path}/${slug}`)).toBe(404);
      expect(await listed(`${path}?limit=100`, slug)).toBe(false);
    }
    expect(await searched('veilwood')).toEqual([]);
    // The studio still lists them, to edit.
    await t.http.get(`/studio/attractions/${ride.id}`).set(bearer(editor)).expect(200);

    await t.http
      .patch(`/studio/theme-parks/${park.id}`)
      .set(bearer(editor))
      .send({ is_active: true })
      .expect(200);
    for (const [path, slug] of children) expect(await found(`${path}/${slug}`)).toBe(200);
    expect(await searched('veilwood')).toHaveLength(6);
  });

  it('hides the dining of a ship whose cruise line is inactive, and its ships in search', async () => {
    const line = await createCruiseLine(t, { name: 'Driftmoor Cruises' });
    const ship = await createShip(t, { cruiseLineId: line.id, name: 'Driftmoor Star' });
    const diner = await createDiningLocation(t, { shipId: ship.id }, { name: 'Driftmoor Galley' });
    expect(await found(`/api/v1/dining/${diner.slug}`)).toBe(200);
    expect(await searched('driftmoor')).toHaveLength(3);

    await t.http
      .patch(`/studio/cruise-lines/${line.id}`)
      .set(bearer(editor))
      .send({ is_active: false })
      .expect(200);
    expect(await found(`/api/v1/dining/${diner.slug}`)).toBe(404);
    expect(await found(`/api/v1/ships/${ship.slug}`)).toBe(404);
    expect(await searched('driftmoor')).toEqual([]);
  });
});
