import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { AuthenticatedUser } from '@/common/auth/roles';
import {
  ForbiddenError,
  InvalidCredentialsError,
  RateLimitedError,
  UnauthorizedError,
  ValidationFailedError,
} from '@/common/errors';
import { AppConfig } from '@/config/app-config';
import { AccessTokenResponseDto, TokenPairResponseDto } from './dto/token-response.dto';
import { OneCode, TwoFactorChallengeResponseDto } from './two-factor/dto/two-factor.dto';
import { Session, SignInMethod } from './entities/session.entity';
import { User } from './entities/user.entity';
import { LoginThrottleService } from './login-throttle.service';
import { PasswordHasher } from './password-hasher';
import { SessionsService } from './sessions.service';
import {
  TOKEN_ALGORITHM,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
  TokenClaims,
  TokenType,
  hasExpiry,
  TWO_FACTOR_ENROL_CLAIM,
} from './token.types';
import { TwoFactorService } from './two-factor/two-factor.service';
import { OidcSessionsService } from './oidc/oidc-sessions.service';
import { UpstreamUnavailableError } from '../upstream/upstream.errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface RequestContext {
  ip: string;
  userAgent?: string;
}

@Injectable()
export class AuthService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly sessions: SessionsService,
    private readonly throttle: LoginThrottleService,
    private readonly hasher: PasswordHasher,
    private readonly jwt: JwtService,
    private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly twoFactor: TwoFactorService,
    private readonly providerSessions: OidcSessionsService,
  ) {}

  /**
   * Checks e-mail and password. The login throttle has counted the attempt already and settles
   * it from the outcome (see LocalAuthGuard).
   */
  async verifyCredentials(username: string, password: string): Promise<User> {
    const email = username.trim().toLowerCase();
    const user = await this.users.findOneBy({ email });
    const valid = await this.hasher.verify(user?.passwordHash, password);
    if (!user || !valid || !user.isActive) throw new InvalidCredentialsError();
    if (user.oidcSubject !== null && this.config.oidc?.passwordLogin === false) {
      throw new ForbiddenError(
        'This user signs in with single sign-on (GET /studio/auth/oidc/login), not a password.',
      );
    }
    // A hash made with earlier parameters is replaced while the password is at hand (the same
    // password: sessions and passwordChangedAt are untouched).
    if (this.hasher.needsRehash(user.passwordHash)) {
      user.passwordHash = await this.hasher.hash(password);
      await this.users.update({ id: user.id }, { passwordHash: user.passwordHash });
    }
    return user;
  }

  async login(
    user: Pick<User, 'id'>,
    context: RequestContext,
    signInMethod: SignInMethod = 'password',
  ): Promise<TokenPairResponseDto> {
    return (await this.openSession(user, context, signInMethod)).pair;
  }

  /** A new session and its token pair. */
  async openSession(
    user: Pick<User, 'id'>,
    context: RequestContext,
    signInMethod: SignInMethod,
  ): Promise<{ pair: TokenPairResponseDto; sessionId: string }> {
    const session = await this.sessions.open(user, context, signInMethod);
    const pair = await this.tokenPairFor(
      session.userId,
      session.id,
      session.refreshTokenId!,
      signInMethod,
    );
    return { pair, sessionId: session.id };
  }

  /**
   * The answer of a right password: the token pair, or, for a user with two-factor
   * authentication on, the challenge of the second step (POST /studio/auth/login/2fa).
   */
  async passwordLogin(
    user: Pick<User, 'id'>,
    context: RequestContext,
  ): Promise<TokenPairResponseDto | TwoFactorChallengeResponseDto> {
    if (await this.twoFactor.isEnabled(user.id)) return await this.twoFactor.challengeFor(user);
    return this.login(user, context);
  }

  /** The second step of a two-factor login: a right code for the challenge opens the session. */
  async twoFactorLogin(
    challengeToken: string,
    code: OneCode,
    context: RequestContext,
  ): Promise<TokenPairResponseDto> {
    const user = await this.twoFactor.completeLogin(challengeToken, code, context);
    return this.login(user, context);
  }

  /**
   * Rotates: the presented refresh token is spent and a new pair answered (see SessionsService).
   * A single sign-on session with the provider's refresh token asks the provider first (see
   * OidcSessionsService); while the provider is down the presented token stays valid (502).
   */
  async refresh(refreshToken: string, context: RequestContext): Promise<TokenPairResponseDto> {
    const claims = await this.verify(refreshToken, 'refresh');
    const presentedId = claims.jti ?? null;
    if (presentedId !== null && !UUID.test(presentedId)) {
      throw new UnauthorizedError('The refresh token is invalid or expired.');
    }
    const rotation = await this.sessions.rotateRefreshToken(claims.sid, claims.sub, presentedId);
    switch (rotation.outcome) {
      case 'rotated':
        if (rotation.signInMethod === 'oidc') {
          try {
            await this.providerSessions.recheck(claims.sid, claims.sub, context.ip);
          } catch (error) {
            if (error instanceof UpstreamUnavailableError) {
              await this.sessions.restoreRefreshToken(
                claims.sid,
                rotation.refreshTokenId,
                presentedId,
              );
            }
            throw error;
          }
        }
        return await this.tokenPairFor(
          claims.sub,
          claims.sid,
          rotation.refreshTokenId,
          rotation.signInMethod,
        );
      case 'reused':
        throw new UnauthorizedError(
          'This refresh token was already used, so its session has been ended. Log in again.',
        );
      case 'refused':
        throw new UnauthorizedError('The refresh token is no longer valid. Log in again.');
    }
  }

  /** The caller behind an access token, checked against its session on every request. */
  async authenticate(claims: TokenClaims): Promise<AuthenticatedUser> {
    if (claims.typ !== 'access') throw new UnauthorizedError('An access token is required.');
    if (!hasExpiry(claims)) throw new UnauthorizedError('The access token is invalid.');
    const caller = await this.sessions.resolve(claims.sid, claims.sub);
    if (!caller) throw new UnauthorizedError('The session has ended. Log in again.');
    return claims.tfa === TWO_FACTOR_ENROL_CLAIM
      ? { ...caller, twoFactorEnrolmentRequired: true }
      : caller;
  }

  async logout(caller: AuthenticatedUser): Promise<void> {
    await this.sessions.revoke(caller.sessionId);
  }

  /**
   * Keeps the caller's session and ends all others (docs/behaviour.md#authentication-and-sessions).
   * A wrong current password counts like a failed login of the caller's e-mail, so a stolen access
   * token is no better a password oracle than the login form.
   */
  async changePassword(
    caller: AuthenticatedUser,
    currentPassword: string,
    newPassword: string,
    context: RequestContext,
  ): Promise<void> {
    const user = await this.users.findOneByOrFail({ id: caller.id });
    const attempt = await this.throttle.begin(user.email, context.ip);
    if (attempt.state.blocked) {
      throw new RateLimitedError(
        attempt.state.resetSeconds,
        'Too many wrong passwords. Try again later.',
      );
    }
    const valid = await this.hasher.verify(user.passwordHash, currentPassword);
    await this.throttle.settle(attempt, valid);
    if (!valid) throw ValidationFailedError.field('current_password', 'is incorrect');
    if (currentPassword === newPassword) {
      throw ValidationFailedError.field('new_password', 'must differ from the current password');
    }
    const passwordHash = await this.hasher.hash(newPassword);
    await this.dataSource.transaction(async (manager) => {
      await manager.update(User, { id: user.id }, { passwordHash, passwordChangedAt: new Date() });
      await this.sessions.revokeAllOf(user.id, caller.sessionId, manager);
    });
  }

  /**
   * Every pair of a password session is judged anew against STUDIO_REQUIRE_2FA: a user it covers
   * who has not enrolled gets an access token limited to enrolment (the `tfa` claim); after
   * enrolling, a refresh answers an unlimited one. Single sign-on sessions are exempt: the
   * identity provider owns its users' second factors.
   */
  private async tokenPairFor(
    userId: string,
    sessionId: string,
    refreshTokenId: string,
    signInMethod: SignInMethod,
  ): Promise<TokenPairResponseDto> {
    const mustEnrol = signInMethod !== 'oidc' && (await this.twoFactor.enrolmentRequired(userId));
    return {
      ...this.accessTokenFor({ id: sessionId, userId }, mustEnrol),
      refresh_token: this.sign(
        { sub: userId, sid: sessionId, typ: 'refresh', jti: refreshTokenId },
        this.config.jwt.refreshTtlSeconds,
      ),
    };
  }

  private accessTokenFor(
    session: Pick<Session, 'id' | 'userId'>,
    mustEnrolTwoFactor: boolean,
  ): AccessTokenResponseDto {
    const ttl = this.config.jwt.accessTtlSeconds;
    const claims: TokenClaims = { sub: session.userId, sid: session.id, typ: 'access' };
    if (mustEnrolTwoFactor) claims.tfa = TWO_FACTOR_ENROL_CLAIM;
    return {
      access_token: this.sign(claims, ttl),
      token_type: 'bearer',
      expires_in: ttl,
    };
  }

  private sign(claims: TokenClaims, ttlSeconds: number): string {
    return this.jwt.sign(claims, { expiresIn: ttlSeconds });
  }

  private async verify(token: string, expected: TokenType): Promise<TokenClaims> {
    try {
      const claims = await this.jwt.verifyAsync<TokenClaims>(token, {
        algorithms: [TOKEN_ALGORITHM],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
      });
      if (claims.typ === expected && hasExpiry(claims)) return claims;
    } catch {
      // Expired, tampered, unsigned and foreign tokens all end here.
    }
    throw new UnauthorizedError(`The ${expected} token is invalid or expired.`);
  }
}
