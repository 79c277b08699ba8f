import { randomUUID } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { hashPreviewToken, PREVIEW_AUDIENCE, PreviewTokenSigner } from './preview-token';

describe('PreviewTokenSigner', () => {
  const secret = 'k3N9vQx7TfLw2Rb8HjZp4Ms6YdCe1UaG';
  const signer = new PreviewTokenSigner(secret);
  const now = new Date('2026-11-27T12:00:00Z');
  const later = (s: number) => new Date(now.getTime() + s * 1000);

  it('verifies its own token until it expires, answering its id', () => {
    const id = randomUUID();
    const token = signer.sign(id, now, later(900));
    expect(signer.verify(token, now)).toBe(id);
    expect(signer.verify(token, later(899))).toBe(id);
    expect(signer.verify(token, later(900))).toBeNull();
  });

  it('refuses a tampered token', () => {
    const token = signer.sign(randomUUID(), now, later(900));
    const [header, payload, signature] = token.split('.');
    const forged = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { exp: number };
    forged.exp += 86_400;
    const tampered = [header, Buffer.from(JSON.stringify(forged)).toString('base64url'), signature];
    expect(signer.verify(tampered.join('.'), now)).toBeNull();
    expect(signer.verify(`${token.slice(0, -2)}xx`, now)).toBeNull();
    expect(signer.verify('not-a-token', now)).toBeNull();
  });

  it('refuses a token signed with another secret, and one signed with JWT_SECRET itself', () => {
    const id = randomUUID();
    const other = new PreviewTokenSigner('another-secret-of-enough-length-123456');
    expect(signer.verify(other.sign(id, now, later(60)), now)).toBeNull();
    const bearerLike = new JwtService({ secret }).sign(
      { exp: Math.floor(later(60).getTime() / 1000) },
      { audience: PREVIEW_AUDIENCE, jwtid: id },
    );
    expect(signer.verify(bearerLike, now)).toBeNull();
  });

  it('refuses an unsigned (alg none) token', () => {
    const encode = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const none = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({
      jti: randomUUID(),
      aud: PREVIEW_AUDIENCE,
      exp: Math.floor(later(60).getTime() / 1000),
    })}.`;
    expect(signer.verify(none, now)).toBeNull();
  });

  it('keeps a hash of a token, not the token', () => {
    const token = signer.sign(randomUUID(), now, later(60));
    expect(hashPreviewToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashPreviewToken(token)).not.toContain(token.slice(0, 10));
  });
});
