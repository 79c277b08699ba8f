import { Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '@/common/decorators';
import { Paginated, pageOf } from '@/common/pagination';
import { ApiPaginatedResponse, ApiProblems } from '@/common/swagger';
import { LeadResponseDto } from './dto/lead-response.dto';
import { ListLeadsQueryDto } from './dto/list-leads-query.dto';
import { LeadsService } from './leads.service';
import { StudioController } from '../audit/studio-controller.decorator';

@ApiTags('studio: leads')
@Roles('admin', 'editor')
@StudioController('leads')
export class StudioLeadsController {
  constructor(private readonly leads: LeadsService) {}

  @Get()
  @ApiOperation({
    operationId: 'listLeads',
    summary: 'Leads, newest first',
    description: 'Filters: date range (UTC days, inclusive) and interest.',
  })
  @ApiPaginatedResponse(LeadResponseDto)
  @ApiProblems(400)
  async list(@Query() query: ListLeadsQueryDto): Promise<Paginated<LeadResponseDto>> {
    return pageOf(await this.leads.list(query), query, (l) => LeadResponseDto.from(l));
  }
}
