import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { DataSource, EntityManager } from 'typeorm';
import { AppError, NotFoundError, ValidationFailedError } from '@/common/errors';
import { Clock } from '@/common/clock/clock';
import { createValidationPipe } from '@/common/validation';
import { runAsScheduler } from '@/modules/audit/studio-write-context';
import { ScheduledJobs } from '@/modules/jobs/scheduled-jobs';
import { CatalogueWriter } from '../shared/catalogue-writer';
import { toZonedIso } from '../shared/time-zones';
import {
  DraftableResource,
  draftableAt,
  draftableNamed,
  DraftTarget,
} from '../drafts/draftable-resources';
import { DraftsService, StoredDraft } from '../drafts/drafts.service';
import {
  DraftScheduleResponseDto,
  PutDraftScheduleDto,
  PutRecordScheduleDto,
  RecordScheduleResponseDto,
  ScheduledTimeDto,
} from './dto/schedule.dto';

export type ScheduleAction = 'publish' | 'unpublish';

/** A row of `catalogue_schedules`. */
interface StoredSchedule {
  id: string;
  resource: string;
  record_id: string | null;
  draft_id: string | null;
  action: ScheduleAction;
  run_at: Date;
  failure: string | null;
  created_by: string | null;
}

/** The job task that carries out one row of `catalogue_schedules`. */
export const PUBLICATION_TASK = 'catalogue.scheduled-publication';

/** The job of a schedule row, by the row's id (replaced when the row's time changes). */
const jobKey = (scheduleId: string) => `catalogue-schedule:${scheduleId}`;

/**
 * How a resource's record is made public and hidden: the PATCH body of its visibility field. A
 * resource without one (categories) has no record schedule; its drafts can still be scheduled.
 */
export function visibilityChange(
  resource: string,
  action: ScheduleAction,
  at: Date,
): Record<string, unknown> | undefined {
  const on = action === 'publish';
  switch (resource) {
    case 'category':
      return undefined;
    case 'video':
      return { is_published: on };
    case 'guide':
      // A guide is public from `published_at`: published at the scheduled time `at` (past when
      // the job runs, so the guide is public at once and no later announcement is due).
      return on ? { status: 'published', published_at: at.toISOString() } : { status: 'draft' };
    default:
      return { is_active: on };
  }
}

/** The record's time zone: its own (parks, resorts, ports) or its park's or resort's. */
const TIME_ZONE_SQL: Record<string, string> = {
  theme_park: 'SELECT timezone AS zone FROM theme_parks WHERE id = $1',
  resort: 'SELECT timezone AS zone FROM resorts WHERE id = $1',
  port: 'SELECT timezone AS zone FROM ports WHERE id = $1',
  attraction:
    'SELECT p.timezone AS zone FROM attractions t JOIN theme_parks p ON p.id = t.theme_park_id WHERE t.id = $1',
  special_event:
    'SELECT p.timezone AS zone FROM special_events t JOIN theme_parks p ON p.id = t.theme_park_id WHERE t.id = $1',
  dining_location: `SELECT coalesce(p.timezone, r.timezone) AS zone FROM dining_locations t
      LEFT JOIN theme_parks p ON p.id = t.theme_park_id LEFT JOIN resorts r ON r.id = t.resort_id
     WHERE t.id = $1`,
};

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Scheduled publishing (docs/behaviour.md#scheduled-publishing): a live record made public or
 * hidden at a time, or a draft published then. Each schedule is a row of `catalogue_schedules`
 * and a job of the one job mechanism (ScheduledJobs) keyed by the row, written in one
 * transaction. At its time, the job locks the row, does the change through the resource's own
 * update (or the draft's publishing) with the event `<type>.published` / `<type>.unpublished`,
 * and removes the row in the same transaction: a job that runs again finds no row and does
 * nothing, so each publication happens once however many instances run.
 */
@Injectable()
export class ScheduledPublishingService implements OnModuleInit {
  private readonly logger = new Logger(ScheduledPublishingService.name);
  private readonly pipe = createValidationPipe();

  constructor(
    private readonly dataSource: DataSource,
    private readonly writer: CatalogueWriter,
    private readonly drafts: DraftsService,
    private readonly jobs: ScheduledJobs,
    private readonly moduleRef: ModuleRef,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.jobs.register(PUBLICATION_TASK, (payload) =>
      this.carryOut((payload as { schedule_id: string }).schedule_id),
    );
  }

  /** A resource that can be scheduled by path (404 for an unknown one or one without visibility). */
  resourceAt(path: string): DraftableResource {
    const d = draftableAt(path);
    if (!d || !visibilityChange(d.resource.name, 'publish', new Date()))
      throw new NotFoundError('Schedulable catalogue resource', path);
    return d;
  }

  async ofRecord(path: string, recordId: string): Promise<RecordScheduleResponseDto> {
    const d = this.resourceAt(path);
    await this.assertRecord(this.dataSource.manager, d, recordId);
    return this.recordResponse(this.dataSource.manager, d, recordId);
  }

  async setForRecord(
    path: string,
    recordId: string,
    body: PutRecordScheduleDto,
    actorId: string,
  ): Promise<RecordScheduleResponseDto> {
    const d = this.resourceAt(path);
    const times = {
      publish: this.futureTime('publish_at', body.publish_at),
      unpublish: this.futureTime('unpublish_at', body.unpublish_at),
    };
    if (!times.publish && !times.unpublish)
      throw ValidationFailedError.field(
        'publish_at',
        'set publish_at, unpublish_at or both (DELETE removes the schedule)',
      );
    return this.dataSource.transaction(async (m) => {
      await this.writer.lockRecord(m, d.resource, recordId);
      await this.assertRecord(m, d, recordId);
      for (const action of ['publish', 'unpublish'] as const) {
        const runAt = times[action];
        if (runAt) {
          const [{ id }] = await m.query<Array<{ id: string }>>(
            `INSERT INTO catalogue_schedules (resource, record_id, action, run_at, created_by)
             VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (resource, record_id, action) WHERE draft_id IS NULL DO UPDATE
                SET run_at = EXCLUDED.run_at, failure = NULL, created_by = EXCLUDED.created_by,
                    updated_at = now()
             RETURNING id`,
            [d.resource.name, recordId, action, runAt, actorId],
          );
          await this.schedule(m, id, runAt);
        } else {
          await this.removeWhere(m, 'resource = $1 AND record_id = $2 AND action = $3', [
            d.resource.name,
            recordId,
            action,
          ]);
        }
      }
      return this.recordResponse(m, d, recordId);
    });
  }

  async clearForRecord(path: string, recordId: string): Promise<void> {
    const d = this.resourceAt(path);
    const removed = await this.dataSource.transaction(async (m) => {
      await this.assertRecord(m, d, recordId);
      return this.removeWhere(m, 'resource = $1 AND record_id = $2 AND draft_id IS NULL', [
        d.resource.name,
        recordId,
      ]);
    });
    if (removed === 0)
      throw new NotFoundError(`Schedule of ${d.resource.label.toLowerCase()}`, recordId);
  }

  async ofDraft(draftId: string): Promise<DraftScheduleResponseDto> {
    const draft = await this.draftRow(this.dataSource.manager, draftId, false);
    return this.draftResponse(this.dataSource.manager, draft);
  }

  async setForDraft(
    draftId: string,
    body: PutDraftScheduleDto,
    actorId: string,
  ): Promise<DraftScheduleResponseDto> {
    const runAt = this.futureTime('publish_at', body.publish_at)!;
    return this.dataSource.transaction(async (m) => {
      const draft = await this.draftRow(m, draftId, true);
      const [{ id }] = await m.query<Array<{ id: string }>>(
        `INSERT INTO catalogue_schedules (resource, record_id, draft_id, action, run_at, created_by)
         VALUES ($1, $2, $3, 'publish', $4, $5)
         ON CONFLICT (draft_id) WHERE draft_id IS NOT NULL DO UPDATE
            SET run_at = EXCLUDED.run_at, failure = NULL, created_by = EXCLUDED.created_by,
                updated_at = now()
         RETURNING id`,
        [draft.resource, draft.record_id, draft.id, runAt, actorId],
      );
      await this.schedule(m, id, runAt);
      return this.draftResponse(m, draft);
    });
  }

  async clearForDraft(draftId: string): Promise<void> {
    const removed = await this.dataSource.transaction(async (m) => {
      await this.draftRow(m, draftId, true);
      return this.removeWhere(m, 'draft_id = $1', [draftId]);
    });
    if (removed === 0) throw new NotFoundError('Schedule of draft', draftId);
  }

  /**
   * The job: carries out the schedule row `scheduleId` if it is still there and due, in one
   * transaction with the row's removal. A change the resource refuses now (a rule it breaks, a
   * record gone) is kept on the row as its `failure`, not retried; anything else (the database
   * gone) fails the job, which graphile-worker runs again with back-off.
   */
  async carryOut(scheduleId: string): Promise<void> {
    await this.dataSource.transaction(async (m) => {
      const [row] = await m.query<StoredSchedule[]>(
        `SELECT * FROM catalogue_schedules
          WHERE id = $1 AND failure IS NULL AND run_at <= now() FOR UPDATE`,
        [scheduleId],
      );
      // Gone (done, cancelled, its record or draft deleted), failed, or moved later (its
      // replacement job carries it out).
      if (!row) return;
      try {
        await m.query('SAVEPOINT scheduled_publication');
        // Audited as the scheduler's write, on behalf of whoever scheduled it.
        await runAsScheduler(PUBLICATION_TASK, row.created_by, () => this.publication(m, row));
        await m.query('DELETE FROM catalogue_schedules WHERE id = $1', [row.id]);
      } catch (error) {
        if (!(error instanceof AppError) || error.status >= 500) throw error;
        await m.query('ROLLBACK TO SAVEPOINT scheduled_publication');
        this.logger.warn(`Scheduled ${row.action} of ${row.resource} failed: ${error.detail}`);
        await m.query(
          'UPDATE catalogue_schedules SET failure = $2, updated_at = now() WHERE id = $1',
          [row.id, error.detail],
        );
      }
    });
  }

  private async publication(m: EntityManager, row: StoredSchedule): Promise<void> {
    const announce = row.action === 'publish' ? 'published' : 'unpublished';
    if (row.draft_id) {
      const [draft] = await m.query<StoredDraft[]>('SELECT * FROM catalogue_drafts WHERE id = $1', [
        row.draft_id,
      ]);
      // A scheduled draft is published as it stands then: a change to the live record since it
      // was staged does not hold it back (docs/behaviour.md#scheduled-publishing).
      await this.writer.within(m, () => this.drafts.publish(draft, { force: true }, m), {
        announce,
      });
      return;
    }
    const d = draftableNamed(row.resource);
    const change = d && visibilityChange(row.resource, row.action, row.run_at);
    if (!d || !change) throw new Error(`A schedule of the unschedulable resource ${row.resource}`);
    const input = (await this.pipe.transform(change, {
      type: 'body',
      metatype: d.update,
    })) as object;
    const target: DraftTarget = this.moduleRef.get(d.service, { strict: false });
    await this.writer.within(m, () => target.update(row.record_id!, input), { announce });
  }

  /** The job of the row, due at `runAt`, on the transaction `m` (replacing the row's earlier job). */
  private schedule(m: EntityManager, scheduleId: string, runAt: Date): Promise<void> {
    return this.jobs.scheduleWithin(
      m,
      PUBLICATION_TASK,
      { schedule_id: scheduleId },
      { runAt, key: jobKey(scheduleId) },
    );
  }

  /** Removes the rows matching `where` and their jobs; answers how many there were. */
  private async removeWhere(m: EntityManager, where: string, params: unknown[]): Promise<number> {
    // A DELETE answers its rows and their count.
    const [rows] = await m.query<[Array<{ id: string }>, number]>(
      `DELETE FROM catalogue_schedules WHERE ${where} RETURNING id`,
      params,
    );
    for (const { id } of rows) await this.jobs.cancelWithin(m, jobKey(id));
    return rows.length;
  }

  /** `value` as a Date, 400 naming `field` unless it is in the future; undefined when unset. */
  private futureTime(field: string, value: string | null | undefined): Date | undefined {
    if (value === null || value === undefined) return undefined;
    const at = new Date(value);
    if (at.getTime() <= this.clock.now().getTime())
      throw ValidationFailedError.field(field, 'must be in the future');
    return at;
  }

  private async assertRecord(m: EntityManager, d: DraftableResource, id: string): Promise<void> {
    const rows = await m.query<unknown[]>(
      `SELECT 1 FROM ${ident(d.resource.table)} WHERE id = $1`,
      [id],
    );
    if (rows.length === 0) throw new NotFoundError(d.resource.label, id);
  }

  private async draftRow(m: EntityManager, draftId: string, lock: boolean): Promise<StoredDraft> {
    const [row] = await m.query<StoredDraft[]>(
      `SELECT * FROM catalogue_drafts WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
      [draftId],
    );
    if (!row) throw new NotFoundError('Draft', draftId);
    return row;
  }

  private async timeZone(
    m: EntityManager,
    resource: string,
    recordId: string | null,
  ): Promise<string | null> {
    const sql = TIME_ZONE_SQL[resource];
    if (!sql || !recordId) return null;
    const [row] = await m.query<Array<{ zone: string | null }>>(sql, [recordId]);
    return row?.zone ?? null;
  }

  private async recordResponse(
    m: EntityManager,
    d: DraftableResource,
    recordId: string,
  ): Promise<RecordScheduleResponseDto> {
    const rows = await m.query<StoredSchedule[]>(
      'SELECT * FROM catalogue_schedules WHERE resource = $1 AND record_id = $2 AND draft_id IS NULL',
      [d.resource.name, recordId],
    );
    const zone = await this.timeZone(m, d.resource.name, recordId);
    const of = (action: ScheduleAction) => {
      const row = rows.find((r) => r.action === action);
      return row ? scheduledTime(row, zone) : null;
    };
    return {
      resource: d.path,
      record_id: recordId,
      time_zone: zone,
      publish: of('publish'),
      unpublish: of('unpublish'),
    };
  }

  private async draftResponse(
    m: EntityManager,
    draft: StoredDraft,
  ): Promise<DraftScheduleResponseDto> {
    const [row] = await m.query<StoredSchedule[]>(
      'SELECT * FROM catalogue_schedules WHERE draft_id = $1',
      [draft.id],
    );
    const zone = await this.timeZone(m, draft.resource, draft.record_id);
    return {
      draft_id: draft.id,
      resource: draftableNamed(draft.resource)?.path ?? draft.resource,
      record_id: draft.record_id,
      time_zone: zone,
      publish: row ? scheduledTime(row, zone) : null,
    };
  }
}

function scheduledTime(row: StoredSchedule, zone: string | null): ScheduledTimeDto {
  return {
    at: row.run_at.toISOString(),
    local: toZonedIso(row.run_at, zone),
    failure: row.failure,
  };
}
