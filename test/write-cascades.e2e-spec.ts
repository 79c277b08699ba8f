import { AuditEntry } from '@/modules/audit/entities/audit-entry.entity';
import { Revision } from '@/modules/revisions/entities/revision.entity';
import { OutboxEvent } from '@/modules/webhooks/entities/outbox-event.entity';
import { createCategory, createGuide, createVideo } from './factories/content.factory';
import {
  createCruiseLine,
  createDryDock,
  createItinerary,
  createPort,
  createSailing,
  createShip,
} from './factories/cruise.factory';
import {
  createAttraction,
  createDiningLocation,
  createResort,
  createSpecialEvent,
  createThemePark,
} from './factories/parks.factory';
import { bearer, createUserWithTokens, UserWithTokens } from './factories/users.factory';
import { createTestApp, TestApp } from './support/test-app';

/**
 * A studio write changes more records than the one it names: a delete takes its dependents with it
 * (ON DELETE CASCADE), and tags are child rows of both the category and the tagged record. Each of
 * those records gets its revision, outbox event and audit entry in the write's transaction.
 */
describe('records a studio write changes besides its own', () => {
  let t: TestApp;
  let editor: UserWithTokens;

  beforeAll(async () => {
    t = await createTestApp({ env: { WEBHOOK_DISPATCH: 'false' } });
    editor = await createUserWithTokens(t, { role: 'editor' });
  });
  afterAll(() => t.close());

  const asEditor = () => bearer(editor.accessToken);

  /** Each record's revisions, events and audit entries, as `resource id` → operations. */
  async function trail(ids: string[]) {
    const [revisions, events, audits] = await Promise.all([
      t.dataSource.getRepository(Revision).find({ order: { number: 'ASC' } }),
      t.dataSource.getRepository(OutboxEvent).find({ order: { seq: 'ASC' } }),
      t.dataSource.getRepository(AuditEntry).find({ order: { seq: 'ASC' } }),
    ]);
    const of = (id: string) => ({
      revisions: revisions
        .filter((r) => r.recordId === id)
        .map((r) => `${r.resource} ${r.operation}`),
      events: events.filter((e) => e.recordId === id).map((e) => e.type),
      audit: audits.filter((a) => a.entityId === id).map((a) => `${a.entityType} ${a.action}`),
    });
    return Object.fromEntries(ids.map((id) => [id, of(id)]));
  }

  const deletedRevision = (id: string) =>
    t.dataSource.getRepository(Revision).findOneByOrFail({ recordId: id, operation: 'deleted' });

  it('deleting a cruise line stores the deletion of every ship, dry dock, itinerary, sailing and dining location it takes', async () => {
    const line = await createCruiseLine(t);
    const ship = await createShip(t, { cruiseLineId: line.id });
    const dock = await createDryDock(t, ship.id);
    const port = await createPort(t);
    const itinerary = await createItinerary(t, { cruiseLineId: line.id, nights: 3 }, [
      { portId: port.id, dayNumber: 1 },
    ]);
    // Reached through its ship and through its itinerary: one deletion.
    const sailing = await createSailing(t, { shipId: ship.id, itineraryId: itinerary.id });
    const diner = await createDiningLocation(t, { shipId: ship.id });

    await t.http.delete(`/studio/cruise-lines/${line.id}`).set(asEditor()).expect(204);

    const deleted = (resource: string, revisions = true) => ({
      revisions: revisions ? [`${resource} deleted`] : [],
      events: [`${resource}.deleted`],
      audit: [`${resource} delete`],
    });
    expect(await trail([line.id, ship.id, dock.id, itinerary.id, sailing.id, diner.id])).toEqual({
      [line.id]: deleted('cruise_line'),
      [ship.id]: deleted('ship'),
      // A dry dock's revisions are its ship's: the ship's deletion holds it.
      [dock.id]: deleted('dry_dock', false),
      [itinerary.id]: deleted('itinerary'),
      [sailing.id]: deleted('sailing'),
      [diner.id]: deleted('dining_location'),
    });

    expect(
      ((await deletedRevision(ship.id)).data.dry_docks as Array<{ id: string }>).map((d) => d.id),
    ).toEqual([dock.id]);
    expect(
      ((await deletedRevision(itinerary.id)).data.stops as Array<{ port_id: string }>).map(
        (s) => s.port_id,
      ),
    ).toEqual([port.id]);
    const event = await t.dataSource
      .getRepository(OutboxEvent)
      .findOneByOrFail({ recordId: sailing.id });
    expect(event.data).toMatchObject({ id: sailing.id, ship_id: ship.id });
    const audit = await t.dataSource
      .getRepository(AuditEntry)
      .findOneByOrFail({ entityId: sailing.id });
    expect([audit.userId, audit.changes]).toEqual([
      editor.user.id,
      { caused_by: { resource: 'cruise_line', id: line.id, operation: 'deleted' } },
    ]);
    // The revisions of what went stay readable.
    const history = await t.http.get(`/studio/sailings/${sailing.id}/revisions`).set(asEditor());
    expect([
      history.status,
      history.body.data.map((r: { operation: string }) => r.operation),
    ]).toEqual([200, ['deleted']]);
  });

  it('deleting a theme park stores the deletion of its resorts, attractions, events (with their sessions) and dining locations', async () => {
    const park = await createThemePark(t);
    const resort = await createResort(t, park);
    const resortDiner = await createDiningLocation(t, { resortId: resort.id });
    const ride = await createAttraction(t, park);
    const event = await createSpecialEvent(t, park, {}, [
      { startsAt: new Date('2099-01-02T23:00:00Z'), label: 'Night one' },
    ]);

    await t.http.delete(`/studio/theme-parks/${park.id}`).set(asEditor()).expect(204);

    const ids = [resort.id, resortDiner.id, ride.id, event.id];
    const found = await trail(ids);
    expect(Object.values(found).map((r) => r.events)).toEqual([
      ['resort.deleted'],
      ['dining_location.deleted'],
      ['attraction.deleted'],
      ['special_event.deleted'],
    ]);
    expect(Object.values(found).map((r) => r.revisions.length)).toEqual([1, 1, 1, 1]);
    expect(
      ((await deletedRevision(event.id)).data.sessions as Array<{ label: string }>).map(
        (s) => s.label,
      ),
    ).toEqual(['Night one']);
  });

  it('deleting a category stores an update of every guide and video it tagged', async () => {
    const guide = await createGuide(t);
    const video = await createVideo(t);
    const category = await createCategory(t, {}, [
      { type: 'guide', id: guide.id },
      { type: 'video', id: video.id },
    ]);

    await t.http.delete(`/studio/categories/${category.id}`).set(asEditor()).expect(204);

    expect(await trail([guide.id, video.id])).toEqual({
      [guide.id]: {
        revisions: ['guide updated'],
        events: ['guide.updated'],
        audit: ['guide update'],
      },
      [video.id]: {
        revisions: ['video updated'],
        events: ['video.updated'],
        audit: ['video update'],
      },
    });
    const revision = await t.dataSource
      .getRepository(Revision)
      .findOneByOrFail({ recordId: guide.id });
    expect(revision.data.categories).toEqual([]);
  });

  it('tagging a guide, then deleting it, stores updates of the categories whose records changed', async () => {
    const [tagged, untouched] = [await createCategory(t), await createCategory(t)];
    const created = await t.http
      .post('/studio/guides')
      .set(asEditor())
      .send({ title: 'Tagged', slug: `tagged-${tagged.id}`, body: 'x', category_ids: [tagged.id] })
      .expect(201);
    const guideId = created.body.data.id as string;
    // The same tags again change no category.
    await t.http
      .patch(`/studio/guides/${guideId}`)
      .set(asEditor())
      .send({ title: 'Tagged again', category_ids: [tagged.id] })
      .expect(200);
    await t.http.delete(`/studio/guides/${guideId}`).set(asEditor()).expect(204);

    expect(await trail([tagged.id, untouched.id])).toEqual({
      [tagged.id]: {
        revisions: ['category updated', 'category updated'],
        events: ['category.updated', 'category.updated'],
        audit: ['category update', 'category update'],
      },
      [untouched.id]: { revisions: [], events: [], audit: [] },
    });
    const items = await t.dataSource
      .getRepository(Revision)
      .find({ where: { recordId: tagged.id }, order: { number: 'ASC' } });
    expect(
      items.map((r) => (r.data.items as Array<{ item_id: string }>).map((i) => i.item_id)),
    ).toEqual([[guideId], []]);
  });

  it('tags written from both sides at once all succeed (a deadlock between them is retried)', async () => {
    const statuses: number[] = [];
    for (let round = 0; round < 5; round++) {
      const guide = await createGuide(t);
      const category = await createCategory(t);
      const [a, b] = await Promise.all([
        t.http
          .patch(`/studio/categories/${category.id}`)
          .set(asEditor())
          .send({ items: [{ type: 'guide', id: guide.id }] }),
        t.http
          .patch(`/studio/guides/${guide.id}`)
          .set(asEditor())
          .send({ category_ids: [category.id] }),
      ]);
      statuses.push(a.status, b.status);
      const stored = await t.http.get(`/studio/guides/${guide.id}`).set(asEditor());
      expect(stored.body.data.categories.map((c: { id: string }) => c.id)).toEqual([category.id]);
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  });
});
