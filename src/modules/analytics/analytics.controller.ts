import { applyDecorators, Get, Query, Type } from '@nestjs/common';
import {
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import { Roles } from '@/common/decorators';
import { ApiHeavyRead } from '@/common/heavy-reads';
import { DataEnvelope, envelope } from '@/common/pagination';
import { ApiDataResponse, ApiProblems } from '@/common/swagger';
import { AnalyticsService } from './analytics.service';
import {
  AnalyticsQueryDto,
  ClientRequestsDto,
  OverviewDto,
  RequestsOnDayDto,
  StatusCodeCountDto,
  TopEndpointDto,
  TopEndpointsQueryDto,
} from './dto/analytics.dto';
import { StudioController } from '../audit/studio-controller.decorator';

/** `{data: [Model]}` (analytics answers are whole series, not pages). */
const ApiDataListResponse = (model: Type<unknown>): MethodDecorator =>
  applyDecorators(
    ApiExtraModels(model),
    ApiOkResponse({
      schema: {
        type: 'object',
        required: ['data'],
        properties: { data: { type: 'array', items: { $ref: getSchemaPath(model) } } },
      },
    }),
  );

@ApiTags('studio: analytics')
@Roles('admin', 'editor')
@ApiProblems(400)
@ApiHeavyRead()
@StudioController('analytics')
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @Get('overview')
  @ApiOperation({
    operationId: 'getAnalyticsOverview',
    summary: 'Total requests, error rate, average and p95 response time',
  })
  @ApiDataResponse(OverviewDto)
  async overview(@Query() query: AnalyticsQueryDto): Promise<DataEnvelope<OverviewDto>> {
    return envelope(await this.analytics.overview(query.days));
  }

  @Get('requests-over-time')
  @ApiOperation({
    operationId: 'getAnalyticsRequestsOverTime',
    summary: 'Requests and errors per UTC day of the window, zeros included',
  })
  @ApiDataListResponse(RequestsOnDayDto)
  async requestsOverTime(
    @Query() query: AnalyticsQueryDto,
  ): Promise<DataEnvelope<RequestsOnDayDto[]>> {
    return envelope(await this.analytics.requestsOverTime(query.days));
  }

  @Get('top-endpoints')
  @ApiOperation({
    operationId: 'getAnalyticsTopEndpoints',
    summary: 'Most-called route templates, by requests',
  })
  @ApiDataListResponse(TopEndpointDto)
  async topEndpoints(
    @Query() query: TopEndpointsQueryDto,
  ): Promise<DataEnvelope<TopEndpointDto[]>> {
    return envelope(await this.analytics.topEndpoints(query.days, query.limit));
  }

  @Get('by-client')
  @ApiOperation({
    operationId: 'getAnalyticsByClient',
    summary: 'Requests per API client; anonymous traffic has client_id null',
  })
  @ApiDataListResponse(ClientRequestsDto)
  async byClient(@Query() query: AnalyticsQueryDto): Promise<DataEnvelope<ClientRequestsDto[]>> {
    return envelope(await this.analytics.byClient(query.days));
  }

  @Get('status-codes')
  @ApiOperation({
    operationId: 'getAnalyticsStatusCodes',
    summary: 'Responses per HTTP status code',
  })
  @ApiDataListResponse(StatusCodeCountDto)
  async statusCodes(
    @Query() query: AnalyticsQueryDto,
  ): Promise<DataEnvelope<StatusCodeCountDto[]>> {
    return envelope(await this.analytics.statusCodes(query.days));
  }
}
