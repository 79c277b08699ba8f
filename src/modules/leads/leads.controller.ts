import { Body, Controller, Get, Headers, Post, Query, Req } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public, Roles } from '../../common/decorators';
import { DataEnvelope, envelope, Paginated, paginated } from '../../common/pagination';
import { ApiDataResponse, ApiPaginatedResponse, ApiProblems } from '../../common/swagger';
import { isoTimestamp } from '../../common/http/iso-date';
import { CreateLeadDto } from './dto/create-lead.dto';
import { LeadReceiptDto, LeadResponseDto } from './dto/lead-response.dto';
import { ListLeadsQueryDto } from './dto/list-leads-query.dto';
import { LeadsService } from './leads.service';

@ApiTags('leads')
@Controller('api/leads')
export class LeadsController {
  constructor(private readonly leads: LeadsService) {}

  @Post()
  @Public()
  @ApiOperation({
    summary: 'Submit a travel-planning lead',
    description:
      'Limited to 5 per minute per IP (RATE_LIMIT_LEADS_PER_MIN). The same e-mail with the same interests within 24 hours is stored once and answered with the stored lead. The `website` field is a honeypot.',
  })
  @ApiHeader({ name: 'X-API-Key', required: false, description: 'Optional API client key' })
  @ApiDataResponse(LeadReceiptDto, 201, 'Received')
  @ApiProblems(400, 401, 403, 429)
  async submit(
    @Body() body: CreateLeadDto,
    @Req() request: Request,
    @Headers('user-agent') userAgent?: string,
  ): Promise<DataEnvelope<LeadReceiptDto>> {
    const receipt = await this.leads.submit(body, { ip: request.ip, userAgent });
    return envelope({ id: receipt.id, created_at: isoTimestamp(receipt.createdAt) });
  }
}

@ApiTags('studio: leads')
@Roles('admin', 'editor')
@Controller('studio/leads')
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
