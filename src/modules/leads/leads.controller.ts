import { Body, Controller, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public, RateLimit } from '@/common/decorators';
import { DataEnvelope, envelope } from '@/common/pagination';
import { ApiDataResponse, ApiProblems } from '@/common/swagger';
import { isoTimestamp } from '@/common/http/iso-date';
import { CreateLeadDto } from './dto/create-lead.dto';
import { LeadReceiptDto } from './dto/lead-response.dto';
import { LeadsService } from './leads.service';

@ApiTags('leads')
@Controller('api/leads')
export class LeadsController {
  constructor(private readonly leads: LeadsService) {}

  @Post()
  @Public()
  @RateLimit('leads')
  @ApiOperation({
    operationId: 'submitLead',
    summary: 'Submit a travel-planning lead',
    description:
      'Limited to 5 per minute per IP (RATE_LIMIT_LEADS_PER_MIN). The same e-mail with the same interests within 24 hours is stored once and answered with the stored lead. The `website` field is a honeypot.',
  })
  @ApiDataResponse(LeadReceiptDto, 201, 'Received')
  @ApiProblems(400, 401, 403, 429)
  async submit(
    @Body() body: CreateLeadDto,
    @Req() request: Request,
  ): Promise<DataEnvelope<LeadReceiptDto>> {
    // From the request rather than @Headers(), which would document User-Agent as required.
    const receipt = await this.leads.submit(body, {
      ip: request.ip,
      userAgent: request.get('user-agent'),
    });
    return envelope({ id: receipt.id, created_at: isoTimestamp(receipt.createdAt) });
  }
}
