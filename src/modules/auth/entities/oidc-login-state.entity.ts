import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A single sign-on in progress: what the callback must check, kept server-side between
 * GET /studio/auth/oidc/login and the provider's redirect back. Found by the SHA-256 of its `state`
 * and deleted by the callback that uses it, so a callback can be answered once, on any instance.
 */
@Entity('oidc_login_states')
@Index(['ip', 'expiresAt'])
export class OidcLoginState {
  /** SHA-256 (hex) of the `state` parameter sent to the provider. */
  @PrimaryColumn({ type: 'char', length: 64 })
  stateHash!: string;

  @Column({ type: 'varchar', length: 128 })
  nonce!: string;

  /** The PKCE code verifier (RFC 7636): only this service ever knows it. */
  @Column({ type: 'varchar', length: 128 })
  codeVerifier!: string;

  /**
   * The address that started it, as the login throttle keys it (throttleKeyOf): unfinished
   * sign-ins count against that address (OidcService.start).
   */
  @Column({ type: 'varchar', length: 64, nullable: true })
  ip!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Index()
  @Column({ type: 'timestamptz' })
  expiresAt!: Date;
}
