import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { FindOptionsWhere, In, Repository } from 'typeorm';
import { ConflictError, NotFoundError } from '@/common/errors';
import { ListWebhookDeliveriesQueryDto } from './dto/list-webhook-deliveries-query.dto';
import { WebhookDelivery } from './entities/webhook-delivery.entity';
import { WebhookEndpoint } from './entities/webhook-endpoint.entity';
import { TEST_EVENT_TYPE } from './event-types';
import { webhookBody } from './fan-out';
import { WAKE_CHANNEL } from './webhook-dispatch.store';
import { findPage } from '@/common/database';

/** Deliveries as admins see and steer them: the list, test events and redeliveries. */
@Injectable()
export class WebhookDeliveriesService {
  constructor(
    @InjectRepository(WebhookDelivery) private readonly deliveries: Repository<WebhookDelivery>,
    @InjectRepository(WebhookEndpoint) private readonly endpoints: Repository<WebhookEndpoint>,
  ) {}

  async list(
    endpointId: string,
    query: ListWebhookDeliveriesQueryDto,
  ): Promise<[WebhookDelivery[], number]> {
    await this.assertEndpoint(endpointId);
    const where: FindOptionsWhere<WebhookDelivery> = { endpointId };
    if (query.status !== undefined) where.status = In(query.status);
    return findPage(this.deliveries, query, where, { createdAt: 'DESC', id: 'DESC' });
  }

  async get(endpointId: string, deliveryId: string): Promise<WebhookDelivery> {
    const delivery = await this.deliveries.findOneBy({ id: deliveryId, endpointId });
    if (!delivery) {
      await this.assertEndpoint(endpointId);
      throw new NotFoundError('Delivery', deliveryId);
    }
    return delivery;
  }

  /**
   * A `webhook.test` event for this endpoint only (whatever it subscribes to, active or not),
   * queued like any other delivery: same signing, retries and deliveries list.
   */
  async sendTest(endpointId: string): Promise<WebhookDelivery> {
    await this.assertEndpoint(endpointId);
    const eventId = randomUUID();
    const body = webhookBody(TEST_EVENT_TYPE, new Date(), {
      endpoint_id: endpointId,
      message: 'A test event sent from the studio.',
    });
    return this.enqueue({
      endpointId,
      eventId,
      eventType: TEST_EVENT_TYPE,
      recordId: null,
      eventSeq: null,
      trigger: 'test',
      body,
    });
  }

  /**
   * Sends a finished delivery's event again, as a new delivery with the same `webhook-id` and
   * body (receivers that deduplicate by id will skip it if they had it). It takes its place in
   * the record's order like any other delivery.
   */
  async redeliver(endpointId: string, deliveryId: string): Promise<WebhookDelivery> {
    const original = await this.get(endpointId, deliveryId);
    if (original.status === 'pending') {
      throw new ConflictError(
        'This delivery is still pending: it is retried automatically. Redeliver it once it has succeeded or failed.',
      );
    }
    return this.enqueue({
      endpointId,
      eventId: original.eventId,
      eventType: original.eventType,
      recordId: original.recordId,
      eventSeq: original.eventSeq,
      trigger: 'redelivery',
      body: original.body,
    });
  }

  /**
   * Inserts a delivery due now (the database's now, as the dispatchers compare against it) and
   * wakes every dispatcher; the notification is sent when the transaction commits.
   */
  private async enqueue(
    fields: Pick<
      WebhookDelivery,
      'endpointId' | 'eventId' | 'eventType' | 'recordId' | 'eventSeq' | 'trigger' | 'body'
    >,
  ): Promise<WebhookDelivery> {
    const id = randomUUID();
    await this.deliveries.manager.transaction(async (manager) => {
      await manager
        .createQueryBuilder()
        .insert()
        .into(WebhookDelivery)
        .values({ ...fields, id, status: 'pending', nextAttemptAt: () => 'now()' })
        .execute();
      await manager.query(`SELECT pg_notify($1, '')`, [WAKE_CHANNEL]);
    });
    return this.deliveries.findOneByOrFail({ id });
  }

  private async assertEndpoint(id: string): Promise<void> {
    if (!(await this.endpoints.existsBy({ id }))) throw new NotFoundError('Webhook endpoint', id);
  }
}
