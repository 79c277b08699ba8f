import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

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

  @Column({ type: 'varchar', length: 253, array: true, default: () => "'{}'" })
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
