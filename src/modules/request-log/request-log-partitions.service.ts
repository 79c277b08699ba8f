import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '@/config/app-config';
import { ScheduledJobs } from '@/modules/jobs/scheduled-jobs';
import { utcDay } from './request-log-entry';

const DAY_MS = 86_400_000;
/** Partitions are created this many days ahead, so rows never wait for one. */
const DAYS_AHEAD = 3;
/** The periodic job (ScheduledJobs): hourly, once across all instances. */
export const PARTITIONS_TASK = 'request-log.partitions';
const MAINTENANCE_SCHEDULE = '7 * * * *';
const LOCK_ID = 0x5a0a0006;
const PARTITION_NAME = /^api_request_logs_(\d{4})(\d{2})(\d{2})$/;

export const partitionName = (day: string): string => `api_request_logs_${day.replace(/-/g, '')}`;

/** The days of the partitions to drop: every one that ends before the retention cutoff. */
export function expiredPartitions(names: string[], today: string, retentionDays: number): string[] {
  const cutoff = Date.parse(`${today}T00:00:00Z`) - (retentionDays - 1) * DAY_MS;
  return names.filter((name) => {
    const match = PARTITION_NAME.exec(name);
    return match !== null && Date.parse(`${match[1]}-${match[2]}-${match[3]}T00:00:00Z`) < cutoff;
  });
}

/**
 * The raw log is partitioned by UTC day (declarative range partitioning on created_at). This
 * service creates the coming days' partitions and drops those past REQUEST_LOG_RETENTION_DAYS,
 * at start (each instance, under an advisory lock) and every hour (a periodic job, once across all
 * instances): dropping a day is one DROP TABLE, with no bulk DELETE and no bloat.
 * Rows outside every partition land in the default partition, which is trimmed by DELETE.
 */
@Injectable()
export class RequestLogPartitionsService implements OnModuleInit {
  private readonly logger = new Logger(RequestLogPartitionsService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly jobs: ScheduledJobs,
  ) {}

  async onModuleInit(): Promise<void> {
    this.jobs.registerPeriodic(PARTITIONS_TASK, MAINTENANCE_SCHEDULE, () => this.maintain());
    await this.maintain();
  }

  /** Ensures partitions for yesterday to DAYS_AHEAD days ahead; drops expired ones. */
  async maintain(now = new Date()): Promise<void> {
    try {
      const days: string[] = [];
      for (let offset = -1; offset <= DAYS_AHEAD; offset++) {
        days.push(utcDay(new Date(now.getTime() + offset * DAY_MS)));
      }
      await this.ensurePartitions(days);
      await this.dropExpired(utcDay(now));
    } catch (error) {
      this.logger.warn(`Request-log partition maintenance failed: ${(error as Error).message}`);
    }
  }

  async ensurePartitions(days: string[]): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [LOCK_ID]);
      for (const day of days) {
        const next = utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS));
        // Names and bounds come from utcDay (YYYY-MM-DD), never from input.
        await manager.query(
          `CREATE TABLE IF NOT EXISTS ${partitionName(day)} PARTITION OF api_request_logs
             FOR VALUES FROM ('${day} 00:00:00+00') TO ('${next} 00:00:00+00')`,
        );
      }
    });
  }

  async dropExpired(today: string): Promise<string[]> {
    const retention = this.config.requestLog.retentionDays;
    const children = await this.dataSource.query<{ name: string }[]>(
      `SELECT c.relname AS name FROM pg_inherits i
         JOIN pg_class c ON c.oid = i.inhrelid
         JOIN pg_class p ON p.oid = i.inhparent
        WHERE p.relname = 'api_request_logs'`,
    );
    const expired = expiredPartitions(
      children.map((c) => c.name),
      today,
      retention,
    );
    for (const name of expired) await this.dataSource.query(`DROP TABLE IF EXISTS ${name}`);
    await this.dataSource.query(
      `DELETE FROM api_request_logs_default
        WHERE created_at < ($1::date - ($2::int - 1))::timestamp AT TIME ZONE 'UTC'`,
      [today, retention],
    );
    if (expired.length > 0)
      this.logger.log(`Dropped request-log partitions: ${expired.join(', ')}`);
    return expired;
  }
}
