import { isLoggedPath, latencyBucket, utcDay } from './request-log-entry';

describe('request-log helpers', () => {
  it('log /api and /studio paths only', () => {
    for (const path of ['/api/leads', '/api', '/studio/auth/me', '/API/v1/ships']) {
      expect(isLoggedPath(path)).toBe(true);
    }
    for (const path of ['/health', '/docs', '/apis', '/studios/x', '/']) {
      expect(isLoggedPath(path)).toBe(false);
    }
  });

  it('put response times into buckets within about 10%', () => {
    expect(latencyBucket(0)).toBe(0);
    expect(latencyBucket(7.8)).toBe(7);
    expect(latencyBucket(99)).toBe(99);
    expect(latencyBucket(123)).toBe(120);
    expect(latencyBucket(999)).toBe(990);
    expect(latencyBucket(1234)).toBe(1200);
    expect(latencyBucket(12_345)).toBe(12_000);
    expect(latencyBucket(600_000)).toBe(60_000);
    expect(latencyBucket(-3)).toBe(0);
    for (let ms = 100; ms < 60_000; ms += 37) {
      const bucket = latencyBucket(ms);
      expect(bucket).toBeLessThanOrEqual(ms);
      expect((ms - bucket) / ms).toBeLessThan(0.1);
    }
  });

  it('names the UTC day of a timestamp', () => {
    expect(utcDay(new Date('2026-03-01T23:59:59.999-02:00'))).toBe('2026-03-02');
  });
});
