import type { paths } from '../client/api-types';
import { loadDemoCatalogue } from '@/database/seeds/demo';
import { Ship } from '@/modules/catalogue/cruise/ships/ship.entity';
import { image } from './factories/images.factory';
import { bearer, createUserWithTokens } from './factories/users.factory';
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
    // The ship's hero image, uploaded and assigned in the studio as an editor does.
    const editor = await createUserWithTokens(t, { role: 'editor' });
    const uploaded = await t.http
      .post('/studio/media/upload')
      .set(bearer(editor.accessToken))
      .field({
        content_type: 'ships',
        slug: 'icon-of-the-seas',
        filename: 'hero',
        alt_text: 'Icon of the Seas at sea',
      })
      .attach('file', await image('jpeg', { width: 1200, height: 600 }), 'hero.jpg')
      .expect(200);
    const ship = await t.dataSource
      .getRepository(Ship)
      .findOneByOrFail({ slug: 'icon-of-the-seas' });
    await t.http
      .patch(`/studio/ships/${ship.id}`)
      .set(bearer(editor.accessToken))
      .send({ hero_image_id: (uploaded.body as { data: { id: string } }).data.id })
      .expect(200);
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

    // The hero image, rendered from the public answer alone.
    const hero = ship.hero_image!;
    const img =
      `<img src="${hero.url}" width="${hero.width}" height="${hero.height}" alt="${hero.alt}" ` +
      `srcset="${hero.variants.map((v) => `${v.url} ${v.width}w`).join(', ')}" ` +
      `style="background: ${hero.dominant_color} url(${hero.placeholder})">`;
    expect(img).toMatch(
      /^<img src="http[^"]+" width="1200" height="600" alt="Icon of the Seas at sea" /,
    );
    expect(img).toMatch(/srcset="[^"]+ \d+w(, [^"]+ \d+w)*"/);
    for (const variant of hero.variants) {
      const served = await fetch(`${api}${new URL(variant.url).pathname}`);
      expect(served.status).toBe(200);
    }
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
