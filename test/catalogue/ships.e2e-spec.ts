import { ReadPool } from '@/common/database';
import { CruiseLine } from '@/modules/catalogue/cruise/cruise-lines/cruise-line.entity';
import { DryDock } from '@/modules/catalogue/cruise/ships/dry-dock.entity';
import { Ship } from '@/modules/catalogue/cruise/ships/ship.entity';
import {
  createCruiseLine,
  createDryDock,
  createSailing,
  createShip,
  UNKNOWN_ID,
  uniqueSlug,
} from '../factories/cruise.factory';
import { bearer, createUserWithTokens, UserWithTokens } from '../factories/users.factory';
import { expectProblem } from '../support/problem';
import { createTestApp, TestApp } from '../support/test-app';

const FULL_SHIP = {
  ship_class: 'Icon',
  year_built: 2023,
  year_refurbished: 2025,
  passenger_capacity: 5610,
  max_capacity: 7600,
  crew_count: 2350,
  gross_tonnage: 248663,
  num_decks: 20,
  num_cabins: 2805,
  ship_length_meters: '364.75',
  beam_meters: '48.5',
  cruising_speed_knots: '22',
  imo_number: 'IMO 9838345',
  flag_state: 'Bahamas',
  has_casino: true,
  has_water_park: true,
  has_spa: true,
  has_kids_club: true,
  has_adults_only_area: true,
  has_fitness_center: true,
  has_theater: true,
  has_rock_climbing: true,
  has_surf_simulator: true,
  has_mini_golf: true,
  num_pools: 7,
  num_restaurants: 40,
  num_bars: 20,
  description: 'The largest ship afloat.',
  hero_image_url: 'https://example.com/icon.jpg',
  is_active: true,
};

describe('ships and dry docks', () => {
  let t: TestApp;
  let editor: UserWithTokens;
  let line: CruiseLine;

  beforeAll(async () => {
    t = await createTestApp();
    editor = await createUserWithTokens(t, { role: 'editor' });
    line = await createCruiseLine(t);
  });
  afterAll(() => t.close());

  const asEditor = () => bearer(editor.accessToken);

  describe('POST /studio/ships', () => {
    it('creates a ship with every field (201), normalising the IMO number and decimals', async () => {
      const slug = uniqueSlug('icon');
      const response = await t.http
        .post('/studio/ships')
        .set(asEditor())
        .send({ name: 'Icon of the Seas', slug, cruise_line_id: line.id, ...FULL_SHIP })
        .expect(201);
      expect(response.body.data).toEqual({
        id: expect.any(String),
        name: 'Icon of the Seas',
        slug,
        locale: 'en',
        cruise_line_id: line.id,
        cruise_line: { id: line.id, name: line.name, slug: line.slug },
        ...FULL_SHIP,
        hero_image: null,
        gallery: [],
        ship_length_meters: '364.75',
        beam_meters: '48.50',
        cruising_speed_knots: '22.0',
        imo_number: '9838345',
        created_at: expect.stringMatching(/Z$/),
        updated_at: expect.stringMatching(/Z$/),
        // As its GET: the ship with its dry-dock periods (none yet).
        dry_docks: [],
      });
      // 33 spec fields (name, slug, cruise_line_id and the 30 above) plus id, cruise_line,
      // timestamps, dry_docks, hero_image, gallery and locale.
      expect(Object.keys(response.body.data).length).toBe(41);
    });

    it('creates a ship from name, slug and cruise_line_id alone, with defaults', async () => {
      const response = await t.http
        .post('/studio/ships')
        .set(asEditor())
        .send({ name: 'Small', slug: uniqueSlug('small'), cruise_line_id: line.id })
        .expect(201);
      expect(response.body.data).toEqual(
        expect.objectContaining({
          has_casino: false,
          has_mini_golf: false,
          imo_number: null,
          ship_length_meters: null,
          is_active: true,
        }),
      );
    });

    it('answers 400 naming the field for an unknown cruise line', async () => {
      const body = expectProblem(
        await t.http
          .post('/studio/ships')
          .set(asEditor())
          .send({ name: 'X', slug: uniqueSlug('x'), cruise_line_id: UNKNOWN_ID }),
        400,
        'VALIDATION_FAILED',
      );
      expect(body.errors).toEqual([
        { field: 'cruise_line_id', message: 'refers to a cruise line that does not exist' },
      ]);
    });

    it('answers 409 for a duplicate slug or IMO number', async () => {
      const ship = await createShip(t, { cruiseLineId: line.id, imoNumber: '9383936' });
      const slugClash = expectProblem(
        await t.http
          .post('/studio/ships')
          .set(asEditor())
          .send({ name: 'X', slug: ship.slug, cruise_line_id: line.id }),
        409,
        'CONFLICT',
      );
      expect(slugClash.detail).toBe(`A ship with slug '${ship.slug}' already exists.`);
      expectProblem(
        await t.http
          .post('/studio/ships')
          .set(asEditor())
          .send({
            name: 'X',
            slug: uniqueSlug('x'),
            cruise_line_id: line.id,
            imo_number: '9383936',
          }),
        409,
        'CONFLICT',
      );
    });

    it.each([
      [{ imo_number: '9838346' }, 'imo_number'],
      [{ imo_number: 'IMO 12' }, 'imo_number'],
      [{ ship_length_meters: 364.75 }, 'ship_length_meters'],
      [{ ship_length_meters: '1.234' }, 'ship_length_meters'],
      [{ beam_meters: '-1' }, 'beam_meters'],
      [{ year_built: 1500 }, 'year_built'],
      [{ gross_tonnage: 1.5 }, 'gross_tonnage'],
      [{ has_casino: 'yes' }, 'has_casino'],
      [{ hero_image_url: 'javascript:alert(1)' }, 'hero_image_url'],
      [{ year_built: 2020, year_refurbished: 2019 }, 'year_refurbished'],
      [{ passenger_capacity: 100, max_capacity: 99 }, 'max_capacity'],
      [{ slug: 'Has Spaces' }, 'slug'],
      [{ cruise_line_id: 'nope' }, 'cruise_line_id'],
      [{ crew: 10 }, 'crew'],
    ])('answers 400 for %p', async (patch, field) => {
      const body = expectProblem(
        await t.http
          .post('/studio/ships')
          .set(asEditor())
          .send({ name: 'X', slug: uniqueSlug('x'), cruise_line_id: line.id, ...patch }),
        400,
        'VALIDATION_FAILED',
      );
      expect(body.errors?.map((e) => e.field)).toEqual([field]);
    });

    it('answers 400 when required fields are missing', async () => {
      const body = expectProblem(
        await t.http.post('/studio/ships').set(asEditor()).send({}),
        400,
        'VALIDATION_FAILED',
      );
      expect(body.errors?.map((e) => e.field).sort()).toEqual(['cruise_line_id', 'name', 'slug']);
    });
  });

  describe('GET /api/v1/ships', () => {
    it('lists active ships of active lines with their line, filtered by cruise_line slug', async () => {
      const own = await createCruiseLine(t);
      const visible = await createShip(t, { cruiseLineId: own.id, name: 'A visible' });
      const hidden = await createShip(t, { cruiseLineId: own.id, isActive: false });
      const hiddenLine = await createCruiseLine(t, { isActive: false });
      const ofHiddenLine = await createShip(t, { cruiseLineId: hiddenLine.id });

      const filtered = await t.http.get(`/api/v1/ships?cruise_line=${own.slug}`).expect(200);
      expect(filtered.body).toEqual({
        data: [
          expect.objectContaining({
            id: visible.id,
            cruise_line: expect.objectContaining({ slug: own.slug }),
          }),
        ],
        total: 1,
        skip: 0,
        limit: 20,
      });
      const all = await t.http.get('/api/v1/ships?limit=100').expect(200);
      const ids = all.body.data.map((s: { id: string }) => s.id);
      expect(ids).toContain(visible.id);
      expect(ids).not.toContain(hidden.id);
      expect(ids).not.toContain(ofHiddenLine.id);
      const none = await t.http.get('/api/v1/ships?cruise_line=no-such-line').expect(200);
      expect(none.body).toEqual({ data: [], total: 0, skip: 0, limit: 20 });
    });

    it('answers 400 for bad paging', async () => {
      expectProblem(await t.http.get('/api/v1/ships?limit=1000'), 400, 'VALIDATION_FAILED');
    });

    it('loads a page of 100 ships with their cruise lines in at most two queries', async () => {
      const lines = await t.dataSource
        .getRepository(CruiseLine)
        .save(
          Array.from({ length: 10 }, (_, i) => ({ name: `Bulk ${i}`, slug: uniqueSlug('bulk') })),
        );
      await t.dataSource.getRepository(Ship).save(
        Array.from({ length: 110 }, (_, i) => ({
          name: `Bulk ship ${i}`,
          slug: uniqueSlug('bulk-ship'),
          cruiseLineId: lines[i % lines.length].id,
        })),
      );
      // The public reads send their statements on the read pool (ship.read.ts).
      const poolQuery = jest.spyOn(t.app.get(ReadPool), 'query');
      try {
        const response = await t.http.get('/api/v1/ships?limit=100').expect(200);
        expect(response.body.data).toHaveLength(100);
        expect(response.body.data.every((s: { cruise_line: unknown }) => s.cruise_line)).toBe(true);
        expect(poolQuery).toHaveBeenCalledTimes(2); // the page and the count
      } finally {
        poolQuery.mockRestore();
      }
    });
  });

  describe('GET /api/v1/ships/{slug}', () => {
    it('answers the full record with dry docks by start date', async () => {
      const ship = await createShip(t, { cruiseLineId: line.id, hasSpa: true, numDecks: 18 });
      const later = await createDryDock(t, ship.id, {
        startDate: '2028-01-01',
        endDate: '2028-01-20',
      });
      const earlier = await createDryDock(t, ship.id, {
        startDate: '2026-01-01',
        endDate: '2026-01-20',
      });
      const response = await t.http.get(`/api/v1/ships/${ship.slug}`).expect(200);
      expect(response.headers['cache-control']).toBe(
        'public, max-age=60, s-maxage=60, stale-while-revalidate=60, stale-if-error=86400',
      );
      expect(response.body.data).toEqual(
        expect.objectContaining({ id: ship.id, has_spa: true, num_decks: 18 }),
      );
      expect(response.body.data.dry_docks.map((d: { id: string }) => d.id)).toEqual([
        earlier.id,
        later.id,
      ]);
      expect(response.body.data.dry_docks[0]).toEqual({
        id: earlier.id,
        ship_id: ship.id,
        start_date: '2026-01-01',
        end_date: '2026-01-20',
        shipyard: 'Test Yard',
        notes: null,
        created_at: expect.stringMatching(/Z$/),
      });
    });

    it('answers 404 for an inactive ship, a ship of an inactive line, an unknown slug', async () => {
      const inactive = await createShip(t, { cruiseLineId: line.id, isActive: false });
      const hiddenLine = await createCruiseLine(t, { isActive: false });
      const ofHidden = await createShip(t, { cruiseLineId: hiddenLine.id });
      for (const slug of [inactive.slug, ofHidden.slug, 'no-such-ship'])
        expectProblem(await t.http.get(`/api/v1/ships/${slug}`), 404, 'NOT_FOUND');
    });
  });

  describe('GET /studio/ships and /studio/ships/{id}', () => {
    it('lists inactive ships too and answers one with its dry docks', async () => {
      const ship = await createShip(t, { cruiseLineId: line.id, isActive: false });
      await createDryDock(t, ship.id);
      const list = await t.http
        .get(`/studio/ships?cruise_line=${line.slug}&limit=100`)
        .set(asEditor())
        .expect(200);
      expect(list.body.data.map((s: { id: string }) => s.id)).toContain(ship.id);
      const one = await t.http.get(`/studio/ships/${ship.id}`).set(asEditor()).expect(200);
      expect(one.body.data).toEqual(expect.objectContaining({ id: ship.id, is_active: false }));
      expect(one.body.data.dry_docks).toHaveLength(1);
      expectProblem(
        await t.http.get(`/studio/ships/${UNKNOWN_ID}`).set(asEditor()),
        404,
        'NOT_FOUND',
      );
    });
  });

  describe('PATCH /studio/ships/{id}', () => {
    it('changes only the fields sent, moves the ship to another line, clears with null', async () => {
      const ship = await createShip(t, {
        cruiseLineId: line.id,
        flagState: 'Malta',
        numBars: 5,
        yearBuilt: 2000,
      });
      const other = await createCruiseLine(t);
      const response = await t.http
        .patch(`/studio/ships/${ship.id}`)
        .set(asEditor())
        .send({ cruise_line_id: other.id, flag_state: null, has_casino: true })
        .expect(200);
      expect(response.body.data).toEqual(
        expect.objectContaining({
          cruise_line_id: other.id,
          cruise_line: { id: other.id, name: other.name, slug: other.slug },
          flag_state: null,
          has_casino: true,
          num_bars: 5,
          name: ship.name,
        }),
      );
    });

    it('checks cross-field rules against the stored record', async () => {
      const ship = await createShip(t, { cruiseLineId: line.id, yearBuilt: 2010 });
      const body = expectProblem(
        await t.http
          .patch(`/studio/ships/${ship.id}`)
          .set(asEditor())
          .send({ year_refurbished: 2005 }),
        400,
        'VALIDATION_FAILED',
      );
      expect(body.errors).toEqual([
        { field: 'year_refurbished', message: 'must not be before year_built' },
      ]);
    });

    it('answers 400 for an unknown line, 409 for a taken slug, 404 for an unknown ship', async () => {
      const ship = await createShip(t, { cruiseLineId: line.id });
      const other = await createShip(t, { cruiseLineId: line.id });
      expectProblem(
        await t.http
          .patch(`/studio/ships/${ship.id}`)
          .set(asEditor())
          .send({ cruise_line_id: UNKNOWN_ID }),
        400,
        'VALIDATION_FAILED',
      );
      expectProblem(
        await t.http.patch(`/studio/ships/${ship.id}`).set(asEditor()).send({ slug: other.slug }),
        409,
        'CONFLICT',
      );
      expectProblem(
        await t.http.patch(`/studio/ships/${UNKNOWN_ID}`).set(asEditor()).send({ name: 'X' }),
        404,
        'NOT_FOUND',
      );
      expectProblem(
        await t.http
          .patch(`/studio/ships/${ship.id}`)
          .set(asEditor())
          .send({ cruise_line_id: null }),
        400,
        'VALIDATION_FAILED',
      );
    });
  });

  describe('DELETE /studio/ships/{id}', () => {
    it('deletes a ship (204) with its dry docks and sailings', async () => {
      const ship = await createShip(t, { cruiseLineId: line.id });
      const dock = await createDryDock(t, ship.id);
      const sailing = await createSailing(t, { shipId: ship.id });
      await t.http.delete(`/studio/ships/${ship.id}`).set(asEditor()).expect(204);
      expect(await t.dataSource.getRepository(DryDock).existsBy({ id: dock.id })).toBe(false);
      expectProblem(
        await t.http.get(`/studio/sailings/${sailing.id}`).set(asEditor()),
        404,
        'NOT_FOUND',
      );
      expectProblem(
        await t.http.delete(`/studio/ships/${ship.id}`).set(asEditor()),
        404,
        'NOT_FOUND',
      );
      expectProblem(
        await t.http.delete('/studio/ships/123').set(asEditor()),
        400,
        'VALIDATION_FAILED',
      );
    });
  });

  describe('dry docks', () => {
    it('POST /studio/ships/{id}/dry-docks records a period (201); it shows on the ship', async () => {
      const ship = await createShip(t, { cruiseLineId: line.id });
      const response = await t.http
        .post(`/studio/ships/${ship.id}/dry-docks`)
        .set(asEditor())
        .send({
          start_date: '2027-05-01',
          end_date: '2027-05-01',
          shipyard: ' Meyer Werft ',
          notes: 'Paint',
        })
        .expect(201);
      expect(response.body.data).toEqual({
        id: expect.any(String),
        ship_id: ship.id,
        start_date: '2027-05-01',
        end_date: '2027-05-01',
        shipyard: 'Meyer Werft',
        notes: 'Paint',
        created_at: expect.stringMatching(/Z$/),
      });
      const detail = await t.http.get(`/api/v1/ships/${ship.slug}`).expect(200);
      expect(detail.body.data.dry_docks).toEqual([response.body.data]);
    });

    it('answers 400 for an end before the start or a bad date, 404 for an unknown ship', async () => {
      const ship = await createShip(t, { cruiseLineId: line.id });
      const reversed = expectProblem(
        await t.http
          .post(`/studio/ships/${ship.id}/dry-docks`)
          .set(asEditor())
          .send({ start_date: '2027-05-02', end_date: '2027-05-01', shipyard: 'Y' }),
        400,
        'VALIDATION_FAILED',
      );
      expect(reversed.errors).toEqual([
        { field: 'end_date', message: 'must not be before start_date' },
      ]);
      const bad = expectProblem(
        await t.http
          .post(`/studio/ships/${ship.id}/dry-docks`)
          .set(asEditor())
          .send({ start_date: '2027-02-30', end_date: '2027-03-01' }),
        400,
        'VALIDATION_FAILED',
      );
      expect(bad.errors?.map((e) => e.field).sort()).toEqual(['shipyard', 'start_date']);
      expectProblem(
        await t.http
          .post(`/studio/ships/${UNKNOWN_ID}/dry-docks`)
          .set(asEditor())
          .send({ start_date: '2027-05-01', end_date: '2027-05-02', shipyard: 'Y' }),
        404,
        'NOT_FOUND',
      );
    });

    it('DELETE /studio/ships/{id}/dry-docks/{dry_dock_id} removes it (204), only from its own ship', async () => {
      const ship = await createShip(t, { cruiseLineId: line.id });
      const otherShip = await createShip(t, { cruiseLineId: line.id });
      const dock = await createDryDock(t, ship.id);
      expectProblem(
        await t.http.delete(`/studio/ships/${otherShip.id}/dry-docks/${dock.id}`).set(asEditor()),
        404,
        'NOT_FOUND',
      );
      await t.http
        .delete(`/studio/ships/${ship.id}/dry-docks/${dock.id}`)
        .set(asEditor())
        .expect(204);
      expect(await t.dataSource.getRepository(DryDock).existsBy({ id: dock.id })).toBe(false);
      expectProblem(
        await t.http.delete(`/studio/ships/${ship.id}/dry-docks/${dock.id}`).set(asEditor()),
        404,
        'NOT_FOUND',
      );
      const malformed = expectProblem(
        await t.http.delete(`/studio/ships/${ship.id}/dry-docks/abc`).set(asEditor()),
        400,
        'VALIDATION_FAILED',
      );
      expect(malformed.errors).toEqual([{ field: 'dry_dock_id', message: 'must be a UUID' }]);
    });
  });
});
