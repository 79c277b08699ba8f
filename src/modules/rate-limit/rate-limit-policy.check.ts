import { Injectable, OnModuleInit, RequestMethod } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { RATE_LIMIT_POLICY_KEY, RateLimitPolicy } from '@/common/decorators';
import { isRouteHandler, routeMethod, routePaths } from '@/common/routes/route-metadata';
import { isApiPath, normalisePath } from './rate-limit-rules';

/**
 * Limits are declared, never inferred from a path: every route under /api must say which budget
 * it draws from with @RateLimit (or @PublicRead, which declares the public one). A route that
 * does not makes the application refuse to start, naming it.
 */
@Injectable()
export class RateLimitPolicyCheck implements OnModuleInit {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  onModuleInit(): void {
    const missing = this.undeclaredApiRoutes();
    if (missing.length > 0)
      throw new Error(
        `Routes under /api without a rate-limit policy: ${missing.join(', ')}. ` +
          "Declare one with @RateLimit('public' | 'leads') on the handler or its controller.",
      );
  }

  undeclaredApiRoutes(): string[] {
    const missing: string[] = [];
    for (const wrapper of this.discovery.getControllers()) {
      const type = wrapper.metatype as (new (...args: never[]) => unknown) | undefined;
      const instance = wrapper.instance as object | undefined;
      if (!type || !instance) continue;
      const declaredPrefixes = routePaths(type);
      const prefixes = declaredPrefixes.length > 0 ? declaredPrefixes : [''];
      const prototype = Object.getPrototypeOf(instance) as Record<string, unknown>;
      for (const name of this.scanner.getAllMethodNames(prototype)) {
        const handler = prototype[name] as (...args: unknown[]) => unknown;
        if (!isRouteHandler(handler)) continue;
        const declaredPaths = routePaths(handler);
        const paths = declaredPaths.length > 0 ? declaredPaths : [''];
        const declared = this.reflector.getAllAndOverride<RateLimitPolicy | undefined>(
          RATE_LIMIT_POLICY_KEY,
          [handler, type],
        );
        if (declared) continue;
        const method = RequestMethod[routeMethod(handler) ?? RequestMethod.ALL];
        for (const prefix of prefixes)
          for (const path of paths) {
            const full = normalisePath(`/${prefix}/${path}`.replace(/\/+/g, '/'));
            if (isApiPath(full)) missing.push(`${method} ${full} (${type.name}.${name})`);
          }
      }
    }
    return missing;
  }
}
