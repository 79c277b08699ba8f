import { PublicTestModule } from './public-test.module';
import { createTestApp, TestApp } from './test-app';

/**
 * The app with its rate limits counted in the Redis at `url` (a server of the test's own, which it
 * stops, pauses or kills), its keys under `prefix`; public reads effectively unlimited, leads 2 a
 * minute, so a limit can be seen to hold while Redis is away.
 */
export function createAppOnRedis(url: string, prefix: string): Promise<TestApp> {
  return createTestApp({
    imports: [PublicTestModule],
    env: {
      REDIS_URL: url,
      REDIS_KEY_PREFIX: prefix,
      RATE_LIMIT_PUBLIC_PER_MIN: '100000',
      RATE_LIMIT_LEADS_PER_MIN: '2',
    },
  });
}

/** Polls readiness until it reports `state` for Redis (a bounded wait, not a timing assertion). */
export async function readinessReports(t: TestApp, state: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const ready = await t.http.get('/health/ready');
    if (ready.status === 200 && (ready.body as { redis: string }).redis === state) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`/health/ready never reported redis: ${state}`);
}
