import { AppError } from '@/common/errors';

/**
 * The upstream did not answer usefully: down, timed out, 5xx, garbage, or the breaker is open.
 * With `retryAfterSeconds` (the open breaker: seconds until it lets a probe through) the answer
 * carries `Retry-After`.
 */
export class UpstreamUnavailableError extends AppError {
  constructor(
    detail = 'The live-data source is unavailable. Try again shortly.',
    retryAfterSeconds?: number,
  ) {
    super(
      502,
      'UPSTREAM_UNAVAILABLE',
      detail,
      undefined,
      retryAfterSeconds === undefined
        ? undefined
        : { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
    );
  }
}

/** There is no usable upstream id for the park or attraction, or the upstream has no live record for it. */
export class LiveDataUnavailableError extends AppError {
  constructor(detail: string) {
    super(404, 'LIVE_DATA_UNAVAILABLE', detail);
  }
}
