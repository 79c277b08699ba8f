export interface RetryPolicy {
  /** Delay after the first failed attempt. */
  baseMs: number;
  /** No delay grows beyond this. */
  maxDelayMs: number;
}

/**
 * How long to wait after the `failedAttempts`-th failed attempt: exponential (base, 2×base,
 * 4×base, …) up to the cap, spread by ±25 % jitter so that endpoints that failed together are not
 * retried together. A `Retry-After` the receiver sent is honoured as a minimum, within the cap.
 */
export function retryDelayMs(
  failedAttempts: number,
  policy: RetryPolicy,
  retryAfterMs?: number,
  random: () => number = Math.random,
): number {
  const exponent = Math.min(Math.max(failedAttempts - 1, 0), 40);
  const nominal = Math.min(policy.baseMs * 2 ** exponent, policy.maxDelayMs);
  const jittered = Math.min(nominal * (0.75 + 0.5 * random()), policy.maxDelayMs);
  const floor = retryAfterMs === undefined ? 0 : Math.min(retryAfterMs, policy.maxDelayMs);
  return Math.max(1, Math.round(Math.max(jittered, floor)));
}

/** A `Retry-After` header (seconds, or an HTTP date) in milliseconds from `now`; undefined if absent or unreadable. */
export function parseRetryAfter(value: string | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
