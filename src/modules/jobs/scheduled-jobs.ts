import {
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnApplicationShutdown,
  OnModuleDestroy,
} from '@nestjs/common';
import {
  CronItem,
  Logger as WorkerLogger,
  parseCronItems,
  run,
  runMigrations,
  Runner,
  TaskList,
} from 'graphile-worker';
import { Pool } from 'pg';
import type { EntityManager } from 'typeorm';
import { AppConfig } from '@/config/app-config';

/** What a task's handler is given besides its payload. */
export interface JobContext {
  /** The job's id in graphile-worker's queue. */
  id: string;
  /** 1 on the first run; more after failures (a failed job runs again later, with back-off). */
  attempt: number;
}

/**
 * Runs one job of a task. A job may run more than once (it is retried after a failure, and after
 * an instance dies while running it), so a handler must be idempotent: it locks the rows of its
 * own that say what is left to do and does nothing when they say it is done.
 */
export type JobHandler = (payload: unknown, job: JobContext) => Promise<void>;

export interface ScheduleOptions {
  /** When the job is due (it runs within JOBS_POLL_MS of it, on whichever instance takes it). */
  runAt: Date;
  /**
   * Names the job: scheduling again under the same key replaces it (its time and payload), and
   * cancelWithin(key) removes it.
   */
  key?: string;
  /** Runs before it is given up (default 25, with exponential back-off between them). */
  maxAttempts?: number;
}

/** graphile-worker's schema, created and upgraded by {@link migrateJobQueue}. */
const SCHEMA = 'graphile_worker';

/** Connections of the runner's own pool, per instance (the listener, the workers, cron). */
const POOL_MAX = 4;

/** Warnings and errors of the runner written at most this often (an outage repeats them). */
const WARN_EVERY_MS = 10_000;

/**
 * The runner's problems through Nest's logger, at most one line per WARN_EVERY_MS: during a
 * database outage every worker's poll and the listener's reconnects fail each second, and one
 * line says as much (with the count of those left out since the last).
 */
class RunnerWarnings {
  private last = 0;
  private suppressed = 0;

  constructor(private readonly logger: Logger) {}

  warn(message: string): void {
    const now = Date.now();
    if (now - this.last < WARN_EVERY_MS) {
      this.suppressed++;
      return;
    }
    const more = this.suppressed > 0 ? ` (${this.suppressed} more since the last warning)` : '';
    this.last = now;
    this.suppressed = 0;
    this.logger.warn(`${message}${more}`);
  }
}

/**
 * graphile-worker's log lines through Nest's logger, named after the job runner. A job that failed
 * (graphile-worker marks its line `failure`) is always written, one line per attempt: its
 * retries back off, and a lost failure would hide a publication that did not happen. The runner's
 * other problems (connections, polls) go through `warnings`.
 */
export function workerLogger(logger: Logger, warnings = new RunnerWarnings(logger)): WorkerLogger {
  return new WorkerLogger(() => (level, message, meta) => {
    const named: string = level;
    if ((named === 'error' || named === 'warning') && meta?.failure === true) logger.warn(message);
    else if (named === 'error' || named === 'warning') warnings.warn(message);
    else if (named === 'info') logger.log(message);
    else logger.debug(message);
  });
}

/**
 * Creates or upgrades graphile-worker's schema (`graphile_worker`) in the database at `url`: run at
 * start after the service's own migrations (applyPendingMigrations), so `add_job` exists before
 * any write schedules a job. graphile-worker serialises concurrent runs itself.
 */
export async function migrateJobQueue(url: string): Promise<void> {
  const pool = new Pool({ connectionString: url, max: 1 });
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  try {
    await runMigrations({
      pgPool: pool,
      schema: SCHEMA,
      logger: workerLogger(new Logger('JobQueueMigrations')),
    });
  } finally {
    await pool.end();
  }
}

/**
 * The one mechanism behind every scheduled and periodic job of the service: graphile-worker's
 * queue in PostgreSQL, with one runner per instance on a pool of its own (docs/architecture.md#jobs).
 *
 * - A feature module registers its tasks by name in its `onModuleInit` (register, registerPeriodic);
 *   the runner starts once the application has started, with every task known.
 * - A write schedules a job on its own transaction (scheduleWithin), so the job exists exactly
 *   when the write commits; cancelWithin removes one the same way.
 * - A job runs once across all instances (graphile-worker locks it while it runs); a periodic
 *   task runs once per period across all instances.
 */
@Injectable()
export class ScheduledJobs
  implements OnApplicationBootstrap, OnModuleDestroy, OnApplicationShutdown
{
  private readonly logger = new Logger(ScheduledJobs.name);
  private readonly warnings = new RunnerWarnings(this.logger);
  private readonly tasks = new Map<string, JobHandler>();
  private readonly periodic: CronItem[] = [];
  private runner?: Runner;
  private pool?: Pool;
  private started = false;

  constructor(private readonly config: AppConfig) {}

  /** Registers the handler of `task` (call from onModuleInit, before the runner starts). */
  register(task: string, handler: JobHandler): void {
    if (this.started) throw new Error(`Job task ${task} registered after the runner started`);
    if (this.tasks.has(task)) throw new Error(`Job task ${task} is registered twice`);
    this.tasks.set(task, handler);
  }

  /**
   * Registers `task` to run on the crontab schedule `match` (UTC, e.g. `0 * * * *`: hourly), once
   * per occurrence across all instances. An occurrence missed while no instance ran is not made
   * up for; the next one runs as usual.
   */
  registerPeriodic(task: string, match: string, handler: JobHandler): void {
    this.register(task, handler);
    this.periodic.push({ task, match, identifier: task, options: { backfillPeriod: 0 } });
  }

  /**
   * Schedules a job of `task` with `payload` (JSON) on `manager`'s transaction: it exists when that
   * transaction commits, and not at all if it rolls back.
   */
  async scheduleWithin(
    manager: EntityManager,
    task: string,
    payload: unknown,
    options: ScheduleOptions,
  ): Promise<void> {
    if (!this.tasks.has(task)) throw new Error(`No job task ${task} is registered`);
    await manager.query(
      `SELECT ${SCHEMA}.add_job(identifier => $1, payload => $2::json, run_at => $3::timestamptz,
                                max_attempts => $4::int, job_key => $5)`,
      [
        task,
        JSON.stringify(payload ?? {}),
        options.runAt.toISOString(),
        options.maxAttempts ?? null,
        options.key ?? null,
      ],
    );
  }

  /** Removes the job named `key` on `manager`'s transaction (nothing when there is none). */
  async cancelWithin(manager: EntityManager, key: string): Promise<void> {
    await manager.query(`SELECT ${SCHEMA}.remove_job($1)`, [key]);
  }

  async onApplicationBootstrap(): Promise<void> {
    this.started = true;
    if (!this.config.jobs.run) return;
    const taskList: TaskList = {};
    for (const [task, handler] of this.tasks)
      taskList[task] = (payload, helpers) =>
        handler(payload, { id: helpers.job.id, attempt: helpers.job.attempts });
    this.pool = new Pool({
      connectionString: this.config.database.url,
      max: POOL_MAX,
      connectionTimeoutMillis: 5000,
      application_name: 'guide-platform-api:jobs',
    });
    // An idle connection the database drops (a restart) must not end the process; the runner
    // reconnects and its next poll finds the jobs that fell due meanwhile.
    const lost = (error: Error) =>
      this.warnings.warn(`Job runner connection lost: ${error.message}`);
    this.pool.on('error', lost);
    this.pool.on('connect', (client) => client.on('error', lost));
    this.runner = await run({
      pgPool: this.pool,
      schema: SCHEMA,
      taskList,
      parsedCronItems: parseCronItems(this.periodic),
      concurrency: this.config.jobs.concurrency,
      pollInterval: this.config.jobs.pollMs,
      noHandleSignals: true,
      logger: workerLogger(this.logger, this.warnings),
    });
  }

  /** Stops taking jobs and waits for the running ones, before the database pools close. */
  async onModuleDestroy(): Promise<void> {
    const runner = this.runner;
    this.runner = undefined;
    await runner
      ?.stop()
      .catch((error: unknown) =>
        this.logger.warn(`Stopping the job runner failed: ${String(error)}`),
      );
  }

  async onApplicationShutdown(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    await pool?.end().catch(() => undefined);
  }
}
