import { DataSource, QueryRunner } from 'typeorm';
import { partitionName } from '@/modules/request-log/request-log-partitions.service';
import { utcDay } from '@/modules/request-log/request-log-entry';

export const ROUTES = [
  '/api/v1/cruise-lines',
  '/api/v1/cruise-lines/:slug',
  '/api/v1/ships',
  '/api/v1/ships/:slug',
  '/api/v1/ports',
  '/api/v1/ports/:slug',
  '/api/v1/ports/:slug/excursions',
  '/api/v1/itineraries',
  '/api/v1/itineraries/:slug',
  '/api/v1/sailings',
  '/api/excursions',
  '/api/excursions/:slug',
  '/api/v1/theme-parks',
  '/api/v1/theme-parks/:slug',
  '/api/v1/theme-parks/:slug/live',
  '/api/v1/theme-parks/:slug/schedule',
  '/api/v1/resorts',
  '/api/v1/attractions',
  '/api/v1/attractions/:slug',
  '/api/v1/attractions/:slug/live',
  '/api/v1/events',
  '/api/v1/dining',
  '/api/guides',
  '/api/guides/:slug',
  '/api/videos',
  '/api/search',
  '/api/categories',
  '/api/leads',
  '/studio/ships',
  '/studio/analytics/overview',
];

const DAY_MS = 86_400_000;
/** The seeded rows span this much time, ending now (inside the 90-day retention). */
const SPAN_MS = 89 * DAY_MS + 23 * 3_600_000;

interface DaySlice {
  day: string;
  from: Date;
  to: Date;
  /** Global row numbers first..last (1-based): they pick route and client as one stream. */
  first: number;
  last: number;
}

/** Every UTC day the span touches, with its share of `rows` (cumulative rounding: they sum to rows). */
export function daySlices(rows: number, now: Date): DaySlice[] {
  const start = now.getTime() - SPAN_MS;
  const end = now.getTime();
  const offset = (t: number) => Math.round((rows * (t - start)) / SPAN_MS);
  const slices: DaySlice[] = [];
  for (let day = Math.floor(start / DAY_MS) * DAY_MS; day < end; day += DAY_MS) {
    const lo = Math.max(start, day);
    const hi = Math.min(end, day + DAY_MS);
    slices.push({
      day: utcDay(new Date(day)),
      from: new Date(lo),
      to: new Date(hi),
      first: offset(lo) + 1,
      last: offset(hi),
    });
  }
  return slices;
}

/**
 * One day's rows, in arrival order (created_at rises with the row number, uniform within the
 * day), with the service's route templates, eight API clients (three requests in five without
 * one), a mix of statuses and exponential latencies (mean 25 ms).
 */
const DAY_ROWS_SQL = (table: string) => `
  INSERT INTO ${table} (id, created_at, method, path, route, status, response_time_ms, ip, client_id, user_agent)
  SELECT g, $1::timestamptz + ((g - $3 + random()) / ($4 - $3 + 1)) * ($2::timestamptz - $1::timestamptz),
         CASE WHEN r.idx = 28 THEN 'POST' ELSE 'GET' END,
         r.route, r.route,
         (ARRAY[200,200,200,200,200,200,200,200,200,304,400,401,404,429,500])[1 + (random() * 14)::int],
         (-ln(1 - random()) * 25)::int,
         '10.0.' || (g % 250) || '.' || (g % 200),
         CASE WHEN g % 5 < 3 THEN NULL ELSE c.ids[1 + g % 8] END,
         'bench'
    FROM generate_series($3::bigint, $4::bigint) g
   CROSS JOIN (SELECT array_agg(id ORDER BY name) AS ids FROM api_clients) c
   CROSS JOIN LATERAL (SELECT ((g * 7919) % $5)::int AS idx) i
   CROSS JOIN LATERAL (SELECT ($6::text[])[i.idx + 1] AS route, i.idx) r`;

/**
 * The rollups the writer maintains batch by batch, built here from one day's seeded rows (added
 * to, like the writer's, should a running server have logged requests that day already).
 */
const DAY_ROLLUP_SQL = (table: string) => [
  `INSERT INTO api_request_daily AS d (day, method, route, status, client_id, requests, total_response_ms)
   SELECT (created_at AT TIME ZONE 'UTC')::date, method, route, status, client_id, count(*), sum(response_time_ms)
     FROM ${table} WHERE id BETWEEN $1 AND $2 AND user_agent = 'bench' GROUP BY 1, 2, 3, 4, 5
   ON CONFLICT (day, method, route, status, client_id) DO UPDATE
     SET requests = d.requests + excluded.requests,
         total_response_ms = d.total_response_ms + excluded.total_response_ms`,
  `INSERT INTO api_request_latency_daily AS h (day, bucket_ms, requests)
   SELECT (created_at AT TIME ZONE 'UTC')::date,
          CASE WHEN response_time_ms < 100 THEN response_time_ms
               WHEN response_time_ms < 1000 THEN response_time_ms / 10 * 10
               WHEN response_time_ms < 10000 THEN response_time_ms / 100 * 100
               ELSE least(60000, response_time_ms / 1000 * 1000) END,
          count(*)
     FROM ${table} WHERE id BETWEEN $1 AND $2 AND user_agent = 'bench' GROUP BY 1, 2
   ON CONFLICT (day, bucket_ms) DO UPDATE SET requests = h.requests + excluded.requests`,
];

/**
 * Seeds `rows` request-log rows spread over the last 90 days into a freshly migrated database,
 * the way a bulk load should go at 100 million rows: each day is generated into a table of its own
 * (no routing through the parent, no index maintained row by row), gets the daily rollups built
 * from it, then the parent's indexes (copied from the catalogue, so they follow the migrations),
 * a CHECK constraint that spares the attach its scan, VACUUM ANALYZE (hint bits and the
 * visibility map, as autovacuum would leave them), and is attached as the day's partition.
 * `connections` days load at once. Returns seconds per step, summed over the days, and the wall
 * time of the whole load.
 */
export async function seedRequestLog(
  dataSource: DataSource,
  rows: number,
  connections = 2,
): Promise<Record<string, number>> {
  const timings: Record<string, number> = {};
  const started = Date.now();
  const add = (label: string, since: number) => {
    timings[label] = Number(((timings[label] ?? 0) + (Date.now() - since) / 1000).toFixed(1));
  };
  await dataSource.query(
    `INSERT INTO api_clients (name, public_id, key_prefix, secret_hash)
     SELECT 'Bench client ' || i, lpad(i::text, 8, '0'), 'gpk_' || lpad(i::text, 8, '0'), repeat('0', 64)
       FROM generate_series(1, 8) i`,
  );
  const now = new Date();
  const slices = daySlices(rows, now);
  // The parent's indexes, to build on each day's table before it is attached.
  const indexes = await dataSource.query<{ def: string }[]>(
    `SELECT pg_get_indexdef(i.indexrelid) AS def FROM pg_index i
      WHERE i.indrelid = 'api_request_logs'::regclass AND NOT i.indisprimary`,
  );
  const [{ pk }] = await dataSource.query<{ pk: string }[]>(
    `SELECT pg_get_constraintdef(oid) AS pk FROM pg_constraint
      WHERE conrelid = 'api_request_logs'::regclass AND contype = 'p'`,
  );

  // Partitions a running server made already (today's, tomorrow's) take their rows directly.
  const existing = new Set(
    (
      await dataSource.query<{ name: string }[]>(
        `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
          WHERE i.inhparent = 'api_request_logs'::regclass`,
      )
    ).map((r) => r.name),
  );

  const loadDay = async (runner: QueryRunner, slice: DaySlice) => {
    const table = partitionName(slice.day);
    const next = utcDay(new Date(Date.parse(`${slice.day}T00:00:00Z`) + DAY_MS));
    const suffix = slice.day.replace(/-/g, '');
    const attached = existing.has(table);
    let since = Date.now();
    if (!attached)
      await runner.query(`CREATE TABLE ${table} (LIKE api_request_logs INCLUDING DEFAULTS)`);
    if (slice.last >= slice.first)
      await runner.query(DAY_ROWS_SQL(table), [
        slice.from.toISOString(),
        slice.to.toISOString(),
        slice.first,
        slice.last,
        ROUTES.length,
        ROUTES,
      ]);
    add('raw rows', since);
    since = Date.now();
    for (const sql of DAY_ROLLUP_SQL(table)) await runner.query(sql, [slice.first, slice.last]);
    add('rollups', since);
    if (attached) {
      await runner.query(`VACUUM (ANALYZE) ${table}`);
      return;
    }
    since = Date.now();
    await runner.query(`ALTER TABLE ${table} ADD PRIMARY KEY ${pk.replace(/^PRIMARY KEY /, '')}`);
    for (const { def } of indexes)
      await runner.query(
        def.replace(
          /INDEX (\S+) ON ONLY (public\.)?api_request_logs /,
          `INDEX $1_${suffix} ON ${table} `,
        ),
      );
    add('indexes', since);
    since = Date.now();
    await runner.query(`VACUUM (ANALYZE) ${table}`);
    add('vacuum analyze', since);
    since = Date.now();
    await runner.query(
      `ALTER TABLE ${table} ADD CONSTRAINT ${table}_bounds CHECK (created_at >= '${slice.day} 00:00:00+00' AND created_at < '${next} 00:00:00+00')`,
    );
    await runner.query(
      `ALTER TABLE api_request_logs ATTACH PARTITION ${table} FOR VALUES FROM ('${slice.day} 00:00:00+00') TO ('${next} 00:00:00+00')`,
    );
    await runner.query(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_bounds`);
    add('attach', since);
  };

  // Tomorrow's partition, as the partition job keeps one ready.
  const tomorrow = utcDay(new Date(now.getTime() + DAY_MS));
  await dataSource.query(
    `CREATE TABLE IF NOT EXISTS ${partitionName(tomorrow)} PARTITION OF api_request_logs
       FOR VALUES FROM ('${tomorrow} 00:00:00+00') TO ('${utcDay(new Date(now.getTime() + 2 * DAY_MS))} 00:00:00+00')`,
  );
  const queue = [...slices];
  let done = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      const runner = dataSource.createQueryRunner();
      await runner.connect();
      try {
        // This connection's own settings: sorts for the index builds in memory, no parallel
        // workers (the connections are the parallelism), no wait for each commit's flush.
        await runner.query(`SET maintenance_work_mem = '256MB'`);
        await runner.query(`SET max_parallel_maintenance_workers = 0`);
        await runner.query(`SET synchronous_commit = off`);
        for (let slice = queue.shift(); slice; slice = queue.shift()) {
          await loadDay(runner, slice);
          done += 1;
          if (done % 10 === 0 || done === slices.length)
            console.log(
              `  ${done}/${slices.length} days loaded (${((Date.now() - started) / 1000).toFixed(0)} s)`,
            );
        }
      } finally {
        await runner.release();
      }
    }),
  );
  let since = Date.now();
  await dataSource.query(
    `SELECT setval(pg_get_serial_sequence('api_request_logs', 'id'), greatest($1::bigint, 1, last_value))
       FROM api_request_logs_id_seq`,
    [rows],
  );
  // Not the partitioned parent: its ANALYZE would sample every partition again, and autovacuum
  // never analyzes it either (each partition has its own statistics from the load).
  await dataSource.query('ANALYZE api_request_daily, api_request_latency_daily');
  add('analyze', since);
  since = started;
  add('total (wall)', since);
  for (const [label, seconds] of Object.entries(timings))
    console.log(`  ${label}: ${seconds.toFixed(1)} s`);
  return timings;
}
