import { HttpModule } from '@nestjs/axios';
import { Module } from '@nestjs/common';
import { LiveDataService } from './live-data.service';
import { UpstreamLookupService } from './upstream-lookup.service';
import { UpstreamClient } from './upstream.client';
import { UpstreamController } from './upstream.controller';

/**
 * The upstream live-data source: one typed client with a circuit breaker, the live-data shaping the
 * public park and attraction endpoints use, and the studio look-ups (docs/behaviour.md#live-data,
 * #upstream-look-ups).
 */
@Module({
  imports: [HttpModule],
  controllers: [UpstreamController],
  providers: [UpstreamClient, LiveDataService, UpstreamLookupService],
  exports: [LiveDataService],
})
export class UpstreamModule {}
