import { createApiClient } from './factories/api-clients.factory';
import { bearer, createUserWithTokens, UserWithTokens } from './factories/users.factory';
import { RequestLogPartitionsService } from '@/modules/request-log/request-log-partitions.service';
import { RequestLogService } from '@/modules/request-log/request-log.service';
import { expectProblem } from './support/problem';
import { PublicTestModule } from './support/public-test.module';
import { flushRequestLog } from './support/request-log';
import { createTestApp, TestApp } from './support/test-app';
import { latencyBucket } from '@/modules/request-log/request-log-entry';
import { eventually } from './support/eventually';

const ENDPOINTS = ['overview', 'requests-over-time', 'top-endpoints', 'by-client', 'status-codes'];
const today = () => new Date().toISOString().slice(0, 10);

describe('request log and analytics', () => {
  let t: TestApp;
  let admin: UserWithTokens;
  let editor: UserWithTokens;
  let client: { id: string; name: string };
  let rawKey: string;

  beforeAll(async () => {
    // Only explicit flushes write the log here, so the numbers move only when a test says so.
    t = await createTestApp({
      imports: [PublicTestModule],
      env: { REQUEST_LOG_FLUSH_MS: '60000' },
    });
    admin = await createUserWithTokens(t, { role: 'admin' });
    editor = await createUserWithTokens(t, { role: 'editor' });
    const created = await createApiClient(t, { name: 'Analytics partner' });
    client = created.client;
    rawKey = created.rawKey;

    await sendTraffic();
  });
  afterAll(() => t.close());

  /** The test's own traffic, on an empty log: 10 requests, 3 of them errors, 3 with a key. */
  async function sendTraffic(): Promise<void> {
    await flushRequestLog(t);
    await t.dataSource.query(
      'TRUNCATE api_request_logs, api_request_daily, api_request_latency_daily',
    );
    for (let i = 0; i < 4; i++) await t.http.get('/api/v1/test-items').expect(200);
    for (let i = 0; i < 3; i++)
      await t.http.get(`/api/v1/test-items/item-${i}`).set('X-API-Key', rawKey).expect(200);
    await t.http.get('/api/v1/no-such-route').expect(404);
    await t.http.get('/api/v1/test-items').set('X-API-Key', 'gpk_bad').expect(401);
    await t.http
      .post('/api/leads')
      .set('Content-Type', 'application/json')
      .send('{broken')
      .expect(400);
    await flushRequestLog(t);
  }

  const asAdmin = () => bearer(admin.accessToken);
  const asEditor = () => bearer(editor.accessToken);

  describe('the log', () => {
    it('records every /api request with route template, status, client, IP and time', async () => {
      const response = await t.http
        .get('/studio/logs/api-usage?limit=100')
        .set(asAdmin())
        .expect(200);
      expect(response.body.total).toBe(10);
      const rows = response.body.data as Array<Record<string, unknown>>;
      const keyed = rows.filter((r) => r.client_id === client.id);
      expect(keyed).toHaveLength(3);
      expect(keyed[0]).toEqual({
        id: expect.stringMatching(/^\d+$/),
        created_at: expect.stringMatching(/Z$/),
        method: 'GET',
        path: expect.stringMatching(/^\/api\/v1\/test-items\/item-\d$/),
        route: '/api/v1/test-items/:slug',
        status: 200,
        response_time_ms: expect.any(Number),
        ip: expect.any(String),
        client_id: client.id,
        client_name: 'Analytics partner',
        user_id: null,
        user_agent: null,
        request_id: expect.any(String),
        preview: false,
      });
      expect(rows.find((r) => r.path === '/api/v1/no-such-route')).toEqual(
        expect.objectContaining({ route: null, status: 404 }),
      );
      // Refused before a controller: a bad key and a broken body are logged too.
      expect(rows.filter((r) => r.status === 401)).toHaveLength(1);
      expect(rows.find((r) => r.path === '/api/leads')).toEqual(
        expect.objectContaining({ method: 'POST', status: 400 }),
      );
      const times = rows.map((r) => r.created_at as string);
      expect(times).toEqual([...times].sort().reverse());
    });

    it('records studio requests with their user', async () => {
      await t.http.get('/studio/auth/me').set(asEditor()).expect(200);
      await flushRequestLog(t);
      const response = await t.http
        .get('/studio/logs/api-usage?path=/studio/auth/me')
        .set(asAdmin())
        .expect(200);
      expect(response.body.data[0]).toEqual(
        expect.objectContaining({ route: '/studio/auth/me', user_id: editor.user.id, status: 200 }),
      );
    });

    it('filters by client, status, path and date range', async () => {
      const get = (q: string) =>
        t.http.get(`/studio/logs/api-usage?${q}`).set(asAdmin()).expect(200);
      expect((await get(`client_id=${client.id}`)).body.total).toBe(3);
      expect((await get('status=404')).body.total).toBe(1);
      expect((await get('path=/api/v1/test-items/')).body.total).toBe(3);
      expect((await get('path=%25')).body.total).toBe(0);
      expect((await get(`date_from=${today()}&date_to=${today()}&status=401`)).body.total).toBe(1);
      expect((await get('date_to=2020-01-01')).body).toEqual({
        data: [],
        total: 0,
        total_exact: true,
        skip: 0,
        limit: 20,
      });
    });

    it('pages and counts across the newest days and older ones alike', async () => {
      // Three entries today, three five days ago: the list reads the newest days first.
      await t.dataSource.query(
        `INSERT INTO api_request_logs (created_at, method, path, status, response_time_ms)
         SELECT CASE WHEN g <= 3 THEN now() - g * interval '1 second'
                     ELSE now() - interval '5 days' - g * interval '1 second' END,
                'GET', '/window-check/' || g, 200, 1
           FROM generate_series(1, 6) g`,
      );
      const paths = async (q: string) => {
        const body = (
          await t.http
            .get(`/studio/logs/api-usage?path=/window-check/&${q}`)
            .set(asAdmin())
            .expect(200)
        ).body as { data: Array<{ path: string }>; total: number; total_exact: boolean };
        return {
          paths: body.data.map((r) => r.path.slice('/window-check/'.length)),
          total: body.total,
        };
      };
      expect(await paths('limit=2')).toEqual({ paths: ['1', '2'], total: 6 });
      expect(await paths('limit=2&skip=2')).toEqual({ paths: ['3', '4'], total: 6 });
      expect(await paths('limit=10')).toEqual({ paths: ['1', '2', '3', '4', '5', '6'], total: 6 });
      const fiveDaysAgo = new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10);
      expect(await paths(`date_to=${fiveDaysAgo}`)).toEqual({ paths: ['4', '5', '6'], total: 3 });
      expect(await paths(`date_from=${today()}&limit=2&skip=2`)).toEqual({
        paths: ['3'],
        total: 3,
      });
    });

    it('counts matches up to 10,000 and says when there are more', async () => {
      await t.dataSource.query(
        `INSERT INTO api_request_logs (created_at, method, path, status, response_time_ms)
         SELECT now() - g * interval '1 ms', 'GET', '/count-check/' || g, CASE WHEN g <= 3 THEN 418 ELSE 200 END, 1
           FROM generate_series(1, 10001) g`,
      );
      const get = (q: string) =>
        t.http.get(`/studio/logs/api-usage?path=/count-check/&${q}`).set(asAdmin()).expect(200);
      const all = (await get('limit=2')).body;
      expect(all).toEqual(
        expect.objectContaining({ total: 10_000, total_exact: false, skip: 0, limit: 2 }),
      );
      expect(all.data.map((r: { path: string }) => r.path)).toEqual([
        '/count-check/1',
        '/count-check/2',
      ]);
      expect((await get('skip=9999&limit=5')).body.data).toHaveLength(2);
      expect((await get('status=418')).body).toEqual(
        expect.objectContaining({ total: 3, total_exact: true }),
      );
      await t.dataSource.query(`DELETE FROM api_request_logs WHERE path = '/count-check/10001'`);
      expect((await get('limit=1')).body).toEqual(
        expect.objectContaining({ total: 10_000, total_exact: true }),
      );
    });

    it.each([
      ['client_id=nope', 'client_id'],
      ['status=99', 'status'],
      ['status=abc', 'status'],
      ['date_from=2026-02-30', 'date_from'],
      ['date_from=2026-02-02&date_to=2026-02-01', 'date_to'],
      ['limit=101', 'limit'],
    ])('answers 400 for ?%s', async (query, field) => {
      const response = await t.http.get(`/studio/logs/api-usage?${query}`).set(asAdmin());
      expect(expectProblem(response, 400, 'VALIDATION_FAILED').errors?.map((e) => e.field)).toEqual(
        [field],
      );
    });

    it('drops day partitions past the retention and keeps the rest', async () => {
      const partitions = t.app.get(RequestLogPartitionsService);
      await partitions.ensurePartitions(['2020-01-01', '2020-01-02']);
      await t.dataSource.query(
        "INSERT INTO api_request_logs (created_at, method, path, status, response_time_ms) VALUES ('2020-01-01T12:00:00Z', 'GET', '/api/old', 200, 1), (now(), 'GET', '/retention-check/today', 200, 1)",
      );
      // The start-up's own maintenance already dropped anything older: only these two are left.
      const dropped = await partitions.dropExpired(today());
      expect(dropped.sort()).toEqual(['api_request_logs_20200101', 'api_request_logs_20200102']);
      const rows = async (path: string) => {
        const [{ n }] = await t.dataSource.query<{ n: string }[]>(
          'SELECT count(*) AS n FROM api_request_logs WHERE path = $1',
          [path],
        );
        return Number(n);
      };
      expect(await rows('/api/old')).toBe(0);
      expect(await rows('/retention-check/today')).toBe(1);
    });
  });

  describe('analytics', () => {
    // The window's numbers come from the rollups: exactly the traffic sent here.
    beforeAll(() => sendTraffic());

    const get = async (endpoint: string, query = '') => {
      const response = await t.http
        .get(`/studio/analytics/${endpoint}${query}`)
        .set(asEditor())
        .expect(200);
      // eslint-disable-next-line @typescript-eslint/no-unsafe-return -- a JSON body, checked by each test
      return response.body.data;
    };

    it('overview equals the traffic the test sent', async () => {
      const data = await get('overview', '?days=7');
      expect(data).toEqual({
        total_requests: 10,
        error_rate: 0.3,
        avg_response_time_ms: expect.any(Number),
        p95_response_time_ms: expect.any(Number),
        window_days: 7,
      });
      // The averages and the p95 bucket of exactly those 10 requests, read back from the raw log:
      // the 95th of 10 is the slowest, answered as the lower bound of its latency bucket.
      const times = (
        await t.dataSource.query<{ ms: number }[]>(
          "SELECT response_time_ms AS ms FROM api_request_logs WHERE path LIKE '/api/%'",
        )
      ).map((row) => Number(row.ms));
      expect(times).toHaveLength(10);
      expect(data.p95_response_time_ms).toBe(latencyBucket(Math.max(...times)));
      expect(data.avg_response_time_ms).toBeCloseTo(times.reduce((a, b) => a + b, 0) / 10, 2);
      expect((await get('overview')).window_days).toBe(30);
    });

    it('requests-over-time has one row per day, zeros included', async () => {
      for (const days of [7, 30, 90]) {
        const data = (await get('requests-over-time', `?days=${days}`)) as Array<{ date: string }>;
        expect(data).toHaveLength(days);
        expect(data[days - 1]).toEqual({ date: today(), requests: 10, errors: 3 });
        expect(data[0]).toEqual({ date: expect.any(String), requests: 0, errors: 0 });
      }
    });

    it('top-endpoints ranks route templates by requests', async () => {
      const data = await get('top-endpoints', '?days=30');
      expect(data.slice(0, 2)).toEqual([
        {
          method: 'GET',
          route: '/api/v1/test-items',
          requests: 5,
          avg_response_time_ms: expect.any(Number),
        },
        {
          method: 'GET',
          route: '/api/v1/test-items/:slug',
          requests: 3,
          avg_response_time_ms: expect.any(Number),
        },
      ]);
      // Each route's average, read back from the raw log of exactly this traffic.
      const averages = new Map(
        (
          await t.dataSource.query<{ route: string; ms: string }[]>(
            `SELECT route, avg(response_time_ms) AS ms FROM api_request_logs
              WHERE path LIKE '/api/%' AND route IS NOT NULL GROUP BY route`,
          )
        ).map((row) => [row.route, Number(row.ms)]),
      );
      for (const row of data.slice(0, 2) as Array<{ route: string; avg_response_time_ms: number }>)
        expect(row.avg_response_time_ms).toBeCloseTo(averages.get(row.route)!, 2);
      expect(data).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ method: 'GET', route: '(unmatched)', requests: 1 }),
          expect.objectContaining({ method: 'POST', route: '(unmatched)', requests: 1 }),
        ]),
      );
      expect(await get('top-endpoints', '?limit=1')).toHaveLength(1);
    });

    it('by-client separates keyed and anonymous traffic', async () => {
      expect(await get('by-client', '?days=90')).toEqual([
        { client_id: null, client_name: null, requests: 7 },
        { client_id: client.id, client_name: 'Analytics partner', requests: 3 },
      ]);
    });

    it('status-codes counts every status', async () => {
      expect(await get('status-codes')).toEqual([
        { status_code: 200, count: 7 },
        { status_code: 400, count: 1 },
        { status_code: 401, count: 1 },
        { status_code: 404, count: 1 },
      ]);
    });

    it.each(ENDPOINTS)('%s refuses days other than 7, 30 or 90 with 400', async (endpoint) => {
      for (const days of ['1', '31', 'abc', '']) {
        const response = await t.http
          .get(`/studio/analytics/${endpoint}?days=${days}`)
          .set(asAdmin());
        expect(
          expectProblem(response, 400, 'VALIDATION_FAILED').errors?.map((e) => e.field),
        ).toEqual(['days']);
      }
    });

    it.each(ENDPOINTS)('%s is readable by admins and editors', async (endpoint) => {
      await t.http.get(`/studio/analytics/${endpoint}`).set(asAdmin()).expect(200);
      await t.http.get(`/studio/analytics/${endpoint}`).set(asEditor()).expect(200);
    });

    it('top-endpoints refuses a bad limit', async () => {
      const response = await t.http.get('/studio/analytics/top-endpoints?limit=0').set(asAdmin());
      expectProblem(response, 400, 'VALIDATION_FAILED');
    });
  });

  // Last: a second application in the same process takes over passport's global 'jwt' strategy,
  // so no authenticated request of the first may follow.
  describe('shutdown', () => {
    it('keeps rows in memory between flushes and writes them all on a clean shutdown', async () => {
      const other = await createTestApp({
        imports: [PublicTestModule],
        env: { REQUEST_LOG_FLUSH_MS: '60000' },
      });
      try {
        for (let i = 0; i < 7; i++) await other.http.get('/api/v1/test-items').expect(200);
        // Each row is taken when its response has finished, just after the client has it.
        const log = other.app.get(RequestLogService);
        await eventually(() => (log.pending >= 7 ? true : undefined), 'seven rows in memory');
        expect(log.pending).toBe(7);
        await other.app.close();
        const { Client } = await import('pg');
        const pg = new Client({ connectionString: other.databaseUrl });
        await pg.connect();
        const { rows } = await pg.query<{ n: string }>(
          "SELECT sum(requests) AS n FROM api_request_daily WHERE route = '/api/v1/test-items'",
        );
        const raw = await pg.query<{ n: string }>('SELECT count(*) AS n FROM api_request_logs');
        await pg.end();
        expect(Number(rows[0].n)).toBe(7);
        expect(Number(raw.rows[0].n)).toBe(7);
      } finally {
        await other.close().catch(() => undefined);
      }
    });
  });
});
