import { Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '@/common/decorators';
import { ApiHeavyRead } from '@/common/heavy-reads';
import { ApiProblems } from '@/common/swagger';
import { ApiUsageService } from './api-usage.service';
import { ApiUsagePageDto, ListApiUsageQueryDto } from './dto/api-usage.dto';
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
      'Every /api and /studio request; written in batches, so the last second may not be here yet. Kept REQUEST_LOG_RETENTION_DAYS days. `total` counts up to 10,000 matches (`total_exact` false beyond).',
  })
  @ApiOkResponse({ type: ApiUsagePageDto })
  @ApiProblems(400)
  @ApiHeavyRead()
  list(@Query() query: ListApiUsageQueryDto): Promise<ApiUsagePageDto> {
    return this.usage.list(query);
  }
}
