import { Excursion } from '@/modules/catalogue/cruise/excursions/excursion.entity';
import {
  createCruiseLine,
  createExcursion,
  createItinerary,
  createSailing,
  createShip,
} from '../factories/cruise.factory';
import { createThemePark } from '../factories/parks.factory';
import { bearer, createUserWithTokens, UserWithTokens } from '../factories/users.factory';
import { expectProblem } from '../support/problem';
import { collect, runScript } from '../support/server-process';
import { createTestApp, TestApp } from '../support/test-app';

jest.setTimeout(120_000);

/** Rules across catalogue records (src/modules/catalogue/integrity/catalogue-rules.ts). */
describe('catalogue integrity', () => {
  let t: TestApp;
  let editor: UserWithTokens;

  beforeAll(async () => {
    t = await createTestApp();
    editor = await createUserWithTokens(t, { role: 'editor' });
  });
  afterAll(() => t.close());

  const asEditor = () => bearer(editor.accessToken);
  const sailingBody = (shipId: string, itineraryId: string) => ({
    ship_id: shipId,
    itinerary_id: itineraryId,
    departure_date: '2031-05-01',
    return_date: '2031-05-08',
  });

  describe("a sailing's ship and itinerary sail for one cruise line", () => {
    it('refuses to create a sailing across two lines with 400 naming itinerary_id', async () => {
      const ship = await createShip(t);
      const foreign = await createItinerary(t);
      const response = await t.http
        .post('/studio/sailings')
        .set(asEditor())
        .send(sailingBody(ship.id, foreign.id));
      const problem = expectProblem(response, 400, 'VALIDATION_FAILED');
      expect(problem.errors).toEqual([
        {
          field: 'itinerary_id',
          message: expect.stringMatching(/^must be an itinerary of the ship's cruise line/),
        },
      ]);
    });

    it('refuses to move a sailing onto a ship of another line with 400 naming ship_id', async () => {
      const sailing = await createSailing(t);
      const other = await createShip(t);
      const response = await t.http
        .patch(`/studio/sailings/${sailing.id}`)
        .set(asEditor())
        .send({ ship_id: other.id });
      expect(expectProblem(response, 400, 'VALIDATION_FAILED').errors).toEqual([
        {
          field: 'ship_id',
          message: expect.stringMatching(/^must be a ship of the itinerary's cruise line/),
        },
      ]);
    });

    it('accepts a ship and an itinerary of the same line (201), and a move within the line (200)', async () => {
      const ship = await createShip(t);
      const itinerary = await createItinerary(t, { cruiseLineId: ship.cruiseLineId });
      const created = await t.http
        .post('/studio/sailings')
        .set(asEditor())
        .send(sailingBody(ship.id, itinerary.id))
        .expect(201);
      const sister = await createShip(t, { cruiseLineId: ship.cruiseLineId });
      await t.http
        .patch(`/studio/sailings/${created.body.data.id as string}`)
        .set(asEditor())
        .send({ ship_id: sister.id })
        .expect(200);
    });
  });

  describe('moving a ship or an itinerary to another cruise line', () => {
    it('refuses a ship with sailings on its line’s itineraries with 409, and changes nothing', async () => {
      const sailing = await createSailing(t);
      const newLine = await createCruiseLine(t);
      const response = await t.http
        .patch(`/studio/ships/${sailing.shipId}`)
        .set(asEditor())
        .send({ cruise_line_id: newLine.id });
      expect(expectProblem(response, 409, 'CONFLICT').detail).toMatch(/1 sailing with itineraries/);
      const ship = await t.http.get(`/studio/ships/${sailing.shipId}`).set(asEditor()).expect(200);
      expect(ship.body.data.cruise_line_id).not.toBe(newLine.id);
    });

    it('moves a ship without sailings (200), and one again once its sailings are gone', async () => {
      const lonely = await createShip(t);
      const newLine = await createCruiseLine(t);
      await t.http
        .patch(`/studio/ships/${lonely.id}`)
        .set(asEditor())
        .send({ cruise_line_id: newLine.id })
        .expect(200);

      const sailing = await createSailing(t);
      await t.http.delete(`/studio/sailings/${sailing.id}`).set(asEditor()).expect(204);
      await t.http
        .patch(`/studio/ships/${sailing.shipId}`)
        .set(asEditor())
        .send({ cruise_line_id: newLine.id })
        .expect(200);
    });

    it('refuses an itinerary with sailings of its line’s ships with 409', async () => {
      const sailing = await createSailing(t);
      const newLine = await createCruiseLine(t);
      const response = await t.http
        .patch(`/studio/itineraries/${sailing.itineraryId}`)
        .set(asEditor())
        .send({ cruise_line_id: newLine.id });
      expect(expectProblem(response, 409, 'CONFLICT').detail).toMatch(/1 sailing with ships/);
    });
  });

  describe("checks run inside the write's transaction", () => {
    // Each round starts both writes at once; whichever takes the ship's lock first wins, and the
    // other's check then sees the result. Never both, whatever the interleaving.
    it('never lets a ship move lines while a sailing across the old line is created (rounds of concurrent writes)', async () => {
      for (let round = 0; round < 5; round++) {
        const ship = await createShip(t);
        const itinerary = await createItinerary(t, { cruiseLineId: ship.cruiseLineId });
        const newLine = await createCruiseLine(t);
        const [moved, created] = await Promise.all([
          t.http
            .patch(`/studio/ships/${ship.id}`)
            .set(asEditor())
            .send({ cruise_line_id: newLine.id }),
          t.http.post('/studio/sailings').set(asEditor()).send(sailingBody(ship.id, itinerary.id)),
        ]);
        if (moved.status === 200) {
          expect(expectProblem(created, 400, 'VALIDATION_FAILED').errors).toEqual([
            { field: 'itinerary_id', message: expect.stringMatching(/^must be an itinerary/) },
          ]);
        } else {
          expect(expectProblem(moved, 409, 'CONFLICT').detail).toMatch(/1 sailing with/);
          expect(created.status).toBe(201);
        }
        const [{ count }] = await t.dataSource.query<Array<{ count: number }>>(
          `SELECT count(*)::int AS count FROM sailings s
             JOIN ships sh ON sh.id = s.ship_id JOIN itineraries i ON i.id = s.itinerary_id
            WHERE s.ship_id = $1 AND sh.cruise_line_id <> i.cruise_line_id`,
          [ship.id],
        );
        expect(count).toBe(0);
      }
    });

    it('answers two creates racing for one slug with one 201 and one 409, and stores one record', async () => {
      const slug = `race-${Date.now().toString(36)}`;
      const responses = await Promise.all(
        [1, 2].map((n) =>
          t.http
            .post('/studio/cruise-lines')
            .set(asEditor())
            .send({ name: `Race ${n}`, slug }),
        ),
      );
      expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
      const refused = responses.find((r) => r.status === 409)!;
      expect(expectProblem(refused, 409, 'CONFLICT').detail).toBe(
        `A cruise line with slug '${slug}' already exists.`,
      );
      const [{ count }] = await t.dataSource.query<Array<{ count: number }>>(
        'SELECT count(*)::int AS count FROM cruise_lines WHERE slug = $1',
        [slug],
      );
      expect(count).toBe(1);
    });
  });

  describe('a land excursion names a theme park or an attraction', () => {
    it('refuses a PATCH that takes the theme park away from a land excursion (400)', async () => {
      const park = await createThemePark(t);
      const excursion = await createExcursion(t, { excursionType: 'land', themeParkId: park.id });
      const response = await t.http
        .patch(`/studio/excursions/${excursion.id}`)
        .set(asEditor())
        .send({ theme_park_id: null });
      expect(expectProblem(response, 400, 'VALIDATION_FAILED').errors).toEqual([
        {
          field: 'theme_park_id',
          message: 'a land excursion needs theme_park_id or attraction_id',
        },
      ]);
    });
  });
});

/** On a database of its own: the rows that break the rules are written in SQL, as old data would be. */
describe('npm run catalogue:check', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const check = async () => {
    const run = collect(
      runScript('src/cli/check-catalogue.ts', [], {
        DATABASE_URL: t.databaseUrl,
        DATA_DIR: t.config.dataDir,
        LOG_LEVEL: 'warn',
      }),
    );
    return { code: await run.exited, output: run.output() };
  };

  it('reports a consistent catalogue with exit code 0', async () => {
    await createSailing(t);
    await createExcursion(t, { excursionType: 'land', themeParkId: (await createThemePark(t)).id });
    const { code, output } = await check();
    expect(output).toMatch(/^ok {3}sailing-one-cruise-line: /m);
    expect(output).toMatch(/^ok {3}excursion-place: /m);
    expect(output).toMatch(/^catalogue integrity: no violations$/m);
    expect(code).toBe(0);
  });

  it('lists each row that breaks a rule with exit code 1, and changes none of them', async () => {
    const crossed = await createSailing(t);
    const otherLine = await createCruiseLine(t, { slug: 'crossed-line' });
    await t.dataSource.query('UPDATE ships SET cruise_line_id = $1 WHERE id = $2', [
      otherLine.id,
      crossed.shipId,
    ]);
    const placeless = await createExcursion(t, { excursionType: 'shore' });
    await t.dataSource.query(
      "UPDATE excursions SET excursion_type = 'land', port_id = NULL WHERE id = $1",
      [placeless.id],
    );

    const { code, output } = await check();
    expect(code).toBe(1);
    expect(output).toMatch(/^FAIL sailing-one-cruise-line: /m);
    expect(output).toContain(`${crossed.id}  sailing departing`);
    expect(output).toContain(`sails for 'crossed-line'`);
    expect(output).toMatch(/^FAIL excursion-place: /m);
    expect(output).toContain(`${placeless.id}  land excursion '${placeless.slug}'`);
    expect(output).toMatch(/^catalogue integrity: 2 violations \(nothing was changed\)$/m);

    const stored = await t.dataSource
      .getRepository(Excursion)
      .findOneByOrFail({ id: placeless.id });
    expect(stored).toMatchObject({ excursionType: 'land', portId: null, themeParkId: null });
  });
});
