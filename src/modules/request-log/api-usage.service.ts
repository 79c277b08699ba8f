import { Injectable } from '@nestjs/common';
import { ValidationFailedError } from '@/common/errors';
import { HeavyReads } from '@/common/heavy-reads';
import { ApiUsagePageDto, ListApiUsageQueryDto } from './dto/api-usage.dto';
import { utcDay } from './request-log-entry';

interface Row {
  id: string;
  created_at: Date;
  method: string;
  path: string;
  route: string | null;
  status: number;
  response_time_ms: number;
  ip: string | null;
  client_id: string | null;
  client_name: string | null;
  user_id: string | null;
  user_agent: string | null;
  request_id: string | null;
  preview: boolean;
}

export interface Statement {
  sql: string;
  params: unknown[];
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The request log's `total` counts matching rows up to this many; beyond, `total` is this and
 * `total_exact` false. Counting every match would read every matching row of up to 90 days of
 * raw log: the cost of an unfiltered count grows with the traffic, the capped one does not.
 */
export const COUNT_LIMIT = 10_000;

/**
 * The count (up to COUNT_LIMIT + 1 rows, so it says whether there are more) and the page of a
 * request-log query. The path filter is a prefix match (LIKE 'x%'), which
 * ix_api_request_logs_path_created_at (text_pattern_ops) answers without scanning.
 */
export function apiUsageStatements(query: ListApiUsageQueryDto): {
  count: Statement;
  page: Statement;
} {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    conditions.push(sql.replace('?', `$${params.length}`));
  };
  if (query.client_id) add('l.client_id = ?', query.client_id);
  if (query.status !== undefined) add('l.status = ?', query.status);
  if (query.preview !== undefined) add('l.preview = ?', query.preview);
  if (query.path) add(`l.path LIKE ? ESCAPE '\\'`, `${escapeLike(query.path)}%`);
  if (query.date_from)
    add(`l.created_at >= (?::date)::timestamp AT TIME ZONE 'UTC'`, query.date_from);
  if (query.date_to)
    add(`l.created_at < (?::date + 1)::timestamp AT TIME ZONE 'UTC'`, query.date_to);
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  return {
    count: {
      sql: `SELECT count(*) AS total FROM (SELECT FROM api_request_logs l ${where} LIMIT ${COUNT_LIMIT + 1}) m`,
      params,
    },
    page: {
      sql: `SELECT l.id::text AS id, l.created_at, l.method, l.path, l.route, l.status, l.response_time_ms,
                   l.ip, l.client_id, c.name AS client_name, l.user_id, l.user_agent, l.request_id,
                   l.preview
              FROM api_request_logs l
              LEFT JOIN api_clients c ON c.id = l.client_id
              ${where}
             ORDER BY l.created_at DESC, l.id DESC
             OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
      params: [...params, query.skip, query.limit],
    },
  };
}

/** Days (today included) that the list reads first when its date range reaches further back. */
export const RECENT_DAYS = 2;

/**
 * The query narrowed to its last RECENT_DAYS UTC days, or undefined when it is that narrow already
 * (or ends before them). A list without a date range would otherwise plan, and for its page open,
 * every day partition of the retention; the narrowed one reads only the newest. Not for
 * `preview=true`: previews are a studio's few requests, so the newest days seldom fill its page,
 * and asking them first only adds two statements before the whole range's (its partial index
 * answers those cheaply).
 */
export function recentWindow(
  query: ListApiUsageQueryDto,
  now = new Date(),
): ListApiUsageQueryDto | undefined {
  if (query.preview === true) return undefined;
  const from = utcDay(new Date(now.getTime() - (RECENT_DAYS - 1) * 86_400_000));
  if (query.date_from !== undefined && query.date_from >= from) return undefined;
  if (query.date_to !== undefined && query.date_to < from) return undefined;
  return Object.assign(new ListApiUsageQueryDto(), query, { date_from: from });
}

/** Reads the raw request log, newest first (the table is not an entity: it is partitioned). */
@Injectable()
export class ApiUsageService {
  constructor(private readonly heavyReads: HeavyReads) {}

  async list(query: ListApiUsageQueryDto): Promise<ApiUsagePageDto> {
    if (query.date_from && query.date_to && query.date_to < query.date_from) {
      throw ValidationFailedError.field('date_to', 'must not be before date_from');
    }
    const whole = apiUsageStatements(query);
    const recent = recentWindow(query);
    const [counted, rows] = await this.heavyReads.run(async (manager) => {
      const count = async ({ sql, params }: Statement) =>
        Number((await manager.query<{ total: string }[]>(sql, params))[0].total);
      const page = ({ sql, params }: Statement) => manager.query<Row[]>(sql, params);
      if (!recent) return [await count(whole.count), await page(whole.page)] as const;
      // The newest days first: when they alone fill the count or the page, the rest cannot
      // change the answer (every older row comes after them, newest first).
      const narrow = apiUsageStatements(recent);
      const recentCount = await count(narrow.count);
      const recentRows = await page(narrow.page);
      return [
        recentCount > COUNT_LIMIT ? recentCount : await count(whole.count),
        recentRows.length === query.limit ? recentRows : await page(whole.page),
      ] as const;
    });
    return {
      data: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
      total: Math.min(counted, COUNT_LIMIT),
      total_exact: counted <= COUNT_LIMIT,
      skip: query.skip,
      limit: query.limit,
    };
  }
}
