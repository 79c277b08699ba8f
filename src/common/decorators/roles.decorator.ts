import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiSecurity } from '@nestjs/swagger';
import { Role } from '../auth/roles';
import { ApiProblems } from '../swagger';

export const ROLES_KEY = 'auth:roles';
export const BEARER_SCHEME = 'bearer';
export const OAUTH2_SCHEME = 'oauth2';

/**
 * Requires a studio bearer token and, when roles are given, one of them. Also writes the route's
 * security and its 401/403 answers into the OpenAPI document, so the two cannot drift apart.
 */
export function Roles(...roles: Role[]): MethodDecorator & ClassDecorator {
  return applyDecorators(
    SetMetadata(ROLES_KEY, roles),
    ApiBearerAuth(BEARER_SCHEME),
    ApiSecurity(OAUTH2_SCHEME),
    ApiProblems(401, ...(roles.length > 0 ? [403] : [])),
  );
}
