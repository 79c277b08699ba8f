import { createHash, randomBytes } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import * as client from 'openid-client';
import { LessThan, Repository } from 'typeorm';
import { Clock } from '@/common/clock/clock';
import { Role } from '@/common/auth/roles';
import {
  ForbiddenError,
  RateLimitedError,
  UnauthorizedError,
  ValidationFailedError,
} from '@/common/errors';
import { AppConfig, OidcConfig } from '@/config/app-config';
import { AuditService } from '@/modules/audit/audit.service';
import { AuthService, RequestContext } from '../auth.service';
import { TokenPairResponseDto } from '../dto/token-response.dto';
import { OidcLoginState } from '../entities/oidc-login-state.entity';
import { User } from '../entities/user.entity';
import { PasswordHasher } from '../password-hasher';
import { SessionsService } from '../sessions.service';
import { throttleKeyOf } from '../throttle-key';
import { groupsOf, roleFor } from './oidc-claims';
import { OidcClient } from './oidc-client';
import { OidcSessionsService } from './oidc-sessions.service';
import { UsersService } from '../users/users.service';

/** How long a started sign-in may take at the provider before its callback is refused. */
export const OIDC_STATE_TTL_SECONDS = 600;
/** A subject longer than this is refused rather than stored. */
const MAX_SUBJECT = 255;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The callback's query as the provider sends it (every value as Express parsed it). */
export interface OidcCallbackQuery {
  [name: string]: unknown;
}

/** Why a signed-in provider user was refused (recorded in the audit log). */
type Refusal = 'no_role' | 'unknown_user' | 'inactive_user' | 'no_email' | 'oversized_claims';

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/**
 * Single sign-on with OpenID Connect: the authorization code flow with PKCE, through
 * openid-client (discovery, JWKS, signature, issuer, audience, nonce and time checks are the
 * library's). The studio issues its own token pair at the end, so the rest of the API is unchanged.
 */
@Injectable()
export class OidcService {
  private readonly logger = new Logger(OidcService.name);

  constructor(
    @InjectRepository(OidcLoginState) private readonly states: Repository<OidcLoginState>,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
    private readonly hasher: PasswordHasher,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly client: OidcClient,
    private readonly providerSessions: OidcSessionsService,
    private readonly usersService: UsersService,
  ) {}

  /**
   * The provider's authorization URL for a new sign-in. State, nonce and PKCE verifier are kept
   * in the database (the state only as its hash) for OIDC_STATE_TTL_SECONDS.
   *
   * Throttled as the password login is (docs/security.md#login-throttling): an address may hold
   * LOGIN_MAX_FAILURES unfinished sign-ins; a callback that spends its state frees its place, an
   * abandoned one when it expires. Past the limit, 429 with Retry-After until the oldest expires.
   * The advisory lock on the address makes the count and the insert one step on every instance.
   */
  async start(ip: string): Promise<URL> {
    const oidc = this.client.settings();
    const configuration = await this.client.discover(oidc);
    const state = client.randomState();
    const nonce = client.randomNonce();
    const codeVerifier = client.randomPKCECodeVerifier();
    const now = this.clock.now();
    const address = throttleKeyOf(ip);
    const limit = this.config.rateLimits.loginMaxFailures;
    await this.states.delete({ expiresAt: LessThan(now) });
    await this.states.manager.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
        `oidc-start-ip:${address}`,
      ]);
      const [pending] = await manager.query<Array<{ count: number; first_expiry: Date | null }>>(
        `SELECT count(*)::int AS count, min(expires_at) AS first_expiry
           FROM oidc_login_states WHERE ip = $1 AND expires_at > $2`,
        [address, now],
      );
      if (pending.count >= limit) {
        const wait = ((pending.first_expiry?.getTime() ?? now.getTime()) - now.getTime()) / 1000;
        throw new RateLimitedError(
          wait,
          'Too many single sign-ons started from this address and not finished. Try again later.',
        );
      }
      await manager.insert(OidcLoginState, {
        stateHash: sha256(state),
        nonce,
        codeVerifier,
        ip: address,
        expiresAt: new Date(now.getTime() + OIDC_STATE_TTL_SECONDS * 1000),
      });
    });
    return client.buildAuthorizationUrl(configuration, {
      redirect_uri: oidc.redirectUri,
      scope: oidc.scopes,
      response_type: 'code',
      state,
      nonce,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    });
  }

  /** Completes a sign-in from the provider's redirect back; answers the studio's token pair. */
  async callback(query: OidcCallbackQuery, context: RequestContext): Promise<TokenPairResponseDto> {
    const oidc = this.client.settings();
    const state = query.state;
    if (typeof state !== 'string' || state === '' || state.length > 512) {
      throw ValidationFailedError.field(
        'state',
        'is required (one value of at most 512 characters)',
      );
    }
    // Spent whatever follows: a callback is answered once, on whichever instance it reaches.
    const deleted = await this.states
      .createQueryBuilder()
      .delete()
      .where('state_hash = :hash', { hash: sha256(state) })
      .returning('nonce, code_verifier, expires_at')
      .execute();
    const [pending] = deleted.raw as Array<{
      nonce: string;
      code_verifier: string;
      expires_at: Date;
    }>;
    if (!pending || !(pending.expires_at > this.clock.now())) {
      throw new UnauthorizedError(
        'The sign-in state is unknown, expired or already used. Start the sign-in again.',
      );
    }
    if (typeof query.error !== 'string') {
      const code = query.code;
      if (typeof code !== 'string' || code === '' || code.length > 2048) {
        throw ValidationFailedError.field(
          'code',
          'is required (one value of at most 2048 characters)',
        );
      }
    }

    const { claims, refreshToken } = await this.exchange(
      oidc,
      query,
      pending.nonce,
      pending.code_verifier,
    );
    const user = await this.admit(oidc, claims, context);
    const { pair, sessionId } = await this.auth.openSession(user, context, 'oidc');
    // Each refresh of the session asks the provider first (see OidcSessionsService).
    if (refreshToken) await this.providerSessions.keep(sessionId, refreshToken);
    await this.audit.record({
      userId: user.id,
      userEmail: user.email,
      action: 'sso_sign_in',
      entityType: 'user',
      entityId: user.id,
      changes: { issuer: claims.iss, subject: claims.sub, role: user.role },
      ip: context.ip,
    });
    return pair;
  }

  /** Whether SSO is configured (OIDC_ISSUER_URL set). */
  get enabled(): boolean {
    return this.config.oidc !== undefined;
  }

  /** Code for tokens, the ID token validated, then its claims (and userinfo's, when groups are not in it). */
  private async exchange(
    oidc: OidcConfig,
    query: OidcCallbackQuery,
    expectedNonce: string,
    pkceCodeVerifier: string,
  ): Promise<{ claims: client.IDToken; refreshToken?: string }> {
    const configuration = await this.client.discover(oidc);
    const currentUrl = new URL(oidc.redirectUri);
    for (const [name, value] of Object.entries(query)) {
      if (typeof value === 'string') currentUrl.searchParams.set(name, value);
    }
    try {
      const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier,
        expectedNonce,
        expectedState: query.state as string,
        idTokenExpected: true,
      });
      const claims = tokens.claims()!;
      if (
        claims[oidc.groupsClaim] === undefined &&
        configuration.serverMetadata().userinfo_endpoint
      ) {
        const info = await client.fetchUserInfo(configuration, tokens.access_token, claims.sub);
        return {
          claims: { ...info, ...claims, [oidc.groupsClaim]: info[oidc.groupsClaim] },
          refreshToken: tokens.refresh_token,
        };
      }
      return { claims, refreshToken: tokens.refresh_token };
    } catch (error) {
      throw this.client.failure(error);
    }
  }

  /**
   * The studio user for a validated identity: linked by issuer and subject, else an existing user
   * with the provider's verified e-mail address (then linked), else a new one when
   * OIDC_CREATE_USERS allows. The role follows the groups on every sign-in; a linked user whose
   * groups no longer give a role is refused and their sessions end.
   */
  private async admit(
    oidc: OidcConfig,
    claims: client.IDToken,
    context: RequestContext,
  ): Promise<User> {
    const issuer = claims.iss;
    const subject = claims.sub;
    if (typeof subject !== 'string' || subject.length > MAX_SUBJECT) {
      return this.refuse('oversized_claims', issuer, null, context);
    }
    let user = await this.users.findOneBy({ oidcIssuer: issuer, oidcSubject: subject });
    const groups = groupsOf(claims[oidc.groupsClaim]);
    if (groups === undefined)
      return this.refuse('oversized_claims', issuer, subject, context, user);
    const role = roleFor(oidc, groups);
    if (!role) return this.refuse('no_role', issuer, subject, context, user);

    const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
    const usableEmail = email.length <= 254 && EMAIL.test(email) ? email : undefined;
    if (!user && usableEmail && claims.email_verified === true) {
      const byEmail = await this.users.findOneBy({ email: usableEmail });
      if (byEmail && byEmail.oidcSubject === null) user = byEmail;
    }
    if (user && !user.isActive) return this.refuse('inactive_user', issuer, subject, context, user);
    if (!user) {
      if (!oidc.createUsers) return this.refuse('unknown_user', issuer, subject, context);
      if (!usableEmail) return this.refuse('no_email', issuer, subject, context);
      const name =
        typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : usableEmail;
      user = this.users.create({
        email: usableEmail,
        fullName: name.slice(0, 200),
        role,
        isActive: true,
        // No password anyone knows: this user signs in through the provider.
        passwordHash: await this.hasher.hash(randomBytes(32).toString('base64url')),
      });
    }
    user.oidcIssuer = issuer;
    user.oidcSubject = subject;
    const linked = user;
    let keptAdmin: boolean;
    try {
      ({ keptAdmin } = await this.usersService.applyMappedRole(
        linked.id,
        role,
        (given, manager) => {
          linked.role = given;
          return manager.save(linked);
        },
      ));
    } catch {
      // Another account took the e-mail address or the identity meanwhile.
      throw new ForbiddenError(
        'The identity provider account cannot be linked to a studio user: its e-mail address belongs to another studio user.',
      );
    }
    if (keptAdmin) await this.auditKeptAdmin(linked, role, context.ip);
    return linked;
  }

  /**
   * The groups asked to demote the last active admin: the sign-in goes on as admin (locking the
   * studio's only admin out, or leaving it without one, would be worse), and the operator is told
   * in the log and the audit log to fix the provider's groups (docs/security.md).
   */
  private async auditKeptAdmin(user: User, mapped: Role, ip: string): Promise<void> {
    this.logger.warn(
      { userId: user.id, mappedRole: mapped },
      'Single sign-on mapped the last active admin to a lower role; the admin role was kept',
    );
    await this.audit.record({
      userId: user.id,
      userEmail: user.email,
      action: 'sso_role_kept',
      entityType: 'user',
      entityId: user.id,
      changes: { role: 'admin', mapped_role: mapped, reason: 'last_active_admin' },
      ip,
    });
  }

  /** Refuses the sign-in (403), ends the linked user's sessions, and records why. */
  private async refuse(
    reason: Refusal,
    issuer: string,
    subject: string | null,
    context: RequestContext,
    user?: User | null,
  ): Promise<never> {
    const ended = user ? await this.sessions.revokeAllOf(user.id) : 0;
    await this.audit.record({
      userId: user?.id ?? null,
      userEmail: user?.email ?? null,
      action: 'sso_refused',
      entityType: 'user',
      entityId: user?.id ?? null,
      changes: { reason, issuer, subject, sessions_ended: ended },
      ip: context.ip,
    });
    this.logger.warn({ reason, userId: user?.id ?? null }, 'A single sign-on was refused');
    throw new ForbiddenError(REFUSALS[reason]);
  }
}

const REFUSALS: Record<Refusal, string> = {
  no_role:
    'Your identity provider groups do not give you a studio role. Ask an administrator to add you to a studio group.',
  unknown_user:
    'There is no studio user for this identity provider account, and single sign-on does not create users here.',
  inactive_user: 'This studio user is deactivated.',
  no_email: 'The identity provider gave no usable e-mail address, which a new studio user needs.',
  oversized_claims: "The identity provider's claims are too large to be a studio user's.",
};
