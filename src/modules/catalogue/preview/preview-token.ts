import { createHash, hkdfSync } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';

/** The `aud` of every preview token: no other token of the service names it. */
export const PREVIEW_AUDIENCE = 'guide-platform:preview';

/**
 * Signs and checks preview tokens (docs/security.md#preview-tokens): HS256 JWTs whose `jti` is
 * the token's row in `preview_tokens`, signed with a key derived from JWT_SECRET (HKDF, its own
 * label), so a preview token is never accepted as a bearer token nor the other way round.
 * Whether a token was revoked is the row's business (PreviewTokensService); this only says
 * whether the token is one this service signed, unexpired at `now`, and which row it names.
 */
export class PreviewTokenSigner {
  private readonly jwt: JwtService;

  constructor(jwtSecret: string) {
    const key = Buffer.from(hkdfSync('sha256', jwtSecret, 'guide-platform', 'preview-tokens', 32));
    this.jwt = new JwtService({ secret: key });
  }

  sign(id: string, issuedAt: Date, expiresAt: Date): string {
    return this.jwt.sign(
      { iat: seconds(issuedAt), exp: seconds(expiresAt) },
      { algorithm: 'HS256', audience: PREVIEW_AUDIENCE, jwtid: id },
    );
  }

  /** The token's id when it is well formed, signed here and unexpired at `now`; else null. */
  verify(token: string, now: Date): string | null {
    try {
      const claims = this.jwt.verify<{ jti?: unknown }>(token, {
        algorithms: ['HS256'],
        audience: PREVIEW_AUDIENCE,
        clockTimestamp: seconds(now),
      });
      return typeof claims.jti === 'string' && UUID.test(claims.jti) ? claims.jti : null;
    } catch {
      // jsonwebtoken reports every refusal (bad signature, expired, malformed) by throwing.
      return null;
    }
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** What `preview_tokens.token_hash` keeps of a token: never the token itself. */
export const hashPreviewToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
