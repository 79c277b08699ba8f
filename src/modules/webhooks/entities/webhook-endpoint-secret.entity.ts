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
import { SealedColumns } from '@/modules/vault/entities/sealed-columns';

/**
 * A signing secret of an endpoint, encrypted with the vault's keyring (AES-256-GCM under a data
 * key wrapped by VAULT_MASTER_KEY): it must be recoverable to sign, so it is sealed, not hashed.
 * An endpoint has one current secret and, for the overlap after a rotation, the previous one
 * (`expires_at` set); deliveries are signed with every secret that has not expired.
 */
@Entity('webhook_endpoint_secrets')
export class WebhookEndpointSecret extends SealedColumns {
  /** Chosen before sealing: part of the additional authenticated data. */
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'pk_webhook_endpoint_secrets' })
  id!: string;

  @Index()
  @Column({ type: 'uuid' })
  endpointId!: string;

  @ManyToOne(() => WebhookEndpoint, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'endpoint_id',
  })
  endpoint?: WebhookEndpoint;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  /** Null for the current secret; the end of the overlap for a rotated-out one. */
  @Column({ type: 'timestamptz', nullable: true })
  expiresAt!: Date | null;
}
