import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditLogsController } from './audit-logs.controller';
import { AuditService } from './audit.service';
import { AuditEntry } from './entities/audit-entry.entity';

/**
 * The tamper-evident audit log: the interceptor that records studio writes (bound to every
 * studio controller by @StudioController), and its reader.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([AuditEntry])],
  controllers: [AuditLogsController],
  providers: [AuditService],
  exports: [AuditService],
})
export class AuditModule {}
