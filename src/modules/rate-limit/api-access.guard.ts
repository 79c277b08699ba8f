import { ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  ThrottlerGuard,
  ThrottlerLimitDetail,
  type ThrottlerModuleOptions,
} from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { RATE_LIMIT_POLICY_KEY, RateLimitPolicy } from '../../common/decorators';
import { RateLimitedError } from '../../common/errors';
import { AppConfig } from '../../config/app-config';
import { ApiClientsService } from '../api-clients/api-clients.service';
import { InvalidApiKeyError } from '../api-clients/api-key.errors';
import { isApiPath, normalisePath, rateRuleFor } from './rate-limit-rules';
import { RateLimitStorage } from './rate-limit.storage';

/**
 * Global guard for /api: first checks an X-API-Key when one is sent (401 unknown or revoked key,
 * 403 origin outside the allowlist), then counts the request against the budget of the route's
 * declared @RateLimit policy (rate-limit-rules.ts). A keyed request is thus limited per client
 * only once its key is known to be good. Rate-limited answers carry X-RateLimit-Limit/Remaining/
 * Reset; a 429 also Retry-After. Being a guard, it runs before any interceptor, so an answer served
 * from a response cache is counted too.
 */
@Injectable()
export class ApiAccessGuard extends ThrottlerGuard {
  /** Each route's policy, by controller and handler (a handler may be inherited by several). */
  private readonly policies = new WeakMap<object, Map<object, RateLimitPolicy>>();

  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    // Explicit: the parent's @InjectThrottlerStorage() on this position would otherwise be
    // inherited.
    @Inject(RateLimitStorage) storage: RateLimitStorage,
    reflector: Reflector,
    private readonly clients: ApiClientsService,
    private readonly config: AppConfig,
  ) {
    super(options, storage, reflector);
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<Request>();
    const path = normalisePath(request.originalUrl ?? request.url);
    if (!isApiPath(path)) return true;

    const key = request.headers['x-api-key'];
    if (key !== undefined) {
      if (typeof key !== 'string' || key === '') throw new InvalidApiKeyError();
      request.apiClient = await this.clients.authenticate(key, {
        origin: request.headers.origin,
        referer: request.headers.referer,
      });
    }
    const rule = rateRuleFor(
      this.policyOf(context),
      request.ip ?? 'unknown',
      request.apiClient,
      this.config.rateLimits,
    );
    request.rateRule = rule;
    // The one throttler's values are known here, so the base class's canActivate, which looks up
    // five metadata keys and resolves three values per request, is not needed: its handleRequest
    // counts the request, sets the headers and refuses over the limit.
    const throttler = this.throttlers[0];
    const ttl = throttler.ttl as number;
    return this.handleRequest({
      context,
      limit: rule.limit,
      ttl,
      blockDuration: ttl,
      throttler,
      getTracker: this.commonOptions.getTracker!,
      generateKey: this.commonOptions.generateKey!,
    });
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

  protected override throwThrottlingException(
    context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    // The refused answer carries the same headers as the allowed ones
    // (docs/behaviour.md#rate-limits).
    context
      .switchToHttp()
      .getResponse<Response>()
      .set({
        'X-RateLimit-Limit': String(detail.limit),
        'X-RateLimit-Remaining': '0',
        'X-RateLimit-Reset': String(detail.timeToExpire),
      });
    throw new RateLimitedError(
      detail.timeToBlockExpire,
      `Too many requests: the limit is ${detail.limit} per minute. Try again in ${detail.timeToBlockExpire} s.`,
    );
  }
}
