import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { User } from './user.entity';

export const SIGN_IN_METHODS = ['password', 'oidc'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/**
 * A login. Tokens carry its id, and every studio request checks it here, so logout, a password
 * change, a deactivation or a reused refresh token refuses the affected tokens at once on every
 * instance.
 */
@Entity('sessions')
export class Session {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index()
  @Column({ type: 'uuid' })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  /** The idle limit: a refresh must come before it, and each refresh moves it on (never past absoluteExpiresAt). */
  @Column({ type: 'timestamptz' })
  expiresAt!: Date;

  /** Sign-in time plus SESSION_ABSOLUTE_TTL: the session ends then, however often it was refreshed. */
  @Column({ type: 'timestamptz' })
  absoluteExpiresAt!: Date;

  /** Set at sign-in, on each refresh, and on use of an access token at most once a minute. */
  @Column({ type: 'timestamptz' })
  lastUsedAt!: Date;

  /** How the session was signed in to (`password`, `oidc`; more methods may follow). */
  @Column({ type: 'varchar', length: 16, default: 'password' })
  signInMethod!: SignInMethod;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;

  /** The `jti` of the one refresh token this session still accepts; each refresh replaces it. */
  @Column({ type: 'uuid', nullable: true })
  refreshTokenId!: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip!: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  userAgent!: string | null;
}
