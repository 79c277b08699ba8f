import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, IsNull, Not, Repository } from 'typeorm';
import { AuthenticatedUser } from '../../common/auth/roles';
import { AppConfig } from '../../config/app-config';
import { Session } from './entities/session.entity';
import { User } from './entities/user.entity';

/** What became of a refresh token presented for rotation. */
export type RefreshRotation =
  | { outcome: 'rotated'; refreshTokenId: string }
  /** The token had already been exchanged: the whole session is revoked now. */
  | { outcome: 'reused' }
  /** Session ended, expired, user inactive, or not this user's session. */
  | { outcome: 'refused' };

@Injectable()
export class SessionsService {
  private readonly logger = new Logger(SessionsService.name);

  constructor(
    @InjectRepository(Session) private readonly sessions: Repository<Session>,
    private readonly config: AppConfig,
  ) {}

  async open(
    user: Pick<User, 'id'>,
    context: { ip?: string; userAgent?: string },
  ): Promise<Session> {
    return this.sessions.save(
      this.sessions.create({
        userId: user.id,
        expiresAt: new Date(Date.now() + this.config.jwt.refreshTtlSeconds * 1000),
        revokedAt: null,
        refreshTokenId: randomUUID(),
        ip: context.ip?.slice(0, 64) ?? null,
        userAgent: context.userAgent?.slice(0, 500) ?? null,
      }),
    );
  }

  /** The caller behind a token, or undefined when the session or the user no longer allows it. One query. */
  async resolve(sessionId: string, userId: string): Promise<AuthenticatedUser | undefined> {
    const row = await this.sessions
      .createQueryBuilder('s')
      .innerJoin('s.user', 'u')
      .select([
        's.id AS session_id',
        'u.id AS id',
        'u.email AS email',
        'u.full_name AS full_name',
        'u.role AS role',
      ])
      .where('s.id = :sessionId AND s.user_id = :userId', { sessionId, userId })
      .andWhere('s.revoked_at IS NULL AND s.expires_at > now() AND u.is_active')
      .getRawOne<{
        session_id: string;
        id: string;
        email: string;
        full_name: string;
        role: AuthenticatedUser['role'];
      }>();
    if (!row) return undefined;
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
   * Each rotation also moves the session's expiry to a full refresh lifetime from now.
   */
  async rotateRefreshToken(
    sessionId: string,
    userId: string,
    presentedId: string | null,
  ): Promise<RefreshRotation> {
    const nextId = randomUUID();
    const rotated = await this.sessions
      .createQueryBuilder()
      .update(Session)
      .set({
        refreshTokenId: nextId,
        expiresAt: new Date(Date.now() + this.config.jwt.refreshTtlSeconds * 1000),
      })
      .where('id = :sessionId AND user_id = :userId', { sessionId, userId })
      .andWhere('revoked_at IS NULL AND expires_at > now()')
      .andWhere('refresh_token_id IS NOT DISTINCT FROM :presentedId', { presentedId })
      .andWhere('EXISTS (SELECT 1 FROM users u WHERE u.id = sessions.user_id AND u.is_active)')
      .execute();
    if (rotated.affected) return { outcome: 'rotated', refreshTokenId: nextId };

    const revoked = await this.sessions
      .createQueryBuilder()
      .update(Session)
      .set({ revokedAt: () => 'now()' })
      .where('id = :sessionId AND user_id = :userId', { sessionId, userId })
      .andWhere('revoked_at IS NULL')
      .andWhere('refresh_token_id IS DISTINCT FROM :presentedId', { presentedId })
      .execute();
    if (!revoked.affected) return { outcome: 'refused' };
    this.logger.warn(
      { sessionId, userId },
      'A spent refresh token was presented again: the session is revoked',
    );
    return { outcome: 'reused' };
  }

  async revoke(sessionId: string): Promise<void> {
    await this.sessions.update({ id: sessionId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  /** Ends every session of the user, except `keepSessionId` when given. */
  async revokeAllOf(
    userId: string,
    keepSessionId?: string,
    manager?: EntityManager,
  ): Promise<void> {
    const repository = manager?.getRepository(Session) ?? this.sessions;
    await repository.update(
      { userId, revokedAt: IsNull(), ...(keepSessionId ? { id: Not(keepSessionId) } : {}) },
      { revokedAt: new Date() },
    );
  }
}
