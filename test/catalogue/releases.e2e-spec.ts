import { randomBytes } from 'node:crypto';
import { Clock } from '@/common/clock/clock';
import { AuditEntry } from '@/modules/audit/entities/audit-entry.entity';
import { ReleaseResponseDto } from '@/modules/catalogue/releases/dto/release-response.dto';
import { ReleasesService } from '@/modules/catalogue/releases/releases.service';
import { Revision } from '@/modules/revisions/entities/revision.entity';
import { OutboxEvent } from '@/modules/webhooks/entities/outbox-event.entity';
import { createShip, UNKNOWN_ID } from '../factories/cruise.factory';
import { createAttraction, createThemePark, uniqueSlug } from '../factories/parks.factory';
import { bearer, createUserWithTokens, UserWithTokens } from '../factories/users.factory';
import { eventually } from '../support/eventually';
import { FakeClock } from '../support/fake-clock';
import { expectProblem } from '../support/problem';
import { createTestApp, TestApp } from '../support/test-app';

/** A word of letters no other test writes, so a search for it finds only this test's records. */
const uniqueWord = (prefix: string) =>
  prefix +
  randomBytes(5)
    .toString('hex')
    .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]);

const HOUR = 3_600_000;

describe('studio releases', () => {
  let t: TestApp;
  let editor: UserWithTokens;
  /** An admin who has not enrolled in two-factor authentication, which admins must: 403. */
  let unenrolledAdmin: UserWithTokens;
  const clock = new FakeClock();

  beforeAll(async () => {
    t = await createTestApp({
      env: { STUDIO_REQUIRE_2FA: 'admins' },
      overrides: [{ provide: Clock, useValue: clock }],
    });
    editor = await createUserWithTokens(t, { role: 'editor' });
    unenrolledAdmin = await createUserWithTokens(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  const asEditor = () => bearer(editor.accessToken);
  const searchSlugs = async (q: string) =>
    (
      (await t.http.get('/api/search').query({ q }).expect(200)).body.data as Array<{
        slug: string;
      }>
    ).map((h) => h.slug);
  const publicField = async (url: string, field: string) =>
    (await t.http.get(url).expect(200)).body.data[field] as unknown;
  /** The name a public list gives the record of `slug` (each test database holds a few). */
  const listedName = async (listUrl: string, slug: string) =>
    (
      (await t.http.get(listUrl).query({ limit: 100 }).expect(200)).body.data as Array<{
        slug: string;
        name: string;
      }>
    ).find((r) => r.slug === slug)?.name;
  const latestAudit = (entityId: string) =>
    t.dataSource.getRepository(AuditEntry).findOne({ where: { entityId }, order: { seq: 'DESC' } });
  const countOf = (entity: typeof Revision | typeof OutboxEvent | typeof AuditEntry) =>
    t.dataSource.getRepository(entity).count();

  const stage = async (path: string, id: string, body: object) =>
    (await t.http.put(`/studio/${path}/${id}/draft`).set(asEditor()).send(body).expect(200)).body
      .data.id as string;
  const stageNew = async (path: string, body: object) =>
    (await t.http.post(`/studio/${path}/drafts`).set(asEditor()).send(body).expect(201)).body.data
      .id as string;
  const createRelease = async (name = 'Summer launch') =>
    (await t.http.post('/studio/releases').set(asEditor()).send({ name }).expect(201)).body.data
      .id as string;
  const addEntry = (releaseId: string, draftId: string) =>
    t.http
      .post(`/studio/releases/${releaseId}/entries`)
      .set(asEditor())
      .send({ draft_id: draftId });
  const page = async (releaseId: string) =>
    (await t.http.get(`/studio/releases/${releaseId}`).set(asEditor()).expect(200)).body
      .data as ReleaseResponseDto;

  describe('publishing', () => {
    it('publishes staged changes of three resources and a new record together, none visible before', async () => {
      const word = uniqueWord('Frobnitz');
      const park = await createThemePark(t, { name: 'Old Park' });
      const ship = await createShip(t, { name: 'Old Ship' });
      const guideSlug = uniqueSlug('release-guide');
      const parkDraft = await stage('theme-parks', park.id, { name: `${word} Park` });
      const shipDraft = await stage('ships', ship.id, { name: `${word} Ship` });
      const guideDraft = await stageNew('guides', {
        title: `${word} guide`,
        slug: guideSlug,
        body: '# New',
        status: 'published',
      });

      const releaseId = await createRelease();
      for (const draftId of [parkDraft, shipDraft, guideDraft])
        await addEntry(releaseId, draftId).expect(201);
      expect(await latestAudit(releaseId)).toMatchObject({
        action: 'add_entry',
        entityType: 'catalogue_release',
        userId: editor.user.id,
      });

      const before = await page(releaseId);
      expect(before).toMatchObject({
        id: releaseId,
        name: 'Summer launch',
        status: 'open',
        entry_count: 3,
        published_at: null,
        error: null,
      });
      expect(before.entries).toEqual([
        expect.objectContaining({
          draft_id: parkDraft,
          resource: 'theme-parks',
          record_id: park.id,
          new_record: false,
          conflict: false,
          result: null,
        }),
        expect.objectContaining({ draft_id: shipDraft, resource: 'ships', record_id: ship.id }),
        expect.objectContaining({
          draft_id: guideDraft,
          resource: 'guides',
          record_id: null,
          new_record: true,
          conflict: false,
        }),
      ]);

      // Nothing of the release is public: detail, list and search.
      expect(await publicField(`/api/v1/theme-parks/${park.slug}`, 'name')).toBe('Old Park');
      expect(await publicField(`/api/v1/ships/${ship.slug}`, 'name')).toBe('Old Ship');
      await t.http.get(`/api/guides/${guideSlug}`).expect(404);
      const guides = await t.http.get('/api/guides').query({ limit: 100 }).expect(200);
      expect(guides.body.data.map((g: { slug: string }) => g.slug)).not.toContain(guideSlug);
      expect(await listedName('/api/v1/theme-parks', park.slug)).toBe('Old Park');
      expect(await searchSlugs(word)).toEqual([]);

      const published = await t.http
        .post(`/studio/releases/${releaseId}/publish`)
        .set(asEditor())
        .expect(200);
      const guideEntry = published.body.data.entries[2];
      expect(published.body.data).toMatchObject({
        status: 'published',
        published_at: expect.any(String),
        published_by: editor.user.id,
        error: null,
      });
      expect(
        published.body.data.entries.map((e: { result: string; conflict: unknown }) => [
          e.result,
          e.conflict,
        ]),
      ).toEqual([
        ['published', null],
        ['published', null],
        ['published', null],
      ]);
      expect(guideEntry).toMatchObject({ new_record: true, record_id: expect.any(String) });

      expect(await publicField(`/api/v1/theme-parks/${park.slug}`, 'name')).toBe(`${word} Park`);
      expect(await publicField(`/api/v1/ships/${ship.slug}`, 'name')).toBe(`${word} Ship`);
      expect(await publicField(`/api/guides/${guideSlug}`, 'id')).toBe(guideEntry.record_id);
      expect(await listedName('/api/v1/theme-parks', park.slug)).toBe(`${word} Park`);
      await eventually(async () => {
        const slugs = await searchSlugs(word);
        return [park.slug, ship.slug, guideSlug].every((s) => slugs.includes(s)) ? true : undefined;
      }, 'the published records in search');

      // Each record's own write, and the release's entry.
      expect(await latestAudit(ship.id)).toMatchObject({
        action: 'update',
        entityType: 'ship',
        changes: { draft_id: shipDraft, changes: { name: `${word} Ship` } },
      });
      expect(await latestAudit(guideEntry.record_id)).toMatchObject({
        action: 'create',
        entityType: 'guide',
      });
      expect(await latestAudit(releaseId)).toMatchObject({
        action: 'publish',
        entityType: 'catalogue_release',
        userId: editor.user.id,
        changes: { force: false, scheduled: false, entries: expect.any(Array) },
      });
      await t.http.get(`/studio/drafts/${parkDraft}`).set(asEditor()).expect(404);

      expectProblem(
        await t.http.post(`/studio/releases/${releaseId}/publish`).set(asEditor()),
        409,
        'CONFLICT',
      );
      const another = await stage('ships', ship.id, { name: 'Later' });
      expectProblem(await addEntry(releaseId, another), 409, 'CONFLICT');
    });

    it('publishes none when one entry fails, and shows the failure and conflicts on its page', async () => {
      const park = await createThemePark(t, { name: 'Steady Park' });
      const ship = await createShip(t, { name: 'Steady Ship' });
      const parkOfRides = await createThemePark(t);
      const taken = await createAttraction(t, parkOfRides);
      const parkDraft = await stage('theme-parks', park.id, { name: 'Renamed Park' });
      const shipDraft = await stage('ships', ship.id, { name: 'Renamed Ship' });
      const clashDraft = await stageNew('attractions', {
        name: 'Twin ride',
        slug: taken.slug,
        theme_park_id: parkOfRides.id,
      });
      const releaseId = await createRelease('Clashing');
      for (const draftId of [parkDraft, shipDraft, clashDraft])
        await addEntry(releaseId, draftId).expect(201);
      // The ship changes live after its draft was staged: a conflict.
      await t.http
        .patch(`/studio/ships/${ship.id}`)
        .set(asEditor())
        .send({ description: 'Changed live.' })
        .expect(200);
      expect((await page(releaseId)).entries.map((e) => e.conflict)).toEqual([false, true, false]);

      const counts = async () => [
        await countOf(Revision),
        await countOf(OutboxEvent),
        await countOf(AuditEntry),
      ];
      const countsBefore = await counts();
      const refused = expectProblem(
        await t.http.post(`/studio/releases/${releaseId}/publish`).set(asEditor()),
        409,
        'CONFLICT',
      );
      expect(refused.detail).toMatch(new RegExp(`Entry 2 .*ships draft ${shipDraft}`));
      expect(refused.detail).toMatch(/changed since this draft was staged/);
      let failed = await page(releaseId);
      expect(failed).toMatchObject({
        status: 'failed',
        published_at: null,
        attempted_by: editor.user.id,
        error: { draft_id: shipDraft, resource: 'ships', status: 409, code: 'CONFLICT' },
      });
      expect(failed.entries.map((e) => e.result)).toEqual([
        'not_published',
        'failed',
        'not_published',
      ]);

      // Forced, the first two entries are written in the transaction, then the third's slug
      // clashes: all of it rolls back.
      const clash = expectProblem(
        await t.http
          .post(`/studio/releases/${releaseId}/publish`)
          .query({ force: 'true' })
          .set(asEditor()),
        409,
        'CONFLICT',
      );
      expect(clash.detail).toMatch(new RegExp(`Entry 3 .*attractions draft ${clashDraft}`));
      failed = await page(releaseId);
      expect(failed.error).toMatchObject({ draft_id: clashDraft, resource: 'attractions' });
      expect(failed.entries.map((e) => e.result)).toEqual([
        'not_published',
        'not_published',
        'failed',
      ]);
      expect(await publicField(`/api/v1/theme-parks/${park.slug}`, 'name')).toBe('Steady Park');
      expect(await publicField(`/api/v1/ships/${ship.slug}`, 'name')).toBe('Steady Ship');
      for (const draftId of [parkDraft, shipDraft, clashDraft])
        await t.http.get(`/studio/drafts/${draftId}`).set(asEditor()).expect(200);
      const [revisions, events, audits] = await counts();
      expect([revisions, events]).toEqual(countsBefore.slice(0, 2));
      // Only the two failed attempts' own entries.
      expect(audits).toBe(countsBefore[2] + 2);
      expect(await latestAudit(releaseId)).toMatchObject({
        action: 'publish_failed',
        changes: { force: true, error: expect.objectContaining({ draft_id: clashDraft }) },
      });

      await t.http
        .delete(`/studio/releases/${releaseId}/entries/${clashDraft}`)
        .set(asEditor())
        .expect(204);
      const done = await t.http
        .post(`/studio/releases/${releaseId}/publish`)
        .query({ force: 'true' })
        .set(asEditor())
        .expect(200);
      expect(done.body.data).toMatchObject({ status: 'published', error: null, entry_count: 2 });
      expect(await publicField(`/api/v1/ships/${ship.slug}`, 'name')).toBe('Renamed Ship');
      // The clashing draft left the release and is still staged.
      await t.http.get(`/studio/drafts/${clashDraft}`).set(asEditor()).expect(200);
    });
  });

  describe('publishing while a draft of it is discarded or its record deleted', () => {
    /**
     * A release of two ship drafts, and a connection of the test's own that holds one lock the
     * race needs, so the test decides which side takes the contended locks first.
     */
    const raceSetup = async () => {
      const ships = [await createShip(t, { name: 'Calm' }), await createShip(t, { name: 'Calm' })];
      const drafts = [
        await stage('ships', ships[0].id, { name: 'Raced one' }),
        await stage('ships', ships[1].id, { name: 'Raced two' }),
      ];
      const releaseId = await createRelease('Raced');
      for (const draftId of drafts) await addEntry(releaseId, draftId).expect(201);
      const holder = t.dataSource.createQueryRunner();
      await holder.startTransaction();
      return { ships, drafts, releaseId, holder };
    };
    /** Until `n` statements of this test's database wait for a lock. */
    const waiters = (n: number) =>
      eventually(async () => {
        const [{ waiting }] = await t.dataSource.query<Array<{ waiting: number }>>(
          `SELECT count(*)::int AS waiting FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        return waiting >= n ? true : undefined;
      }, `${n} statements waiting for a lock`);
    const publishing = (releaseId: string) =>
      Promise.resolve(t.http.post(`/studio/releases/${releaseId}/publish`).set(asEditor()));
    const discarding = (draftId: string) =>
      Promise.resolve(t.http.delete(`/studio/drafts/${draftId}`).set(asEditor()));

    it('publishes the draft when the publish locks it first; the discard then finds it gone (404)', async () => {
      const { ships, drafts, releaseId, holder } = await raceSetup();
      try {
        // The publish stops at its first entry's draft, holding the release and its entries.
        await holder.query('SELECT 1 FROM catalogue_drafts WHERE id = $1 FOR KEY SHARE', [
          drafts[0],
        ]);
        const publish = publishing(releaseId);
        await waiters(1);
        const discard = discarding(drafts[1]);
        await waiters(2);
        await holder.commitTransaction();

        const [published, discarded] = await Promise.all([publish, discard]);
        expect(published.status).toBe(200);
        expect(published.body.data).toMatchObject({ status: 'published', entry_count: 2 });
        expectProblem(discarded, 404, 'NOT_FOUND');
        expect(await publicField(`/api/v1/ships/${ships[1].slug}`, 'name')).toBe('Raced two');
      } finally {
        await holder.release();
      }
    });

    it('lets the discard win when it locks the draft first; the publish refuses, naming the entry (409)', async () => {
      const { ships, drafts, releaseId, holder } = await raceSetup();
      try {
        // The discard stops at the draft, after taking its entry.
        await holder.query('SELECT 1 FROM catalogue_drafts WHERE id = $1 FOR KEY SHARE', [
          drafts[1],
        ]);
        const discard = discarding(drafts[1]);
        await waiters(1);
        const publish = publishing(releaseId);
        await waiters(2);
        await holder.commitTransaction();

        const [published, discarded] = await Promise.all([publish, discard]);
        expect(discarded.status).toBe(204);
        const problem = expectProblem(published, 409, 'CONFLICT');
        expect(problem.detail).toContain(
          `Entry 2 of release '${releaseId}' (ships draft ${drafts[1]})`,
        );
        expect(await page(releaseId)).toMatchObject({
          status: 'failed',
          entry_count: 1,
          error: { draft_id: drafts[1], status: 409, code: 'CONFLICT' },
        });
        // Nothing of the release was published; its other draft is still staged.
        expect(await publicField(`/api/v1/ships/${ships[0].slug}`, 'name')).toBe('Calm');
        await t.http.get(`/studio/drafts/${drafts[0]}`).set(asEditor()).expect(200);
      } finally {
        await holder.release();
      }
    });
    it('never answers 503 when a record of it is deleted meanwhile: the publish PostgreSQL rolls back runs again', async () => {
      const { ships, releaseId, holder } = await raceSetup();
      try {
        // The delete takes the second ship's record lock, then stops at its row.
        await holder.query('SELECT 1 FROM ships WHERE id = $1 FOR KEY SHARE', [ships[1].id]);
        const deletion = Promise.resolve(
          t.http.delete(`/studio/ships/${ships[1].id}`).set(asEditor()),
        );
        await waiters(1);
        // The publish locks the release's entries, publishes the first and waits for the second
        // ship's record lock first, so PostgreSQL rolls the publish back once the delete, let go,
        // reaches the entry the publish holds.
        const publish = publishing(releaseId);
        await waiters(2);
        await holder.commitTransaction();

        const [deleted, published] = await Promise.all([deletion, publish]);
        expect(deleted.status).toBe(204);
        // Run again after the delete: the entry is gone, so the release is refused naming it,
        // or (the delete committed before the new attempt listed the entries) published without it.
        if (published.status === 409)
          expect(expectProblem(published, 409, 'CONFLICT').detail).toContain('Entry 2');
        else expect(published.status).toBe(200);
        await t.http.get(`/api/v1/ships/${ships[1].slug}`).expect(404);
      } finally {
        await holder.release();
      }
    });
  });

  describe('scheduling', () => {
    it('publishes a scheduled release once its time has passed, once', async () => {
      const ship = await createShip(t, { name: 'Dawn' });
      const draftId = await stage('ships', ship.id, { name: 'Dusk' });
      const releaseId = await createRelease('Tonight');
      await addEntry(releaseId, draftId).expect(201);
      const publishAt = new Date(clock.now().getTime() + HOUR);
      publishAt.setUTCMilliseconds(0);
      const scheduled = await t.http
        .put(`/studio/releases/${releaseId}/schedule`)
        .set(asEditor())
        .send({ publish_at: publishAt.toISOString().replace('.000Z', 'Z') })
        .expect(200);
      expect(scheduled.body.data).toMatchObject({
        status: 'scheduled',
        publish_at: publishAt.toISOString(),
        publish_force: false,
      });
      expect(await latestAudit(releaseId)).toMatchObject({ action: 'schedule' });
      const listed = await t.http
        .get('/studio/releases')
        .query({ status: 'scheduled' })
        .set(asEditor())
        .expect(200);
      expect(listed.body.data.map((r: { id: string }) => r.id)).toContain(releaseId);
      expect(listed.body).toMatchObject({ skip: 0, limit: 20 });

      const releases = t.app.get(ReleasesService);
      expect(await releases.publishScheduled(releaseId, editor.user.id)).toBe('not_due');
      expect(await publicField(`/api/v1/ships/${ship.slug}`, 'name')).toBe('Dawn');

      clock.advance(2 * HOUR);
      try {
        expect(await releases.publishScheduled(releaseId, editor.user.id)).toBe('published');
        expect(await releases.publishScheduled(releaseId, editor.user.id)).toBe('skipped');
      } finally {
        clock.advance(-2 * HOUR);
      }
      // No studio request flushed this instance's cache: the commit's notice purges it.
      await eventually(
        async () =>
          (await publicField(`/api/v1/ships/${ship.slug}`, 'name')) === 'Dusk' ? true : undefined,
        'the scheduled change in the public read',
      );
      expect(await page(releaseId)).toMatchObject({
        status: 'published',
        publish_at: null,
        published_by: null,
      });
      expect(await latestAudit(releaseId)).toMatchObject({
        action: 'publish',
        userId: null,
        changes: { scheduled: true },
      });
    });

    it('is published by its job at its time, within seconds, once', async () => {
      const park = await createThemePark(t, { name: 'Morning Park' });
      const draftId = await stage('theme-parks', park.id, { name: 'Evening Park' });
      const releaseId = await createRelease('Soon');
      await addEntry(releaseId, draftId).expect(201);
      const events = await countOf(OutboxEvent);
      const publishAt = new Date(Date.now() + 1500);
      await t.http
        .put(`/studio/releases/${releaseId}/schedule`)
        .set(asEditor())
        .send({ publish_at: publishAt.toISOString() })
        .expect(200);
      expect(await publicField(`/api/v1/theme-parks/${park.slug}`, 'name')).toBe('Morning Park');

      const published = await eventually(
        async () => ((await page(releaseId)).status === 'published' ? Date.now() : undefined),
        'the release published by its job',
        10_000,
      );
      expect(published - publishAt.getTime()).toBeLessThan(5000);
      expect(await publicField(`/api/v1/theme-parks/${park.slug}`, 'name')).toBe('Evening Park');
      // One write of the park: its one event (no second run of the job wrote it again).
      expect(await countOf(OutboxEvent)).toBe(events + 1);
      // Audited as the scheduler's write, for the editor who scheduled it.
      expect(await latestAudit(releaseId)).toMatchObject({
        action: 'publish',
        userId: null,
        actorType: 'scheduler',
        actorJob: 'catalogue.release-publication',
        scheduledBy: editor.user.id,
        changes: { scheduled: true },
      });
    });

    it("is scheduled again, not failed, when its job runs before this instance's clock reaches its time", async () => {
      const park = await createThemePark(t, { name: 'Late Park' });
      const draftId = await stage('theme-parks', park.id, { name: 'Later Park' });
      const releaseId = await createRelease('Behind');
      await addEntry(releaseId, draftId).expect(201);
      const jobOf = async () =>
        (
          await t.dataSource.query<
            Array<{ run_at: Date; attempts: number; last_error: string | null }>
          >('SELECT run_at, attempts, last_error FROM graphile_worker.jobs WHERE key = $1', [
            `catalogue-release:${releaseId}`,
          ])
        )[0];
      // This instance's clock an hour behind the database's: the job is due at once by the
      // database's clock, and the release in 5 s by this instance's (time enough to see the job
      // scheduled again before it runs).
      clock.advance(-HOUR);
      try {
        const publishAt = new Date(clock.now().getTime() + 5000);
        await t.http
          .put(`/studio/releases/${releaseId}/schedule`)
          .set(asEditor())
          .send({ publish_at: publishAt.toISOString() })
          .expect(200);
        const dueAt = publishAt.getTime() + HOUR;
        const again = await eventually(async () => {
          const job = await jobOf();
          return job && job.run_at.getTime() > Date.now() - HOUR / 2 ? job : undefined;
        }, 'the job scheduled again');
        expect(again.attempts).toBe(0);
        expect(again.last_error).toBeNull();
        expect(Math.abs(again.run_at.getTime() - dueAt)).toBeLessThan(1000);
        expect((await page(releaseId)).status).toBe('scheduled');

        const published = await eventually(
          async () => ((await page(releaseId)).status === 'published' ? Date.now() : undefined),
          'the release published by its job',
          10_000,
        );
        expect(published).toBeGreaterThanOrEqual(dueAt);
        expect(published - dueAt).toBeLessThan(5000);
        expect(await publicField(`/api/v1/theme-parks/${park.slug}`, 'name')).toBe('Later Park');
        expect(await jobOf()).toBeUndefined();
        expect(await latestAudit(releaseId)).toMatchObject({
          action: 'publish',
          actorType: 'scheduler',
          scheduledBy: editor.user.id,
        });
      } finally {
        clock.advance(HOUR);
      }
    });

    it('leaves an unscheduled release alone, and records a failing scheduled one', async () => {
      const ship = await createShip(t);
      const draftId = await stage('ships', ship.id, { name: 'Never' });
      const releaseId = await createRelease('Maybe');
      await addEntry(releaseId, draftId).expect(201);
      const publish_at = new Date(clock.now().getTime() + HOUR).toISOString();
      await t.http
        .put(`/studio/releases/${releaseId}/schedule`)
        .set(asEditor())
        .send({ publish_at })
        .expect(200);
      const unscheduled = await t.http
        .delete(`/studio/releases/${releaseId}/schedule`)
        .set(asEditor())
        .expect(200);
      expect(unscheduled.body.data).toMatchObject({ status: 'open', publish_at: null });
      expectProblem(
        await t.http.delete(`/studio/releases/${releaseId}/schedule`).set(asEditor()),
        409,
        'CONFLICT',
      );

      await t.http
        .put(`/studio/releases/${releaseId}/schedule`)
        .set(asEditor())
        .send({ publish_at })
        .expect(200);
      await t.http
        .patch(`/studio/ships/${ship.id}`)
        .set(asEditor())
        .send({ name: 'Live' })
        .expect(200);
      const releases = t.app.get(ReleasesService);
      clock.advance(2 * HOUR);
      try {
        expect(await releases.publishScheduled(releaseId, editor.user.id)).toBe('failed');
        expect(await releases.publishScheduled(releaseId, editor.user.id)).toBe('skipped');
      } finally {
        clock.advance(-2 * HOUR);
      }
      expect(await page(releaseId)).toMatchObject({
        status: 'failed',
        publish_at: null,
        attempted_by: null,
        error: { draft_id: draftId, code: 'CONFLICT' },
      });
      expect(await publicField(`/api/v1/ships/${ship.slug}`, 'name')).toBe('Live');
    });
  });

  describe('entries and bad input', () => {
    it('keeps a draft in one release, and lets it leave when discarded', async () => {
      const ship = await createShip(t);
      const draftId = await stage('ships', ship.id, { name: 'Wanted twice' });
      const first = await createRelease('First');
      const second = await createRelease('Second');
      await addEntry(first, draftId).expect(201);
      const twice = expectProblem(await addEntry(second, draftId), 409, 'CONFLICT');
      expect(twice.detail).toContain(first);
      expectProblem(await addEntry(first, draftId), 409, 'CONFLICT');

      await t.http.delete(`/studio/drafts/${draftId}`).set(asEditor()).expect(204);
      expect(await page(first)).toMatchObject({ entry_count: 0, entries: [] });

      const renamed = await t.http
        .patch(`/studio/releases/${first}`)
        .set(asEditor())
        .send({ name: 'First, renamed' })
        .expect(200);
      expect(renamed.body.data.name).toBe('First, renamed');
      expect(await latestAudit(first)).toMatchObject({
        action: 'update',
        entityType: 'catalogue_release',
      });
      // An empty release cannot be published; the attempt is recorded.
      expectProblem(
        await t.http.post(`/studio/releases/${first}/publish`).set(asEditor()),
        409,
        'CONFLICT',
      );
      expect(await page(first)).toMatchObject({ status: 'failed', error: { draft_id: null } });

      // A publish holds the release's row for its transaction: meanwhile its page says so.
      const publisher = t.dataSource.createQueryRunner();
      await publisher.startTransaction();
      try {
        await publisher.query('SELECT id FROM catalogue_releases WHERE id = $1 FOR UPDATE', [
          second,
        ]);
        expect((await page(second)).status).toBe('publishing');
      } finally {
        await publisher.rollbackTransaction();
        await publisher.release();
      }
      expect((await page(second)).status).toBe('open');

      await t.http.delete(`/studio/releases/${second}`).set(asEditor()).expect(204);
      expectProblem(
        await t.http.get(`/studio/releases/${second}`).set(asEditor()),
        404,
        'NOT_FOUND',
      );
    });

    it('refuses unknown drafts and releases, bad names, times and filters', async () => {
      const releaseId = await createRelease('Checks');
      const unknownDraft = expectProblem(
        await addEntry(releaseId, UNKNOWN_ID),
        400,
        'VALIDATION_FAILED',
      );
      expect(unknownDraft.errors).toEqual([
        { field: 'draft_id', message: 'is not the id of a staged draft' },
      ]);
      expectProblem(await addEntry(releaseId, 'nope'), 400, 'VALIDATION_FAILED');
      expectProblem(await addEntry(UNKNOWN_ID, UNKNOWN_ID), 404, 'NOT_FOUND');
      expectProblem(
        await t.http.delete(`/studio/releases/${releaseId}/entries/${UNKNOWN_ID}`).set(asEditor()),
        404,
        'NOT_FOUND',
      );
      expectProblem(
        await t.http.post('/studio/releases').set(asEditor()).send({ name: '  ' }),
        400,
        'VALIDATION_FAILED',
      );
      expectProblem(
        await t.http.patch(`/studio/releases/${UNKNOWN_ID}`).set(asEditor()).send({ name: 'x' }),
        404,
        'NOT_FOUND',
      );
      for (const publish_at of [
        'tomorrow',
        '2030-01-01T10:00:00',
        '2030-01-01T10:00:00+02:00',
        '2030-02-30T10:00:00Z',
        new Date(clock.now().getTime() - 60_000).toISOString(),
        undefined,
      ]) {
        const bad = expectProblem(
          await t.http
            .put(`/studio/releases/${releaseId}/schedule`)
            .set(asEditor())
            .send({ publish_at }),
          400,
          'VALIDATION_FAILED',
        );
        expect(bad.errors?.map((e) => e.field)).toEqual(['publish_at']);
      }
      expectProblem(
        await t.http.get('/studio/releases').query({ status: 'done' }).set(asEditor()),
        400,
        'VALIDATION_FAILED',
      );
      expectProblem(
        await t.http
          .post(`/studio/releases/${releaseId}/publish`)
          .query({ force: 'maybe' })
          .set(asEditor()),
        400,
        'VALIDATION_FAILED',
      );
      expectProblem(
        await t.http.get('/studio/releases/not-a-uuid').set(asEditor()),
        400,
        'VALIDATION_FAILED',
      );
    });

    it('answers 401 without a token and 403 to an admin who must enrol in 2FA first', async () => {
      expectProblem(await t.http.get('/studio/releases'), 401, 'UNAUTHORIZED');
      expectProblem(
        await t.http.post(`/studio/releases/${UNKNOWN_ID}/publish`),
        401,
        'UNAUTHORIZED',
      );
      expectProblem(
        await t.http
          .post('/studio/releases')
          .set(bearer(unenrolledAdmin.accessToken))
          .send({ name: 'x' }),
        403,
        'TWO_FACTOR_ENROLMENT_REQUIRED',
      );
    });
  });
});
