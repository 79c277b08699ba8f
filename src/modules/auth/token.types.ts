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
}

/**
 * The JWT library checks `exp` only when it is there; a correctly signed token without one would
 * never expire, so it is refused.
 */
export const hasExpiry = (claims: TokenClaims): boolean =>
  typeof claims.exp === 'number' && Number.isFinite(claims.exp);

export const TOKEN_ISSUER = 'guide-platform-api';
export const TOKEN_AUDIENCE = 'studio';
export const TOKEN_ALGORITHM = 'HS256';
