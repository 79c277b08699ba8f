export const ROLES = ['admin', 'editor'] as const;
export type Role = (typeof ROLES)[number];

/** The caller of a studio request, as the JWT guard resolved it from the database. */
export interface AuthenticatedUser {
  id: string;
  email: string;
  fullName: string;
  role: Role;
  sessionId: string;
  /**
   * The caller must enrol in two-factor authentication (STUDIO_REQUIRE_2FA) before anything but
   * the routes marked `@AllowBeforeTwoFactorEnrolment()`: set from the access token's claim.
   */
  twoFactorEnrolmentRequired?: boolean;
}
