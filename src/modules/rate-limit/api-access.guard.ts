import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { RATE_LIMIT_POLICY_KEY, RateLimitPolicy } from '@/common/decorators';
import { ApiAccess } from './api-access';
import { isApiPath, normalisePath } from './rate-limit-rules';

/**
 * Global guard for /api: the API key, then the rate limit of the route's declared @RateLimit
 * policy (ApiAccess). A keyed request is thus limited per client only once its key is known to be
 * good. Being a guard, it runs before any interceptor or pipe. Nest awaits only what a guard
 * returns as a promise, so a request without a key, counted in memory, passes without one.
 */
@Injectable()
export class ApiAccessGuard implements CanActivate {
  /** Each route's policy, by controller and handler (a handler may be inherited by several). */
  private readonly policies = new WeakMap<object, Map<object, RateLimitPolicy>>();

  constructor(
    private readonly access: ApiAccess,
    private readonly reflector: Reflector,
  ) {}

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    // The path Express routed: a request-target in absolute form (`GET http://host/api/…`) reaches
    // the same route, and its originalUrl starts with the scheme.
    if (!isApiPath(normalisePath(request.path))) return true;
    const policy = this.policyOf(context);
    const identified = this.access.identify(request);
    return identified
      ? identified.then(() => this.access.count(request, response, policy))
      : this.access.count(request, response, policy);
  }

  /** The route's declared @RateLimit policy, looked up once per route. */
  private policyOf(context: ExecutionContext): RateLimitPolicy {
    const controller = context.getClass();
    const handler = context.getHandler();
    let routes = this.policies.get(controller);
    if (!routes) this.policies.set(controller, (routes = new Map<object, RateLimitPolicy>()));
    let policy = routes.get(handler);
    if (policy === undefined) {
      // Every /api route declares one (assertRateLimitPolicies refuses to start otherwise).
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
