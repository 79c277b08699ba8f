import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
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

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
