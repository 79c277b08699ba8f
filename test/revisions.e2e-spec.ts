import { randomUUID } from 'node:crypto';
import { AuditEntry } from '@/modules/audit/entities/audit-entry.entity';
import { Revision } from '@/modules/revisions/entities/revision.entity';
import { OutboxEvent } from '@/modules/webhooks/entities/outbox-event.entity';
import { createCruiseLine, createPort, uniqueSlug } from './factories/cruise.factory';
import { bearer, createUserWithTokens, UserWithTokens } from './factories/users.factory';
import { expectProblem } from './support/problem';
import { createTestApp, TestApp } from './support/test-app';

const MAX_PER_RECORD = 4;

describe('revisions of catalogue records', () => {
  let t: TestApp;
  let editor: UserWithTokens;
  let admin: UserWithTokens;

  beforeAll(async () => {
    t = await createTestApp({ env: { REVISIONS_MAX_PER_RECORD: String(MAX_PER_RECORD) } });
    editor = await createUserWithTokens(t, { role: 'editor' });
    admin = await createUserWithTokens(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  const asEditor = () => bearer(editor.accessToken);
  const auditOf = (id: string) =>
    t.dataSource.getRepository(AuditEntry).find({ where: { entityId: id }, order: { seq: 'ASC' } });
  const eventsOf = (id: string) =>
    t.dataSource
      .getRepository(OutboxEvent)
      .find({ where: { recordId: id }, order: { seq: 'ASC' } });
  const revisionsOf = (id: string) =>
    t.dataSource
      .getRepository(Revision)
      .find({ where: { recordId: id }, order: { number: 'ASC' } });

  async function createItinerary(overrides: Record<string, unknown> = {}) {
    const line = await createCruiseLine(t);
    const [miami, nassau] = [await createPort(t), await createPort(t)];
    const slug = uniqueSlug('voyage');
    const response = await t.http
      .post('/studio/itineraries')
      .set(asEditor())
      .send({
        name: 'Bahamas Getaway',
        slug,
        cruise_line_id: line.id,
        embarkation_port_id: miami.id,
        disembarkation_port_id: miami.id,
        cruise_region: 'Caribbean',
        nights: 3,
        stops: [
          { day_number: 1, port_id: miami.id, departure_time: '16:00' },
          { day_number: 2, port_id: nassau.id, arrival_time: '08:00' },
        ],
        ...overrides,
      })
      .expect(201);
    return { id: response.body.data.id as string, slug, miami, nassau, line };
  }

  describe('the write path', () => {
    it('stores one audit entry, one revision and one outbox event per studio write, in order', async () => {
      const { id, nassau } = await createItinerary();
      const patched = await t.http
        .patch(`/studio/itineraries/${id}`)
        .set(asEditor())
        .send({ name: 'Bahamas Escape', stops: [{ day_number: 2, port_id: nassau.id }] })
        .expect(200);
      await t.http.delete(`/studio/itineraries/${id}`).set(asEditor()).expect(204);

      const audit = await auditOf(id);
      expect(audit.map((a) => [a.action, a.entityType, a.userId])).toEqual([
        ['create', 'itinerary', editor.user.id],
        ['update', 'itinerary', editor.user.id],
        ['delete', 'itinerary', editor.user.id],
      ]);
      expect(audit[1].changes).toEqual({
        name: 'Bahamas Escape',
        stops: [{ day_number: 2, port_id: nassau.id }],
      });

      const revisions = await revisionsOf(id);
      expect(revisions.map((r) => [r.number, r.operation, r.actorId])).toEqual([
        [1, 'created', editor.user.id],
        [2, 'updated', editor.user.id],
        [3, 'deleted', editor.user.id],
      ]);
      expect(Object.keys(revisions[1].changes)).toEqual(['name', 'stops']);
      expect(revisions[2].data).toEqual(revisions[1].data);

      const events = await eventsOf(id);
      expect(events.map((e) => [e.type, e.revisionId, e.actorId])).toEqual([
        ['itinerary.created', revisions[0].id, editor.user.id],
        ['itinerary.updated', revisions[1].id, editor.user.id],
        ['itinerary.deleted', revisions[2].id, editor.user.id],
      ]);
      // The record as the studio's GET (and the write) answered it, before the delete too.
      expect(patched.body.data).toEqual(
        expect.objectContaining({
          id,
          name: 'Bahamas Escape',
          ports: [expect.objectContaining({ day_number: 2 })],
        }),
      );
      expect(events[1].data).toEqual(patched.body.data);
      expect(events[2].data).toEqual(patched.body.data);
      expect(events.map((e) => e.changedFields)).toEqual([
        expect.arrayContaining(['name', 'slug', 'stops']),
        ['name', 'stops'],
        [],
      ]);
    });

    it('stores nothing for a write that fails', async () => {
      const { slug } = await createItinerary();
      const line = await createCruiseLine(t);
      const port = await createPort(t);
      const before = await Promise.all([
        t.dataSource.getRepository(AuditEntry).count(),
        t.dataSource.getRepository(Revision).count(),
        t.dataSource.getRepository(OutboxEvent).count(),
      ]);
      expectProblem(
        await t.http.post('/studio/itineraries').set(asEditor()).send({
          name: 'Copy',
          slug,
          cruise_line_id: line.id,
          embarkation_port_id: port.id,
          disembarkation_port_id: port.id,
          cruise_region: 'Caribbean',
          nights: 3,
        }),
        409,
        'CONFLICT',
      );
      expect(
        await Promise.all([
          t.dataSource.getRepository(AuditEntry).count(),
          t.dataSource.getRepository(Revision).count(),
          t.dataSource.getRepository(OutboxEvent).count(),
        ]),
      ).toEqual(before);
    });

    it('keeps dry docks with their ship: a dry_dock event and audit entry, and a ship revision', async () => {
      const line = await createCruiseLine(t);
      const ship = await t.http
        .post('/studio/ships')
        .set(asEditor())
        .send({ name: 'Wonder', slug: uniqueSlug('wonder'), cruise_line_id: line.id })
        .expect(201);
      const shipId = ship.body.data.id as string;
      const dock = await t.http
        .post(`/studio/ships/${shipId}/dry-docks`)
        .set(asEditor())
        .send({ start_date: '2027-01-10', end_date: '2027-02-01', shipyard: 'Navantia' })
        .expect(201);
      const dockId = dock.body.data.id as string;

      const revisions = await revisionsOf(shipId);
      expect(
        revisions.map((r) => [r.operation, Object.keys(r.changes).includes('dry_docks')]),
      ).toEqual([
        ['created', true],
        ['updated', true],
      ]);
      expect(revisions[1].data.dry_docks).toEqual([
        expect.objectContaining({ id: dockId, shipyard: 'Navantia' }),
      ]);
      expect((await eventsOf(dockId)).map((e) => [e.type, e.revisionId])).toEqual([
        ['dry_dock.created', revisions[1].id],
      ]);
      expect((await auditOf(dockId)).map((a) => [a.action, a.entityType])).toEqual([
        ['create', 'dry_dock'],
      ]);
    });
  });

  describe('GET /studio/{resource}/{id}/revisions', () => {
    it('lists revisions newest first, paginated, also for a deleted record', async () => {
      const { id } = await createItinerary();
      await t.http
        .patch(`/studio/itineraries/${id}`)
        .set(asEditor())
        .send({ nights: 4 })
        .expect(200);
      await t.http.delete(`/studio/itineraries/${id}`).set(asEditor()).expect(204);

      const response = await t.http
        .get(`/studio/itineraries/${id}/revisions?limit=2`)
        .set(asEditor())
        .expect(200);
      expect(response.body).toEqual({
        data: [
          expect.objectContaining({ number: 3, operation: 'deleted', changed_fields: [] }),
          expect.objectContaining({ number: 2, operation: 'updated', changed_fields: ['nights'] }),
        ],
        total: 3,
        skip: 0,
        limit: 2,
      });
      expect(response.body.data[0]).toEqual({
        id: expect.any(String),
        resource: 'itinerary',
        record_id: id,
        number: 3,
        operation: 'deleted',
        user_id: editor.user.id,
        user_email: editor.user.email,
        changed_fields: [],
        restored_from: null,
        created_at: expect.stringMatching(/Z$/),
      });
    });

    it('keeps at most REVISIONS_MAX_PER_RECORD revisions of a record, the newest', async () => {
      const { id } = await createItinerary();
      for (let nights = 4; nights <= 8; nights++)
        await t.http
          .patch(`/studio/itineraries/${id}`)
          .set(asEditor())
          .send({ nights })
          .expect(200);
      const response = await t.http
        .get(`/studio/itineraries/${id}/revisions`)
        .set(asEditor())
        .expect(200);
      expect(response.body.total).toBe(MAX_PER_RECORD);
      expect(response.body.data.map((r: { number: number }) => r.number)).toEqual([6, 5, 4, 3]);
    });

    it('drops revisions older than REVISIONS_RETENTION_DAYS, keeping the newest', async () => {
      const { id } = await createItinerary();
      await t.dataSource.query(
        `UPDATE revisions SET created_at = now() - interval '400 days' WHERE record_id = $1`,
        [id],
      );
      await t.http
        .patch(`/studio/itineraries/${id}`)
        .set(asEditor())
        .send({ nights: 5 })
        .expect(200);
      expect((await revisionsOf(id)).map((r) => r.number)).toEqual([2]);
    });

    it('answers 404 for a record that never existed or an unknown resource, 400 for a bad id, 401 without a token', async () => {
      expectProblem(
        await t.http.get(`/studio/ships/${randomUUID()}/revisions`).set(asEditor()),
        404,
        'NOT_FOUND',
      );
      expectProblem(
        await t.http.get(`/studio/users/${randomUUID()}/revisions`).set(asEditor()),
        404,
        'NOT_FOUND',
      );
      expectProblem(
        await t.http.get('/studio/ships/not-a-uuid/revisions').set(asEditor()),
        400,
        'VALIDATION_FAILED',
      );
      expectProblem(
        await t.http.get(`/studio/ships/${randomUUID()}/revisions`),
        401,
        'UNAUTHORIZED',
      );
    });
  });

  describe('GET /studio/{resource}/{id}/revisions/{revision}', () => {
    it('answers the record as it was, with its child rows, and the diff', async () => {
      const { id, miami, nassau } = await createItinerary();
      await t.http
        .patch(`/studio/itineraries/${id}`)
        .set(asEditor())
        .send({ name: 'Renamed', stops: [{ day_number: 1, port_id: nassau.id }] })
        .expect(200);
      const [first, second] = await revisionsOf(id);

      const response = await t.http
        .get(`/studio/itineraries/${id}/revisions/${second.id}`)
        .set(asEditor())
        .expect(200);
      expect(response.body.data).toEqual(
        expect.objectContaining({ id: second.id, number: 2, changed_fields: ['name', 'stops'] }),
      );
      expect(response.body.data.record).toEqual(
        expect.objectContaining({
          id,
          name: 'Renamed',
          stops: [expect.objectContaining({ day_number: 1, port_id: nassau.id })],
        }),
      );
      expect(response.body.data.diff.name).toEqual({ before: 'Bahamas Getaway', after: 'Renamed' });
      expect(response.body.data.diff.stops.before).toEqual([
        expect.objectContaining({ port_id: miami.id }),
        expect.objectContaining({ port_id: nassau.id }),
      ]);

      const created = await t.http
        .get(`/studio/itineraries/${id}/revisions/${first.id}`)
        .set(asEditor())
        .expect(200);
      expect(created.body.data.diff.name).toEqual({ before: null, after: 'Bahamas Getaway' });

      expectProblem(
        await t.http.get(`/studio/itineraries/${id}/revisions/${randomUUID()}`).set(asEditor()),
        404,
        'NOT_FOUND',
      );
      // A revision of another record is not found under this one.
      const other = await createItinerary();
      expectProblem(
        await t.http.get(`/studio/itineraries/${other.id}/revisions/${first.id}`).set(asEditor()),
        404,
        'NOT_FOUND',
      );
    });
  });

  describe('revisions by number', () => {
    it('answers a revision by the number the list shows, as by its id', async () => {
      const { id } = await createItinerary();
      await t.http
        .patch(`/studio/itineraries/${id}`)
        .set(asEditor())
        .send({ name: 'B' })
        .expect(200);
      const [, second] = await revisionsOf(id);

      const byId = await t.http
        .get(`/studio/itineraries/${id}/revisions/${second.id}`)
        .set(asEditor())
        .expect(200);
      const byNumber = await t.http
        .get(`/studio/itineraries/${id}/revisions/2`)
        .set(asEditor())
        .expect(200);
      expect(byNumber.body.data).toEqual(byId.body.data);
      expect(byNumber.body.data).toEqual(expect.objectContaining({ id: second.id, number: 2 }));

      const missing = expectProblem(
        await t.http.get(`/studio/itineraries/${id}/revisions/9`).set(asEditor()),
        404,
        'NOT_FOUND',
      );
      expect(missing.detail).toBe("Revision '9' was not found.");
    });

    it('restores a revision by its number', async () => {
      const { id } = await createItinerary();
      await t.http
        .patch(`/studio/itineraries/${id}`)
        .set(asEditor())
        .send({ name: 'B' })
        .expect(200);
      const [first] = await revisionsOf(id);

      const response = await t.http
        .post(`/studio/itineraries/${id}/revisions/1/restore`)
        .set(asEditor())
        .expect(201);
      expect(response.body.data).toEqual(
        expect.objectContaining({ number: 3, operation: 'restored', restored_from: first.id }),
      );
      const detail = await t.http.get(`/studio/itineraries/${id}`).set(asEditor()).expect(200);
      expect(detail.body.data.name).toBe('Bahamas Getaway');
    });

    it.each(['0', '-1', '1.5', 'first', '99999999999'])(
      'answers 400 naming the revision for %j',
      async (revision) => {
        const { id } = await createItinerary();
        const body = expectProblem(
          await t.http.get(`/studio/itineraries/${id}/revisions/${revision}`).set(asEditor()),
          400,
          'VALIDATION_FAILED',
        );
        expect(body.errors).toEqual([
          {
            field: 'revision',
            message: "must be the revision's id (a UUID) or its number (1, 2, …)",
          },
        ]);
      },
    );
  });

  describe('POST /studio/{resource}/{id}/revisions/{revision}/restore', () => {
    it('writes the record back as it was, as a new revision, audited and sent as <resource>.restored', async () => {
      const { id, miami, nassau } = await createItinerary();
      await t.http
        .patch(`/studio/itineraries/${id}`)
        .set(asEditor())
        .send({ name: 'Wrong', stops: [] })
        .expect(200);
      const [first] = await revisionsOf(id);

      const response = await t.http
        .post(`/studio/itineraries/${id}/revisions/${first.id}/restore`)
        .set(bearer(admin.accessToken))
        .expect(201);
      expect(response.body.data).toEqual(
        expect.objectContaining({
          number: 3,
          operation: 'restored',
          restored_from: first.id,
          user_id: admin.user.id,
          changed_fields: ['name', 'stops'],
        }),
      );

      const detail = await t.http.get(`/studio/itineraries/${id}`).set(asEditor()).expect(200);
      expect(detail.body.data.name).toBe('Bahamas Getaway');
      expect(detail.body.data.ports.map((s: { port: { id: string } }) => s.port.id)).toEqual([
        miami.id,
        nassau.id,
      ]);
      const audit = await auditOf(id);
      expect(audit[audit.length - 1]).toEqual(
        expect.objectContaining({
          action: 'restore',
          entityType: 'itinerary',
          userId: admin.user.id,
          changes: { revision_id: first.id, revision: 3 },
        }),
      );
      expect(audit).toHaveLength(3);
      const events = await eventsOf(id);
      expect(events[events.length - 1].type).toBe('itinerary.restored');
    });

    it('brings a deleted record back with its child rows', async () => {
      const { id } = await createItinerary();
      await t.http.delete(`/studio/itineraries/${id}`).set(asEditor()).expect(204);
      const [, deleted] = await revisionsOf(id);
      await t.http
        .post(`/studio/itineraries/${id}/revisions/${deleted.id}/restore`)
        .set(asEditor())
        .expect(201);
      const detail = await t.http.get(`/studio/itineraries/${id}`).set(asEditor()).expect(200);
      expect(detail.body.data.ports).toHaveLength(2);
    });

    it('answers 409 naming the constraint when the slug is taken or the parent is gone', async () => {
      const { id, slug } = await createItinerary();
      const [first] = await revisionsOf(id);
      await t.http.delete(`/studio/itineraries/${id}`).set(asEditor()).expect(204);
      await createItinerary({ slug });
      const taken = expectProblem(
        await t.http
          .post(`/studio/itineraries/${id}/revisions/${first.id}/restore`)
          .set(asEditor()),
        409,
        'CONFLICT',
      );
      expect(taken.detail).toContain('uq_itineraries_slug');

      const line = await createCruiseLine(t);
      const ship = await t.http
        .post('/studio/ships')
        .set(asEditor())
        .send({ name: 'Orphan', slug: uniqueSlug('orphan'), cruise_line_id: line.id })
        .expect(201);
      const shipId = ship.body.data.id as string;
      await t.http.delete(`/studio/cruise-lines/${line.id}`).set(asEditor()).expect(204);
      const [shipRevision] = await revisionsOf(shipId);
      const orphan = expectProblem(
        await t.http
          .post(`/studio/ships/${shipId}/revisions/${shipRevision.id}/restore`)
          .set(asEditor()),
        409,
        'CONFLICT',
      );
      expect(orphan.detail).toContain('fk_ships_cruise_line');
      // The ship's deletion with its line is a revision; the refused restore adds none.
      expect((await revisionsOf(shipId)).map((r) => r.operation)).toEqual(['created', 'deleted']);
    });

    it('answers 404 for an unknown revision and 401 without a token', async () => {
      const { id } = await createItinerary();
      expectProblem(
        await t.http
          .post(`/studio/itineraries/${id}/revisions/${randomUUID()}/restore`)
          .set(asEditor()),
        404,
        'NOT_FOUND',
      );
      expectProblem(
        await t.http.post(`/studio/itineraries/${id}/revisions/${randomUUID()}/restore`),
        401,
        'UNAUTHORIZED',
      );
    });
  });
});
