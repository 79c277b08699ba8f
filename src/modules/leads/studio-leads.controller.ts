import { Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/decorators';
import { Paginated, paginated } from '../../common/pagination';
import { ApiPaginatedResponse, ApiProblems } from '../../common/swagger';
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
    summary: 'Leads, newest first',
    description: 'Filters: date range (UTC days, inclusive) and interest.',
  })
  @ApiPaginatedResponse(LeadResponseDto)
  @ApiProblems(400)
  async list(@Query() query: ListLeadsQueryDto): Promise<Paginated<LeadResponseDto>> {
    const [leads, total] = await this.leads.list(query);
    return paginated(
      leads.map((l) => LeadResponseDto.from(l)),
      total,
      query,
    );
  }
}
