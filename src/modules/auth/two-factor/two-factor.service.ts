import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { toDataURL } from 'qrcode';
import { DataSource, EntityManager, IsNull, LessThan, Not, Repository } from 'typeorm';
import { AuthenticatedUser } from '@/common/auth/roles';
import {
  ConflictError,
  InvalidCredentialsError,
  NotFoundError,
  RateLimitedError,
  UnauthorizedError,
  ValidationFailedError,
} from '@/common/errors';
import { AppConfig } from '@/config/app-config';
import { AuditService } from '@/modules/audit/audit.service';
import { VaultKeyring } from '@/modules/vault/vault-keyring';
import { User } from '../entities/user.entity';
import { LoginThrottleService } from '../login-throttle.service';
import { SessionsService } from '../sessions.service';
import {
  CHALLENGE_AUDIENCE,
  CHALLENGE_MAX_ATTEMPTS,
  CHALLENGE_TTL_SECONDS,
  CHALLENGE_TYPE,
  ChallengeClaims,
  hasExpiry,
  TOKEN_ALGORITHM,
  TOKEN_ISSUER,
} from '../token.types';
import {
  OneCode,
  TwoFactorChallengeResponseDto,
  TwoFactorEnrolmentDto,
  TwoFactorStatusDto,
} from './dto/two-factor.dto';
import { RecoveryCode } from './entities/recovery-code.entity';
import { TwoFactorChallenge } from './entities/two-factor-challenge.entity';
import { TwoFactorCredential } from './entities/two-factor-credential.entity';
import {
  matchingTimeStep,
  newRecoveryCode,
  newTotpSecret,
  normaliseRecoveryCode,
  RECOVERY_CODE_COUNT,
  recoveryCodeHash,
  totpUri,
} from './totp';
import { openTotpSecret, sealTotpSecret } from './two-factor-secret';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Who asks, from where: for the login throttle and the audit entries. */
export interface CodeContext {
  ip: string;
}

/**
 * TOTP two-factor authentication of studio users (docs/security.md#two-factor-authentication):
 * enrolment, the second step of a login, recovery codes, disabling, and an admin's reset.
 *
 * Every code check goes through the login throttle first, as a password does: a wrong code is a
 * failure of the user's e-mail and of the caller's address. A right TOTP code is spent by one
 * conditional UPDATE that moves the user's `last_used_step` forward, and a recovery code by one
 * that sets its `used_at`: of two requests with the same code, exactly one succeeds.
 */
@Injectable()
export class TwoFactorService {
  constructor(
    @InjectRepository(TwoFactorCredential)
    private readonly credentials: Repository<TwoFactorCredential>,
    @InjectRepository(RecoveryCode) private readonly recoveryCodes: Repository<RecoveryCode>,
    @InjectRepository(TwoFactorChallenge)
    private readonly challenges: Repository<TwoFactorChallenge>,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly keyring: VaultKeyring,
    private readonly throttle: LoginThrottleService,
    private readonly sessions: SessionsService,
    private readonly audit: AuditService,
    private readonly jwt: JwtService,
    private readonly config: AppConfig,
    private readonly dataSource: DataSource,
  ) {}

  /** Whether STUDIO_REQUIRE_2FA covers a user of this role. */
  requiredFor(role: User['role']): boolean {
    const policy = this.config.twoFactor.required;
    return policy === 'all' || (policy === 'admins' && role === 'admin');
  }

  async isEnabled(userId: string): Promise<boolean> {
    return this.credentials.exists({ where: { userId, enabledAt: Not(IsNull()) } });
  }

  /** Whether the user's tokens must be limited to enrolment: covered by the policy, not enrolled. */
  async enrolmentRequired(userId: string): Promise<boolean> {
    if (this.config.twoFactor.required === 'none') return false;
    const user = await this.users.findOne({
      where: { id: userId },
      select: { id: true, role: true },
    });
    if (!user || !this.requiredFor(user.role)) return false;
    return !(await this.isEnabled(userId));
  }

  async status(caller: AuthenticatedUser): Promise<TwoFactorStatusDto> {
    const credential = await this.credentials.findOneBy({ userId: caller.id });
    const enabled = Boolean(credential?.enabledAt);
    const remaining = enabled
      ? await this.recoveryCodes.countBy({ userId: caller.id, usedAt: IsNull() })
      : 0;
    return {
      enabled,
      enrolment_pending: credential !== null && !enabled,
      required: this.requiredFor(caller.role),
      recovery_codes_remaining: remaining,
    };
  }

  /**
   * Draws a new secret and keeps it (sealed) as a pending enrolment, replacing an earlier pending
   * one. The answer is the only place the secret is ever shown.
   */
  async startEnrolment(caller: AuthenticatedUser): Promise<TwoFactorEnrolmentDto> {
    const secret = newTotpSecret();
    const id = randomUUID();
    await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
        `two-factor:${caller.id}`,
      ]);
      const existing = await manager.findOneBy(TwoFactorCredential, { userId: caller.id });
      if (existing?.enabledAt) {
        throw new ConflictError(
          'Two-factor authentication is already on. Disable it first to enrol another device.',
        );
      }
      if (existing) await manager.delete(TwoFactorCredential, { id: existing.id });
      await manager.insert(TwoFactorCredential, {
        id,
        userId: caller.id,
        enabledAt: null,
        lastUsedStep: null,
        ...sealTotpSecret(this.keyring, id, secret),
      });
    });
    const uri = totpUri(secret, caller.email);
    return {
      otpauth_uri: uri,
      secret,
      qr_code: await toDataURL(uri, { type: 'image/png', errorCorrectionLevel: 'M', margin: 2 }),
    };
  }

  /** The first right code turns two-factor on and answers the recovery codes. */
  async confirmEnrolment(
    caller: AuthenticatedUser,
    code: string,
    context: CodeContext,
  ): Promise<string[]> {
    const credential = await this.credentials.findOneBy({ userId: caller.id });
    if (!credential || credential.enabledAt) {
      throw new ConflictError(
        credential
          ? 'Two-factor authentication is already on.'
          : 'No enrolment is pending: start one at POST /studio/auth/2fa/enrolment.',
      );
    }
    const codes = await this.throttled(caller.email, context, () =>
      this.dataSource.transaction(async (manager) =>
        (await this.spendTotpCode(credential, code, manager, { pending: true }))
          ? this.replaceRecoveryCodes(caller.id, manager)
          : null,
      ),
    );
    if (!codes) throw ValidationFailedError.field('code', 'is incorrect or was already used');
    return codes;
  }

  async regenerateRecoveryCodes(
    caller: AuthenticatedUser,
    code: string,
    context: CodeContext,
  ): Promise<string[]> {
    const credential = await this.enabledCredentialOf(caller.id);
    const codes = await this.throttled(caller.email, context, () =>
      this.dataSource.transaction(async (manager) =>
        (await this.spendTotpCode(credential, code, manager, { pending: false }))
          ? this.replaceRecoveryCodes(caller.id, manager)
          : null,
      ),
    );
    if (!codes) throw ValidationFailedError.field('code', 'is incorrect or was already used');
    return codes;
  }

  /**
   * Turns two-factor off with a current code, or a recovery code when the device is lost. Refused
   * while STUDIO_REQUIRE_2FA covers the caller: an admin's reset is the way then.
   */
  async disable(caller: AuthenticatedUser, code: OneCode, context: CodeContext): Promise<void> {
    const credential = await this.enabledCredentialOf(caller.id);
    if (this.requiredFor(caller.role)) {
      throw new ConflictError(
        'STUDIO_REQUIRE_2FA requires two-factor authentication for your account, so it cannot be turned off. To move to a new device, ask an admin to reset it and enrol again.',
      );
    }
    const disabled = await this.throttled(caller.email, context, () =>
      this.dataSource.transaction(async (manager) => {
        if (!(await this.spendCode(credential, code, manager))) return null;
        await manager.delete(RecoveryCode, { userId: caller.id });
        await manager.delete(TwoFactorCredential, { id: credential.id });
        return true;
      }),
    );
    if (!disabled) {
      throw ValidationFailedError.field(
        code.kind === 'totp' ? 'code' : 'recovery_code',
        'is incorrect or was already used',
      );
    }
    if (code.kind === 'recovery')
      await this.auditRecoveryUse(caller, context, 'disable_two_factor');
  }

  /**
   * An admin removes another user's two-factor authentication (lost device): the user's sessions
   * end, and the next login asks for the password only, or, under STUDIO_REQUIRE_2FA, opens
   * enrolment only.
   */
  async reset(admin: AuthenticatedUser, userId: string): Promise<void> {
    if (userId === admin.id) {
      throw new ConflictError(
        'An admin cannot reset their own two-factor authentication; disable it with a current code or a recovery code.',
      );
    }
    const user = await this.users.findOneBy({ id: userId });
    if (!user) throw new NotFoundError('User', userId);
    await this.dataSource.transaction(async (manager) => {
      const { affected } = await manager.delete(TwoFactorCredential, { userId });
      if (!affected) throw new NotFoundError(`Two-factor authentication of user '${userId}'`);
      await manager.delete(RecoveryCode, { userId });
      await this.sessions.revokeAllOf(userId, undefined, manager);
    });
  }

  /**
   * The answer of a login whose password was right, for a user with two-factor on. The challenge
   * is a row as well as a token: the token's `jti` names it, and the exchange spends it.
   */
  async challengeFor(user: Pick<User, 'id'>): Promise<TwoFactorChallengeResponseDto> {
    const id = randomUUID();
    await this.challenges.delete({ expiresAt: LessThan(new Date()) });
    await this.challenges.insert({
      id,
      userId: user.id,
      attempts: 0,
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000),
    });
    const claims: ChallengeClaims = { sub: user.id, typ: CHALLENGE_TYPE, jti: id };
    return {
      two_factor_required: true,
      challenge_token: this.jwt.sign(claims, {
        audience: CHALLENGE_AUDIENCE,
        expiresIn: CHALLENGE_TTL_SECONDS,
      }),
      expires_in: CHALLENGE_TTL_SECONDS,
    };
  }

  /**
   * The second step of a login: the challenge must be valid, unspent and within its attempt
   * budget, and its user still active with two-factor on; then the code (or a recovery code) is
   * checked under the login throttle. Answers the user to open a session for.
   */
  async completeLogin(challengeToken: string, code: OneCode, context: CodeContext): Promise<User> {
    const challenge = await this.verifyChallenge(challengeToken);
    const user = await this.users.findOneBy({ id: challenge.userId });
    const credential = user?.isActive
      ? await this.credentials.findOneBy({ userId: user.id, enabledAt: Not(IsNull()) })
      : null;
    if (!user || !credential) {
      throw new UnauthorizedError('The challenge token is no longer valid. Log in again.');
    }
    const accepted = await this.throttled(user.email, context, () =>
      this.dataSource.transaction((manager) =>
        this.answerChallenge(challenge, credential, code, manager),
      ),
    );
    if (!accepted) {
      throw new InvalidCredentialsError(
        code.kind === 'totp'
          ? 'The code is incorrect or was already used.'
          : 'The recovery code is incorrect or was already used.',
      );
    }
    if (code.kind === 'recovery') {
      await this.auditRecoveryUse({ id: user.id, email: user.email }, context, 'login');
    }
    return user;
  }

  /**
   * Checks a code against a challenge, holding the challenge's row for the transaction so two
   * exchanges of one challenge (on any instances) take turns: a right code deletes the row (the
   * challenge is spent), a wrong one counts against its budget (null). A spent, unknown or
   * exhausted challenge is 401.
   */
  private async answerChallenge(
    challenge: { id: string; userId: string },
    credential: TwoFactorCredential,
    code: OneCode,
    manager: EntityManager,
  ): Promise<true | null> {
    const row = await manager.findOne(TwoFactorChallenge, {
      where: { id: challenge.id, userId: challenge.userId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!row || row.attempts >= CHALLENGE_MAX_ATTEMPTS) {
      throw new UnauthorizedError(
        row
          ? 'Too many wrong codes for this challenge. Log in again.'
          : 'The challenge token was already used or is no longer valid. Log in again.',
      );
    }
    if (await this.spendCode(credential, code, manager)) {
      await manager.delete(TwoFactorChallenge, { id: row.id });
      return true;
    }
    await manager.increment(TwoFactorChallenge, { id: row.id }, 'attempts', 1);
    return null;
  }

  private async verifyChallenge(token: string): Promise<{ id: string; userId: string }> {
    try {
      const claims = await this.jwt.verifyAsync<ChallengeClaims>(token, {
        algorithms: [TOKEN_ALGORITHM],
        issuer: TOKEN_ISSUER,
        audience: CHALLENGE_AUDIENCE,
      });
      if (
        claims.typ === CHALLENGE_TYPE &&
        hasExpiry(claims) &&
        UUID.test(claims.sub) &&
        typeof claims.jti === 'string' &&
        UUID.test(claims.jti)
      )
        return { id: claims.jti, userId: claims.sub };
    } catch {
      // Expired, tampered, unsigned, access and refresh tokens all end here.
    }
    throw new UnauthorizedError('The challenge token is invalid or expired. Log in again.');
  }

  private async enabledCredentialOf(userId: string): Promise<TwoFactorCredential> {
    const credential = await this.credentials.findOneBy({ userId, enabledAt: Not(IsNull()) });
    if (!credential) throw new ConflictError('Two-factor authentication is not on.');
    return credential;
  }

  /**
   * Runs one code check as an attempt of the login throttle: refused with 429 when the e-mail or
   * the address is at its limit; a wrong code (`check` answers null) stays counted, a right one
   * clears the e-mail's count. The attempt is admitted before `check` opens its own transaction,
   * so no request holds two pooled connections at once.
   */
  private async throttled<T>(
    email: string,
    context: CodeContext,
    check: () => Promise<T | null>,
  ): Promise<T | null> {
    const attempt = await this.throttle.begin(email, context.ip);
    if (attempt.state.blocked) {
      throw new RateLimitedError(
        attempt.state.resetSeconds,
        'Too many wrong codes or passwords. Try again later.',
      );
    }
    let result: T | null = null;
    try {
      result = await check();
      return result;
    } finally {
      await this.throttle.settle(attempt, result !== null);
    }
  }

  private spendCode(
    credential: TwoFactorCredential,
    code: OneCode,
    manager: EntityManager,
  ): Promise<boolean> {
    return code.kind === 'totp'
      ? this.spendTotpCode(credential, code.code, manager, { pending: false })
      : this.spendRecoveryCode(credential.userId, code.code, manager);
  }

  /**
   * A right code moves `last_used_step` to its time step, in one UPDATE that matches only while
   * the stored step is older: the same code twice, or an older code after a newer one, is refused.
   * `pending` says which state the credential must be in (enrolment waiting, or on). It also sets
   * `enabled_at` when confirming an enrolment.
   */
  private async spendTotpCode(
    credential: TwoFactorCredential,
    code: string,
    manager: EntityManager,
    { pending }: { pending: boolean },
  ): Promise<boolean> {
    const secret = openTotpSecret(this.keyring, credential);
    const step = matchingTimeStep(secret, code, Date.now());
    if (step === null) return false;
    const result = await manager
      .createQueryBuilder()
      .update(TwoFactorCredential)
      .set({
        lastUsedStep: String(step),
        ...(pending ? { enabledAt: () => 'now()' } : {}),
      })
      .where('id = :id', { id: credential.id })
      .andWhere(pending ? 'enabled_at IS NULL' : 'enabled_at IS NOT NULL')
      .andWhere('(last_used_step IS NULL OR last_used_step < :step)', { step })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /** Spends one unused recovery code of the user, in one UPDATE. */
  private async spendRecoveryCode(
    userId: string,
    typed: string,
    manager: EntityManager,
  ): Promise<boolean> {
    const canonical = normaliseRecoveryCode(typed);
    if (canonical === null) return false;
    const result = await manager
      .createQueryBuilder()
      .update(RecoveryCode)
      .set({ usedAt: () => 'now()' })
      .where('user_id = :userId AND code_hash = :hash AND used_at IS NULL', {
        userId,
        hash: recoveryCodeHash(canonical),
      })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  private async replaceRecoveryCodes(userId: string, manager: EntityManager): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await manager.delete(RecoveryCode, { userId });
    await manager.insert(
      RecoveryCode,
      codes.map((code) => ({
        userId,
        codeHash: recoveryCodeHash(normaliseRecoveryCode(code)!),
        usedAt: null,
      })),
    );
    return codes;
  }

  /** An audit entry for a spent recovery code: who, where, how many are left; never the code. */
  private async auditRecoveryUse(
    user: Pick<AuthenticatedUser, 'id' | 'email'>,
    context: CodeContext,
    purpose: 'login' | 'disable_two_factor',
  ): Promise<void> {
    const remaining = await this.recoveryCodes.countBy({ userId: user.id, usedAt: IsNull() });
    await this.audit.record({
      userId: user.id,
      userEmail: user.email,
      action: 'use_recovery_code',
      entityType: 'user',
      entityId: user.id,
      changes: { purpose, recovery_codes_remaining: remaining },
      ip: context.ip,
    });
  }
}
