import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One failed login. Kept in the database so the login throttle is shared by every instance. */
@Entity('login_failures')
@Index('ix_login_failures_email_at', ['email', 'attemptedAt'])
@Index('ix_login_failures_ip_at', ['ip', 'attemptedAt'])
export class LoginFailure {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 64 })
  ip!: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  attemptedAt!: Date;
}
