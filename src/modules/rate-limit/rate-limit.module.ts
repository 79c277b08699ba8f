import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { AppConfig } from '@/config/app-config';
import { ApiClientsModule } from '../api-clients/api-clients.module';
import { ApiAccess } from './api-access';
import { ApiAccessGuard } from './api-access.guard';
import {
  MemoryRateLimitStorage,
  RateLimitStorage,
  RedisRateLimitStorage,
} from './rate-limit.storage';

const ONE_MINUTE_MS = 60_000;

/**
 * Rate limits of the public API (docs/behaviour.md#rate-limits) with @nestjs/throttler's options
 * and storage contract: one throttler's one-minute window, whose limit and bucket come from the
 * rule ApiAccess picked for the route's declared policy. Counters live in Redis when
 * REDIS_URL is set (shared by every instance, with this instance's memory as the fallback while
 * Redis is away), in memory otherwise.
 */
@Module({
  imports: [
    ApiClientsModule,
    ThrottlerModule.forRoot({
      // ApiAccessGuard counts each request against the limit of its rate rule, in one bucket per
      // rule tracker across every route it covers; only the window is read from here.
      throttlers: [{ name: 'default', ttl: ONE_MINUTE_MS, limit: 0 }],
    }),
  ],
  providers: [
    {
      provide: RateLimitStorage,
      inject: [AppConfig],
      useFactory: (config: AppConfig): RateLimitStorage =>
        config.redis.url
          ? RedisRateLimitStorage.connect(config.redis.url, config.redis.keyPrefix)
          : new MemoryRateLimitStorage(),
    },
    ApiAccess,
    { provide: APP_GUARD, useClass: ApiAccessGuard },
  ],
  exports: [RateLimitStorage, ApiAccess],
})
export class RateLimitModule {}
