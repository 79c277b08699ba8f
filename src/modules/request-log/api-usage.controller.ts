import { Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '@/common/decorators';
import { ApiHeavyRead } from '@/common/heavy-reads';
import { Paginated, paginated } from '@/common/pagination';
import { ApiPaginatedResponse, ApiProblems } from '@/common/swagger';
import { ApiUsageService } from './api-usage.service';
import { ApiUsageEntryDto, ListApiUsageQueryDto } from './dto/api-usage.dto';
import { StudioController } from '../audit/studio-controller.decorator';

@ApiTags('studio: logs')
@Roles('admin')
@StudioController('logs/api-usage')
export class ApiUsageController {
  constructor(private readonly usage: ApiUsageService) {}

  @Get()
  @ApiOperation({
    operationId: 'listRequestLogEntries',
    summary: 'The raw request log, newest first',
    description:
      'Every /api and /studio request; written in batches, so the last second may not be here yet. Kept REQUEST_LOG_RETENTION_DAYS days.',
  })
  @ApiPaginatedResponse(ApiUsageEntryDto)
  @ApiProblems(400)
  @ApiHeavyRead()
  async list(@Query() query: ListApiUsageQueryDto): Promise<Paginated<ApiUsageEntryDto>> {
    const [rows, total] = await this.usage.list(query);
    return paginated(rows, total, query);
  }
}
