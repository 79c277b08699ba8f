import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { UnauthorizedError } from '@/common/errors';
import { IS_PUBLIC_KEY } from '@/common/decorators';

/** Global guard, deny by default: every route needs a valid access token unless marked `@Public()`. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    return isPublic ? true : super.canActivate(context);
  }

  override handleRequest<TUser>(error: unknown, user: TUser | false, info: unknown): TUser {
    // A thrown error (an AppError, or the database being down) keeps its own meaning.
    if (error) throw error as Error;
    if (!user) throw new UnauthorizedError(describe(info));
    return user;
  }
}

function describe(info: unknown): string {
  const name = info instanceof Error ? info.name : '';
  const message = info instanceof Error ? info.message : '';
  if (name === 'TokenExpiredError') return 'The access token has expired.';
  if (/No auth token/i.test(message)) return 'A valid bearer token is required.';
  return 'The access token is invalid.';
}
