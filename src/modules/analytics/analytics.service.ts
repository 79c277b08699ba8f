import { Injectable } from '@nestjs/common';
import { HeavyReads } from '@/common/heavy-reads';
import { utcDay } from '../request-log/request-log-entry';
import {
  ClientRequestsDto,
  OverviewDto,
  RequestsOnDayDto,
  StatusCodeCountDto,
  TopEndpointDto,
} from './dto/analytics.dto';

const DAY_MS = 86_400_000;
const round = (value: number, places: number) => Number(value.toFixed(places));

/** First and last UTC day of a window of `days` days that ends today. */
export function windowOf(days: number, now = new Date()): { from: string; to: string } {
  return { from: utcDay(new Date(now.getTime() - (days - 1) * DAY_MS)), to: utcDay(now) };
}

/**
 * Analytics from the daily rollups (api_request_daily, api_request_latency_daily), which the
 * request-log writer maintains with every batch: no query reads the raw log, so the cost depends
 * on days × routes × statuses × clients, not on the number of requests.
 */
@Injectable()
export class AnalyticsService {
  constructor(private readonly heavyReads: HeavyReads) {}

  /** One statement through HeavyReads (analytics are studio reports like the raw log's). */
  private query<T>(sql: string, params: unknown[]): Promise<T> {
    return this.heavyReads.run((manager) => manager.query<T>(sql, params));
  }

  async overview(days: number): Promise<OverviewDto> {
    const { from } = windowOf(days);
    // One after the other: both run on the report's one transaction (one connection).
    const [[totals], [p95]] = await this.heavyReads.run(async (manager) => [
      await manager.query<{ total: string; errors: string; total_ms: string }[]>(
        `SELECT coalesce(sum(requests), 0)::bigint AS total,
                coalesce(sum(requests) FILTER (WHERE status >= 400), 0)::bigint AS errors,
                coalesce(sum(total_response_ms), 0)::float8 AS total_ms
           FROM api_request_daily WHERE day >= $1::date`,
        [from],
      ),
      await manager.query<{ bucket_ms: number }[]>(
        `SELECT bucket_ms FROM (
           SELECT bucket_ms,
                  sum(sum(requests)) OVER (ORDER BY bucket_ms) AS running,
                  sum(sum(requests)) OVER () AS total
             FROM api_request_latency_daily WHERE day >= $1::date
            GROUP BY bucket_ms) t
          WHERE running >= 0.95 * total
          ORDER BY bucket_ms LIMIT 1`,
        [from],
      ),
    ]);
    const total = Number(totals.total);
    return {
      total_requests: total,
      error_rate: total === 0 ? 0 : round(Number(totals.errors) / total, 4),
      avg_response_time_ms: total === 0 ? 0 : round(Number(totals.total_ms) / total, 2),
      p95_response_time_ms: p95?.bucket_ms ?? 0,
      window_days: days,
    };
  }

  async requestsOverTime(days: number): Promise<RequestsOnDayDto[]> {
    const { from, to } = windowOf(days);
    const rows = await this.query<{ date: string; requests: string; errors: string }[]>(
      `SELECT to_char(d.day, 'YYYY-MM-DD') AS date,
              coalesce(r.requests, 0)::bigint AS requests,
              coalesce(r.errors, 0)::bigint AS errors
         FROM generate_series($1::date, $2::date, interval '1 day') AS d(day)
         LEFT JOIN (
           SELECT day, sum(requests) AS requests,
                  sum(requests) FILTER (WHERE status >= 400) AS errors
             FROM api_request_daily WHERE day >= $1::date
            GROUP BY day) r ON r.day = d.day::date
        ORDER BY d.day`,
      [from, to],
    );
    return rows.map((r) => ({
      date: r.date,
      requests: Number(r.requests),
      errors: Number(r.errors),
    }));
  }

  async topEndpoints(days: number, limit: number): Promise<TopEndpointDto[]> {
    const { from } = windowOf(days);
    const rows = await this.query<
      { method: string; route: string; requests: string; avg_ms: number }[]
    >(
      `SELECT method, route, sum(requests)::bigint AS requests,
              (sum(total_response_ms)::float8 / sum(requests)) AS avg_ms
         FROM api_request_daily WHERE day >= $1::date
        GROUP BY method, route
        ORDER BY sum(requests) DESC, route, method
        LIMIT $2`,
      [from, limit],
    );
    return rows.map((r) => ({
      method: r.method,
      route: r.route,
      requests: Number(r.requests),
      avg_response_time_ms: round(Number(r.avg_ms), 2),
    }));
  }

  async byClient(days: number): Promise<ClientRequestsDto[]> {
    const { from } = windowOf(days);
    const rows = await this.query<
      { client_id: string | null; client_name: string | null; requests: string }[]
    >(
      `SELECT r.client_id, c.name AS client_name, r.requests FROM (
           SELECT client_id, sum(requests)::bigint AS requests
             FROM api_request_daily WHERE day >= $1::date
            GROUP BY client_id) r
         LEFT JOIN api_clients c ON c.id = r.client_id
        ORDER BY r.requests DESC, c.name NULLS LAST, r.client_id NULLS LAST`,
      [from],
    );
    return rows.map((r) => ({
      client_id: r.client_id,
      client_name: r.client_name,
      requests: Number(r.requests),
    }));
  }

  async statusCodes(days: number): Promise<StatusCodeCountDto[]> {
    const { from } = windowOf(days);
    const rows = await this.query<{ status: number; count: string }[]>(
      `SELECT status, sum(requests)::bigint AS count
         FROM api_request_daily WHERE day >= $1::date
        GROUP BY status ORDER BY status`,
      [from],
    );
    return rows.map((r) => ({ status_code: r.status, count: Number(r.count) }));
  }
}
