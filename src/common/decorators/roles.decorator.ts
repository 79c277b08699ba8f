import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiExtension, ApiSecurity } from '@nestjs/swagger';
import { Role } from '../auth/roles';
import { ApiProblems } from '../swagger';

export const ROLES_KEY = 'auth:roles';
export const BEFORE_TWO_FACTOR_ENROLMENT_KEY = 'auth:beforeTwoFactorEnrolment';
export const BEARER_SCHEME = 'bearer';
/** The operation extension listing the roles a route admits (empty: any signed-in studio user). */
export const ROLES_EXTENSION = 'x-roles';
export const OAUTH2_SCHEME = 'oauth2';

/**
 * Requires a studio bearer token and, when roles are given, one of them. Also writes the route's
 * security, its roles (`x-roles`; a method's own roles override its controller's, as in
 * RolesGuard) and its 401/403 answers into the OpenAPI document, so the two cannot drift apart. Every
 * such route may answer 403: a caller who must enrol in two-factor authentication first
 * (STUDIO_REQUIRE_2FA) is refused everywhere but the routes marked
 * {@link AllowBeforeTwoFactorEnrolment}.
 */
export function Roles(...roles: Role[]): MethodDecorator & ClassDecorator {
  return applyDecorators(
    SetMetadata(ROLES_KEY, roles),
    ApiExtension(ROLES_EXTENSION, roles),
    ApiBearerAuth(BEARER_SCHEME),
    ApiSecurity(OAUTH2_SCHEME),
    ApiProblems(401, 403),
  );
}

/**
 * Opens a studio route to a caller whose tokens are limited to two-factor enrolment (the enrolment
 * endpoints, the caller's profile, logout): RolesGuard refuses every other route to them with 403
 * TWO_FACTOR_ENROLMENT_REQUIRED.
 */
export const AllowBeforeTwoFactorEnrolment = (): MethodDecorator & ClassDecorator =>
  SetMetadata(BEFORE_TWO_FACTOR_ENROLMENT_KEY, true);
