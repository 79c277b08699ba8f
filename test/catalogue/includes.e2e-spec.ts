import { ReadPool } from '@/common/database';
import {
  INCLUDABLE,
  INCLUDE_LIMITS,
  IncludingResource,
} from '@/modules/catalogue/includes/includable';
import { INCLUDED_DTOS } from '@/modules/catalogue/includes/included.dto';
import { CruiseLine } from '@/modules/catalogue/cruise/cruise-lines/cruise-line.entity';
import { Itinerary } from '@/modules/catalogue/cruise/itineraries/itinerary.entity';
import { Port } from '@/modules/catalogue/cruise/ports/port.entity';
import { Ship } from '@/modules/catalogue/cruise/ships/ship.entity';
import { ThemePark } from '@/modules/catalogue/parks/theme-parks/theme-park.entity';
import {
  createCruiseLine,
  createExcursion,
  createItinerary,
  createPort,
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
} from '../factories/parks.factory';
import { bearer, createUserWithTokens } from '../factories/users.factory';
import { eventually } from '../support/eventually';
import { expectProblem } from '../support/problem';
import { createTestApp, TestApp } from '../support/test-app';

interface Named {
  name: string;
}

/** Counts the statements sent on the read pool while `run` runs. */
async function statementsDuring(t: TestApp, run: () => Promise<unknown>): Promise<number> {
  const pool = t.app.get(ReadPool);
  const query = pool.query.bind(pool);
  let count = 0;
  const spy = jest.spyOn(pool, 'query').mockImplementation(((...args: Parameters<typeof query>) => {
    count++;
    return query(...args);
  }) as typeof pool.query);
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return count;
}

describe('?include= on public reads', () => {
  let t: TestApp;
  let line: CruiseLine;
  let ship: Ship;
  let otherShip: Ship;
  let itinerary: Itinerary;
  let calls: Port[];
  let park: ThemePark;

  beforeAll(async () => {
    t = await createTestApp();
    line = await createCruiseLine(t, { name: 'Include Line' });
    ship = await createShip(t, { cruiseLineId: line.id, name: 'Aaa Include Ship' });
    otherShip = await createShip(t, { cruiseLineId: line.id, name: 'Bbb Include Ship' });
    calls = [
      await createPort(t, { name: 'Cozumel Include' }),
      await createPort(t, { name: 'Nassau Include' }),
    ];
    itinerary = await createItinerary(t, { cruiseLineId: line.id }, [
      { portId: calls[0].id },
      { portId: null },
      { portId: calls[1].id },
      { portId: calls[0].id },
    ]);
    await createSailing(t, {
      shipId: ship.id,
      itineraryId: itinerary.id,
      departureDate: dateFromToday(10),
      returnDate: dateFromToday(17),
    });
    await createSailing(t, {
      shipId: ship.id,
      itineraryId: itinerary.id,
      departureDate: dateFromToday(40),
      returnDate: dateFromToday(47),
    });
    // A past sailing is not public, so it is not included either.
    await createSailing(t, {
      shipId: ship.id,
      itineraryId: itinerary.id,
      departureDate: dateFromToday(-20),
      returnDate: dateFromToday(-13),
    });
    await createExcursion(t, { portId: calls[0].id, name: 'Reef snorkel' });
    await createExcursion(t, { portId: calls[0].id, name: 'Ruins tour', isActive: false });

    park = await createThemePark(t, { name: 'Include Park' });
    await createAttraction(t, park, { name: 'Zephyr' });
    await createAttraction(t, park, { name: 'Alpha Coaster' });
    await createAttraction(t, park, { name: 'Closed Ride', isActive: false });
    const resort = await createResort(t, park, { name: 'Include Resort' });
    await createDiningLocation(t, { themeParkId: park.id }, { name: 'Park Cafe' });
    await createDiningLocation(t, { resortId: resort.id }, { name: 'Resort Grill' });
    await createSpecialEvent(
      t,
      park,
      { name: 'Include Nights', startDate: dateFromToday(5), endDate: dateFromToday(9) },
      [{ startsAt: new Date(Date.now() + 5 * 86_400_000), label: 'Opening' }],
    );
  });
  afterAll(() => t.close());

  it('answers as before when nothing is included', async () => {
    const response = await t.http.get(`/api/v1/ships/${ship.slug}`).expect(200);
    expect(response.body.data).not.toHaveProperty('included');
  });

  it('embeds a ship page: its cruise line, upcoming sailings and the itineraries it sails', async () => {
    const response = await t.http
      .get(`/api/v1/ships/${ship.slug}?include=cruise_line,sailings,itineraries`)
      .expect(200);
    const { data } = response.body;
    expect(data.slug).toBe(ship.slug);
    expect(data.dry_docks).toEqual([]);
    // In the order asked for, whichever relation's statement answered first.
    expect(Object.keys(data.included)).toEqual(['cruise_line', 'sailings', 'itineraries']);
    expect(data.included.cruise_line).toMatchObject({ id: line.id, slug: line.slug });
    expect(data.included.sailings.map((s: { departure_date: string }) => s.departure_date)).toEqual(
      [dateFromToday(10), dateFromToday(40)],
    );
    expect(data.included.itineraries).toHaveLength(1);
    expect(data.included.itineraries[0]).toMatchObject({
      slug: itinerary.slug,
      cruise_line: { id: line.id },
    });
    expect(data.included.itineraries[0]).not.toHaveProperty('included');
  });

  it('nests one level: an itinerary with the ports it calls at and their active excursions', async () => {
    const response = await t.http
      .get(`/api/v1/itineraries/${itinerary.slug}?include=ports.excursions,sailings`)
      .expect(200);
    const { included } = response.body.data;
    expect(included.ports.map((p: { slug: string }) => p.slug)).toEqual(calls.map((p) => p.slug));
    const cozumel = included.ports[0];
    expect(cozumel.included.excursions.map((x: { name: string }) => x.name)).toEqual([
      'Reef snorkel',
    ]);
    expect(included.ports[1].included.excursions).toEqual([]);
    expect(included.sailings).toHaveLength(2);
  });

  it('embeds a park page: active attractions by name, dining at the park and its resorts, events with sessions, resorts', async () => {
    const response = await t.http
      .get(`/api/v1/theme-parks/${park.slug}?include=attractions,dining,events,resorts`)
      .expect(200);
    const { included } = response.body.data;
    expect(included.attractions.map((a: { name: string }) => a.name)).toEqual([
      'Alpha Coaster',
      'Zephyr',
    ]);
    expect(included.dining.map((d: { name: string }) => d.name)).toEqual([
      'Park Cafe',
      'Resort Grill',
    ]);
    expect(included.events).toHaveLength(1);
    expect(included.events[0].sessions).toEqual([expect.objectContaining({ label: 'Opening' })]);
    expect(included.resorts.map((r: { name: string }) => r.name)).toEqual(['Include Resort']);
  });

  it('includes on a list page with one statement per relation, never one per record', async () => {
    const path = (include: string) =>
      `/api/v1/ships?cruise_line=${line.slug}&include=${include}&limit=50`;
    const plain = await statementsDuring(t, () =>
      t.http.get(`/api/v1/ships?cruise_line=${line.slug}&limit=50`).expect(200),
    );
    let body: { data: Array<{ slug: string; included: { sailings: unknown[] } }> } | undefined;
    const included = await statementsDuring(t, async () => {
      body = (await t.http.get(path('sailings,cruise_line')).expect(200)).body;
    });
    expect(body!.data.map((s) => [s.slug, s.included.sailings.length])).toEqual([
      [ship.slug, 2],
      [otherShip.slug, 0],
    ]);
    expect(included - plain).toBe(2);
  });

  it('a cruise line includes its ships and, nested, their sailings', async () => {
    const response = await t.http
      .get(`/api/v1/cruise-lines/${line.slug}?include=ships.sailings,itineraries`)
      .expect(200);
    const { included } = response.body.data;
    expect(included.ships.map((s: { slug: string }) => s.slug)).toEqual([
      ship.slug,
      otherShip.slug,
    ]);
    expect(included.ships[0].included.sailings).toHaveLength(2);
    expect(included.itineraries.map((i: { slug: string }) => i.slug)).toEqual([itinerary.slug]);
  });

  it('keeps at most INCLUDE_LIMITS records per relation: more on a detail than per record of a list', async () => {
    const port = await createPort(t, { name: 'Aaaa Busy Port' });
    for (let i = 0; i < INCLUDE_LIMITS.detail + 2; i++)
      await createExcursion(t, {
        portId: port.id,
        name: `Excursion ${String(i).padStart(3, '0')}`,
      });
    const detail = await t.http.get(`/api/v1/ports/${port.slug}?include=excursions`).expect(200);
    expect(detail.body.data.included.excursions).toHaveLength(INCLUDE_LIMITS.detail);
    expect(detail.body.data.included.excursions[0].name).toBe('Excursion 000');
    const list = await t.http.get('/api/v1/ports?limit=1&include=excursions').expect(200);
    expect(list.body.data[0].slug).toBe(port.slug);
    expect(list.body.data[0].included.excursions).toHaveLength(INCLUDE_LIMITS.list);
  });

  it('purges a cached included answer when an included record changes', async () => {
    const path = `/api/v1/theme-parks/${park.slug}?include=attractions`;
    await t.http.get(path).expect(200);
    const hit = await t.http.get(path).expect(200);
    expect(hit.headers['x-cache']).toBe('HIT');
    await createAttraction(t, park, { name: 'Brand New Ride' });
    await eventually(async () => {
      const after = await t.http.get(path).expect(200);
      const { attractions } = (after.body as { data: { included: { attractions: Named[] } } }).data
        .included;
      const names = attractions.map((a) => a.name);
      return names.includes('Brand New Ride') ? names : undefined;
    }, 'the purge of the cached park answer');
  });

  describe('bad includes', () => {
    it.each([
      ['an unknown relation', `/api/v1/ships/SLUG?include=crew`, "'crew' is not a relation"],
      [
        'a relation of another resource',
        `/api/v1/theme-parks/PARK?include=sailings`,
        "'sailings' is not a relation",
      ],
      [
        'a nesting too deep',
        `/api/v1/cruise-lines/LINE?include=ships.itineraries.ports`,
        'nests deeper than 2 levels',
      ],
      ['an empty entry', `/api/v1/ships?include=sailings,,cruise_line`, 'empty entry'],
      ['a nested unknown relation', `/api/v1/ships?include=sailings.crew`, "'sailings.crew'"],
    ])('refuses %s with a 400 naming it', async (_, template, message) => {
      const path = template
        .replace('SLUG', ship.slug)
        .replace('PARK', park.slug)
        .replace('LINE', line.slug);
      const problem = expectProblem(await t.http.get(path), 400, 'VALIDATION_FAILED');
      expect(problem.errors).toEqual([
        { field: 'include', message: expect.stringContaining(message) },
      ]);
    });

    it('is a parameter of the public reads only: a studio list refuses it', async () => {
      const editor = await createUserWithTokens(t, { role: 'editor' });
      const problem = expectProblem(
        await t.http.get('/studio/ships?include=sailings').set(bearer(editor.accessToken)),
        400,
        'VALIDATION_FAILED',
      );
      expect(problem.errors).toEqual([{ field: 'include', message: expect.any(String) }]);
    });
  });

  it('documents exactly the relations each resource offers under included', async () => {
    const document = (await t.http.get('/docs-json').expect(200)).body as {
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
    };
    for (const [resource, relations] of Object.entries(INCLUDABLE)) {
      const schema = document.components.schemas[INCLUDED_DTOS[resource as IncludingResource].name];
      expect({ resource, relations: Object.keys(schema.properties ?? {}) }).toEqual({
        resource,
        relations: Object.keys(relations),
      });
    }
  });

  it('documents include as an enum list on each route that takes it', async () => {
    const document = (await t.http.get('/docs-json').expect(200)).body as {
      paths: Record<string, { get: { parameters: Array<Record<string, unknown>> } }>;
    };
    const include = document.paths['/api/v1/ships/{slug}'].get.parameters.find(
      (p) => p.name === 'include',
    );
    expect(include).toMatchObject({
      in: 'query',
      style: 'form',
      explode: false,
      schema: {
        type: 'array',
        items: { type: 'string', enum: expect.arrayContaining(['sailings', 'itineraries.ports']) },
      },
    });
  });
});
