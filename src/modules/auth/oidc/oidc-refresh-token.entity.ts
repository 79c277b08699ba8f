import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { SealedColumns } from '@/modules/vault/entities/sealed-columns';
import { Session } from '../entities/session.entity';

/**
 * The identity provider's refresh token of a single sign-on session, sealed with the vault's
 * keyring (see oidc-refresh-token.ts): each refresh of the studio session first refreshes at the
 * provider with it, so a user the provider no longer knows is signed out then. One per session,
 * under the session's id; it goes with its session.
 */
@Entity('oidc_refresh_tokens')
export class OidcRefreshToken extends SealedColumns {
  /** The session's id: part of the additional authenticated data. */
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'pk_oidc_refresh_tokens' })
  id!: string;

  @OneToOne(() => Session, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'id', foreignKeyConstraintName: 'fk_oidc_refresh_tokens_session' })
  session?: Session;

  /** When the provider last issued (or rotated) the token. */
  @Column({ type: 'timestamptz' })
  issuedAt!: Date;
}
