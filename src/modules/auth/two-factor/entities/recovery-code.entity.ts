import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { User } from '@/modules/auth/entities/user.entity';

/**
 * A one-time recovery code of a user with two-factor authentication, stored as a SHA-256 of its
 * canonical form (see recoveryCodeHash). `used_at` is set by the one UPDATE that spends it.
 */
@Entity('two_factor_recovery_codes')
@Index('uq_two_factor_recovery_codes_user_hash', ['userId', 'codeHash'], { unique: true })
export class RecoveryCode {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_two_factor_recovery_codes' })
  id!: string;

  @Column({ type: 'uuid' })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_two_factor_recovery_codes_user' })
  user?: User;

  @Column({ type: 'char', length: 64 })
  codeHash!: string;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
