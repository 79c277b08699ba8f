import { Global, Module, OnModuleInit } from '@nestjs/common';
import { DiscoveryModule, DiscoveryService } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditLogsController } from './audit-logs.controller';
import { AuditService } from './audit.service';
import { AuditEntry } from './entities/audit-entry.entity';
import { unauditedStudioControllers } from './studio-controller.decorator';

/**
 * The tamper-evident audit log: the interceptor that records studio writes (bound to every
 * studio controller by @StudioController), and its reader.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([AuditEntry]), DiscoveryModule],
  controllers: [AuditLogsController],
  providers: [AuditService],
  exports: [AuditService],
})
export class AuditModule implements OnModuleInit {
  constructor(private readonly discovery: DiscoveryService) {}

  /** Start-up fails rather than serve a studio controller whose writes would escape the log. */
  onModuleInit(): void {
    const unaudited = unauditedStudioControllers(
      this.discovery.getControllers().map((wrapper) => wrapper.metatype),
    );
    if (unaudited.length > 0)
      throw new Error(
        `Studio controllers must be declared with @StudioController so their writes are audited: ${unaudited.join(', ')}`,
      );
  }
}
