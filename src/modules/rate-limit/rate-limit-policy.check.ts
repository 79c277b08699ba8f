import { Injectable, OnModuleInit, RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { RATE_LIMIT_POLICY_KEY, RateLimitPolicy } from '../../common/decorators';
import { isApiPath, normalisePath } from './rate-limit-rules';

const asList = (value: unknown): string[] =>
  Array.isArray(value) ? (value as string[]) : [typeof value === 'string' ? value : ''];

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
      const prefixes = asList(this.reflector.get<unknown>(PATH_METADATA, type));
      const prototype = Object.getPrototypeOf(instance) as Record<string, unknown>;
      for (const name of this.scanner.getAllMethodNames(prototype)) {
        const handler = prototype[name] as (...args: unknown[]) => unknown;
        const paths = this.reflector.get<unknown>(PATH_METADATA, handler);
        if (paths === undefined) continue; // not a route handler
        const declared = this.reflector.getAllAndOverride<RateLimitPolicy | undefined>(
          RATE_LIMIT_POLICY_KEY,
          [handler, type],
        );
        if (declared) continue;
        const method = RequestMethod[this.reflector.get<RequestMethod>(METHOD_METADATA, handler)];
        for (const prefix of prefixes)
          for (const path of asList(paths)) {
            const full = normalisePath(`/${prefix}/${path}`.replace(/\/+/g, '/'));
            if (isApiPath(full)) missing.push(`${method} ${full} (${type.name}.${name})`);
          }
      }
    }
    return missing;
  }
}
