import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  VirtualColumn,
} from 'typeorm';
import { Role, ROLES } from '@/common/auth/roles';

@Entity('users')
@Index('uq_users_oidc_identity', ['oidcIssuer', 'oidcSubject'], {
  unique: true,
  where: 'oidc_subject IS NOT NULL',
})
export class User {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Stored lower-cased, so the unique index makes e-mail addresses case-insensitive. */
  @Index('uq_users_email', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 200 })
  fullName!: string;

  @Column({ type: 'enum', enum: ROLES, enumName: 'user_role' })
  role!: Role;

  @Column({ type: 'boolean', default: true })
  isActive!: boolean;

  @Column({ type: 'varchar', length: 255 })
  passwordHash!: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  passwordChangedAt!: Date;

  /** The OpenID Connect provider (`iss`) and subject (`sub`) this user signs in as; null: none. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  oidcIssuer!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  oidcSubject!: string | null;

  /**
   * Whether the user has confirmed a two-factor enrolment: a subquery of the statement that reads
   * the user (a page of users reads it for every row at once), never a column of its own, so it
   * cannot drift from two_factor_credentials. Undefined on an entity that was saved, not read.
   */
  @VirtualColumn({
    type: 'boolean',
    query: (alias) =>
      `SELECT EXISTS (SELECT 1 FROM two_factor_credentials tfc WHERE tfc.user_id = ${alias}.id AND tfc.enabled_at IS NOT NULL)`,
  })
  twoFactorEnabled?: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
