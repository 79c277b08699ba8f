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

/**
 * A signing secret of an endpoint, encrypted with the vault's keyring (AES-256-GCM under a data
 * key wrapped by VAULT_MASTER_KEY): it must be recoverable to sign, so it is sealed, not hashed.
 * An endpoint has one current secret and, for the overlap after a rotation, the previous one
 * (`expires_at` set); deliveries are signed with every secret that has not expired.
 */
@Entity('webhook_endpoint_secrets')
export class WebhookEndpointSecret {
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

  @Column({ type: 'bytea' })
  ciphertext!: Buffer;

  @Column({ type: 'bytea' })
  nonce!: Buffer;

  @Column({ type: 'bytea' })
  authTag!: Buffer;

  @Column({ type: 'bytea' })
  wrappedKey!: Buffer;

  @Index()
  @Column({ type: 'varchar', length: 32 })
  masterKeyId!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  /** Null for the current secret; the end of the overlap for a rotated-out one. */
  @Column({ type: 'timestamptz', nullable: true })
  expiresAt!: Date | null;
}
