import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '@/config/app-config';
import { VaultModule } from '../vault/vault.module';
import { WebhookSender } from './delivery/webhook-sender';
import { OutboxEvent } from './entities/outbox-event.entity';
import { WebhookDelivery } from './entities/webhook-delivery.entity';
import { WebhookEndpointSecret } from './entities/webhook-endpoint-secret.entity';
import { WebhookEndpoint } from './entities/webhook-endpoint.entity';
import { WebhookDeliveriesService } from './webhook-deliveries.service';
import { WebhookDispatcher } from './webhook-dispatcher';
import { WebhookEndpointsService } from './webhook-endpoints.service';
import { WebhooksController } from './webhooks.controller';

/**
 * Signed webhooks from the outbox of catalogue changes: endpoints managed by admins, and a
 * dispatcher on every instance that delivers each outbox event once to every subscribed endpoint.
 * Writers only call `enqueueEvent` (outbox.ts) on their transaction.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      OutboxEvent,
      WebhookEndpoint,
      WebhookEndpointSecret,
      WebhookDelivery,
    ]),
    VaultModule,
  ],
  controllers: [WebhooksController],
  providers: [
    WebhookEndpointsService,
    WebhookDeliveriesService,
    WebhookDispatcher,
    {
      provide: WebhookSender,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        new WebhookSender({
          timeoutMs: config.webhooks.timeoutMs,
          allowPrivate: config.webhooks.allowPrivate,
        }),
    },
  ],
})
export class WebhooksModule {}
