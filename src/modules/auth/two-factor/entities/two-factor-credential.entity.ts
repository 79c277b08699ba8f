import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
} from 'typeorm';
import { SealedColumns } from '@/modules/vault/entities/sealed-columns';
import { User } from '@/modules/auth/entities/user.entity';

/**
 * A user's TOTP secret, sealed with the vault's keyring (AES-256-GCM under a data key wrapped by
 * VAULT_MASTER_KEY, see two-factor-secret.ts): the service must read it back to check codes, so
 * it is encrypted, not hashed. One per user. `enabled_at` is null while the enrolment waits for
 * its first code; `last_used_step` is the RFC 6238 time step of the newest code accepted, so no
 * code (and no older one) is accepted twice.
 */
@Entity('two_factor_credentials')
export class TwoFactorCredential extends SealedColumns {
  /** Chosen before sealing: part of the additional authenticated data. */
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'pk_two_factor_credentials' })
  id!: string;

  @Index('uq_two_factor_credentials_user_id', { unique: true })
  @Column({ type: 'uuid' })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_two_factor_credentials_user' })
  user?: User;

  @Column({ type: 'timestamptz', nullable: true })
  enabledAt!: Date | null;

  @Column({ type: 'bigint', nullable: true })
  lastUsedStep!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
