import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { API_KEY_KINDS, type ApiKeyKind } from '../api-key';

/**
 * A holder of an API key. Only the SHA-256 of the key's secret is stored
 * (docs/security.md#api-keys).
 */
@Entity('api_clients')
export class ApiClient {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ type: 'varchar', length: 2000, default: '' })
  notes!: string;

  @Column({ type: 'enum', enum: API_KEY_KINDS, enumName: 'api_key_kind', default: 'browser' })
  kind!: ApiKeyKind;

  /** Origins a browser key accepts (empty: any); always empty for a server key. */
  @Column({ type: 'varchar', length: 259, array: true, default: () => "'{}'" })
  allowedDomains!: string[];

  /** The 8 characters after `gpk_`: how a presented key finds its client. */
  @Index('uq_api_clients_public_id', { unique: true })
  @Column({ type: 'varchar', length: 8 })
  publicId!: string;

  @Column({ type: 'varchar', length: 12 })
  keyPrefix!: string;

  @Column({ type: 'char', length: 64 })
  secretHash!: string;

  @Column({ type: 'integer', default: 1200 })
  rateLimitPerMinute!: number;

  @Column({ type: 'boolean', default: true })
  isActive!: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  lastUsedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
