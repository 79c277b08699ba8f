import { Injectable, OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { NotFoundError } from '@/common/errors';
import { PaginationQueryDto } from '@/common/pagination';
import { AppConfig } from '@/config/app-config';
import { UNDIFFED_COLUMNS } from './catalogue-resource';
import { Revision, RevisionOperation } from './entities/revision.entity';
import { diffSnapshots, RecordSnapshot } from './record-snapshot';
import { findPage } from '@/common/database';
import type { RevisionKey } from './revision-key';
import { ScheduledJobs } from '@/modules/jobs/scheduled-jobs';

export interface NewRevision {
  resource: string;
  recordId: string;
  operation: RevisionOperation;
  data: RecordSnapshot;
  actorId: string | null;
  actorEmail: string | null;
  restoredFrom?: string | null;
}

/**
 * The periodic job (ScheduledJobs) deleting every record's revisions past the retention age,
 * besides on each write: hourly, once across all instances.
 */
export const REVISIONS_PRUNE_TASK = 'revisions.prune';
const PRUNE_SCHEDULE = '23 * * * *';

/**
 * Revisions of catalogue records: added by the catalogue write path on its transaction, pruned by
 * the retention rules (REVISIONS_MAX_PER_RECORD, REVISIONS_RETENTION_DAYS) on every write of a
 * record and hourly for all, and read by the studio's revision routes.
 */
@Injectable()
export class RevisionsService implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly jobs: ScheduledJobs,
  ) {}

  onModuleInit(): void {
    // A failure fails the job, which graphile-worker logs and runs again later.
    this.jobs.registerPeriodic(REVISIONS_PRUNE_TASK, PRUNE_SCHEDULE, async () => {
      await this.pruneExpired();
    });
  }

  /**
   * Stores the next revision of a record on the caller's transaction, with its changes against the
   * one before, then applies the retention rules to that record. The caller holds the record's
   * lock, so numbers follow one another.
   */
  async add(manager: EntityManager, revision: NewRevision): Promise<Revision> {
    const [previous] = await manager.query<Array<{ number: number; data: RecordSnapshot }>>(
      `SELECT number, data FROM revisions WHERE resource = $1 AND record_id = $2
        ORDER BY number DESC LIMIT 1`,
      [revision.resource, revision.recordId],
    );
    const number = (previous?.number ?? 0) + 1;
    const changes =
      revision.operation === 'deleted'
        ? {}
        : diffSnapshots(previous?.data ?? null, revision.data, UNDIFFED_COLUMNS);
    const stored = Object.assign(new Revision(), {
      id: randomUUID(),
      resource: revision.resource,
      recordId: revision.recordId,
      number,
      operation: revision.operation,
      actorId: revision.actorId,
      actorEmail: revision.actorEmail,
      data: revision.data,
      changes,
      restoredFrom: revision.restoredFrom ?? null,
    });
    const [{ created_at }] = await manager.query<Array<{ created_at: Date }>>(
      `INSERT INTO revisions
         (id, resource, record_id, number, operation, actor_id, actor_email, data, changes, restored_from)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10) RETURNING created_at`,
      [
        stored.id,
        stored.resource,
        stored.recordId,
        stored.number,
        stored.operation,
        stored.actorId,
        stored.actorEmail,
        JSON.stringify(stored.data),
        JSON.stringify(stored.changes),
        stored.restoredFrom,
      ],
    );
    stored.createdAt = created_at;
    await manager.query(
      `DELETE FROM revisions WHERE resource = $1 AND record_id = $2 AND number < $3
          AND (number <= $3 - $4 OR created_at < now() - make_interval(days => $5))`,
      [
        revision.resource,
        revision.recordId,
        number,
        this.config.revisions.maxPerRecord,
        this.config.revisions.retentionDays,
      ],
    );
    return stored;
  }

  /** Deletes revisions older than the retention age, keeping each record's newest. */
  async pruneExpired(): Promise<number> {
    const result = await this.dataSource.query<[unknown[], number]>(
      `DELETE FROM revisions r
        WHERE r.created_at < now() - make_interval(days => $1)
          AND EXISTS (SELECT 1 FROM revisions newer
                       WHERE newer.resource = r.resource AND newer.record_id = r.record_id
                         AND newer.number > r.number)`,
      [this.config.revisions.retentionDays],
    );
    return result[1];
  }

  /** A record's revisions, newest first (also those of a deleted record). */
  list(
    resource: string,
    recordId: string,
    page: PaginationQueryDto,
  ): Promise<[Revision[], number]> {
    return findPage(
      this.dataSource.getRepository(Revision),
      page,
      { resource, recordId },
      {
        number: 'DESC',
      },
    );
  }

  /** One revision of the record, by its id or its number; 404 when the record has no such one. */
  async get(
    resource: string,
    recordId: string,
    key: RevisionKey,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Revision> {
    const revision = await manager.findOneBy(Revision, { ...key, resource, recordId });
    if (!revision) throw new NotFoundError('Revision', 'id' in key ? key.id : String(key.number));
    return revision;
  }
}
