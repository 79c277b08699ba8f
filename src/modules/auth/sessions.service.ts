import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, IsNull, Not, Repository } from 'typeorm';
import { AuthenticatedUser } from '@/common/auth/roles';
import { Clock } from '@/common/clock/clock';
import { NotFoundError } from '@/common/errors';
import { PaginationQueryDto } from '@/common/pagination';
import { AppConfig } from '@/config/app-config';
import { Session, SignInMethod } from './entities/session.entity';
import { User } from './entities/user.entity';

/** What became of a refresh token presented for rotation. */
export type RefreshRotation =
  | { outcome: 'rotated'; refreshTokenId: string; signInMethod: SignInMethod }
  /** The token had already been exchanged: the whole session is revoked now. */
  | { outcome: 'reused' }
  /** Session ended, expired, user inactive, or not this user's session. */
  | { outcome: 'refused' };

/** An access token's use moves its session's `last_used_at` at most this often (one write a minute). */
export const LAST_USED_PRECISION_MS = 60_000;

@Injectable()
export class SessionsService {
  private readonly logger = new Logger(SessionsService.name);

  constructor(
    @InjectRepository(Session) private readonly sessions: Repository<Session>,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async open(
    user: Pick<User, 'id'>,
    context: { ip?: string; userAgent?: string },
    signInMethod: SignInMethod = 'password',
  ): Promise<Session> {
    const now = this.clock.now();
    const absoluteTtl =
      signInMethod === 'oidc' && this.config.oidc
        ? this.config.oidc.sessionTtlSeconds
        : this.config.sessions.absoluteTtlSeconds;
    const absoluteExpiresAt = this.after(now, absoluteTtl);
    return this.sessions.save(
      this.sessions.create({
        userId: user.id,
        createdAt: now,
        expiresAt: this.idleExpiry(now, absoluteExpiresAt),
        absoluteExpiresAt,
        lastUsedAt: now,
        signInMethod,
        revokedAt: null,
        refreshTokenId: randomUUID(),
        ip: context.ip?.slice(0, 64) ?? null,
        userAgent: context.userAgent?.slice(0, 500) ?? null,
      }),
    );
  }

  /**
   * The caller behind a token, or undefined when the session or the user no longer allows it. One
   * query; a second, at most once a minute per session, to move its `last_used_at`.
   */
  async resolve(sessionId: string, userId: string): Promise<AuthenticatedUser | undefined> {
    const now = this.clock.now();
    const row = await this.sessions
      .createQueryBuilder('s')
      .innerJoin('s.user', 'u')
      .select([
        's.id AS session_id',
        'u.id AS id',
        'u.email AS email',
        'u.full_name AS full_name',
        'u.role AS role',
        's.last_used_at AS last_used_at',
      ])
      .where('s.id = :sessionId AND s.user_id = :userId', { sessionId, userId })
      .andWhere('s.revoked_at IS NULL AND s.expires_at > :now AND s.absolute_expires_at > :now', {
        now,
      })
      .andWhere('u.is_active')
      .getRawOne<{
        last_used_at: Date;
        session_id: string;
        id: string;
        email: string;
        full_name: string;
        role: AuthenticatedUser['role'];
      }>();
    if (!row) return undefined;
    if (now.getTime() - row.last_used_at.getTime() >= LAST_USED_PRECISION_MS) {
      await this.sessions
        .createQueryBuilder()
        .update(Session)
        .set({ lastUsedAt: now })
        .where('id = :sessionId AND last_used_at < :now', { sessionId, now })
        .execute();
    }
    return {
      id: row.id,
      email: row.email,
      fullName: row.full_name,
      role: row.role,
      sessionId: row.session_id,
    };
  }

  /**
   * Spends the refresh token `presentedId` (a token's `jti`; null for tokens issued before rotation
   * existed) and gives the session a new one, in one conditional UPDATE: of two refreshes racing with
   * the same token, PostgreSQL lets exactly one match. A token that no longer matches a live session
   * was spent before, so it is a replay (RFC 9700, section 4.14.2): the session is revoked, which
   * ends the attacker's and the legitimate client's tokens alike, on every instance.
   * Each rotation also moves the session's idle expiry to a full refresh lifetime from now, but
   * never past its absolute expiry, which nothing moves.
   */
  async rotateRefreshToken(
    sessionId: string,
    userId: string,
    presentedId: string | null,
  ): Promise<RefreshRotation> {
    const nextId = randomUUID();
    const now = this.clock.now();
    const idle = this.after(now, this.config.jwt.refreshTtlSeconds);
    const rotated = await this.sessions
      .createQueryBuilder()
      .update(Session)
      .set({
        refreshTokenId: nextId,
        expiresAt: () => 'LEAST(CAST(:idle AS timestamptz), absolute_expires_at)',
        lastUsedAt: now,
      })
      .setParameter('idle', idle)
      .where('id = :sessionId AND user_id = :userId', { sessionId, userId })
      .andWhere('revoked_at IS NULL AND expires_at > :now AND absolute_expires_at > :now', { now })
      .andWhere('refresh_token_id IS NOT DISTINCT FROM :presentedId', { presentedId })
      .andWhere('EXISTS (SELECT 1 FROM users u WHERE u.id = sessions.user_id AND u.is_active)')
      .returning('sign_in_method')
      .execute();
    if (rotated.affected) {
      const [row] = rotated.raw as Array<{ sign_in_method: SignInMethod }>;
      return { outcome: 'rotated', refreshTokenId: nextId, signInMethod: row.sign_in_method };
    }

    const revoked = await this.sessions
      .createQueryBuilder()
      .update(Session)
      .set({ revokedAt: now })
      .where('id = :sessionId AND user_id = :userId', { sessionId, userId })
      .andWhere('revoked_at IS NULL')
      .andWhere('refresh_token_id IS DISTINCT FROM :presentedId', { presentedId })
      .execute();
    if (!revoked.affected) return { outcome: 'refused' };
    await this.dropProviderTokens(userId);
    this.logger.warn(
      { sessionId, userId },
      'A spent refresh token was presented again: the session is revoked',
    );
    return { outcome: 'reused' };
  }

  /**
   * Gives back the refresh token `presentedId` that rotation `spentId` took, when the refresh could
   * not be completed for a reason that is not the client's (the identity provider was down): the
   * client may then try again with the token it holds.
   */
  async restoreRefreshToken(
    sessionId: string,
    spentId: string,
    presentedId: string | null,
  ): Promise<void> {
    await this.sessions.update(
      { id: sessionId, refreshTokenId: spentId, revokedAt: IsNull() },
      { refreshTokenId: presentedId },
    );
  }

  async revoke(sessionId: string): Promise<void> {
    await this.sessions.update(
      { id: sessionId, revokedAt: IsNull() },
      { revokedAt: this.clock.now() },
    );
    await this.sessions.manager.query(`DELETE FROM oidc_refresh_tokens WHERE id = $1`, [sessionId]);
  }

  /** Ends every session of the user, except `keepSessionId` when given; answers how many ended. */
  async revokeAllOf(
    userId: string,
    keepSessionId?: string,
    manager?: EntityManager,
  ): Promise<number> {
    const repository = manager?.getRepository(Session) ?? this.sessions;
    const result = await repository.update(
      { userId, revokedAt: IsNull(), ...(keepSessionId ? { id: Not(keepSessionId) } : {}) },
      { revokedAt: this.clock.now() },
    );
    await this.dropProviderTokens(userId, manager);
    return result.affected ?? 0;
  }

  /** The user's live sessions (neither revoked nor expired), most recently used first. */
  listLive(userId: string, page: PaginationQueryDto): Promise<[Session[], number]> {
    return this.sessions
      .createQueryBuilder('s')
      .where('s.user_id = :userId AND s.revoked_at IS NULL', { userId })
      .andWhere('s.expires_at > :now AND s.absolute_expires_at > :now', { now: this.clock.now() })
      .orderBy('s.last_used_at', 'DESC')
      .addOrderBy('s.id', 'ASC')
      .skip(page.skip)
      .take(page.limit)
      .getManyAndCount();
  }

  /**
   * Ends one of the user's own live sessions. Another user's session, or one that has ended
   * already, is 404: the answer does not tell whether the id exists.
   */
  async revokeOwn(userId: string, sessionId: string): Promise<void> {
    const now = this.clock.now();
    const result = await this.sessions
      .createQueryBuilder()
      .update(Session)
      .set({ revokedAt: now })
      .where('id = :sessionId AND user_id = :userId AND revoked_at IS NULL', { sessionId, userId })
      .andWhere('expires_at > :now AND absolute_expires_at > :now', { now })
      .execute();
    if (!result.affected) throw new NotFoundError('Session', sessionId);
    await this.dropProviderTokens(userId);
  }

  /** The identity provider's refresh tokens of the user's ended sessions are of no further use. */
  private async dropProviderTokens(userId: string, manager?: EntityManager): Promise<void> {
    await (manager ?? this.sessions.manager).query(
      `DELETE FROM oidc_refresh_tokens t USING sessions s
        WHERE t.id = s.id AND s.user_id = $1 AND s.revoked_at IS NOT NULL`,
      [userId],
    );
  }

  private after(start: Date, seconds: number): Date {
    return new Date(start.getTime() + seconds * 1000);
  }

  /** A full refresh lifetime from `now`, but never past the absolute expiry. */
  private idleExpiry(now: Date, absoluteExpiresAt: Date): Date {
    const idle = this.after(now, this.config.jwt.refreshTtlSeconds);
    return idle < absoluteExpiresAt ? idle : absoluteExpiresAt;
  }
}
