export type TokenType = 'access' | 'refresh';

/**
 * Claims of the service's JWTs: the user (`sub`), the session (`sid`), the token's use (`typ`) and,
 * on refresh tokens, the token's own id (`jti`), which the session must still hold for it to work.
 */
export interface TokenClaims {
  sub: string;
  sid: string;
  typ: TokenType;
  jti?: string;
}

export const TOKEN_ISSUER = 'guide-platform-api';
export const TOKEN_AUDIENCE = 'studio';
export const TOKEN_ALGORITHM = 'HS256';
