import type { Response } from 'supertest';
import type { QueryRunner } from 'typeorm';
import { apiDocument } from '@/app.setup';
import { HeavyReads } from '@/common/heavy-reads';
import { apiUsageStatements } from '@/modules/request-log/api-usage.service';
import { ListApiUsageQueryDto } from '@/modules/request-log/dto/api-usage.dto';
import { bearer, createUserWithTokens, UserWithTokens } from './factories/users.factory';
import { expectProblem } from './support/problem';
import { createTestApp, TestApp } from './support/test-app';

/**
 * Holds the whole request log (every partition) in another transaction, so a studio read of it
 * waits for the lock until the test lets go.
 */
async function lockRequestLog(t: TestApp): Promise<QueryRunner> {
  const runner = t.dataSource.createQueryRunner();
  await runner.connect();
  await runner.startTransaction();
  await runner.query('LOCK TABLE api_request_logs IN ACCESS EXCLUSIVE MODE');
  return runner;
}

async function unlock(runner: QueryRunner): Promise<void> {
  await runner.rollbackTransaction();
  await runner.release();
}

/** Polls (bounded) until a statement on the request log waits for a lock. */
async function untilReadWaitsForLock(t: TestApp): Promise<void> {
  for (let attempt = 0; attempt < 400; attempt++) {
    const [{ waiting }] = await t.dataSource.query<{ waiting: number }[]>(
      `SELECT count(*)::int AS waiting FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'
          AND query LIKE '%FROM api_request_logs%'`,
    );
    if (waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the studio read never waited for the lock');
}

function expectBusy(response: Response): void {
  expectProblem(response, 503, 'SERVICE_UNAVAILABLE');
  expect(response.headers['retry-after']).toMatch(/^\d+$/);
}

describe('studio heavy reads (request log, audit log, analytics)', () => {
  describe('with STUDIO_HEAVY_READS_CONCURRENCY=1 and no queue', () => {
    let t: TestApp;
    let admin: UserWithTokens;

    beforeAll(async () => {
      t = await createTestApp({
        env: {
          STUDIO_HEAVY_READS_CONCURRENCY: '1',
          STUDIO_HEAVY_READS_QUEUE: '0',
          STUDIO_HEAVY_READS_TIMEOUT_MS: '60000',
          // No batch of the log's own rows waits on the test's lock.
          REQUEST_LOG_FLUSH_MS: '60000',
        },
      });
      admin = await createUserWithTokens(t, { role: 'admin' });
    });
    afterAll(() => t.close());

    it('answers further reports 503 with Retry-After while one runs, and public reads 200', async () => {
      const lock = await lockRequestLog(t);
      let first: Promise<Response>;
      try {
        first = t.http
          .get('/studio/logs/api-usage?path=/api/v1/ships')
          .set(bearer(admin.accessToken))
          .then((response) => response);
        await untilReadWaitsForLock(t);

        for (const path of [
          '/studio/logs/audit',
          '/studio/logs/api-usage?path=/api/v1/ports',
          '/studio/analytics/overview',
          '/studio/analytics/top-endpoints',
        ]) {
          expectBusy(await t.http.get(path).set(bearer(admin.accessToken)));
        }
        await t.http.get('/api/v1/ships').expect(200);
        await t.http.get('/health').expect(200);
      } finally {
        await unlock(lock);
      }
      expect((await first).status).toBe(200);
      // The slot is free again.
      await t.http.get('/studio/logs/audit').set(bearer(admin.accessToken)).expect(200);
    });

    it('documents the busy 503 with Retry-After on every studio report', () => {
      const paths = apiDocument(t.app).paths;
      const reports = Object.keys(paths).filter(
        (path) => path.startsWith('/studio/analytics/') || path.startsWith('/studio/logs/'),
      );
      expect(reports).toEqual(
        expect.arrayContaining(['/studio/logs/api-usage', '/studio/logs/audit']),
      );
      for (const path of reports) {
        const busy = paths[path].get?.responses['503'] as
          { description: string; headers?: Record<string, unknown> } | undefined;
        expect({ path, description: busy?.description }).toEqual({
          path,
          description: expect.stringContaining('studio reports'),
        });
        expect(busy?.headers).toHaveProperty('Retry-After');
      }
    });

    it('reads a path or preview filter of the request log through an index, not by scanning partitions', async () => {
      // Rows in every partition, the default one included (created_at long ago), 30 routes.
      await t.dataSource.query(
        `INSERT INTO api_request_logs (created_at, method, path, route, status, response_time_ms)
         SELECT CASE WHEN g % 6 = 5 THEN timestamptz '2000-01-01'
                     ELSE date_trunc('day', now()) - interval '1 day' + (g % 6) * interval '1 day'
                          + (g % 86000) * interval '1 second' END,
                'GET', '/api/v1/route-' || (g / 6 % 30) || '/' || g, '/api/v1/route-' || (g / 6 % 30) || '/:slug',
                200, 5
           FROM generate_series(1, 60000) g`,
      );
      await t.dataSource.query('ANALYZE api_request_logs');

      const query = Object.assign(new ListApiUsageQueryDto(), {
        path: '/api/v1/route-7/',
        skip: 0,
        limit: 50,
      });
      const { count, page } = apiUsageStatements(query);
      const previews = apiUsageStatements(
        Object.assign(new ListApiUsageQueryDto(), { preview: true, skip: 0, limit: 50 }),
      );
      for (const statement of [count, page, previews.count, previews.page]) {
        const [{ 'QUERY PLAN': plan }] = await t.app
          .get(HeavyReads)
          .run((manager) =>
            manager.query<{ 'QUERY PLAN': unknown }[]>(
              `EXPLAIN (FORMAT JSON) ${statement.sql}`,
              statement.params,
            ),
          );
        const nodes = planNodes(plan);
        const scanned = nodes.filter(
          (node) =>
            node['Node Type'] === 'Seq Scan' &&
            (node['Relation Name'] ?? '').startsWith('api_request_logs'),
        );
        expect(scanned.map((node) => node['Relation Name'])).toEqual([]);
      }
      const plan = await t.app
        .get(HeavyReads)
        .run((manager) =>
          manager.query<{ 'QUERY PLAN': unknown }[]>(
            `EXPLAIN (FORMAT JSON) ${count.sql}`,
            count.params,
          ),
        );
      expect(
        planNodes(plan[0]['QUERY PLAN']).some((node) =>
          (node['Index Name'] ?? '').includes('path'),
        ),
      ).toBe(true);
    });
  });

  describe('with a statement timeout', () => {
    let t: TestApp;
    let admin: UserWithTokens;

    beforeAll(async () => {
      t = await createTestApp({
        env: { STUDIO_HEAVY_READS_TIMEOUT_MS: '300', REQUEST_LOG_FLUSH_MS: '60000' },
      });
      admin = await createUserWithTokens(t, { role: 'admin' });
    });
    afterAll(() => t.close());

    it('answers a report that runs past it 503 with Retry-After, not 500', async () => {
      const lock = await lockRequestLog(t);
      try {
        expectBusy(
          await t.http
            .get('/studio/logs/api-usage?path=/api/v1/ships')
            .set(bearer(admin.accessToken)),
        );
      } finally {
        await unlock(lock);
      }
      await t.http
        .get('/studio/logs/api-usage?path=/api/v1/ships')
        .set(bearer(admin.accessToken))
        .expect(200);
    });
  });
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** Every node of an EXPLAIN (FORMAT JSON) plan. */
function planNodes(explained: unknown): PlanNode[] {
  const root = (explained as Array<{ Plan: PlanNode }>)[0].Plan;
  const nodes: PlanNode[] = [];
  const walk = (node: PlanNode) => {
    nodes.push(node);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(root);
  return nodes;
}
