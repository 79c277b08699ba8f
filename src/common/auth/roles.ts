export const ROLES = ['admin', 'editor'] as const;
export type Role = (typeof ROLES)[number];

/** The caller of a studio request, as the JWT guard resolved it from the database. */
export interface AuthenticatedUser {
  id: string;
  email: string;
  fullName: string;
  role: Role;
  sessionId: string;
}
