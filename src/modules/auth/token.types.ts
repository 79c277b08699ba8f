export type TokenType = 'access' | 'refresh';

/**
 * Claims of the service's JWTs: the user (`sub`), the session (`sid`), the token's use (`typ`) and,
 * on refresh tokens, the token's own id (`jti`), which the session must still hold for it to work.
 * Every token the service signs has an expiry (`exp`); one without is refused ({@link hasExpiry}).
 */
export interface TokenClaims {
  sub: string;
  sid: string;
  typ: TokenType;
  jti?: string;
  exp?: number;
  /** On access tokens only: {@link TWO_FACTOR_ENROL_CLAIM} when the user must enrol first. */
  tfa?: typeof TWO_FACTOR_ENROL_CLAIM;
}

/**
 * The JWT library checks `exp` only when it is there; a correctly signed token without one would
 * never expire, so it is refused.
 */
export const hasExpiry = (claims: { exp?: number }): boolean =>
  typeof claims.exp === 'number' && Number.isFinite(claims.exp);

export const TOKEN_ISSUER = 'guide-platform-api';
export const TOKEN_AUDIENCE = 'studio';
export const TOKEN_ALGORITHM = 'HS256';

/**
 * The `tfa` claim of an access token whose user must enrol in two-factor authentication
 * (STUDIO_REQUIRE_2FA) and has not: it opens only the routes marked
 * `@AllowBeforeTwoFactorEnrolment()`. Refreshing after enrolment gives tokens without it.
 */
export const TWO_FACTOR_ENROL_CLAIM = 'enrol';

/**
 * The second-step token of a two-factor login: same key, but an audience and a type of its own,
 * so the JWT guard (audience `studio`) and the refresh endpoint (type `refresh`) refuse it, and it
 * is no session's token. It names the user whose password was right, and lives a few minutes.
 */
export const CHALLENGE_AUDIENCE = 'studio-two-factor-challenge';
export const CHALLENGE_TYPE = 'two_factor_challenge';
export const CHALLENGE_TTL_SECONDS = 300;
/** Wrong codes one challenge may take; then the password must be entered again. */
export const CHALLENGE_MAX_ATTEMPTS = 5;

/** `jti` names the challenge's row (two_factor_challenges), which makes the token single-use. */
export interface ChallengeClaims {
  sub: string;
  typ: typeof CHALLENGE_TYPE;
  jti: string;
  exp?: number;
}
