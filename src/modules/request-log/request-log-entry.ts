/**
 * One logged request (docs/behaviour.md#request-log-and-analytics), as buffered before its batch is
 * written.
 */
export interface RequestLogEntry {
  createdAt: Date;
  method: string;
  path: string;
  /** The matched route template (`/api/v1/ships/:slug`); null when no route matched. */
  route: string | null;
  status: number;
  responseTimeMs: number;
  ip: string | null;
  clientId: string | null;
  userId: string | null;
  userAgent: string | null;
  requestId: string | null;
  /** A preview read (docs/behaviour.md#previews): in the raw log, left out of the rollups. */
  preview?: boolean;
}

/** Rollup label of requests that matched no route (their raw paths stay in the raw log only). */
export const UNMATCHED_ROUTE = '(unmatched)';

export const isLoggedPath = (path: string): boolean => /^\/(api|studio)(\/|$)/i.test(path);

/**
 * Latency histogram bucket (lower bound, ms) of a response time: exact below 100 ms, 10 ms wide
 * to 1 s, 100 ms wide to 10 s, 1 s wide above, capped at 60 s. So a p95 read from the daily
 * histogram is within about 10% of the exact value.
 */
export function latencyBucket(ms: number): number {
  const value = Math.max(0, Math.floor(ms));
  if (value < 100) return value;
  if (value < 1000) return value - (value % 10);
  if (value < 10_000) return value - (value % 100);
  return Math.min(60_000, value - (value % 1000));
}

/** The UTC calendar day of a timestamp, YYYY-MM-DD. */
export const utcDay = (date: Date): string => date.toISOString().slice(0, 10);
