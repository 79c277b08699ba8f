import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A receiver of catalogue events, managed by admins under /studio/webhooks. */
@Entity('webhook_endpoints')
export class WebhookEndpoint {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'pk_webhook_endpoints' })
  id!: string;

  @Column({ type: 'varchar', length: 2048 })
  url!: string;

  /** Subscription patterns: `*`, `ship.*`, `*.deleted`, `ship.updated` (see event-types.ts). */
  @Column({ type: 'varchar', length: 100, array: true })
  events!: string[];

  @Column({ type: 'varchar', length: 500, default: '' })
  description!: string;

  /** Inactive endpoints get no new events; their pending deliveries wait until re-activated. */
  @Column({ type: 'boolean', default: true })
  isActive!: boolean;

  /** Set when the dispatcher disabled the endpoint (failing for the whole retry window, or 410). */
  @Column({ type: 'timestamptz', nullable: true })
  disabledAt!: Date | null;

  @Column({ type: 'varchar', length: 600, nullable: true })
  disabledReason!: string | null;

  /** The start of the current run of failed attempts; cleared by the next success. */
  @Column({ type: 'timestamptz', nullable: true })
  failingSince!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  secretRotatedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
