import { createCategory, createGuide, createVideo } from './factories/content.factory';
import {
  createCruiseLine,
  createItinerary,
  createPort,
  createShip,
  dateFromToday,
  uniqueSlug,
} from './factories/cruise.factory';
import { createThemePark } from './factories/parks.factory';
import { bearer, createUserWithTokens, UserWithTokens } from './factories/users.factory';
import { createTestApp, TestApp } from './support/test-app';

type Body = Record<string, unknown>;

/**
 * A studio write answers the record as the write's own transaction holds it, built by the same
 * function as `GET /studio/{path}/{id}`: child rows and related records included, so the answer
 * is exactly what the next GET says, for every catalogue resource. Restoring a record's first
 * revision brings back what its create answered.
 */
describe('the answer of a studio write', () => {
  let t: TestApp;
  let editor: UserWithTokens;

  beforeAll(async () => {
    t = await createTestApp();
    editor = await createUserWithTokens(t, { role: 'editor' });
  });
  afterAll(() => t.close());

  const asEditor = () => bearer(editor.accessToken);

  /** POSTs `create`, PATCHes `update`; each answer must equal the studio GET that follows it. */
  async function expectAnswersAsGet(path: string, create: Body, update: Body) {
    const created = await t.http.post(`/studio/${path}`).set(asEditor()).send(create);
    expect([path, created.status]).toEqual([path, 201]);
    const id = created.body.data.id as string;
    const read = async () => {
      const response = await t.http.get(`/studio/${path}/${id}`).set(asEditor()).expect(200);
      return response.body as unknown;
    };
    expect(created.body).toEqual(await read());

    const updated = await t.http.patch(`/studio/${path}/${id}`).set(asEditor()).send(update);
    expect([path, updated.status]).toEqual([path, 200]);
    expect(updated.body).toEqual(await read());

    // Restoring the first revision brings the record back as created, child rows included.
    const history = await t.http.get(`/studio/${path}/${id}/revisions`).set(asEditor());
    const first = (history.body.data as Array<{ id: string; number: number }>).find(
      (r) => r.number === 1,
    )!;
    const restored = await t.http
      .post(`/studio/${path}/${id}/revisions/${first.id}/restore`)
      .set(asEditor());
    expect([path, restored.status]).toEqual([path, 201]);
    const after = (await read()) as { data: Body };
    const withoutUpdatedAt = (body: Body) =>
      Object.fromEntries(Object.entries(body).filter(([key]) => key !== 'updated_at'));
    expect(withoutUpdatedAt(after.data)).toEqual(withoutUpdatedAt(created.body.data as Body));
    return { created: created.body.data as Body, updated: updated.body.data as Body };
  }

  it('cruise lines, ships, ports, itineraries (with stops), sailings and excursions', async () => {
    await expectAnswersAsGet(
      'cruise-lines',
      { name: 'Answer Line', slug: uniqueSlug('answer-line') },
      { description: 'Changed' },
    );
    const line = await createCruiseLine(t);
    const ship = await expectAnswersAsGet(
      'ships',
      { name: 'Answer Ship', slug: uniqueSlug('answer-ship'), cruise_line_id: line.id },
      { ship_class: 'Oasis' },
    );
    // The ship's answer carries its dry docks, as its GET does.
    expect(ship.updated.dry_docks).toEqual([]);
    await expectAnswersAsGet(
      'ports',
      { name: 'Answer Port', slug: uniqueSlug('answer-port'), country: 'Bahamas' },
      { region: 'Caribbean' },
    );
    const [miami, nassau] = [await createPort(t), await createPort(t)];
    const itinerary = await expectAnswersAsGet(
      'itineraries',
      {
        name: 'Answer Voyage',
        slug: uniqueSlug('answer-voyage'),
        cruise_line_id: line.id,
        embarkation_port_id: miami.id,
        disembarkation_port_id: miami.id,
        cruise_region: 'Caribbean',
        nights: 3,
        stops: [{ day_number: 1, port_id: miami.id, departure_time: '16:00' }],
      },
      { stops: [{ day_number: 2, port_id: nassau.id, arrival_time: '08:00' }] },
    );
    expect(
      (itinerary.updated.ports as Array<{ port: { id: string } }>).map((p) => p.port.id),
    ).toEqual([nassau.id]);
    const sailingShip = await createShip(t, { cruiseLineId: line.id });
    const sailingItinerary = await createItinerary(t, { cruiseLineId: line.id });
    await expectAnswersAsGet(
      'sailings',
      {
        ship_id: sailingShip.id,
        itinerary_id: sailingItinerary.id,
        departure_date: dateFromToday(30),
        return_date: dateFromToday(37),
      },
      { status: 'sold_out' },
    );
    await expectAnswersAsGet(
      'excursions',
      {
        name: 'Answer Snorkel',
        slug: uniqueSlug('answer-snorkel'),
        excursion_type: 'shore',
        port_id: nassau.id,
      },
      { description: 'Reef' },
    );
  });

  it('ship dry docks: the answer is the record the ship GET then lists', async () => {
    const ship = await createShip(t);
    const dock = await t.http
      .post(`/studio/ships/${ship.id}/dry-docks`)
      .set(asEditor())
      .send({ start_date: '2027-01-10', end_date: '2027-02-03', shipyard: 'Answer Yard' })
      .expect(201);
    const detail = await t.http.get(`/studio/ships/${ship.id}`).set(asEditor()).expect(200);
    expect(detail.body.data.dry_docks).toEqual([dock.body.data]);
  });

  it('theme parks, resorts, attractions, events (with sessions) and dining', async () => {
    await expectAnswersAsGet(
      'theme-parks',
      { name: 'Answer Park', slug: uniqueSlug('answer-park'), timezone: 'America/New_York' },
      { city: 'Orlando' },
    );
    const park = await createThemePark(t);
    const resort = await expectAnswersAsGet(
      'resorts',
      { name: 'Answer Resort', slug: uniqueSlug('answer-resort'), theme_park_id: park.id },
      { description: 'Lakeside' },
    );
    await expectAnswersAsGet(
      'attractions',
      { name: 'Answer Ride', slug: uniqueSlug('answer-ride'), theme_park_id: park.id },
      { ride_type: 'Coaster' },
    );
    const event = await expectAnswersAsGet(
      'events',
      {
        name: 'Answer Nights',
        slug: uniqueSlug('answer-nights'),
        theme_park_id: park.id,
        start_date: '2099-10-01',
        end_date: '2099-10-31',
        sessions: [{ starts_at: '2099-10-01T19:00', label: 'Opening' }],
      },
      { sessions: [{ starts_at: '2099-10-02T19:00', label: 'Second' }] },
    );
    expect((event.updated.sessions as Array<{ label: string }>).map((s) => s.label)).toEqual([
      'Second',
    ]);
    const diner = await expectAnswersAsGet(
      'dining',
      {
        name: 'Answer Diner',
        slug: uniqueSlug('answer-diner'),
        venue_type: 'table service',
        cuisine_type: 'American',
        theme_park_id: park.id,
      },
      { resort_id: resort.created.id },
    );
    expect(diner.updated.place).toMatchObject({ type: 'resort', id: resort.created.id });
  });

  it('guides (with categories and related records), videos and categories (with items)', async () => {
    const [first, second] = [await createCategory(t), await createCategory(t)];
    const other = await createGuide(t);
    const video = await createVideo(t);
    const guide = await expectAnswersAsGet(
      'guides',
      {
        title: 'Answer Guide',
        slug: uniqueSlug('answer-guide'),
        body: 'x',
        category_ids: [first.id],
        related: [{ type: 'video', id: video.id }],
      },
      { category_ids: [second.id], related: [{ type: 'guide', id: other.id }] },
    );
    expect([
      (guide.updated.categories as Array<{ id: string }>).map((c) => c.id),
      (guide.updated.related as Array<{ id: string }>).map((r) => r.id),
    ]).toEqual([[second.id], [other.id]]);
    await expectAnswersAsGet(
      'videos',
      {
        title: 'Answer Video',
        slug: uniqueSlug('answer-video'),
        provider: 'youtube',
        embed_id: 'dQw4w9WgXcQ',
        category_ids: [first.id],
      },
      { category_ids: [first.id, second.id] },
    );
    const category = await expectAnswersAsGet(
      'categories',
      {
        name: 'Answer Category',
        slug: uniqueSlug('answer-category'),
        items: [{ type: 'guide', id: other.id }],
      },
      { items: [{ type: 'video', id: video.id }] },
    );
    expect((category.updated.items as Array<{ id: string }>).map((i) => i.id)).toEqual([video.id]);
  });
});
