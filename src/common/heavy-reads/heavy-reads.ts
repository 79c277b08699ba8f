import { Injectable } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '@/config/app-config';
import { BoundedWorkQueue } from '../concurrency/bounded-work-queue';
import { isQueryCanceled } from '../database';
import { ServiceUnavailableError } from '../errors';
import { SlotPacer } from './slot-pacer';

/** A heavy read ran past STUDIO_HEAVY_READS_TIMEOUT_MS and was cancelled by PostgreSQL. */
export class HeavyReadTimeoutError extends ServiceUnavailableError {
  constructor() {
    super('The report took too long and was stopped. Narrow the filters or try again shortly.');
  }
}

/**
 * The one way to run a studio read that scans large tables (the request log, the audit log,
 * analytics), so that such reads cannot take the cores the public API needs
 * (docs/operations.md, "Studio reports"):
 * - at most STUDIO_HEAVY_READS_CONCURRENCY run at once on this instance, STUDIO_HEAVY_READS_QUEUE
 *   more wait (each at most the timeout), and beyond that the caller gets 503 with Retry-After;
 * - together they keep their slots busy at most STUDIO_HEAVY_READS_SHARE_PERCENT of the time
 *   (SlotPacer): a slot rests after each read in proportion to how long it ran;
 * - each runs in a transaction of its own with a statement timeout (503 when it fires) and
 *   without parallel workers, so one read holds at most one core of the database.
 * Handlers that use it document their 503 with ApiHeavyRead().
 */
@Injectable()
export class HeavyReads {
  private readonly queue: BoundedWorkQueue;
  private readonly timeoutMs: number;
  private readonly pacer: SlotPacer;

  constructor(
    private readonly dataSource: DataSource,
    config: AppConfig,
  ) {
    const { concurrency, queue, timeoutMs, sharePercent } = config.studioHeavyReads;
    this.timeoutMs = timeoutMs;
    this.pacer = new SlotPacer(sharePercent);
    this.queue = new BoundedWorkQueue(concurrency, timeoutMs, {
      maxWaiting: queue,
      busyDetail: 'The studio is busy with other reports. Try again shortly.',
    });
  }

  /** Runs `work` on the manager of a bounded read transaction, within the instance's limit. */
  run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.queue.run(async () => {
      const rest = this.pacer.waitMs();
      if (rest > 0) await sleep(rest);
      const started = performance.now();
      try {
        return await this.dataSource.transaction(async (manager) => {
          await manager.query(
            `SELECT set_config('statement_timeout', $1, true),
                    set_config('max_parallel_workers_per_gather', '0', true)`,
            [String(this.timeoutMs)],
          );
          return work(manager);
        });
      } catch (error) {
        if (isQueryCanceled(error)) throw new HeavyReadTimeoutError();
        throw error;
      } finally {
        this.pacer.ran(performance.now() - started);
      }
    });
  }
}
