import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AuditEntry } from '@/modules/audit/entities/audit-entry.entity';
import { OutboxEvent } from '@/modules/webhooks/entities/outbox-event.entity';
import { Revision } from '@/modules/revisions/entities/revision.entity';
import { createGuide } from '../factories/content.factory';
import { createShip, UNKNOWN_ID } from '../factories/cruise.factory';
import { createAttraction, createThemePark } from '../factories/parks.factory';
import { bearer, createUserWithTokens, UserWithTokens } from '../factories/users.factory';
import { eventually } from '../support/eventually';
import { startPostgresProcess } from '../support/postgres-process';
import { expectProblem } from '../support/problem';
import { createTestApp, TestApp } from '../support/test-app';

jest.setTimeout(40_000);

/** A word of letters no other test writes, so a search for it finds only this test's record. */
const uniqueWord = (prefix: string) =>
  prefix +
  randomBytes(5)
    .toString('hex')
    .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]);

/** A short poll, and no public rate limit for the tests' polling reads. */
const ENV = { JOBS_POLL_MS: '200', RATE_LIMIT_PUBLIC_PER_MIN: '1000000' };

const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();

/** The record's outbox events, oldest first. */
const eventsOf = (t: TestApp, recordId: string) =>
  t.dataSource
    .getRepository(OutboxEvent)
    .find({ where: { recordId }, order: { seq: 'ASC' } })
    .then((events) => events.map((e) => ({ type: e.type, at: e.occurredAt })));

describe('scheduled publishing', () => {
  let t: TestApp;
  let other: TestApp;
  let editor: UserWithTokens;
  let admin: UserWithTokens;

  beforeAll(async () => {
    t = await createTestApp({ env: ENV });
    // A second instance on the same database: each publication still happens once.
    other = await createTestApp({ databaseUrl: t.databaseUrl, env: ENV });
    editor = await createUserWithTokens(t, { role: 'editor' });
    admin = await createUserWithTokens(t, { role: 'admin' });
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  const asEditor = () => bearer(editor.accessToken);
  /** The audit log's entries of the record, newest first, as an auditor reads them. */
  const auditOf = async (entityType: string, recordId: string) =>
    (
      (
        await t.http
          .get('/studio/logs/audit')
          .query({ entity_type: entityType, limit: 100 })
          .set(bearer(admin.accessToken))
          .expect(200)
      ).body.data as Array<{ entity_id: string; user_id: string | null; actor: unknown }>
    ).filter((e) => e.entity_id === recordId);
  const searchSlugs = async (q: string) =>
    (
      (await t.http.get('/api/search').query({ q }).expect(200)).body.data as Array<{
        slug: string;
      }>
    ).map((h) => h.slug);

  const FAMILIES = [
    {
      family: 'parks',
      path: 'theme-parks',
      publicPath: '/api/v1/theme-parks',
      resource: 'theme_park',
      make: (name: string) => createThemePark(t, { name, timezone: 'America/New_York' }),
    },
    {
      family: 'cruise',
      path: 'ships',
      publicPath: '/api/v1/ships',
      resource: 'ship',
      make: (name: string) => createShip(t, { name }),
    },
    {
      family: 'content',
      path: 'guides',
      publicPath: '/api/guides',
      resource: 'guide',
      make: (title: string) => createGuide(t, { title }),
    },
  ];

  describe.each(FAMILIES)(
    'PUT /studio/$path/{id}/schedule ($family)',
    ({ path, publicPath, resource, make }) => {
      it('unpublishes, then publishes again, each once within 5 s of its time, with cache and search following', async () => {
        const word = uniqueWord('Quoxel');
        const record = await make(`${word} record`);
        const publicUrl = `${publicPath}/${record.slug}`;
        await t.http.get(publicUrl).expect(200); // cached now
        expect(await searchSlugs(word)).toContain(record.slug);

        const unpublishAt = inMs(1500);
        const publishAt = inMs(3000);
        const put = await t.http
          .put(`/studio/${path}/${record.id}/schedule`)
          .set(asEditor())
          .send({ publish_at: publishAt, unpublish_at: unpublishAt })
          .expect(200);
        expect(put.body.data).toMatchObject({
          resource: path,
          record_id: record.id,
          publish: { at: new Date(publishAt).toISOString(), failure: null },
          unpublish: { at: new Date(unpublishAt).toISOString(), failure: null },
        });

        await eventually(
          async () => ((await t.http.get(publicUrl)).status === 404 ? true : undefined),
          'the record hidden',
          8000,
        );
        expect(await searchSlugs(word)).not.toContain(record.slug);
        await eventually(
          async () => ((await t.http.get(publicUrl)).status === 200 ? true : undefined),
          'the record public again',
          8000,
        );
        expect(await searchSlugs(word)).toContain(record.slug);

        const events = await eventsOf(t, record.id);
        expect(events.map((e) => e.type)).toEqual([
          `${resource}.unpublished`,
          `${resource}.published`,
        ]);
        expect(events[0].at.getTime() - Date.parse(unpublishAt)).toBeLessThan(5000);
        expect(events[1].at.getTime() - Date.parse(publishAt)).toBeLessThan(5000);
        expect(
          await t.dataSource.getRepository(Revision).count({ where: { recordId: record.id } }),
        ).toBe(2);
        // Done: nothing is scheduled any more.
        const after = await t.http
          .get(`/studio/${path}/${record.id}/schedule`)
          .set(asEditor())
          .expect(200);
        expect(after.body.data).toMatchObject({ publish: null, unpublish: null });
      });
    },
  );

  it('announces a guide whose published_at comes: guide.published once, caches purged', async () => {
    const guide = await createGuide(t);
    const publicUrl = `/api/guides/${guide.slug}`;
    // Published without a date: stamped now, public at once, nothing announced later.
    await t.http
      .patch(`/studio/guides/${guide.id}`)
      .set(asEditor())
      .send({ status: 'published', published_at: null })
      .expect(200);
    const publishedAt = inMs(1500);
    await t.http
      .patch(`/studio/guides/${guide.id}`)
      .set(asEditor())
      .send({ published_at: publishedAt })
      .expect(200);
    await t.http.get(publicUrl).expect(404); // cached until the announcement purges it
    await eventually(
      async () => ((await t.http.get(publicUrl)).status === 200 ? true : undefined),
      'the guide public at its published_at',
      8000,
    );
    const events = await eventually(async () => {
      const found = await eventsOf(t, guide.id);
      return found.length === 3 ? found : undefined;
    }, 'the announcement');
    expect(events.map((e) => e.type)).toEqual([
      'guide.updated',
      'guide.updated',
      'guide.published',
    ]);
    expect(events[2].at.getTime() - Date.parse(publishedAt)).toBeLessThan(5000);
    // The announcement's write is the scheduler's, on behalf of the editor who set the date.
    expect((await auditOf('guide', guide.id))[0]).toMatchObject({
      action: 'update',
      user_id: null,
      actor: { type: 'scheduler', job: 'guide.goes-public', scheduled_by: editor.user.id },
    });
  });

  it('answers the schedule also in the record’s time zone', async () => {
    const park = await createThemePark(t, { timezone: 'America/New_York' });
    const res = await t.http
      .put(`/studio/theme-parks/${park.id}/schedule`)
      .set(asEditor())
      .send({ unpublish_at: '2099-07-01T16:00:00Z' })
      .expect(200);
    expect(res.body.data).toEqual({
      resource: 'theme-parks',
      record_id: park.id,
      time_zone: 'America/New_York',
      publish: null,
      unpublish: {
        at: '2099-07-01T16:00:00.000Z',
        local: '2099-07-01T12:00:00-04:00',
        failure: null,
      },
    });
    await t.http.delete(`/studio/theme-parks/${park.id}/schedule`).set(asEditor()).expect(204);
    await t.http.delete(`/studio/theme-parks/${park.id}/schedule`).set(asEditor()).expect(404);
    const audited = await t.dataSource
      .getRepository(AuditEntry)
      .find({ where: { entityId: park.id }, order: { seq: 'ASC' } });
    expect(audited.map((a) => [a.entityType, a.action])).toEqual([
      ['catalogue_schedule', 'schedule'],
      ['catalogue_schedule', 'unschedule'],
    ]);
    const [{ count }] = await t.dataSource.query<Array<{ count: number }>>(
      "SELECT count(*)::int AS count FROM graphile_worker.jobs WHERE key LIKE 'catalogue-schedule:%'",
    );
    expect(count).toBe(0);
  });

  describe('PUT /studio/drafts/{draft_id}/schedule', () => {
    it('publishes the draft once at its time with <type>.published', async () => {
      const ride = await createAttraction(t, await createThemePark(t));
      const staged = await t.http
        .put(`/studio/attractions/${ride.id}/draft`)
        .set(asEditor())
        .send({ name: 'Scheduled Mountain' })
        .expect(200);
      const draftId = staged.body.data.id as string;
      const publishAt = inMs(1500);
      const put = await t.http
        .put(`/studio/drafts/${draftId}/schedule`)
        .set(asEditor())
        .send({ publish_at: publishAt })
        .expect(200);
      expect(put.body.data).toMatchObject({
        draft_id: draftId,
        resource: 'attractions',
        record_id: ride.id,
        publish: { at: new Date(publishAt).toISOString() },
      });
      await eventually(
        async () =>
          (await t.http.get(`/api/v1/attractions/${ride.slug}`)).body.data?.name ===
          'Scheduled Mountain'
            ? true
            : undefined,
        'the draft published',
        8000,
      );
      await t.http.get(`/studio/drafts/${draftId}`).set(asEditor()).expect(404);
      const events = await eventsOf(t, ride.id);
      expect(events.map((e) => e.type)).toEqual(['attraction.published']);
      expect(events[0].at.getTime() - Date.parse(publishAt)).toBeLessThan(5000);
      // Audited as the scheduler's write of the draft, naming the job and who scheduled it.
      const [published, ...before] = await auditOf('attraction', ride.id);
      expect(published).toMatchObject({
        action: 'update',
        user_id: null,
        user_email: null,
        changes: { draft_id: draftId, changes: { name: 'Scheduled Mountain' } },
        actor: {
          type: 'scheduler',
          job: 'catalogue.scheduled-publication',
          scheduled_by: editor.user.id,
        },
      });
      expect(before).toEqual([]);
    });

    it('is removed with its draft', async () => {
      const ride = await createAttraction(t, await createThemePark(t));
      const staged = await t.http
        .put(`/studio/attractions/${ride.id}/draft`)
        .set(asEditor())
        .send({ name: 'Never published' })
        .expect(200);
      const draftId = staged.body.data.id as string;
      await t.http
        .put(`/studio/drafts/${draftId}/schedule`)
        .set(asEditor())
        .send({ publish_at: inMs(60_000) })
        .expect(200);
      await t.http.delete(`/studio/drafts/${draftId}`).set(asEditor()).expect(204);
      await t.http.get(`/studio/drafts/${draftId}/schedule`).set(asEditor()).expect(404);
      const [{ count }] = await t.dataSource.query<Array<{ count: number }>>(
        'SELECT count(*)::int AS count FROM catalogue_schedules WHERE draft_id = $1',
        [draftId],
      );
      expect(count).toBe(0);
    });
  });

  describe('access and bad input', () => {
    it('answers 401 without a token', async () => {
      expectProblem(await t.http.get(`/studio/ships/${UNKNOWN_ID}/schedule`), 401, 'UNAUTHORIZED');
      expectProblem(
        await t.http
          .put(`/studio/drafts/${UNKNOWN_ID}/schedule`)
          .send({ publish_at: inMs(60_000) }),
        401,
        'UNAUTHORIZED',
      );
    });

    it('refuses a past time, a time not in UTC and an empty schedule with 400', async () => {
      const ship = await createShip(t);
      const put = (body: object) =>
        t.http.put(`/studio/ships/${ship.id}/schedule`).set(asEditor()).send(body);
      const past = expectProblem(
        await put({ publish_at: inMs(-60_000) }),
        400,
        'VALIDATION_FAILED',
      );
      expect(past.errors).toEqual([{ field: 'publish_at', message: 'must be in the future' }]);
      const zoned = expectProblem(
        await put({ unpublish_at: '2099-01-01T09:00:00+02:00' }),
        400,
        'VALIDATION_FAILED',
      );
      expect(zoned.errors?.[0]?.field).toBe('unpublish_at');
      expectProblem(await put({ publish_at: 'tomorrow' }), 400, 'VALIDATION_FAILED');
      expectProblem(await put({}), 400, 'VALIDATION_FAILED');
      expectProblem(
        await t.http.put(`/studio/drafts/${UNKNOWN_ID}/schedule`).set(asEditor()).send({}),
        400,
        'VALIDATION_FAILED',
      );
    });

    it('answers 404 for an unknown record, draft or resource without visibility', async () => {
      const later = { publish_at: inMs(60_000) };
      for (const url of [
        `/studio/ships/${UNKNOWN_ID}/schedule`,
        `/studio/drafts/${UNKNOWN_ID}/schedule`,
        `/studio/categories/${UNKNOWN_ID}/schedule`,
      ])
        expectProblem(await t.http.put(url).set(asEditor()).send(later), 404, 'NOT_FOUND');
    });
  });

  it('drill: the database stopped across the scheduled time → the publication happens once when it is back', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sched-drill-'));
    const pg = await startPostgresProcess(dir);
    let app: TestApp | undefined;
    try {
      app = await createTestApp({ databaseUrl: pg.url, env: ENV });
      const user = await createUserWithTokens(app, { role: 'editor' });
      const park = await createThemePark(app);
      const at = inMs(1500);
      await app.http
        .put(`/studio/theme-parks/${park.id}/schedule`)
        .set(bearer(user.accessToken))
        .send({ unpublish_at: at })
        .expect(200);
      await pg.stop();
      await eventually(() => (Date.now() > Date.parse(at) + 500 ? true : undefined), 'its time');
      await pg.start();
      const back = Date.now();
      const drilled = app;
      const events = await eventually(
        async () => {
          const found = await eventsOf(drilled, park.id).catch(() => []);
          return found.length > 0 ? found : undefined;
        },
        'the publication after the outage',
        15_000,
      );
      expect(Date.now() - back).toBeLessThan(10_000);
      // Its job finished and its row is gone: nothing is left that could run it again.
      await eventually(async () => {
        const [{ left }] = await drilled.dataSource.query<Array<{ left: number }>>(
          `SELECT (SELECT count(*) FROM graphile_worker.jobs WHERE key LIKE 'catalogue-schedule:%')
                + (SELECT count(*) FROM catalogue_schedules) AS left`,
        );
        return Number(left) === 0 ? true : undefined;
      }, 'the job done');
      expect((await eventsOf(drilled, park.id)).map((e) => e.type)).toEqual([
        'theme_park.unpublished',
      ]);
      expect(events[0].at.getTime()).toBeGreaterThan(Date.parse(at));
    } finally {
      await app?.close().catch(() => undefined);
      await pg.close();
      rmSync(dir, { recursive: true, force: true });
    }
    // A PostgreSQL of its own, migrated from nothing: slower than the rest on a busy machine.
  }, 60_000);
});
