import { leadBody } from './factories/leads.factory';
import { AppendingProxy, sendFrom, startAppendingProxy } from './support/appending-proxy';
import { PublicTestModule } from './support/public-test.module';
import { flushRequestLog } from './support/request-log';
import { createTestApp, TestApp } from './support/test-app';

// The proxy listens on 127.0.0.1 and reaches the service from there; each test's client speaks
// from another loopback address, so "the address the proxy saw" differs from the proxy's own.
describe.each(['1', '127.0.0.1'])(
  'behind one proxy that appends to X-Forwarded-For (TRUST_PROXY=%s)',
  (trustProxy) => {
    let t: TestApp;
    let proxy: AppendingProxy;

    beforeAll(async () => {
      t = await createTestApp({
        imports: [PublicTestModule],
        env: { TRUST_PROXY: trustProxy, RATE_LIMIT_PUBLIC_PER_MIN: '3' },
      });
      const port = Number(new URL(await t.listen()).port);
      proxy = await startAppendingProxy({ host: '127.0.0.1', port });
    });
    afterAll(async () => {
      await proxy.close();
      await t.close();
    });

    const forged = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i}` });

    it('keys the public rate limit on the address the proxy saw, whatever the client forges', async () => {
      const statuses: number[] = [];
      for (let i = 1; i <= 5; i++) {
        const answer = await sendFrom('127.0.0.2', proxy.port, {
          method: 'GET',
          path: '/api/v1/test-items',
          headers: forged(i),
        });
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    });

    it('keys the failed-login throttle on that address too', async () => {
      const statuses: number[] = [];
      for (let i = 1; i <= 11; i++) {
        const answer = await sendFrom('127.0.0.3', proxy.port, {
          method: 'POST',
          path: '/studio/auth/login',
          headers: forged(i),
          body: { username: `guess-${trustProxy}-${i}@example.com`, password: 'wrong-password' },
        });
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
    });

    it("stores that address with the lead and in the request log, never the client's own claim", async () => {
      const body = leadBody();
      const answer = await sendFrom('127.0.0.4', proxy.port, {
        method: 'POST',
        path: '/api/leads',
        headers: { 'x-forwarded-for': '198.51.100.7, 192.0.2.1' },
        body,
      });
      expect(answer.status).toBe(201);
      const leads = await t.dataSource.query<{ ip: string }[]>(
        'SELECT ip FROM leads WHERE email = $1',
        [body.email],
      );
      expect(leads).toEqual([{ ip: '127.0.0.4' }]);

      await flushRequestLog(t);
      const logged = await t.dataSource.query<{ ip: string }[]>(
        "SELECT ip::text AS ip FROM api_request_logs WHERE path = '/api/leads'",
      );
      expect(logged).toEqual([{ ip: '127.0.0.4' }]);
    });
  },
);
