import { parseRetryAfter, retryDelayMs } from './retry-schedule';

const policy = { baseMs: 5000, maxDelayMs: 21_600_000 };

describe('retryDelayMs', () => {
  it('doubles from the base, within ±25 % jitter', () => {
    expect(retryDelayMs(1, policy, undefined, () => 0.5)).toBe(5000);
    expect(retryDelayMs(2, policy, undefined, () => 0.5)).toBe(10_000);
    expect(retryDelayMs(5, policy, undefined, () => 0.5)).toBe(80_000);
    expect(retryDelayMs(1, policy, undefined, () => 0)).toBe(3750);
    expect(retryDelayMs(1, policy, undefined, () => 0.999999)).toBeCloseTo(6250, -1);
  });

  it('never exceeds the cap, however many attempts failed', () => {
    for (const attempts of [13, 14, 40, 1000])
      expect(retryDelayMs(attempts, policy, undefined, () => 1)).toBe(policy.maxDelayMs);
  });

  it("honours the receiver's Retry-After as a minimum, within the cap", () => {
    expect(retryDelayMs(1, policy, 60_000, () => 0.5)).toBe(60_000);
    expect(retryDelayMs(1, policy, 1000, () => 0.5)).toBe(5000);
    expect(retryDelayMs(1, policy, 10 * 86_400_000, () => 0.5)).toBe(policy.maxDelayMs);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates, and ignores the rest', () => {
    expect(parseRetryAfter('120')).toBe(120_000);
    const now = Date.parse('2026-11-24T10:00:00Z');
    expect(parseRetryAfter('Tue, 24 Nov 2026 10:01:00 GMT', now)).toBe(60_000);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter(undefined)).toBeUndefined();
  });
});
