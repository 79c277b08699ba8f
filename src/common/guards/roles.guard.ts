import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { Role } from '../auth/roles';
import { BEFORE_TWO_FACTOR_ENROLMENT_KEY, IS_PUBLIC_KEY, ROLES_KEY } from '../decorators';
import { ForbiddenError, TwoFactorEnrolmentRequiredError, UnauthorizedError } from '../errors';

/**
 * Runs after the JWT guard: checks the caller's role against `@Roles(...)`, and keeps a caller who
 * must enrol in two-factor authentication first to the routes marked
 * `@AllowBeforeTwoFactorEnrolment()`.
 */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, targets)) return true;
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets) ?? [];
    const user = context.switchToHttp().getRequest<Request>().user;
    if (!user) throw new UnauthorizedError();
    if (
      user.twoFactorEnrolmentRequired &&
      !this.reflector.getAllAndOverride<boolean>(BEFORE_TWO_FACTOR_ENROLMENT_KEY, targets)
    )
      throw new TwoFactorEnrolmentRequiredError();
    if (roles.length > 0 && !roles.includes(user.role)) throw new ForbiddenError();
    return true;
  }
}
