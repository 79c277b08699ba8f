import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
} from 'typeorm';
import { WebhookEndpoint } from './webhook-endpoint.entity';

export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** What made a delivery: an outbox event, the test endpoint, or a redelivery by an admin. */
export const DELIVERY_TRIGGERS = ['event', 'test', 'redelivery'] as const;
export type DeliveryTrigger = (typeof DELIVERY_TRIGGERS)[number];

/**
 * One event on its way to one endpoint, with the outcome of its latest attempt. The body is
 * stored as sent, so every attempt signs and sends the same bytes.
 */
@Entity('webhook_deliveries')
@Index('ix_webhook_deliveries_endpoint_created', ['endpointId', 'createdAt', 'id'])
@Index('ix_webhook_deliveries_due', ['nextAttemptAt'], { where: `"status" = 'pending'` })
@Index('ix_webhook_deliveries_record_order', ['endpointId', 'recordId', 'eventSeq'], {
  where: `"status" = 'pending'`,
})
@Index(['completedAt'])
export class WebhookDelivery {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'pk_webhook_deliveries' })
  id!: string;

  @Column({ type: 'uuid' })
  endpointId!: string;

  @ManyToOne(() => WebhookEndpoint, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'endpoint_id' })
  endpoint?: WebhookEndpoint;

  /** The `webhook-id` header: the outbox event's id (a fresh id for a test event). */
  @Column({ type: 'uuid' })
  eventId!: string;

  @Column({ type: 'varchar', length: 100 })
  eventType!: string;

  /** The catalogue record the event is about; deliveries of one record go out in `event_seq` order. */
  @Column({ type: 'uuid', nullable: true })
  recordId!: string | null;

  @Column({ type: 'bigint', nullable: true })
  eventSeq!: string | null;

  @Column({ type: 'varchar', length: 16 })
  trigger!: DeliveryTrigger;

  @Column({ type: 'text' })
  body!: string;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status!: DeliveryStatus;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  /** When the next attempt is due; null once the delivery succeeded or was given up. */
  @Column({ type: 'timestamptz', nullable: true })
  nextAttemptAt!: Date | null;

  /** While an instance is sending it: nobody else takes it before then. */
  @Column({ type: 'timestamptz', nullable: true })
  claimedUntil!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  lastAttemptAt!: Date | null;

  @Column({ type: 'integer', nullable: true })
  responseStatus!: number | null;

  /** At most 1 KB of the latest answer's body. */
  @Column({ type: 'text', nullable: true })
  responseBody!: string | null;

  @Column({ type: 'integer', nullable: true })
  latencyMs!: number | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  error!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  completedAt!: Date | null;
}
