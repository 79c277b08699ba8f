import { ApiProperty } from '@nestjs/swagger';
import { Session, SIGN_IN_METHODS, SignInMethod } from '../entities/session.entity';

/** One of the caller's sessions (a signed-in device or browser); never a token. */
export class SessionResponseDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: SIGN_IN_METHODS, description: 'How the session was signed in to.' })
  sign_in_method!: SignInMethod;

  @ApiProperty({ format: 'date-time', description: 'Sign-in time.' })
  created_at!: string;

  @ApiProperty({
    format: 'date-time',
    description: 'Last refresh or request (request times are kept to the minute).',
  })
  last_used_at!: string;

  @ApiProperty({
    format: 'date-time',
    description:
      'When the session ends unless refreshed before (each refresh moves it on, up to absolute_expires_at).',
  })
  expires_at!: string;

  @ApiProperty({
    format: 'date-time',
    description: 'When the session ends however often it is refreshed (SESSION_ABSOLUTE_TTL).',
  })
  absolute_expires_at!: string;

  @ApiProperty({ type: String, nullable: true, example: '203.0.113.7' })
  ip!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Mozilla/5.0 (X11; Linux x86_64)' })
  user_agent!: string | null;

  @ApiProperty({ description: 'Whether this is the session of the token that asked.' })
  current!: boolean;

  static from(session: Session, currentSessionId: string): SessionResponseDto {
    return {
      id: session.id,
      sign_in_method: session.signInMethod,
      created_at: session.createdAt.toISOString(),
      last_used_at: session.lastUsedAt.toISOString(),
      expires_at: session.expiresAt.toISOString(),
      absolute_expires_at: session.absoluteExpiresAt.toISOString(),
      ip: session.ip,
      user_agent: session.userAgent,
      current: session.id === currentSessionId,
    };
  }
}

export class RevokedSessionsDto {
  @ApiProperty({ minimum: 0, description: 'How many sessions were ended.' })
  revoked!: number;
}
