import { Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '@/common/decorators';
import { ApiHeavyRead } from '@/common/heavy-reads';
import { Paginated, pageOf } from '@/common/pagination';
import { ApiPaginatedResponse, ApiProblems } from '@/common/swagger';
import { AuditService } from './audit.service';
import { AuditEntryResponseDto } from './dto/audit-entry-response.dto';
import { ListAuditEntriesQueryDto } from './dto/list-audit-entries-query.dto';
import { StudioController } from './studio-controller.decorator';

@ApiTags('studio: logs')
@Roles('admin')
@StudioController('logs/audit')
export class AuditLogsController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @ApiOperation({
    operationId: 'listAuditLogEntries',
    summary: 'The audit log of studio writes, newest first',
    description:
      'Every successful studio POST/PUT/PATCH/DELETE, with passwords, secrets, keys and tokens redacted. Dates are UTC days, inclusive.',
  })
  @ApiPaginatedResponse(AuditEntryResponseDto)
  @ApiProblems(400)
  @ApiHeavyRead()
  async list(@Query() query: ListAuditEntriesQueryDto): Promise<Paginated<AuditEntryResponseDto>> {
    return pageOf(await this.audit.list(query), query, (entry) =>
      AuditEntryResponseDto.from(entry),
    );
  }
}
