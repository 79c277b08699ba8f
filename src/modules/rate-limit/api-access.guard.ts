import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { InjectThrottlerOptions, type ThrottlerModuleOptions } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { RATE_LIMIT_POLICY_KEY, RateLimitPolicy } from '../../common/decorators';
import { RateLimitedError } from '../../common/errors';
import { AppConfig } from '../../config/app-config';
import { ApiClientsService } from '../api-clients/api-clients.service';
import { InvalidApiKeyError } from '../api-clients/api-key.errors';
import { isApiPath, normalisePath, rateRuleFor } from './rate-limit-rules';
import { RateLimitStorage, ThrottlerStorageRecord } from './rate-limit.storage';

/**
 * Global guard for /api: first checks an X-API-Key when one is sent (401 unknown or revoked key,
 * 403 origin outside the allowlist), then counts the request against the budget of the route's
 * declared @RateLimit policy (rate-limit-rules.ts). A keyed request is thus limited per client
 * only once its key is known to be good. Rate-limited answers carry X-RateLimit-Limit/Remaining/
 * Reset; a 429 also Retry-After. Being a guard, it runs before any interceptor, so an answer served
 * from a response cache is counted too.
 *
 * The window is the one throttler's of ThrottlerModule's options and the counters are a
 * ThrottlerStorage (rate-limit.storage.ts), but the counting is done here rather than by
 * ThrottlerGuard: its handleRequest awaits the tracker and the storage on every request, while
 * counters in this instance's memory answer at once, and Nest awaits only what a guard returns as
 * a promise. A request without an API key, counted in memory, thus passes this guard without a
 * promise (docs/performance.md).
 */
@Injectable()
export class ApiAccessGuard implements CanActivate {
  /** Each route's policy, by controller and handler (a handler may be inherited by several). */
  private readonly policies = new WeakMap<object, Map<object, RateLimitPolicy>>();
  private readonly windowMs: number;

  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    private readonly counters: RateLimitStorage,
    private readonly reflector: Reflector,
    private readonly clients: ApiClientsService,
    private readonly config: AppConfig,
  ) {
    const [throttler] = Array.isArray(options) ? options : options.throttlers;
    if (typeof throttler?.ttl !== 'number')
      throw new Error('ApiAccessGuard: the throttler window (ttl) must be a number of ms');
    this.windowMs = throttler.ttl;
  }

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    // The path Express routed: a request-target in absolute form (`GET http://host/api/…`) reaches
    // the same route, and its originalUrl starts with the scheme.
    const path = normalisePath(request.path);
    if (!isApiPath(path)) return true;

    const key = request.headers['x-api-key'];
    if (key === undefined) return this.count(context, request, response);
    if (typeof key !== 'string' || key === '') throw new InvalidApiKeyError();
    return this.clients
      .authenticate(key, { origin: request.headers.origin, referer: request.headers.referer })
      .then((client) => {
        request.apiClient = client;
        return this.count(context, request, response);
      });
  }

  /** Counts the request against the budget of its rate rule (synchronously when in memory). */
  private count(
    context: ExecutionContext,
    request: Request,
    response: Response,
  ): boolean | Promise<boolean> {
    const rule = rateRuleFor(
      this.policyOf(context),
      request.ip ?? 'unknown',
      request.apiClient,
      this.config.rateLimits,
    );
    const counted = this.counters.count(rule.tracker, this.windowMs, rule.limit);
    return counted instanceof Promise
      ? counted.then((record) => admit(response, rule.limit, record))
      : admit(response, rule.limit, counted);
  }

  /** The route's declared @RateLimit policy, looked up once per route. */
  private policyOf(context: ExecutionContext): RateLimitPolicy {
    const controller = context.getClass();
    const handler = context.getHandler();
    let routes = this.policies.get(controller);
    if (!routes) this.policies.set(controller, (routes = new Map<object, RateLimitPolicy>()));
    let policy = routes.get(handler);
    if (policy === undefined) {
      // Every /api route declares one (RateLimitPolicyCheck refuses to start otherwise).
      policy =
        this.reflector.getAllAndOverride<RateLimitPolicy | undefined>(RATE_LIMIT_POLICY_KEY, [
          handler,
          controller,
        ]) ?? 'public';
      routes.set(handler, policy);
    }
    return policy;
  }
}

/**
 * The X-RateLimit headers of a counted request; over the limit, a 429 with the same headers and
 * Retry-After (docs/behaviour.md#rate-limits).
 */
function admit(response: Response, limit: number, counted: ThrottlerStorageRecord): true {
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
