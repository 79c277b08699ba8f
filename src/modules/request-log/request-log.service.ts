import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { Pool } from 'pg';
import { AppConfig } from '../../config/app-config';
import type { ApiRequest } from '../rate-limit/api-access.guard';
import { isLoggedPath, latencyBucket, RequestLogEntry, UNMATCHED_ROUTE } from './request-log-entry';

/**
 * PostgreSQL text cannot hold NUL characters; a hostile path or user agent must not sink a batch.
 */
const clean = (value: string): string =>
  value.includes('\0') ? value.split('\0').join('') : value;

/** Rows kept in memory while the database cannot take them; beyond that the oldest are dropped. */
const MAX_BUFFERED = 100_000;

/**
 * One statement per batch: the raw rows go into the partitioned log, and the same rows update
 * the daily rollup and the daily latency histogram the analytics read. Rollup keys are sorted so
 * that concurrent instances lock rows in one order.
 */
const WRITE_BATCH_SQL = `
WITH batch AS (
  SELECT * FROM unnest($1::timestamptz[], $2::varchar[], $3::varchar[], $4::varchar[],
                       $5::smallint[], $6::integer[], $7::varchar[], $8::uuid[], $9::uuid[],
                       $10::varchar[], $11::varchar[], $12::integer[])
    AS b(created_at, method, path, route, status, response_time_ms, ip, client_id, user_id,
         user_agent, request_id, latency_bucket)
), raw AS (
  INSERT INTO api_request_logs (created_at, method, path, route, status, response_time_ms, ip,
                                client_id, user_id, user_agent, request_id)
  SELECT created_at, method, path, route, status, response_time_ms, ip, client_id, user_id,
         user_agent, request_id
    FROM batch
), daily AS (
  INSERT INTO api_request_daily AS d (day, method, route, status, client_id, requests, total_response_ms)
  SELECT (created_at AT TIME ZONE 'UTC')::date, method, coalesce(route, '${UNMATCHED_ROUTE}'),
         status, client_id, count(*), sum(response_time_ms)
    FROM batch
   GROUP BY 1, 2, 3, 4, 5
   ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (day, method, route, status, client_id) DO UPDATE
    SET requests = d.requests + excluded.requests,
        total_response_ms = d.total_response_ms + excluded.total_response_ms
)
INSERT INTO api_request_latency_daily AS h (day, bucket_ms, requests)
SELECT (created_at AT TIME ZONE 'UTC')::date, latency_bucket, count(*)
  FROM batch
 GROUP BY 1, 2
 ORDER BY 1, 2
ON CONFLICT (day, bucket_ms) DO UPDATE SET requests = h.requests + excluded.requests`;

/**
 * The request log (docs/behaviour.md#request-log-and-analytics). Requests are recorded when their
 * response has finished, into an in-memory buffer; batches are written every REQUEST_LOG_FLUSH_MS
 * or every REQUEST_LOG_BATCH_SIZE rows, on a pool of its own, so no request waits for a log write.
 * On shutdown the buffer is written after the HTTP server has drained, so a clean stop loses
 * nothing.
 */
@Injectable()
export class RequestLogService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(RequestLogService.name);
  private buffer: RequestLogEntry[] = [];
  private flushing: Promise<void> = Promise.resolve();
  private timer?: NodeJS.Timeout;
  private pool?: Pool;
  private dropped = 0;

  constructor(private readonly config: AppConfig) {}

  get enabled(): boolean {
    return this.config.requestLog.enabled;
  }

  onModuleInit(): void {
    if (!this.enabled) return;
    this.pool = new Pool({
      connectionString: this.config.database.url,
      max: 2,
      application_name: 'guide-platform-api:request-log',
    });
    this.pool.on('error', (error) => this.logger.warn(`Request-log pool error: ${error.message}`));
    this.timer = setInterval(() => void this.flush(), this.config.requestLog.flushMs);
    this.timer.unref();
  }

  /** Runs after the HTTP server has closed (Nest calls shutdown hooks after disposing it). */
  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
    await this.pool?.end();
    this.pool = undefined;
  }

  /** Express middleware, mounted early in the pipeline (app.setup.ts). */
  middleware() {
    return (req: Request, res: Response, next: NextFunction): void => {
      if (!this.enabled || !isLoggedPath(req.path)) return next();
      const startedAt = new Date();
      const started = process.hrtime.bigint();
      res.once('close', () => {
        const elapsedMs = Number(process.hrtime.bigint() - started) / 1e6;
        this.record(
          req as ApiRequest & { id?: string; user?: { id?: string } },
          res,
          startedAt,
          elapsedMs,
        );
      });
      next();
    };
  }

  private record(
    req: ApiRequest & { id?: string; user?: { id?: string } },
    res: Response,
    startedAt: Date,
    elapsedMs: number,
  ): void {
    const matched = (req.route as { path?: unknown } | undefined)?.path;
    // Nest answers unknown paths through a catch-all route: that is no route template.
    const route =
      typeof matched === 'string' && !matched.includes('{*') && matched !== '*'
        ? matched
        : undefined;
    this.push({
      createdAt: startedAt,
      method: req.method.slice(0, 10),
      path: clean((req.originalUrl ?? req.url).split('?', 1)[0]).slice(0, 500),
      route: typeof route === 'string' ? clean(`${req.baseUrl ?? ''}${route}`).slice(0, 300) : null,
      // A response the client abandoned before it was complete is recorded as 499.
      status: res.writableFinished ? res.statusCode : 499,
      responseTimeMs: Math.max(0, Math.round(elapsedMs)),
      ip: req.ip?.slice(0, 64) ?? null,
      clientId: req.apiClient?.id ?? null,
      userId: req.user?.id ?? null,
      userAgent: clean(req.get('user-agent') ?? '').slice(0, 300) || null,
      requestId: req.id?.slice(0, 128) ?? null,
    });
  }

  push(entry: RequestLogEntry): void {
    this.buffer.push(entry);
    if (this.buffer.length >= this.config.requestLog.batchSize) void this.flush();
  }

  /** Writes everything buffered so far; concurrent calls queue behind each other. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.writeAll());
    return this.flushing;
  }

  private async writeAll(): Promise<void> {
    const size = this.config.requestLog.batchSize;
    while (this.buffer.length > 0 && this.pool) {
      const batch = this.buffer.splice(0, size);
      try {
        await this.write(batch);
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (typeof code === 'string' && /^2[23]/.test(code)) {
          // Rows the database will never take (bad data): retrying would block the log for good.
          this.dropped += batch.length;
          this.logger.error(
            `Dropped ${batch.length} request-log rows the database refused (${code})`,
          );
          continue;
        }
        // Keep the rows for the next attempt, within bounds; the request path is never affected.
        this.buffer.unshift(...batch);
        const excess = this.buffer.length - MAX_BUFFERED;
        if (excess > 0) {
          this.buffer.splice(0, excess);
          this.dropped += excess;
        }
        this.logger.warn(
          `Could not write ${batch.length} request-log rows (kept for retry, ${this.dropped} dropped so far): ${(error as Error).message}`,
        );
        return;
      }
    }
  }

  private async write(batch: RequestLogEntry[]): Promise<void> {
    await this.pool!.query(WRITE_BATCH_SQL, [
      batch.map((e) => e.createdAt.toISOString()),
      batch.map((e) => e.method),
      batch.map((e) => e.path),
      batch.map((e) => e.route),
      batch.map((e) => e.status),
      batch.map((e) => e.responseTimeMs),
      batch.map((e) => e.ip),
      batch.map((e) => e.clientId),
      batch.map((e) => e.userId),
      batch.map((e) => e.userAgent),
      batch.map((e) => e.requestId),
      batch.map((e) => latencyBucket(e.responseTimeMs)),
    ]);
  }

  /** Rows still waiting to be written (tests and shutdown diagnostics). */
  get pending(): number {
    return this.buffer.length;
  }
}
