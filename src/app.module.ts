import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { LoggerModule } from 'nestjs-pino';
import { ResponseCacheModule } from './common/cache/response-cache.module';
import { ProblemDetailsFilter } from './common/filters/problem-details.filter';
import { loggerParams } from './common/logging/logger.config';
import { createValidationPipe } from './common/validation';
import { HeavyReadsModule } from './common/heavy-reads';
import { ClockModule } from './common/clock/clock';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { AuditModule } from './modules/audit/audit.module';
import { AnalyticsModule } from './modules/analytics/analytics.module';
import { ApiClientsModule } from './modules/api-clients/api-clients.module';
import { AuthModule } from './modules/auth/auth.module';
import { CatalogueModule } from './modules/catalogue/catalogue.module';
import { JobsModule } from './modules/jobs/jobs.module';
import { HealthModule } from './modules/health/health.module';
import { LiveModule } from './modules/live/live.module';
import { SearchModule } from './modules/search/search.module';
import { UpstreamModule } from './modules/upstream/upstream.module';
import { MediaModule } from './modules/media/media.module';
import { VaultModule } from './modules/vault/vault.module';
import { LeadsModule } from './modules/leads/leads.module';
import { RateLimitModule } from './modules/rate-limit/rate-limit.module';
import { RequestLogModule } from './modules/request-log/request-log.module';
import { WebhooksModule } from './modules/webhooks/webhooks.module';
import { CdnModule } from './modules/cdn/cdn.module';

/** The whole service. Built from one validated configuration, by main.ts and by the tests alike. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        ClockModule,
        LoggerModule.forRoot(loggerParams(config)),
        DatabaseModule,
        JobsModule,
        HeavyReadsModule,
        ResponseCacheModule,
        HealthModule,
        AuditModule,
        AuthModule,
        UpstreamModule,
        CatalogueModule,
        LiveModule,
        SearchModule,
        MediaModule,
        VaultModule,
        ApiClientsModule,
        RateLimitModule,
        LeadsModule,
        RequestLogModule,
        AnalyticsModule,
        WebhooksModule,
        CdnModule,
      ],
      providers: [
        { provide: APP_FILTER, useClass: ProblemDetailsFilter },
        { provide: APP_PIPE, useFactory: createValidationPipe },
      ],
    };
  }
}
