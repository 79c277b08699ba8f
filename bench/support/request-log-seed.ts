import { DataSource } from 'typeorm';

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

/**
 * Seeds `rows` request-log rows spread over the last 90 days (day partitions, eight API clients,
 * the service's real route templates, a realistic mix of statuses and latencies) with
 * generate_series, then builds the daily rollups from them in one pass. Returns seconds per step.
 */
export async function seedRequestLog(
  dataSource: DataSource,
  rows: number,
): Promise<Record<string, number>> {
  const timings: Record<string, number> = {};
  const time = async (label: string, work: () => Promise<unknown>) => {
    const started = Date.now();
    await work();
    timings[label] = (Date.now() - started) / 1000;
    console.log(`  ${label}: ${timings[label].toFixed(1)} s`);
  };
  await time('partitions', () =>
    dataSource.query(`DO $$ DECLARE d date; BEGIN
      FOR d IN SELECT generate_series(current_date - 90, current_date + 1, interval '1 day')::date LOOP
        EXECUTE format('CREATE TABLE IF NOT EXISTS %I PARTITION OF api_request_logs FOR VALUES FROM (%L) TO (%L)',
          'api_request_logs_' || to_char(d, 'YYYYMMDD'), d::timestamp AT TIME ZONE 'UTC', (d + 1)::timestamp AT TIME ZONE 'UTC');
      END LOOP; END $$`),
  );
  await dataSource.query(
    `INSERT INTO api_clients (name, public_id, key_prefix, secret_hash)
     SELECT 'Bench client ' || i, lpad(i::text, 8, '0'), 'gpk_' || lpad(i::text, 8, '0'), repeat('0', 64)
       FROM generate_series(1, 8) i`,
  );
  await time('raw rows', () =>
    dataSource.query(
      `INSERT INTO api_request_logs (created_at, method, path, route, status, response_time_ms, ip, client_id, user_agent)
       SELECT now() - random() * interval '89 days 23 hours',
              CASE WHEN r.idx = 28 THEN 'POST' ELSE 'GET' END,
              r.route, r.route,
              (ARRAY[200,200,200,200,200,200,200,200,200,304,400,401,404,429,500])[1 + (random() * 14)::int],
              (-ln(1 - random()) * 25)::int,
              '10.0.' || (g % 250) || '.' || (g % 200),
              CASE WHEN g % 5 < 3 THEN NULL ELSE c.ids[1 + g % 8] END,
              'bench'
         FROM generate_series(1, $1) g
         CROSS JOIN (SELECT array_agg(id ORDER BY name) AS ids FROM api_clients) c
         CROSS JOIN LATERAL (SELECT ((g::bigint * 7919) % $2)::int AS idx) i
         CROSS JOIN LATERAL (SELECT ($3::text[])[i.idx + 1] AS route, i.idx) r`,
      [rows, ROUTES.length, ROUTES],
    ),
  );
  // The rollups the writer maintains batch by batch, built here in one pass from the raw rows.
  await time('rollups', async () => {
    await dataSource.query(
      `INSERT INTO api_request_daily (day, method, route, status, client_id, requests, total_response_ms)
       SELECT (created_at AT TIME ZONE 'UTC')::date, method, route, status, client_id, count(*), sum(response_time_ms)
         FROM api_request_logs GROUP BY 1, 2, 3, 4, 5`,
    );
    await dataSource.query(
      `INSERT INTO api_request_latency_daily (day, bucket_ms, requests)
       SELECT (created_at AT TIME ZONE 'UTC')::date,
              CASE WHEN response_time_ms < 100 THEN response_time_ms
                   WHEN response_time_ms < 1000 THEN response_time_ms / 10 * 10
                   WHEN response_time_ms < 10000 THEN response_time_ms / 100 * 100
                   ELSE least(60000, response_time_ms / 1000 * 1000) END,
              count(*)
         FROM api_request_logs GROUP BY 1, 2`,
    );
  });
  await time('analyze', () => dataSource.query('ANALYZE'));
  return timings;
}
