import { Injectable } from '@nestjs/common';
import { ValidationFailedError } from '@/common/errors';
import { HeavyReads } from '@/common/heavy-reads';
import { ApiUsagePageDto, ListApiUsageQueryDto } from './dto/api-usage.dto';

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

/** Reads the raw request log, newest first (the table is not an entity: it is partitioned). */
@Injectable()
export class ApiUsageService {
  constructor(private readonly heavyReads: HeavyReads) {}

  async list(query: ListApiUsageQueryDto): Promise<ApiUsagePageDto> {
    if (query.date_from && query.date_to && query.date_to < query.date_from) {
      throw ValidationFailedError.field('date_to', 'must not be before date_from');
    }
    const { count, page } = apiUsageStatements(query);
    const [total, rows] = await this.heavyReads.run(async (manager) => {
      const [{ total }] = await manager.query<{ total: string }[]>(count.sql, count.params);
      return [total, await manager.query<Row[]>(page.sql, page.params)] as const;
    });
    const counted = Number(total);
    return {
      data: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
      total: Math.min(counted, COUNT_LIMIT),
      total_exact: counted <= COUNT_LIMIT,
      skip: query.skip,
      limit: query.limit,
    };
  }
}
