import { Injectable } from '@nestjs/common';
import { InjectThrottlerOptions, type ThrottlerModuleOptions } from '@nestjs/throttler';
import type { OutgoingMessage } from 'node:http';
import type { RateLimitPolicy } from '@/common/decorators';
import { RateLimitedError } from '@/common/errors';
import type {
  AdmittedRequest,
  PublicReadAdmission,
} from '@/common/fast-path/public-read-admission';
import { AppConfig } from '@/config/app-config';
import { ApiClientsService } from '../api-clients/api-clients.service';
import { InvalidApiKeyError } from '../api-clients/api-key.errors';
import { rateRuleFor } from './rate-limit-rules';
import { RateLimitStorage, ThrottlerStorageRecord } from './rate-limit.storage';

/**
 * What every request under /api goes through (docs/behaviour.md#api-keys, #rate-limits): its
 * X-API-Key checked when one is sent (401 unknown or revoked key, 403 origin outside the
 * allowlist), then one count against the budget of the route's @RateLimit policy. Used by
 * ApiAccessGuard on the Nest path and by the public-read fast path (src/common/fast-path), so
 * both count into the same buckets with the same rules.
 *
 * The window is the one throttler's of ThrottlerModule's options and the counters are a
 * ThrottlerStorage (rate-limit.storage.ts), synchronous while they are in this instance's memory.
 */
@Injectable()
export class ApiAccess implements PublicReadAdmission {
  private readonly windowMs: number;

  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    private readonly counters: RateLimitStorage,
    private readonly clients: ApiClientsService,
    private readonly config: AppConfig,
  ) {
    const [throttler] = Array.isArray(options) ? options : options.throttlers;
    if (typeof throttler?.ttl !== 'number')
      throw new Error('ApiAccess: the throttler window (ttl) must be a number of ms');
    this.windowMs = throttler.ttl;
  }

  /**
   * Checks the request's X-API-Key, if it sent one, and sets `request.apiClient`. Undefined when
   * there is no key; otherwise a promise that rejects with the 401 or 403 error (a malformed key
   * throws at once).
   */
  identify(request: AdmittedRequest): Promise<void> | undefined {
    const key = request.headers['x-api-key'];
    if (key === undefined) return undefined;
    if (typeof key !== 'string' || key === '') throw new InvalidApiKeyError();
    return this.clients
      .authenticate(key, { origin: request.headers.origin, referer: request.headers.referer })
      .then((client) => {
        request.apiClient = client;
      });
  }

  /**
   * Counts the request against the budget of its rate rule and sets the X-RateLimit headers;
   * over the limit, throws (or rejects with) the 429 error. Synchronous when the counters are in
   * memory.
   */
  count(
    request: AdmittedRequest,
    response: Pick<OutgoingMessage, 'setHeader'>,
    policy: RateLimitPolicy,
  ): true | Promise<true> {
    const rule = rateRuleFor(
      policy,
      request.ip ?? 'unknown',
      request.apiClient,
      this.config.rateLimits,
    );
    const counted = this.counters.count(rule.tracker, this.windowMs, rule.limit);
    return counted instanceof Promise
      ? counted.then((record) => admit(response, rule.limit, record))
      : admit(response, rule.limit, counted);
  }
}

/**
 * The X-RateLimit headers of a counted request; over the limit, a 429 with the same headers and
 * Retry-After (docs/behaviour.md#rate-limits).
 */
function admit(
  response: Pick<OutgoingMessage, 'setHeader'>,
  limit: number,
  counted: ThrottlerStorageRecord,
): true {
  response.setHeader('X-RateLimit-Limit', String(limit));
  response.setHeader('X-RateLimit-Remaining', String(Math.max(0, limit - counted.totalHits)));
  response.setHeader('X-RateLimit-Reset', String(counted.timeToExpire));
  if (counted.isBlocked)
    throw new RateLimitedError(
      counted.timeToBlockExpire,
      `Too many requests: the limit is ${limit} per minute. Try again in ${counted.timeToBlockExpire} s.`,
    );
  return true;
}
