import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '@/common/clock/clock';
import {
  AppError,
  ConflictError,
  ErrorCode,
  NotFoundError,
  ValidationFailedError,
} from '@/common/errors';
import { isRetryableRollback } from '@/common/database/postgres-errors';
import { loggableError } from '@/common/filters/problem-details.filter';
import { Paginated, paginated } from '@/common/pagination';
import { AuditRecordInput, AuditService } from '@/modules/audit/audit.service';
import { currentStudioWrite, runAsScheduler } from '@/modules/audit/studio-write-context';
import { ScheduledJobs } from '@/modules/jobs/scheduled-jobs';
import { draftableNamed } from '../drafts/draftable-resources';
import { DraftsService, StoredDraft } from '../drafts/drafts.service';
import {
  ReleaseEntryDto,
  ReleaseErrorDto,
  ReleaseResponseDto,
  ReleaseSummaryDto,
} from './dto/release-response.dto';
import { ListReleasesQueryDto } from './dto/release-requests.dto';
import { EntryResult, MAX_RELEASE_ENTRIES, StoredReleaseStatus } from './release-rules';

/** A row of `catalogue_releases`, with its entry count and whether a publish holds it now. */
interface StoredRelease {
  id: string;
  name: string;
  status: StoredReleaseStatus;
  publish_at: Date | null;
  publish_force: boolean;
  published_at: Date | null;
  published_by: string | null;
  attempted_at: Date | null;
  attempted_by: string | null;
  error: ReleaseErrorDto | null;
  created_by: string | null;
  updated_by: string | null;
  created_at: Date;
  updated_at: Date;
  entry_count: number;
  publishing: boolean;
}

/** A row of `catalogue_release_entries`, with its staged draft while it has one. */
interface StoredEntry {
  id: string;
  release_id: string;
  pending_draft_id: string | null;
  draft_id: string;
  resource: string;
  record_id: string | null;
  new_record: boolean;
  result: EntryResult | null;
  added_by: string | null;
  added_at: Date;
}

/**
 * What became of a scheduled publish: `skipped` when the release is no longer scheduled (or
 * gone), `not_due` when it is scheduled for a time this instance's clock has not reached yet.
 */
export type ScheduledOutcome = 'published' | 'failed' | 'skipped' | 'not_due';

/** The job that publishes a scheduled release at its `publish_at`. */
export const RELEASE_PUBLICATION_TASK = 'catalogue.release-publication';
const releaseJobKey = (id: string) => `catalogue-release:${id}`;

/** Who publishes, and how. */
interface Attempt {
  force: boolean;
  actorId: string | null;
  at: Date;
  scheduled: boolean;
}

/**
 * A release attempt refused by one of its entries (or by having none): the answer names the entry,
 * with the status and code of the entry's own error.
 */
class ReleaseFailedError extends AppError {
  constructor(
    readonly failure: ReleaseErrorDto & { code: ErrorCode },
    cause?: AppError,
  ) {
    super(failure.status, failure.code, failure.detail, cause?.errors, cause?.headers);
  }
}

/**
 * `SELECT` list of a release: its columns, its entry count, and whether a publish holds it now (the
 * publish locks the row FOR UPDATE for its whole transaction; FOR KEY SHARE conflicts with that
 * lock only, so SKIP LOCKED skips exactly a release being published, waiting for nothing).
 */
const RELEASE_COLUMNS = `r.*,
  (SELECT count(*)::int FROM catalogue_release_entries e WHERE e.release_id = r.id) AS entry_count,
  NOT EXISTS (SELECT 1 FROM catalogue_releases l WHERE l.id = r.id FOR KEY SHARE SKIP LOCKED) AS publishing`;

/**
 * Releases (docs/behaviour.md#releases): named groups of drafts, of any resources, published
 * together in one transaction: each entry through DraftsService.publish on the release's
 * transaction, so one failing entry rolls every other back. A failed attempt is recorded on the
 * release after the rollback, in a transaction of its own.
 */
/** Attempts of a release publish that a deadlock or serialization failure rolled back. */
const PUBLISH_ATTEMPTS = 3;

@Injectable()
export class ReleasesService implements OnModuleInit {
  private readonly logger = new Logger(ReleasesService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly drafts: DraftsService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly jobs: ScheduledJobs,
  ) {}

  onModuleInit(): void {
    this.jobs.register(RELEASE_PUBLICATION_TASK, async (payload) => {
      const { release_id: id, scheduled_by: scheduledBy } = payload as {
        release_id: string;
        scheduled_by?: string | null;
      };
      await runAsScheduler(RELEASE_PUBLICATION_TASK, scheduledBy ?? null, () =>
        this.publishScheduled(id, scheduledBy ?? null),
      );
    });
  }

  async create(name: string, actorId: string): Promise<ReleaseResponseDto> {
    const [row] = await this.dataSource.query<Array<{ id: string }>>(
      `INSERT INTO catalogue_releases (name, created_by, updated_by) VALUES ($1, $2, $2) RETURNING id`,
      [name, actorId],
    );
    return this.get(row.id);
  }

  async list(query: ListReleasesQueryDto): Promise<Paginated<ReleaseSummaryDto>> {
    const statuses = query.status ?? null;
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query<StoredRelease[]>(
        `SELECT ${RELEASE_COLUMNS} FROM catalogue_releases r
          WHERE ($1::text[] IS NULL OR r.status = ANY($1))
          ORDER BY r.updated_at DESC, r.id LIMIT $2 OFFSET $3`,
        [statuses, query.limit, query.skip],
      ),
      this.dataSource.query<Array<{ total: number }>>(
        `SELECT count(*)::int AS total FROM catalogue_releases WHERE ($1::text[] IS NULL OR status = ANY($1))`,
        [statuses],
      ),
    ]);
    return paginated(
      rows.map((r) => summaryOf(r)),
      total,
      query,
    );
  }

  /** The release's page: its entries (with their conflicts while staged) and its outcome. */
  async get(id: string): Promise<ReleaseResponseDto> {
    const [release] = await this.dataSource.query<StoredRelease[]>(
      `SELECT ${RELEASE_COLUMNS} FROM catalogue_releases r WHERE r.id = $1`,
      [id],
    );
    if (!release) throw releaseNotFound(id);
    const entries = await this.dataSource.query<StoredEntry[]>(
      `SELECT * FROM catalogue_release_entries WHERE release_id = $1 ORDER BY added_at, id`,
      [id],
    );
    const answered: ReleaseEntryDto[] = [];
    for (const entry of entries) {
      const conflict =
        entry.pending_draft_id === null
          ? null
          : await this.drafts.conflictOf({
              id: entry.pending_draft_id,
              resource: entry.resource,
              record_id: entry.record_id,
            });
      answered.push(entryOf(entry, conflict));
    }
    return {
      ...summaryOf(release),
      entries: answered,
      attempted_at: iso(release.attempted_at),
      attempted_by: release.attempted_by,
      error: release.error,
    };
  }

  async rename(id: string, name: string, actorId: string): Promise<ReleaseResponseDto> {
    const [rows] = await this.dataSource.query<[unknown[], number]>(
      `UPDATE catalogue_releases SET name = $2, updated_by = $3, updated_at = now() WHERE id = $1 RETURNING id`,
      [id, name, actorId],
    );
    if (rows.length === 0) throw releaseNotFound(id);
    return this.get(id);
  }

  /** Removes the release and its entries; the drafts stay staged, the records as they are. */
  async remove(id: string): Promise<void> {
    await this.dataSource.transaction(async (m) => {
      const [, count] = await m.query<[unknown, number]>(
        'DELETE FROM catalogue_releases WHERE id = $1',
        [id],
      );
      if (count === 0) throw releaseNotFound(id);
      await this.jobs.cancelWithin(m, releaseJobKey(id));
    });
  }

  /** Adds a staged draft; 400 when there is none of that id, 409 when it is in a release. */
  async addEntry(id: string, draftId: string, actorId: string): Promise<ReleaseResponseDto> {
    await this.dataSource.transaction(async (m) => {
      const release = await this.changeable(m, id);
      if (release.entry_count >= MAX_RELEASE_ENTRIES)
        throw new ConflictError(
          `Release '${id}' already has ${MAX_RELEASE_ENTRIES} entries, the most one release publishes.`,
        );
      // FOR KEY SHARE: the draft cannot be discarded or published until this transaction ends.
      const [draft] = await m.query<StoredDraft[]>(
        'SELECT * FROM catalogue_drafts WHERE id = $1 FOR KEY SHARE',
        [draftId],
      );
      if (!draft) throw ValidationFailedError.field('draft_id', 'is not the id of a staged draft');
      const inserted = await m.query<unknown[]>(
        `INSERT INTO catalogue_release_entries (release_id, pending_draft_id, draft_id, resource, record_id, new_record, added_by)
         VALUES ($1, $2, $2, $3, $4, $4::uuid IS NULL, $5)
         ON CONFLICT (pending_draft_id) DO NOTHING RETURNING id`,
        [id, draftId, draft.resource, draft.record_id, actorId],
      );
      if (inserted.length === 0) {
        const [holder] = await m.query<Array<{ id: string; name: string }>>(
          `SELECT r.id, r.name FROM catalogue_release_entries e JOIN catalogue_releases r ON r.id = e.release_id
            WHERE e.pending_draft_id = $1`,
          [draftId],
        );
        throw new ConflictError(
          holder?.id === id
            ? `Draft '${draftId}' is already in this release.`
            : `Draft '${draftId}' is already in release '${holder?.name}' (${holder?.id}); a draft is in at most one release: remove it there first.`,
        );
      }
      await this.touch(m, id, actorId);
    });
    return this.get(id);
  }

  async removeEntry(id: string, draftId: string, actorId: string): Promise<void> {
    await this.dataSource.transaction(async (m) => {
      await this.changeable(m, id);
      const [, count] = await m.query<[unknown, number]>(
        'DELETE FROM catalogue_release_entries WHERE release_id = $1 AND pending_draft_id = $2',
        [id, draftId],
      );
      if (count === 0) throw new NotFoundError('Entry of the release for draft', draftId);
      await this.touch(m, id, actorId);
    });
  }

  /**
   * Schedules the release for `publishAt` (which must be in the future), replacing a schedule it
   * had. The job that calls {@link publishScheduled} at that time belongs on this transaction, so
   * the schedule and its job commit together; an earlier job of the release finds it rescheduled
   * and does nothing.
   */
  async schedule(
    id: string,
    publishAt: string,
    force: boolean,
    actorId: string,
  ): Promise<ReleaseResponseDto> {
    const at = new Date(publishAt);
    if (at.getTime() <= this.clock.now().getTime())
      throw ValidationFailedError.field('publish_at', 'must be in the future');
    await this.dataSource.transaction(async (m) => {
      await this.changeable(m, id);
      await m.query(
        `UPDATE catalogue_releases SET status = 'scheduled', publish_at = $2, publish_force = $3,
                updated_by = $4, updated_at = now()
          WHERE id = $1`,
        [id, at, force, actorId],
      );
      await this.schedulePublication(m, id, actorId, at);
    });
    return this.get(id);
  }

  /**
   * The job that calls {@link publishScheduled} at `runAt`, on `m`'s transaction. It replaces the
   * release's earlier job (one job per release); while that one runs, graphile-worker adds this one
   * beside it instead.
   */
  private schedulePublication(
    m: EntityManager,
    id: string,
    scheduledBy: string | null,
    runAt: Date,
  ): Promise<void> {
    return this.jobs.scheduleWithin(
      m,
      RELEASE_PUBLICATION_TASK,
      { release_id: id, scheduled_by: scheduledBy },
      { runAt, key: releaseJobKey(id) },
    );
  }

  /** Takes the release off its schedule (back to `open`); 409 when it is not scheduled. */
  async unschedule(id: string, actorId: string): Promise<ReleaseResponseDto> {
    await this.dataSource.transaction(async (m) => {
      const release = await this.changeable(m, id);
      if (release.status !== 'scheduled')
        throw new ConflictError(`Release '${id}' is not scheduled (it is ${release.status}).`);
      await m.query(
        `UPDATE catalogue_releases SET status = 'open', publish_at = NULL, publish_force = false,
                updated_by = $2, updated_at = now()
          WHERE id = $1`,
        [id, actorId],
      );
      await this.jobs.cancelWithin(m, releaseJobKey(id));
    });
    return this.get(id);
  }

  /**
   * Publishes every entry now, in one transaction; 409 when the release is published already. When
   * an entry fails, nothing is published, the failure is recorded on the release, and the error
   * (the entry's own status and code) names the entry.
   */
  async publish(id: string, force: boolean, actorId: string): Promise<ReleaseResponseDto> {
    const attempt: Attempt = { force, actorId, at: this.clock.now(), scheduled: false };
    try {
      await this.inRetriedTransaction(async (m) => {
        const release = await this.locked(m, id, 'UPDATE');
        if (release.status === 'published')
          throw new ConflictError(`Release '${id}' is published already.`);
        await this.publishIn(m, release, attempt);
      });
    } catch (error) {
      if (error instanceof ReleaseFailedError) await this.recordFailure(id, error.failure, attempt);
      throw error;
    }
    return this.get(id);
  }

  /**
   * A publish rolled back whole by a deadlock or a serialization failure runs again, as the
   * catalogue writer's writes do: deleting a record locks the record before its draft's release
   * entry (docs/architecture.md#lock-order), the other way round from a publish, and PostgreSQL
   * may end such a meeting by rolling back either side. The scheduled publish needs none of this:
   * its job runs again.
   */
  private async inRetriedTransaction(work: (m: EntityManager) => Promise<void>): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.dataSource.transaction(work);
      } catch (error) {
        if (!isRetryableRollback(error) || attempt >= PUBLISH_ATTEMPTS) throw error;
      }
    }
  }

  /**
   * The scheduled publish of a release, for the job that runs at its `publish_at`: publishes it as
   * {@link publish} would (forced when scheduled with `force`) if it is still scheduled for a time
   * that has passed, and does nothing otherwise (unscheduled, rescheduled later, published, failed
   * or deleted since), so running it twice, or late, is harmless. A failing entry is recorded on
   * the release (`failed`) and answered as `failed`, not thrown: trying again cannot change it. An
   * error of the database (unreachable, a deadlock) is thrown, leaving the release scheduled, so
   * the job can run again.
   *
   * The job runs by the database's clock and the release is due by this instance's (the clock
   * `schedule` checked `publish_at` against). When this clock is behind the database's, the release
   * is `not_due` yet: its job is scheduled again, on this transaction, for the moment this clock
   * reaches `publish_at`, on behalf of `scheduledBy` as before.
   */
  async publishScheduled(id: string, scheduledBy: string | null): Promise<ScheduledOutcome> {
    const attempt: Attempt = { force: false, actorId: null, at: this.clock.now(), scheduled: true };
    try {
      return await this.dataSource.transaction(async (m): Promise<ScheduledOutcome> => {
        const [release] = await m.query<Array<StoredRelease & { database_now: Date }>>(
          `SELECT r.*, 0 AS entry_count, false AS publishing, now() AS database_now
             FROM catalogue_releases r WHERE r.id = $1 FOR UPDATE`,
          [id],
        );
        if (!release || release.status !== 'scheduled') return 'skipped';
        const dueInMs = release.publish_at!.getTime() - attempt.at.getTime();
        if (dueInMs > 0) {
          const runAt = new Date(release.database_now.getTime() + dueInMs);
          await this.schedulePublication(m, id, scheduledBy, runAt);
          return 'not_due';
        }
        attempt.force = release.publish_force;
        await this.publishIn(m, release, attempt);
        return 'published';
      });
    } catch (error) {
      if (!(error instanceof ReleaseFailedError)) throw error;
      await this.recordFailure(id, error.failure, attempt);
      this.logger.warn(
        { release_id: id, code: error.code, detail: error.detail },
        'A scheduled release failed; nothing of it was published',
      );
      return 'failed';
    }
  }

  /**
   * Publishes the locked release's entries in the order they were added, on `m`: each through the
   * draft's own publish (the record's write path: audit entry, revision, event, purge). The entry
   * keeps the draft's id, and the created record's id for a new record, after the draft goes.
   */
  private async publishIn(m: EntityManager, release: StoredRelease, attempt: Attempt) {
    // The entries as the publish found them, then locked: one whose draft a discard (or a publish
    // of the draft alone) removed while this waited for its lock is gone from the second list.
    const listed = await m.query<StoredEntry[]>(
      `SELECT * FROM catalogue_release_entries WHERE release_id = $1 ORDER BY added_at, id`,
      [release.id],
    );
    const entries = await m.query<StoredEntry[]>(
      `SELECT * FROM catalogue_release_entries WHERE release_id = $1 ORDER BY added_at, id FOR UPDATE`,
      [release.id],
    );
    const locked = new Set(entries.map((e) => e.id));
    const goneAt = listed.findIndex((e) => !locked.has(e.id));
    if (goneAt >= 0) {
      const gone = listed[goneAt];
      const path = pathOf(gone.resource);
      throw new ReleaseFailedError({
        draft_id: gone.draft_id,
        resource: path,
        record_id: gone.record_id,
        status: 409,
        code: 'CONFLICT',
        detail: `Entry ${goneAt + 1} of release '${release.id}' (${path} draft ${gone.draft_id}) left the release while it was being published (its draft was discarded or published alone), so nothing of the release was: publish it again to publish the other entries.`,
      });
    }
    if (entries.length === 0)
      throw new ReleaseFailedError({
        draft_id: null,
        resource: null,
        record_id: null,
        status: 409,
        code: 'CONFLICT',
        detail: `Release '${release.id}' has no entries to publish.`,
      });
    const published: Array<{ draft_id: string; resource: string; record_id: string }> = [];
    for (const [index, entry] of entries.entries()) {
      const path = pathOf(entry.resource);
      try {
        const [draft] = await m.query<StoredDraft[]>(
          'SELECT * FROM catalogue_drafts WHERE id = $1',
          [entry.pending_draft_id],
        );
        if (!draft) throw new NotFoundError('Draft', entry.draft_id);
        // The entry lets go of the draft before its publish removes it (ON DELETE CASCADE).
        await m.query(
          'UPDATE catalogue_release_entries SET pending_draft_id = NULL WHERE id = $1',
          [entry.id],
        );
        const result = await this.drafts.publish(draft, { force: attempt.force }, m);
        await m.query(
          `UPDATE catalogue_release_entries SET result = 'published', record_id = $2 WHERE id = $1`,
          [entry.id, result.record_id],
        );
        published.push({ draft_id: entry.draft_id, resource: path, record_id: result.record_id });
      } catch (error) {
        // Client-caused refusals (a conflict, a rule broken, a draft gone) fail the release and
        // name the entry; an error of the service itself stays what it is.
        if (!(error instanceof AppError) || error.status >= 500) throw error;
        throw new ReleaseFailedError(
          {
            draft_id: entry.draft_id,
            resource: path,
            record_id: entry.record_id,
            status: error.status,
            code: error.code,
            detail: `Entry ${index + 1} of release '${release.id}' (${path} draft ${entry.draft_id}${entry.record_id ? `, record ${entry.record_id}` : ', a new record'}) cannot be published, so nothing of the release was: ${error.detail}`,
          },
          error,
        );
      }
    }
    await m.query(
      `UPDATE catalogue_releases
          SET status = 'published', publish_at = NULL, published_at = $2, published_by = $3,
              attempted_at = $2, attempted_by = $3, error = NULL, updated_at = now()
        WHERE id = $1`,
      [release.id, attempt.at, attempt.actorId],
    );
    const request = currentStudioWrite();
    // Last: the audit entry holds the audit chain's lock until the commit.
    await this.audit.recordIn(m, {
      ...this.auditor(),
      action: 'publish',
      entityType: 'catalogue_release',
      entityId: release.id,
      changes: { force: attempt.force, scheduled: attempt.scheduled, entries: published },
    });
    if (request) request.recorded = true;
  }

  /** The failed attempt, after its rollback: the release's outcome and each entry's, audited. */
  private async recordFailure(id: string, failure: ReleaseErrorDto, attempt: Attempt) {
    try {
      await this.dataSource.transaction(async (m) => {
        const [rows] = await m.query<[unknown[], number]>(
          `UPDATE catalogue_releases
              SET status = 'failed', publish_at = NULL, attempted_at = $2, attempted_by = $3,
                  error = $4::jsonb, updated_at = now()
            WHERE id = $1 AND status <> 'published' RETURNING id`,
          [id, attempt.at, attempt.actorId, JSON.stringify(failure)],
        );
        if (rows.length === 0) return;
        await m.query(
          `UPDATE catalogue_release_entries
              SET result = CASE WHEN draft_id = $2 THEN 'failed' ELSE 'not_published' END
            WHERE release_id = $1`,
          [id, failure.draft_id],
        );
        await this.audit.recordIn(m, {
          ...this.auditor(),
          action: 'publish_failed',
          entityType: 'catalogue_release',
          entityId: id,
          changes: { force: attempt.force, scheduled: attempt.scheduled, error: failure },
        });
      });
    } catch (error) {
      // The attempt's own error is what the caller needs; this one is logged.
      this.logger.error(
        { err: loggableError(error), release_id: id },
        'The failed attempt of a release could not be recorded',
      );
    }
  }

  private auditor(): Pick<AuditRecordInput, 'userId' | 'userEmail' | 'ip' | 'actor'> {
    const request = currentStudioWrite();
    return {
      userId: request?.userId ?? null,
      userEmail: request?.userEmail ?? null,
      ip: request?.ip ?? null,
      actor: request?.actor,
    };
  }

  /** The release locked for a change of its entries or schedule; 409 once published. */
  private async changeable(m: EntityManager, id: string): Promise<StoredRelease> {
    const release = await this.locked(m, id, 'NO KEY UPDATE');
    if (release.status === 'published')
      throw new ConflictError(`Release '${id}' is published; it can no longer change.`);
    return release;
  }

  private async locked(
    m: EntityManager,
    id: string,
    mode: 'UPDATE' | 'NO KEY UPDATE',
  ): Promise<StoredRelease> {
    const [release] = await m.query<StoredRelease[]>(
      `SELECT r.*, false AS publishing FROM catalogue_releases r WHERE r.id = $1 FOR ${mode}`,
      [id],
    );
    if (!release) throw releaseNotFound(id);
    const [{ n }] = await m.query<Array<{ n: number }>>(
      'SELECT count(*)::int AS n FROM catalogue_release_entries WHERE release_id = $1',
      [id],
    );
    return { ...release, entry_count: n };
  }

  private async touch(m: EntityManager, id: string, actorId: string): Promise<void> {
    await m.query(
      'UPDATE catalogue_releases SET updated_by = $2, updated_at = now() WHERE id = $1',
      [id, actorId],
    );
  }
}

const releaseNotFound = (id: string) => new NotFoundError('Release', id);

const iso = (d: Date | null) => d?.toISOString() ?? null;

const pathOf = (resource: string) => draftableNamed(resource)?.path ?? resource;

function summaryOf(r: StoredRelease): ReleaseSummaryDto {
  return {
    id: r.id,
    name: r.name,
    status: r.publishing && r.status !== 'published' ? 'publishing' : r.status,
    publish_at: iso(r.publish_at),
    publish_force: r.publish_force,
    entry_count: r.entry_count,
    published_at: iso(r.published_at),
    published_by: r.published_by,
    created_by: r.created_by,
    updated_by: r.updated_by,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

function entryOf(e: StoredEntry, conflict: boolean | null): ReleaseEntryDto {
  return {
    draft_id: e.draft_id,
    resource: pathOf(e.resource),
    record_id: e.record_id,
    new_record: e.new_record,
    conflict,
    result: e.result,
    added_by: e.added_by,
    added_at: e.added_at.toISOString(),
  };
}
