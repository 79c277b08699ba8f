import type { paths } from '../client/api-types';
import { loadDemoCatalogue } from '@/database/seeds/demo';
import { checkedFetch } from './support/checked-http';
import { createTestApp, TestApp } from './support/test-app';

type ShipRead = paths['/api/v1/ships/{slug}']['get'];
type ItineraryRead = paths['/api/v1/itineraries/{slug}']['get'];
type ParkRead = paths['/api/v1/theme-parks/{slug}']['get'];
type Answer<R extends { responses: { 200: { content: { 'application/json': unknown } } } }> =
  R['responses'][200]['content']['application/json'];
type Include<R extends { parameters: { query?: { include?: unknown } } }> = NonNullable<
  NonNullable<R['parameters']['query']>['include']
>;

/**
 * The two pages the site lives on, built from the demo catalogue as a frontend builds them: with
 * the types of the generated client (client/api-types.ts) and a fetch that counts its requests.
 */
describe('a page in at most two requests', () => {
  let t: TestApp;
  let api: string;
  let requests = 0;

  /** A typed GET of a public read with `?include=` (comma-separated, as documented). */
  async function read<T>(path: string, include: readonly string[]): Promise<T> {
    requests++;
    const response = await checkedFetch(`${api}${path}?include=${include.join(',')}`);
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  }

  beforeAll(async () => {
    t = await createTestApp();
    await loadDemoCatalogue(t.dataSource);
    api = await t.listen();
  });
  afterAll(() => t.close());
  beforeEach(() => (requests = 0));

  it('builds the ship page: line, ship, sailings, itinerary, its ports and their excursions', async () => {
    const shipInclude: Include<ShipRead> = ['cruise_line', 'sailings', 'itineraries'];
    const { data: ship } = await read<Answer<ShipRead>>(
      '/api/v1/ships/icon-of-the-seas',
      shipInclude,
    );
    const itinerary = ship.included?.itineraries?.[0];
    expect(itinerary).toBeDefined();
    const itineraryInclude: Include<ItineraryRead> = ['ports.excursions'];
    const { data: route } = await read<Answer<ItineraryRead>>(
      `/api/v1/itineraries/${itinerary!.slug}`,
      itineraryInclude,
    );

    const page = {
      line: ship.included?.cruise_line?.name,
      ship: ship.name,
      sailings: ship.included?.sailings?.map((s) => s.departure_date) ?? [],
      itinerary: route.name,
      stops: route.ports.map((stop) => stop.port?.name ?? 'At sea'),
      excursions: (route.included?.ports ?? []).flatMap((port) =>
        (port.included?.excursions ?? []).map((x) => `${port.name}: ${x.name}`),
      ),
    };
    expect(requests).toBe(2);
    expect(page.line).toBe('Royal Caribbean International');
    expect(page.ship).toBe('Icon of the Seas');
    expect(page.sailings.length).toBeGreaterThan(0);
    expect(page.stops).toContain('At sea');
    expect(route.included?.ports?.map((p) => p.slug)).toEqual(
      expect.arrayContaining(['miami', 'st-maarten', 'st-thomas', 'cococay']),
    );
    expect(page.excursions.length).toBeGreaterThan(0);
  });

  it('builds the park page: the park, its attractions, dining, events and resorts', async () => {
    const include: Include<ParkRead> = ['attractions', 'dining', 'events', 'resorts'];
    const { data: park } = await read<Answer<ParkRead>>(
      '/api/v1/theme-parks/magic-kingdom',
      include,
    );
    expect(requests).toBe(1);
    expect(park.name).toBe('Magic Kingdom Park');
    expect(park.included?.attractions?.map((a) => a.slug)).toContain('space-mountain');
    expect(park.included?.attractions?.every((a) => a.theme_park.slug === 'magic-kingdom')).toBe(
      true,
    );
    expect(park.included?.dining?.length).toBeGreaterThan(0);
    expect(park.included?.resorts?.length).toBeGreaterThan(0);
    expect(Array.isArray(park.included?.events)).toBe(true);
  });
});
