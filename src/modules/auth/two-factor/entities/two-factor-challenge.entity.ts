import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '@/modules/auth/entities/user.entity';

/**
 * An open second step of a two-factor login: the challenge token's `jti`. The exchange that
 * succeeds deletes it, so a challenge is answered once on any instance; each wrong code counts in
 * `attempts`, and a challenge that has used its budget is refused like a spent one.
 */
@Entity('two_factor_challenges')
export class TwoFactorChallenge {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'pk_two_factor_challenges' })
  id!: string;

  @Column({ type: 'uuid' })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_two_factor_challenges_user' })
  user?: User;

  @Column({ type: 'smallint', default: 0 })
  attempts!: number;

  /** When the token expires; rows past it are deleted when new challenges are issued. */
  @Index()
  @Column({ type: 'timestamptz' })
  expiresAt!: Date;
}
