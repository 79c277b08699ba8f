import { randomBytes } from 'node:crypto';
import { AuditEntry } from '@/modules/audit/entities/audit-entry.entity';
import { REVISIONED_PATHS } from '@/modules/catalogue/catalogue-resources';
import { Revision } from '@/modules/revisions/entities/revision.entity';
import { OutboxEvent } from '@/modules/webhooks/entities/outbox-event.entity';
import { createGuide } from '../factories/content.factory';
import { createShip, UNKNOWN_ID } from '../factories/cruise.factory';
import { createAttraction, createThemePark, uniqueSlug } from '../factories/parks.factory';
import { bearer, createUserWithTokens, UserWithTokens } from '../factories/users.factory';
import { eventually } from '../support/eventually';
import { expectProblem } from '../support/problem';
import { createTestApp, TestApp } from '../support/test-app';

/** A word of letters no other test writes, so a search for it finds only this test's record. */
const uniqueWord = (prefix: string) =>
  prefix +
  randomBytes(5)
    .toString('hex')
    .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]);

describe('studio drafts', () => {
  let t: TestApp;
  let editor: UserWithTokens;

  beforeAll(async () => {
    t = await createTestApp();
    editor = await createUserWithTokens(t, { role: 'editor' });
  });
  afterAll(() => t.close());

  const asEditor = () => bearer(editor.accessToken);
  const searchSlugs = async (q: string) =>
    (
      (await t.http.get('/api/search').query({ q }).expect(200)).body.data as Array<{
        slug: string;
      }>
    ).map((h) => h.slug);
  const latestAudit = (entityId: string) =>
    t.dataSource.getRepository(AuditEntry).findOne({ where: { entityId }, order: { seq: 'DESC' } });

  /** One resource of each family: a live record, the field a change sets, and its public read. */
  const FAMILIES = [
    {
      family: 'parks',
      path: 'attractions',
      publicPath: '/api/v1/attractions',
      resource: 'attraction',
      field: 'name',
      make: async () => createAttraction(t, await createThemePark(t), { name: 'Space Mountain' }),
    },
    {
      family: 'cruise',
      path: 'ships',
      publicPath: '/api/v1/ships',
      resource: 'ship',
      field: 'name',
      make: () => createShip(t, { name: 'Wonder of the Seas' }),
    },
    {
      family: 'content',
      path: 'guides',
      publicPath: '/api/guides',
      resource: 'guide',
      field: 'title',
      make: () => createGuide(t, { title: 'Packing for a cruise' }),
    },
  ];

  describe.each(FAMILIES)(
    'a staged change ($family: $path)',
    ({ path, publicPath, resource, field, make }) => {
      it('is invisible to the public read and search until published, then visible', async () => {
        const record = await make();
        const word = uniqueWord('Zorblax');
        const publicUrl = `${publicPath}/${record.slug}`;
        const liveValue = (await t.http.get(publicUrl).expect(200)).body.data[field] as string;

        const staged = await t.http
          .put(`/studio/${path}/${record.id}/draft`)
          .set(asEditor())
          .send({ [field]: `${word} edition` })
          .expect(200);
        expect(staged.body.data).toEqual({
          id: expect.any(String),
          resource: path,
          record_id: record.id,
          body: { [field]: `${word} edition` },
          base: { revision: null, updated_at: expect.any(String) },
          created_by: editor.user.id,
          updated_by: editor.user.id,
          created_at: expect.any(String),
          updated_at: expect.any(String),
        });
        expect(await latestAudit(staged.body.data.id)).toMatchObject({
          action: 'stage',
          entityType: 'catalogue_draft',
        });

        expect((await t.http.get(publicUrl).expect(200)).body.data[field]).toBe(liveValue);
        expect(
          (await t.http.get(`/studio/${path}/${record.id}`).set(asEditor()).expect(200)).body.data[
            field
          ],
        ).toBe(liveValue);
        expect(await searchSlugs(word)).not.toContain(record.slug);

        const diff = await t.http
          .get(`/studio/${path}/${record.id}/draft/diff`)
          .set(asEditor())
          .expect(200);
        expect(diff.body.data).toEqual({
          draft_id: staged.body.data.id,
          resource: path,
          record_id: record.id,
          conflict: false,
          fields: [{ field, live: liveValue, draft: `${word} edition`, changed: true }],
        });

        const published = await t.http
          .post(`/studio/${path}/${record.id}/draft/publish`)
          .set(asEditor())
          .expect(200);
        expect(published.body.data).toMatchObject({
          draft_id: staged.body.data.id,
          resource: path,
          record_id: record.id,
          record: { id: record.id, [field]: `${word} edition` },
        });

        expect((await t.http.get(publicUrl).expect(200)).body.data[field]).toBe(`${word} edition`);
        await eventually(
          async () => ((await searchSlugs(word)).includes(record.slug) ? true : undefined),
          'the published change in search',
        );
        await t.http.get(`/studio/${path}/${record.id}/draft`).set(asEditor()).expect(404);

        // One write through the write path: its audit entry, revision and outbox event.
        expect(await latestAudit(record.id)).toMatchObject({
          action: 'update',
          entityType: resource,
          userId: editor.user.id,
          changes: { draft_id: staged.body.data.id, changes: { [field]: `${word} edition` } },
        });
        const [revision] = await t.dataSource
          .getRepository(Revision)
          .find({ where: { recordId: record.id }, order: { number: 'DESC' }, take: 1 });
        expect(revision).toMatchObject({ resource, operation: 'updated' });
        const events = await t.dataSource
          .getRepository(OutboxEvent)
          .find({ where: { recordId: record.id } });
        expect(events).toEqual([
          expect.objectContaining({
            type: `${resource}.updated`,
            revisionId: revision.id,
            changedFields: expect.arrayContaining([field]),
          }),
        ]);
      });
    },
  );

  describe('a new record staged as a draft', () => {
    it('is in no public read, list or search until published, then is created', async () => {
      const park = await createThemePark(t);
      const word = uniqueWord('Quuxride');
      const slug = uniqueSlug('draft-ride');
      const body = { name: `${word} coaster`, slug, theme_park_id: park.id };

      const staged = await t.http
        .post('/studio/attractions/drafts')
        .set(asEditor())
        .send(body)
        .expect(201);
      expect(staged.body.data).toMatchObject({
        resource: 'attractions',
        record_id: null,
        body,
        base: null,
      });
      const draftId = staged.body.data.id as string;

      await t.http.get(`/api/v1/attractions/${slug}`).expect(404);
      const list = await t.http
        .get('/api/v1/attractions')
        .query({ theme_park: park.slug })
        .expect(200);
      expect(list.body.data.map((a: { slug: string }) => a.slug)).not.toContain(slug);
      expect(await searchSlugs(word)).not.toContain(slug);

      const drafts = await t.http
        .get('/studio/drafts')
        .query({ resource: 'attractions', limit: 100 })
        .set(asEditor())
        .expect(200);
      expect(drafts.body.data.map((d: { id: string }) => d.id)).toContain(draftId);
      expect(drafts.body).toMatchObject({ skip: 0, limit: 100, total: expect.any(Number) });

      const diff = await t.http.get(`/studio/drafts/${draftId}/diff`).set(asEditor()).expect(200);
      expect(diff.body.data.fields).toContainEqual({
        field: 'name',
        live: null,
        draft: `${word} coaster`,
        changed: true,
      });

      await t.http
        .put(`/studio/drafts/${draftId}`)
        .set(asEditor())
        .send({ ...body, min_height_cm: 120 })
        .expect(200);

      const published = await t.http
        .post(`/studio/drafts/${draftId}/publish`)
        .set(asEditor())
        .expect(200);
      const id = published.body.data.record_id as string;
      expect(published.body.data.record).toMatchObject({ id, slug, min_height_cm: 120 });
      expect((await t.http.get(`/api/v1/attractions/${slug}`).expect(200)).body.data.id).toBe(id);
      await t.http.get(`/studio/drafts/${draftId}`).set(asEditor()).expect(404);
      expect(
        await t.dataSource.getRepository(OutboxEvent).find({ where: { recordId: id } }),
      ).toEqual([expect.objectContaining({ type: 'attraction.created' })]);
      expect(await latestAudit(id)).toMatchObject({ action: 'create', entityType: 'attraction' });
    });
  });

  describe('discarding and conflicts', () => {
    it('discards a draft and leaves the live record as it was', async () => {
      const ride = await createAttraction(t, await createThemePark(t), { name: 'Big Thunder' });
      const url = `/studio/attractions/${ride.id}/draft`;
      await t.http.put(url).set(asEditor()).send({ name: 'Little Thunder' }).expect(200);
      await t.http.delete(url).set(asEditor()).expect(204);
      expectProblem(await t.http.get(url).set(asEditor()), 404, 'NOT_FOUND');
      expectProblem(await t.http.delete(url).set(asEditor()), 404, 'NOT_FOUND');
      expect(
        (await t.http.get(`/studio/attractions/${ride.id}`).set(asEditor()).expect(200)).body.data
          .name,
      ).toBe('Big Thunder');
      expect(await latestAudit(ride.id)).toMatchObject({
        action: 'discard',
        entityType: 'catalogue_draft',
      });
    });

    it('refuses to publish over a live change with 409 unless forced', async () => {
      const ship = await createShip(t, { name: 'Oasis' });
      await t.http
        .put(`/studio/ships/${ship.id}/draft`)
        .set(asEditor())
        .send({ name: 'Oasis of the Seas' })
        .expect(200);
      await t.http
        .patch(`/studio/ships/${ship.id}`)
        .set(asEditor())
        .send({ description: 'Changed live meanwhile.' })
        .expect(200);

      const diff = await t.http
        .get(`/studio/ships/${ship.id}/draft/diff`)
        .set(asEditor())
        .expect(200);
      expect(diff.body.data.conflict).toBe(true);
      const refused = expectProblem(
        await t.http.post(`/studio/ships/${ship.id}/draft/publish`).set(asEditor()),
        409,
        'CONFLICT',
      );
      expect(refused.detail).toMatch(/changed since this draft was staged/);

      const forced = await t.http
        .post(`/studio/ships/${ship.id}/draft/publish`)
        .query({ force: 'true' })
        .set(asEditor())
        .expect(200);
      expect(forced.body.data.record).toMatchObject({
        name: 'Oasis of the Seas',
        description: 'Changed live meanwhile.',
      });
    });

    it('keeps the draft and writes nothing when publishing breaks a rule', async () => {
      const park = await createThemePark(t);
      const taken = await createAttraction(t, park);
      const staged = await t.http
        .post('/studio/attractions/drafts')
        .set(asEditor())
        .send({ name: 'Twin', slug: taken.slug, theme_park_id: park.id })
        .expect(201);
      const auditBefore = await t.dataSource.getRepository(AuditEntry).count();
      expectProblem(
        await t.http.post(`/studio/drafts/${staged.body.data.id}/publish`).set(asEditor()),
        409,
        'CONFLICT',
      );
      await t.http.get(`/studio/drafts/${staged.body.data.id}`).set(asEditor()).expect(200);
      expect(await t.dataSource.getRepository(AuditEntry).count()).toBe(auditBefore);
    });

    it("removes a record's draft when the record is deleted", async () => {
      const ride = await createAttraction(t, await createThemePark(t));
      await t.http
        .put(`/studio/attractions/${ride.id}/draft`)
        .set(asEditor())
        .send({ name: 'Gone soon' })
        .expect(200);
      await t.http.delete(`/studio/attractions/${ride.id}`).set(asEditor()).expect(204);
      await t.http.get(`/studio/attractions/${ride.id}/draft`).set(asEditor()).expect(404);
    });
  });

  describe('access and bad input', () => {
    it('answers 401 without a token', async () => {
      expectProblem(await t.http.get('/studio/drafts'), 401, 'UNAUTHORIZED');
      expectProblem(
        await t.http.put(`/studio/attractions/${UNKNOWN_ID}/draft`).send({ name: 'x' }),
        401,
        'UNAUTHORIZED',
      );
    });

    it.each(REVISIONED_PATHS)(
      '%s: refuses an unknown field in a change and an empty create body with 400',
      async (path) => {
        const change = expectProblem(
          await t.http
            .put(`/studio/${path}/${UNKNOWN_ID}/draft`)
            .set(asEditor())
            .send({ no_such_field: 1 }),
          400,
          'VALIDATION_FAILED',
        );
        expect(change.errors).toContainEqual({
          field: 'no_such_field',
          message: 'is not an accepted field',
        });
        expectProblem(
          await t.http.post(`/studio/${path}/drafts`).set(asEditor()).send({}),
          400,
          'VALIDATION_FAILED',
        );
      },
    );

    it('names an invalid value, and answers 404 for an unknown resource, record or draft', async () => {
      const ride = await createAttraction(t, await createThemePark(t));
      const invalid = expectProblem(
        await t.http
          .put(`/studio/attractions/${ride.id}/draft`)
          .set(asEditor())
          .send({ min_height_cm: 'tall' }),
        400,
        'VALIDATION_FAILED',
      );
      expect(invalid.errors?.map((e) => e.field)).toEqual(['min_height_cm']);
      expectProblem(
        await t.http.put(`/studio/attractions/${ride.id}/draft`).set(asEditor()).send({}),
        400,
        'VALIDATION_FAILED',
      );
      expectProblem(
        await t.http.put(`/studio/spaceships/${ride.id}/draft`).set(asEditor()).send({ name: 'x' }),
        404,
        'NOT_FOUND',
      );
      expectProblem(
        await t.http
          .put(`/studio/attractions/${UNKNOWN_ID}/draft`)
          .set(asEditor())
          .send({ name: 'x' }),
        404,
        'NOT_FOUND',
      );
      expectProblem(
        await t.http.post(`/studio/drafts/${UNKNOWN_ID}/publish`).set(asEditor()),
        404,
        'NOT_FOUND',
      );
      expectProblem(
        await t.http.get('/studio/drafts/not-a-uuid').set(asEditor()),
        400,
        'VALIDATION_FAILED',
      );
      expectProblem(
        await t.http.get('/studio/drafts').query({ resource: 'spaceships' }).set(asEditor()),
        400,
        'VALIDATION_FAILED',
      );
      expectProblem(
        await t.http
          .post(`/studio/attractions/${ride.id}/draft/publish`)
          .query({ force: 'maybe' })
          .set(asEditor()),
        400,
        'VALIDATION_FAILED',
      );
    });
  });
});
