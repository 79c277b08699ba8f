import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import * as client from 'openid-client';
import { Repository } from 'typeorm';
import { Clock } from '@/common/clock/clock';
import { UnauthorizedError } from '@/common/errors';
import { AppConfig } from '@/config/app-config';
import { AuditService } from '@/modules/audit/audit.service';
import { UpstreamUnavailableError } from '@/modules/upstream/upstream.errors';
import { VaultKeyring } from '@/modules/vault/vault-keyring';
import { User } from '../entities/user.entity';
import { SessionsService } from '../sessions.service';
import { UsersService } from '../users/users.service';
import { groupsOf, roleFor } from './oidc-claims';
import { OidcClient } from './oidc-client';
import { providerUnavailable } from './oidc-errors';
import { openOidcRefreshToken, sealOidcRefreshToken } from './oidc-refresh-token';
import { OidcRefreshToken } from './oidc-refresh-token.entity';

/** Why the provider's answer to a refresh ends the user's sessions (recorded in the audit log). */
type RefreshRefusal = 'provider_refused' | 'no_role' | 'oversized_claims' | 'subject_changed';

/**
 * Single sign-on sessions that follow the identity provider: the provider's refresh token is kept
 * (sealed) with the session, and every refresh of the studio session first refreshes at the
 * provider. A provider that no longer honours the token (the user was disabled or deleted there,
 * or consent revoked), or groups that no longer map to a role, end all the user's sessions.
 */
@Injectable()
export class OidcSessionsService {
  private readonly logger = new Logger(OidcSessionsService.name);

  constructor(
    @InjectRepository(OidcRefreshToken) private readonly tokens: Repository<OidcRefreshToken>,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly sessions: SessionsService,
    private readonly audit: AuditService,
    private readonly keyring: VaultKeyring,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly client: OidcClient,
    private readonly usersService: UsersService,
  ) {}

  /** Keeps (or replaces) the provider's refresh token of a session, sealed. */
  async keep(sessionId: string, refreshToken: string): Promise<void> {
    await this.tokens.upsert(
      {
        id: sessionId,
        ...sealOidcRefreshToken(this.keyring, sessionId, refreshToken),
        issuedAt: this.clock.now(),
      },
      ['id'],
    );
  }

  /**
   * Asks the provider about the session's user before the studio session is refreshed: nothing
   * happens for a session without a provider refresh token (or while SSO is not configured). The
   * provider refusing the token, or groups without a role, end every session of the user and
   * answer 401; a changed role is applied; the provider down or broken is 502 (the caller keeps
   * the session). The provider's rotated refresh token replaces the stored one.
   */
  async recheck(sessionId: string, userId: string, ip: string): Promise<void> {
    const oidc = this.config.oidc;
    if (!oidc) return;
    const row = await this.tokens.findOneBy({ id: sessionId });
    if (!row) return;
    const user = await this.users.findOneByOrFail({ id: userId });
    const configuration = await this.client.discover(oidc).catch((error: unknown) => {
      // A discovery document that fails validation is the provider's fault here too.
      throw error instanceof UpstreamUnavailableError ? error : providerUnavailable();
    });

    let claims: Record<string, unknown> | undefined;
    let rotated: string | undefined;
    try {
      const tokens = await client.refreshTokenGrant(
        configuration,
        openOidcRefreshToken(this.keyring, row),
      );
      rotated = tokens.refresh_token;
      claims = tokens.claims();
      if (claims && user.oidcSubject !== null && claims.sub !== user.oidcSubject) {
        return await this.refuse('subject_changed', user, ip);
      }
      if (
        claims?.[oidc.groupsClaim] === undefined &&
        configuration.serverMetadata().userinfo_endpoint
      ) {
        const info = await client.fetchUserInfo(
          configuration,
          tokens.access_token,
          user.oidcSubject ?? client.skipSubjectCheck,
        );
        claims = { ...claims, [oidc.groupsClaim]: info[oidc.groupsClaim] };
      }
    } catch (error) {
      if (error instanceof UnauthorizedError) throw error;
      if (error instanceof client.ResponseBodyError && error.error === 'invalid_grant') {
        return await this.refuse('provider_refused', user, ip);
      }
      // Down, broken, or an answer that fails validation: not a verdict on the user, so nobody
      // is signed out for it; the studio session waits for the provider.
      this.client.logFault(error);
      throw providerUnavailable();
    }

    if (rotated) await this.keep(sessionId, rotated);
    const groups = groupsOf(claims?.[oidc.groupsClaim]);
    if (groups === undefined) return await this.refuse('oversized_claims', user, ip);
    const role = roleFor(oidc, groups);
    if (!role) return await this.refuse('no_role', user, ip);
    if (role === user.role) return;
    const applied = await this.usersService.applyMappedRole(user.id, role, (given, manager) =>
      manager.update(User, { id: user.id }, { role: given }),
    );
    if (applied.keptAdmin) {
      this.logger.warn(
        { userId: user.id, mappedRole: role },
        'Single sign-on mapped the last active admin to a lower role; the admin role was kept',
      );
      await this.audit.record({
        userId: user.id,
        userEmail: user.email,
        action: 'sso_role_kept',
        entityType: 'user',
        entityId: user.id,
        changes: { role: 'admin', mapped_role: role, reason: 'last_active_admin', at: 'refresh' },
        ip,
      });
    } else {
      await this.audit.record({
        userId: user.id,
        userEmail: user.email,
        action: 'sso_role_changed',
        entityType: 'user',
        entityId: user.id,
        changes: { from: user.role, to: role, subject: user.oidcSubject },
        ip,
      });
    }
  }

  /** Ends every session of the user (401 to the caller), and records why. */
  private async refuse(reason: RefreshRefusal, user: User, ip: string): Promise<never> {
    const ended = await this.sessions.revokeAllOf(user.id);
    await this.audit.record({
      userId: user.id,
      userEmail: user.email,
      action: 'sso_refused',
      entityType: 'user',
      entityId: user.id,
      changes: {
        reason,
        at: 'refresh',
        issuer: user.oidcIssuer,
        subject: user.oidcSubject,
        sessions_ended: ended,
      },
      ip,
    });
    this.logger.warn(
      { reason, userId: user.id },
      'A single sign-on session was refused at refresh',
    );
    throw new UnauthorizedError(REFUSALS[reason]);
  }
}

const REFUSALS: Record<RefreshRefusal, string> = {
  provider_refused:
    'The identity provider no longer signs this user in, so all their sessions have ended. Sign in again.',
  no_role:
    'Your identity provider groups no longer give you a studio role, so all your sessions have ended.',
  oversized_claims:
    "The identity provider's claims are too large to be a studio user's, so all sessions of this user have ended.",
  subject_changed:
    'The identity provider answered for another user, so all sessions of this user have ended.',
};
