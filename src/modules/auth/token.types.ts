export type TokenType = 'access' | 'refresh';

/** Claims of the service's JWTs: the user (`sub`), the session (`sid`) and the token's use (`typ`). */
export interface TokenClaims {
  sub: string;
  sid: string;
  typ: TokenType;
}

export const TOKEN_ISSUER = 'guide-platform-api';
export const TOKEN_AUDIENCE = 'studio';
export const TOKEN_ALGORITHM = 'HS256';
