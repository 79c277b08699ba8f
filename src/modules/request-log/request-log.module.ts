import { Module } from '@nestjs/common';
import { ApiUsageController } from './api-usage.controller';
import { ApiUsageService } from './api-usage.service';
import { RequestLogPartitionsService } from './request-log-partitions.service';
import { RequestLogService } from './request-log.service';

/** The request log: buffered batch writer, daily partitions with retention, and its studio view. */
@Module({
  controllers: [ApiUsageController],
  providers: [RequestLogService, RequestLogPartitionsService, ApiUsageService],
  exports: [RequestLogService],
})
export class RequestLogModule {}
