import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, IsNull, Not, Repository } from 'typeorm';
import { AuthenticatedUser } from '../../common/auth/roles';
import { AppConfig } from '../../config/app-config';
import { Session } from './entities/session.entity';
import { User } from './entities/user.entity';

@Injectable()
export class SessionsService {
  constructor(
    @InjectRepository(Session) private readonly sessions: Repository<Session>,
    private readonly config: AppConfig,
  ) {}

  async open(user: User, context: { ip?: string; userAgent?: string }): Promise<Session> {
    return this.sessions.save(
      this.sessions.create({
        userId: user.id,
        expiresAt: new Date(Date.now() + this.config.jwt.refreshTtlSeconds * 1000),
        revokedAt: null,
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
