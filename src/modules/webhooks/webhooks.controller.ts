import { Body, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiUuidParam, Roles, UuidParam } from '@/common/decorators';
import { DataEnvelope, envelope, Paginated, paginated } from '@/common/pagination';
import { ApiDataResponse, ApiPaginatedResponse, ApiProblems } from '@/common/swagger';
import { AuditAction, AuditEntity } from '../audit/audit.decorators';
import { StudioController } from '../audit/studio-controller.decorator';
import { CreateWebhookEndpointDto } from './dto/create-webhook-endpoint.dto';
import { ListWebhookDeliveriesQueryDto } from './dto/list-webhook-deliveries-query.dto';
import { ListWebhookEndpointsQueryDto } from './dto/list-webhook-endpoints-query.dto';
import { RotateWebhookSecretDto } from './dto/rotate-webhook-secret.dto';
import { UpdateWebhookEndpointDto } from './dto/update-webhook-endpoint.dto';
import { WebhookDeliveryResponseDto } from './dto/webhook-delivery-response.dto';
import {
  WebhookEndpointResponseDto,
  WebhookEndpointWithSecretResponseDto,
} from './dto/webhook-endpoint-response.dto';
import { WebhookDeliveriesService } from './webhook-deliveries.service';
import { EndpointWithSecret, WebhookEndpointsService } from './webhook-endpoints.service';

@ApiTags('studio: webhooks')
@Roles('admin')
@AuditEntity('webhook_endpoint')
@StudioController('webhooks')
export class WebhooksController {
  constructor(
    private readonly endpoints: WebhookEndpointsService,
    private readonly deliveries: WebhookDeliveriesService,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'listWebhooks',
    summary: 'List webhook endpoints (never their secrets)',
  })
  @ApiPaginatedResponse(WebhookEndpointResponseDto)
  @ApiProblems(400)
  async list(
    @Query() query: ListWebhookEndpointsQueryDto,
  ): Promise<Paginated<WebhookEndpointResponseDto>> {
    const [endpoints, total] = await this.endpoints.list(query);
    const expiries = await this.endpoints.previousSecretExpiries(endpoints.map((e) => e.id));
    return paginated(
      endpoints.map((e) => WebhookEndpointResponseDto.from(e, expiries.get(e.id) ?? null)),
      total,
      query,
    );
  }

  @Post()
  @ApiOperation({
    operationId: 'createWebhook',
    summary: 'Create a webhook endpoint and its signing secret',
    description:
      'Events matching `events` are POSTed to `url`, signed per the Standard Webhooks specification. `secret` is in this answer only: store it now (rotate-secret issues a new one).',
  })
  @ApiDataResponse(WebhookEndpointWithSecretResponseDto, 201, 'Created')
  @ApiProblems(400)
  async create(
    @Body() body: CreateWebhookEndpointDto,
  ): Promise<DataEnvelope<WebhookEndpointWithSecretResponseDto>> {
    return envelope(withSecret(await this.endpoints.create(body)));
  }

  @Get(':id')
  @ApiUuidParam()
  @ApiOperation({ operationId: 'getWebhook', summary: 'One webhook endpoint (never its secret)' })
  @ApiDataResponse(WebhookEndpointResponseDto)
  @ApiProblems(400, 404)
  async get(@UuidParam() id: string): Promise<DataEnvelope<WebhookEndpointResponseDto>> {
    return envelope(await this.present(await this.endpoints.get(id)));
  }

  @Patch(':id')
  @ApiUuidParam()
  @ApiOperation({
    operationId: 'updateWebhook',
    summary: 'Change the URL, events, description or active flag',
    description:
      'Setting `is_active` to true re-enables an endpoint the dispatcher disabled; its waiting deliveries then go out in order.',
  })
  @ApiDataResponse(WebhookEndpointResponseDto)
  @ApiProblems(400, 404)
  async update(
    @UuidParam() id: string,
    @Body() body: UpdateWebhookEndpointDto,
  ): Promise<DataEnvelope<WebhookEndpointResponseDto>> {
    return envelope(await this.present(await this.endpoints.update(id, body)));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiUuidParam()
  @ApiOperation({
    operationId: 'deleteWebhook',
    summary: 'Delete a webhook endpoint, its secrets and its deliveries',
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiProblems(400, 404)
  async remove(@UuidParam() id: string): Promise<void> {
    await this.endpoints.remove(id);
  }

  @Post(':id/rotate-secret')
  @HttpCode(200)
  @AuditAction('rotate_secret')
  @ApiUuidParam()
  @ApiOperation({
    operationId: 'rotateWebhookSecret',
    summary: 'Issue a new signing secret',
    description:
      'The new `secret` is in this answer only. For `overlap_seconds` (default 24 h) deliveries carry signatures by both the new and the previous secret, so the receiver can switch without rejecting any.',
  })
  @ApiDataResponse(WebhookEndpointWithSecretResponseDto)
  @ApiProblems(400, 404)
  async rotateSecret(
    @UuidParam() id: string,
    @Body() body: RotateWebhookSecretDto,
  ): Promise<DataEnvelope<WebhookEndpointWithSecretResponseDto>> {
    return envelope(withSecret(await this.endpoints.rotateSecret(id, body.overlap_seconds)));
  }

  @Post(':id/test')
  @AuditEntity('webhook_delivery')
  @AuditAction('test')
  @ApiUuidParam()
  @ApiOperation({
    operationId: 'testWebhook',
    summary: 'Send a webhook.test event to this endpoint',
    description:
      'Queued at once and sent like any delivery (signed, retried, listed under deliveries), to this endpoint only, active or not. The answer is the new delivery; poll it for the outcome.',
  })
  @ApiDataResponse(WebhookDeliveryResponseDto, 201, 'Queued')
  @ApiProblems(400, 404)
  async test(@UuidParam() id: string): Promise<DataEnvelope<WebhookDeliveryResponseDto>> {
    return envelope(WebhookDeliveryResponseDto.from(await this.deliveries.sendTest(id)));
  }

  @Get(':id/deliveries')
  @ApiUuidParam()
  @ApiOperation({
    operationId: 'listWebhookDeliveries',
    summary: "The endpoint's deliveries, newest first",
    description: `Status, attempts, latest response code, latency, error, next attempt. Finished deliveries are kept for WEBHOOK_DELIVERY_RETENTION_DAYS (30).`,
  })
  @ApiPaginatedResponse(WebhookDeliveryResponseDto)
  @ApiProblems(400, 404)
  async listDeliveries(
    @UuidParam() id: string,
    @Query() query: ListWebhookDeliveriesQueryDto,
  ): Promise<Paginated<WebhookDeliveryResponseDto>> {
    const [deliveries, total] = await this.deliveries.list(id, query);
    return paginated(deliveries.map(WebhookDeliveryResponseDto.from), total, query);
  }

  @Get(':id/deliveries/:delivery')
  @ApiUuidParam()
  @ApiUuidParam('delivery')
  @ApiOperation({ operationId: 'getWebhookDelivery', summary: 'One delivery' })
  @ApiDataResponse(WebhookDeliveryResponseDto)
  @ApiProblems(400, 404)
  async getDelivery(
    @UuidParam() id: string,
    @UuidParam('delivery') deliveryId: string,
  ): Promise<DataEnvelope<WebhookDeliveryResponseDto>> {
    return envelope(WebhookDeliveryResponseDto.from(await this.deliveries.get(id, deliveryId)));
  }

  @Post(':id/deliveries/:delivery/redeliver')
  @AuditEntity('webhook_delivery')
  @AuditAction('redeliver')
  @ApiUuidParam()
  @ApiUuidParam('delivery')
  @ApiOperation({
    operationId: 'redeliverWebhookDelivery',
    summary: 'Send a finished delivery again',
    description:
      'A new delivery with the same webhook-id and body, queued at once. 409 while the original is still pending (it is retried automatically).',
  })
  @ApiDataResponse(WebhookDeliveryResponseDto, 201, 'Queued')
  @ApiProblems(400, 404, 409)
  async redeliver(
    @UuidParam() id: string,
    @UuidParam('delivery') deliveryId: string,
  ): Promise<DataEnvelope<WebhookDeliveryResponseDto>> {
    return envelope(
      WebhookDeliveryResponseDto.from(await this.deliveries.redeliver(id, deliveryId)),
    );
  }

  private async present(endpoint: Parameters<typeof WebhookEndpointResponseDto.from>[0]) {
    const expiries = await this.endpoints.previousSecretExpiries([endpoint.id]);
    return WebhookEndpointResponseDto.from(endpoint, expiries.get(endpoint.id) ?? null);
  }
}

const withSecret = ({ endpoint, secret, previousSecretExpiresAt }: EndpointWithSecret) =>
  WebhookEndpointWithSecretResponseDto.withSecret(endpoint, previousSecretExpiresAt, secret);
