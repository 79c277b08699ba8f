import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { Pool } from 'pg';
import { GuardedClient } from '@/common/database/guarded-client';
import type { FinishedRequest } from '@/common/http/request-pipeline';
import { AppConfig } from '@/config/app-config';
import { isLoggedPath, latencyBucket, RequestLogEntry, UNMATCHED_ROUTE } from './request-log-entry';

/**
 * PostgreSQL text cannot hold NUL characters; a hostile path or user agent must not sink a batch.
 */
const clean = (value: string): string =>
  value.includes('\0') ? value.split('\0').join('') : value;

/** Rows kept in memory while the database cannot take them; beyond that the oldest are dropped. */
const MAX_BUFFERED = 100_000;
/** Waits between attempts while the database does not take the rows: doubling, up to 10 s. */
const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 10_000;

/**
 * One statement per batch: the raw rows go into the partitioned log, and the same rows but
 * previews (docs/behaviour.md#previews) update the daily rollup and the daily latency histogram
 * the analytics read, which are public traffic only. Rollup keys are sorted so
 * that concurrent instances lock rows in one order.
 */
const WRITE_BATCH_SQL = `
WITH batch AS (
  SELECT * FROM unnest($1::timestamptz[], $2::varchar[], $3::varchar[], $4::varchar[],
                       $5::smallint[], $6::integer[], $7::varchar[], $8::uuid[], $9::uuid[],
                       $10::varchar[], $11::varchar[], $12::integer[], $13::boolean[])
    AS b(created_at, method, path, route, status, response_time_ms, ip, client_id, user_id,
         user_agent, request_id, latency_bucket, preview)
), raw AS (
  INSERT INTO api_request_logs (created_at, method, path, route, status, response_time_ms, ip,
                                client_id, user_id, user_agent, request_id, preview)
  SELECT created_at, method, path, route, status, response_time_ms, ip, client_id, user_id,
         user_agent, request_id, preview
    FROM batch
), daily AS (
  INSERT INTO api_request_daily AS d (day, method, route, status, client_id, requests, total_response_ms)
  SELECT (created_at AT TIME ZONE 'UTC')::date, method, coalesce(route, '${UNMATCHED_ROUTE}'),
         status, client_id, count(*), sum(response_time_ms)
    FROM batch
   WHERE NOT preview
   GROUP BY 1, 2, 3, 4, 5
   ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (day, method, route, status, client_id) DO UPDATE
    SET requests = d.requests + excluded.requests,
        total_response_ms = d.total_response_ms + excluded.total_response_ms
)
INSERT INTO api_request_latency_daily AS h (day, bucket_ms, requests)
SELECT (created_at AT TIME ZONE 'UTC')::date, latency_bucket, count(*)
  FROM batch
 WHERE NOT preview
 GROUP BY 1, 2
 ORDER BY 1, 2
ON CONFLICT (day, bucket_ms) DO UPDATE SET requests = h.requests + excluded.requests`;

/**
 * The request log (docs/behaviour.md#request-log-and-analytics). Requests are recorded when their response has finished
 * (the pipeline's request-finished hook), into an in-memory buffer; batches are written every
 * REQUEST_LOG_FLUSH_MS or every REQUEST_LOG_BATCH_SIZE rows over one connection of its own, so no
 * request waits for a log write.
 *
 * While the database does not take the rows, at most one write is in flight, attempts back off
 * (250 ms doubling to 10 s), the buffer is bounded (the oldest rows are dropped and counted) and
 * the outage writes two lines, one when it starts and one when writing works again. On shutdown
 * the buffer is written after the HTTP server has drained, so a clean stop loses nothing.
 */
@Injectable()
export class RequestLogService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(RequestLogService.name);
  private buffer: RequestLogEntry[] = [];
  /** The write in flight, if any: there is never more than one. */
  private writing?: Promise<void>;
  private timer?: NodeJS.Timeout;
  private pool?: Pool;
  private retryMs = 0;
  private retryAt = 0;
  private outage?: { since: number; droppedBefore: number };
  private dropped = 0;

  /** The pipeline's request-finished listener (app.setup.ts). */
  readonly recorder = (finished: FinishedRequest): void => this.record(finished);

  constructor(private readonly config: AppConfig) {}

  get enabled(): boolean {
    return this.config.requestLog.enabled;
  }

  onModuleInit(): void {
    if (!this.enabled) return;
    this.pool = new Pool({
      Client: GuardedClient,
      connectionString: this.config.database.url,
      max: 1,
      connectionTimeoutMillis: 5000,
      query_timeout: 30_000,
      application_name: 'guide-platform-api:request-log',
    });
    // Failures show in the write's own error; an idle connection's loss needs no line of its own.
    this.pool.on('error', () => undefined);
    this.timer = setInterval(() => void this.flush(), this.config.requestLog.flushMs);
    this.timer.unref();
  }

  /**
   * Runs after the HTTP server has closed (main.ts also calls flush right after draining): one
   * more attempt at everything buffered, whatever the backoff says.
   */
  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.flush({ now: true });
    await this.pool?.end();
    this.pool = undefined;
  }

  private record({ req, status, durationMs, startedAt }: FinishedRequest): void {
    // Whether to log: the path Express routed (absolute-form targets included); what: the raw one.
    if (!this.enabled || !isLoggedPath(req.path)) return;
    const path = req.originalUrl.split('?', 1)[0];
    const matched = (req.route as { path?: unknown } | undefined)?.path;
    // A wildcard path is no route template: Nest answers unknown paths through a catch-all route,
    // and middleware bound to every path (nestjs-pino's, `{/*splat}`) is matched as a route too.
    const route = typeof matched === 'string' && !matched.includes('*') ? matched : undefined;
    this.push({
      createdAt: startedAt,
      method: req.method.slice(0, 10),
      path: clean(path).slice(0, 500),
      route:
        route !== undefined
          ? clean(`${req.baseUrl ?? ''}${route}`).slice(0, 300)
          : req.cachedRoute
            ? clean(req.cachedRoute).slice(0, 300)
            : null,
      status,
      responseTimeMs: Math.round(durationMs),
      ip: req.ip?.slice(0, 64) ?? null,
      clientId: req.apiClient?.id ?? null,
      userId: req.user?.id ?? null,
      userAgent: clean(req.headers['user-agent'] ?? '').slice(0, 300) || null,
      requestId: typeof req.id === 'string' ? req.id.slice(0, 128) : null,
      preview: req.preview === true,
    });
  }

  push(entry: RequestLogEntry): void {
    this.buffer.push(entry);
    // Drop the oldest tenth at once rather than one row per request.
    if (this.buffer.length > MAX_BUFFERED + MAX_BUFFERED / 10) {
      const excess = this.buffer.length - MAX_BUFFERED;
      this.buffer.splice(0, excess);
      this.dropped += excess;
    }
    if (this.buffer.length >= this.config.requestLog.batchSize) void this.write('full');
  }

  /**
   * Writes everything buffered so far (after the write in flight, if any), unless the database
   * failed recently and the backoff has not passed (`now` ignores it).
   */
  flush(options: { now?: boolean } = {}): Promise<void> {
    if (this.writing) return this.writing.then(() => this.flush(options));
    return this.write(options.now ? 'drain' : 'flush');
  }

  /**
   * Starts a write unless one is in flight. Every write writes the full batches; `flush` also
   * the rows buffered when it began, and `drain` (shutdown's flush, which ignores the backoff)
   * everything until the buffer is empty: no new requests arrive then, but the responses cut at
   * the backstop record their rows while it writes. Otherwise the rows that arrive during a write
   * wait for the next one: chasing them would send one tiny batch after another (at 4,000
   * requests a second, 20 rows each), and a batch's fixed cost in PostgreSQL (the statement, its
   * three writes, the commit) would be paid every few rows instead of every REQUEST_LOG_BATCH_SIZE.
   */
  private write(mode: 'full' | 'flush' | 'drain'): Promise<void> {
    if (this.writing) return this.writing;
    if (mode !== 'drain' && Date.now() < this.retryAt) return Promise.resolve();
    this.writing = this.writeAll(mode).finally(() => (this.writing = undefined));
    return this.writing;
  }

  private async writeAll(mode: 'full' | 'flush' | 'drain'): Promise<void> {
    let owed = mode === 'full' ? 0 : this.buffer.length;
    const more = () =>
      owed > 0 ||
      this.buffer.length >= this.config.requestLog.batchSize ||
      (mode === 'drain' && this.buffer.length > 0);
    while (this.pool && more()) {
      const batch = this.buffer.splice(0, this.config.requestLog.batchSize);
      owed = Math.max(0, owed - batch.length);
      try {
        await this.insert(batch);
        this.recovered();
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
        // Keep the rows for the next attempt; the request path is never affected.
        this.buffer.unshift(...batch);
        this.failed(error as Error);
        return;
      }
    }
  }

  private failed(error: Error): void {
    this.retryMs = Math.min(LAST_RETRY_MS, this.retryMs === 0 ? FIRST_RETRY_MS : this.retryMs * 2);
    this.retryAt = Date.now() + this.retryMs;
    if (this.outage) return;
    this.outage = { since: Date.now(), droppedBefore: this.dropped };
    this.logger.warn(
      `Cannot write the request log (${error.message}): keeping up to ${MAX_BUFFERED} rows and retrying with backoff`,
    );
  }

  private recovered(): void {
    this.retryMs = 0;
    this.retryAt = 0;
    if (!this.outage) return;
    const seconds = Math.round((Date.now() - this.outage.since) / 100) / 10;
    this.logger.log(
      `Writing the request log again after ${seconds} s; ${this.dropped - this.outage.droppedBefore} rows dropped meanwhile`,
    );
    this.outage = undefined;
  }

  private async insert(batch: RequestLogEntry[]): Promise<void> {
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
      batch.map((e) => e.preview === true),
    ]);
  }

  /** Rows still waiting to be written (tests and shutdown diagnostics). */
  get pending(): number {
    return this.buffer.length;
  }

  /** Rows dropped since start: refused by the database, or beyond the buffer's bound. */
  get droppedRows(): number {
    return this.dropped;
  }
}
