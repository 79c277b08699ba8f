import {
  createExcursion,
  createItinerary,
  createPort,
  UNKNOWN_ID,
  uniqueSlug,
} from '../factories/cruise.factory';
import { bearer, createUserWithTokens, UserWithTokens } from '../factories/users.factory';
import { eventually } from '../support/eventually';
import { expectProblem } from '../support/problem';
import { createTestApp, TestApp } from '../support/test-app';

describe('ports', () => {
  let t: TestApp;
  let editor: UserWithTokens;

  beforeAll(async () => {
    t = await createTestApp();
    editor = await createUserWithTokens(t, { role: 'editor' });
  });
  afterAll(() => t.close());

  const asEditor = () => bearer(editor.accessToken);

  describe('POST /studio/ports', () => {
    it('creates a port (201) with geo data as 6-place strings', async () => {
      const slug = uniqueSlug('miami');
      const response = await t.http
        .post('/studio/ports')
        .set(asEditor())
        .send({
          name: 'PortMiami',
          slug,
          country: 'United States',
          city: 'Miami',
          state_province: 'Florida',
          region: 'Caribbean',
          latitude: '25.778135',
          longitude: '-80.1791',
          timezone: 'America/New_York',
          port_type: 'homeport',
          description: 'Cruise capital',
          hero_image_url: 'https://example.com/miami.jpg',
        })
        .expect(201);
      expect(response.body.data).toEqual({
        id: expect.any(String),
        name: 'PortMiami',
        slug,
        locale: 'en',
        country: 'United States',
        city: 'Miami',
        state_province: 'Florida',
        region: 'Caribbean',
        latitude: '25.778135',
        longitude: '-80.179100',
        timezone: 'America/New_York',
        port_type: 'homeport',
        description: 'Cruise capital',
        hero_image_url: 'https://example.com/miami.jpg',
        hero_image: null,
        gallery: [],
        is_active: true,
        created_at: expect.stringMatching(/Z$/),
        updated_at: expect.stringMatching(/Z$/),
      });
    });

    it.each([
      [{ latitude: '90.000001' }, 'latitude'],
      [{ longitude: '-180.5' }, 'longitude'],
      [{ latitude: '12.1234567' }, 'latitude'],
      [{ latitude: 12.5 }, 'latitude'],
      [{ timezone: 'Mars/Olympus_Mons' }, 'timezone'],
      [{ port_type: 'marina' }, 'port_type'],
      [{ country: '' }, 'country'],
      [{ slug: '-bad-' }, 'slug'],
    ])('answers 400 for %p', async (patch, field) => {
      const body = expectProblem(
        await t.http
          .post('/studio/ports')
          .set(asEditor())
          .send({ name: 'P', slug: uniqueSlug('p'), country: 'X', ...patch }),
        400,
        'VALIDATION_FAILED',
      );
      expect(body.errors?.map((e) => e.field)).toEqual([field]);
    });

    it('requires name, slug and country; 409 for a duplicate slug', async () => {
      const body = expectProblem(
        await t.http.post('/studio/ports').set(asEditor()).send({}),
        400,
        'VALIDATION_FAILED',
      );
      expect(body.errors?.map((e) => e.field).sort()).toEqual(['country', 'name', 'slug']);
      const port = await createPort(t);
      expectProblem(
        await t.http
          .post('/studio/ports')
          .set(asEditor())
          .send({ name: 'P', slug: port.slug, country: 'X' }),
        409,
        'CONFLICT',
      );
    });
  });

  describe('GET /api/v1/ports', () => {
    it('lists active ports, filtered by region and port_type', async () => {
      const region = `Region ${uniqueSlug('r')}`;
      const homeport = await createPort(t, { region, portType: 'homeport' });
      const island = await createPort(t, { region, portType: 'private_island' });
      const hidden = await createPort(t, { region, portType: 'homeport', isActive: false });
      await createPort(t, { region: 'Elsewhere', portType: 'homeport' });

      const byRegion = await t.http
        .get(`/api/v1/ports?region=${encodeURIComponent(region)}`)
        .expect(200);
      expect(byRegion.body.total).toBe(2);
      expect(byRegion.body.data.map((p: { id: string }) => p.id).sort()).toEqual(
        [homeport.id, island.id].sort(),
      );
      const both = await t.http
        .get(`/api/v1/ports?region=${encodeURIComponent(region)}&port_type=homeport`)
        .expect(200);
      expect(both.body).toEqual({
        data: [expect.objectContaining({ id: homeport.id, port_type: 'homeport', region })],
        total: 1,
        skip: 0,
        limit: 20,
      });
      const all = await t.http.get('/api/v1/ports?limit=100').expect(200);
      expect(all.body.data.map((p: { id: string }) => p.id)).not.toContain(hidden.id);
    });

    it('answers 400 for an unknown port_type', async () => {
      const body = expectProblem(
        await t.http.get('/api/v1/ports?port_type=marina'),
        400,
        'VALIDATION_FAILED',
      );
      expect(body.errors?.map((e) => e.field)).toEqual(['port_type']);
    });
  });

  describe('GET /api/v1/ports/{slug}', () => {
    it('answers an active port with geo data; 404 when inactive or unknown', async () => {
      const port = await createPort(t, {
        latitude: '18.420000',
        longitude: '-64.610000',
        timezone: 'America/Tortola',
        portType: 'port_of_call',
      });
      const response = await t.http.get(`/api/v1/ports/${port.slug}`).expect(200);
      expect(response.body.data).toEqual(
        expect.objectContaining({
          id: port.id,
          latitude: '18.420000',
          longitude: '-64.610000',
          timezone: 'America/Tortola',
          port_type: 'port_of_call',
        }),
      );
      const hidden = await createPort(t, { isActive: false });
      expectProblem(await t.http.get(`/api/v1/ports/${hidden.slug}`), 404, 'NOT_FOUND');
      expectProblem(await t.http.get('/api/v1/ports/nowhere'), 404, 'NOT_FOUND');
    });
  });

  describe('GET /api/v1/ports/{slug}/excursions', () => {
    it('lists the active shore excursions of the port, or an empty list', async () => {
      const port = await createPort(t);
      const empty = await t.http.get(`/api/v1/ports/${port.slug}/excursions`).expect(200);
      expect(empty.body).toEqual({ data: [], total: 0, skip: 0, limit: 20 });

      const shore = await createExcursion(t, { portId: port.id, name: 'A snorkel' });
      await createExcursion(t, { portId: port.id, isActive: false });
      await createExcursion(t); // another port
      // The empty answer above is cached until PostgreSQL's change notice drops it (these rows
      // bypass the studio, which would drop it at once).
      const response = await eventually(async () => {
        const answer = await t.http.get(`/api/v1/ports/${port.slug}/excursions`).expect(200);
        return (answer.body as { total: number }).total > 0 ? answer : undefined;
      }, 'the purge of the cached empty excursion list');
      expect(response.body).toEqual({
        data: [
          expect.objectContaining({
            id: shore.id,
            excursion_type: 'shore',
            port: expect.objectContaining({ id: port.id, slug: port.slug }),
          }),
        ],
        total: 1,
        skip: 0,
        limit: 20,
      });
      expectProblem(await t.http.get('/api/v1/ports/nowhere/excursions'), 404, 'NOT_FOUND');
    });
  });

  describe('studio GET/PATCH/DELETE /studio/ports/{id}', () => {
    it('lists inactive ports and answers one', async () => {
      const port = await createPort(t, { isActive: false });
      const list = await t.http.get('/studio/ports?limit=100').set(asEditor()).expect(200);
      expect(list.body.data.map((p: { id: string }) => p.id)).toContain(port.id);
      const one = await t.http.get(`/studio/ports/${port.id}`).set(asEditor()).expect(200);
      expect(one.body.data).toEqual(expect.objectContaining({ id: port.id, is_active: false }));
      expectProblem(
        await t.http.get(`/studio/ports/${UNKNOWN_ID}`).set(asEditor()),
        404,
        'NOT_FOUND',
      );
    });

    it('changes only the fields sent and clears with null', async () => {
      const port = await createPort(t, { city: 'Nassau', latitude: '25.060000' });
      const response = await t.http
        .patch(`/studio/ports/${port.id}`)
        .set(asEditor())
        .send({ latitude: null, port_type: 'port_of_call' })
        .expect(200);
      expect(response.body.data).toEqual(
        expect.objectContaining({ city: 'Nassau', latitude: null, port_type: 'port_of_call' }),
      );
      expectProblem(
        await t.http.patch(`/studio/ports/${port.id}`).set(asEditor()).send({ country: null }),
        400,
        'VALIDATION_FAILED',
      );
    });

    it('refuses to delete a port an itinerary, a stop or an excursion uses (409), deletes a free one (204)', async () => {
      const embarkation = await createPort(t);
      await createItinerary(t, { embarkationPortId: embarkation.id });
      const conflict = expectProblem(
        await t.http.delete(`/studio/ports/${embarkation.id}`).set(asEditor()),
        409,
        'CONFLICT',
      );
      expect(conflict.detail).toBe(`Port '${embarkation.slug}' is still used by 1 itinerary.`);

      const stop = await createPort(t);
      await createItinerary(t, {}, [{ portId: stop.id }]);
      expectProblem(
        await t.http.delete(`/studio/ports/${stop.id}`).set(asEditor()),
        409,
        'CONFLICT',
      );

      const withExcursion = await createPort(t);
      await createExcursion(t, { portId: withExcursion.id });
      expectProblem(
        await t.http.delete(`/studio/ports/${withExcursion.id}`).set(asEditor()),
        409,
        'CONFLICT',
      );

      const free = await createPort(t);
      await t.http.delete(`/studio/ports/${free.id}`).set(asEditor()).expect(204);
      expectProblem(
        await t.http.delete(`/studio/ports/${free.id}`).set(asEditor()),
        404,
        'NOT_FOUND',
      );
    });
  });
});
