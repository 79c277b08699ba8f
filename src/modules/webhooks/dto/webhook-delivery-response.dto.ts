import { ApiProperty } from '@nestjs/swagger';
import { isoTimestamp } from '@/common/http/iso-date';
import {
  DELIVERY_STATUSES,
  DELIVERY_TRIGGERS,
  DeliveryStatus,
  DeliveryTrigger,
  WebhookDelivery,
} from '../entities/webhook-delivery.entity';

export class WebhookDeliveryResponseDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  endpoint_id!: string;

  @ApiProperty({
    format: 'uuid',
    description:
      'The `webhook-id` header: the same for every attempt and every redelivery of the event.',
  })
  event_id!: string;

  @ApiProperty({ example: 'ship.updated' })
  event_type!: string;

  @ApiProperty({
    enum: DELIVERY_TRIGGERS,
    description:
      '`event`: a catalogue change; `test`: the test endpoint; `redelivery`: sent again by an admin.',
  })
  trigger!: DeliveryTrigger;

  @ApiProperty({
    enum: DELIVERY_STATUSES,
    description:
      '`pending`: waiting for its (next) attempt; `succeeded`: answered 2xx; `failed`: given up.',
  })
  status!: DeliveryStatus;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Attempts made so far.' })
  attempts!: number;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  next_attempt_at!: string | null;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  last_attempt_at!: string | null;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'HTTP status of the latest answer; null when none came.',
  })
  response_status!: number | null;

  @ApiProperty({
    type: String,
    nullable: true,
    maxLength: 1024,
    description: 'The first 1 KB of the latest answer’s body.',
  })
  response_body!: string | null;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Duration of the latest attempt.' })
  latency_ms!: number | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'no answer within 10000 ms',
    description: 'Why the latest attempt failed; null after a success.',
  })
  error!: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  completed_at!: string | null;

  static from(delivery: WebhookDelivery): WebhookDeliveryResponseDto {
    return {
      id: delivery.id,
      endpoint_id: delivery.endpointId,
      event_id: delivery.eventId,
      event_type: delivery.eventType,
      trigger: delivery.trigger,
      status: delivery.status,
      attempts: delivery.attempts,
      next_attempt_at: isoTimestamp(delivery.nextAttemptAt),
      last_attempt_at: isoTimestamp(delivery.lastAttemptAt),
      response_status: delivery.responseStatus,
      response_body: delivery.responseBody,
      latency_ms: delivery.latencyMs,
      error: delivery.error,
      created_at: isoTimestamp(delivery.createdAt),
      completed_at: isoTimestamp(delivery.completedAt),
    };
  }
}
