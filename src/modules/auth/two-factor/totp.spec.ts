import { URI } from 'otpauth';
import {
  matchingTimeStep,
  newRecoveryCode,
  newTotpSecret,
  normaliseRecoveryCode,
  recoveryCodeHash,
  timeStepAt,
  totpCodeAt,
  totpUri,
} from './totp';

// RFC 6238, appendix B: the SHA-1 seed "12345678901234567890" in base32, and its 8-digit codes;
// a 6-digit code is their last six digits.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const RFC_VECTORS: Array<[number, string]> = [
  [59, '287082'],
  [1111111109, '081804'],
  [1111111111, '050471'],
  [1234567890, '005924'],
  [2000000000, '279037'],
];

describe('TOTP', () => {
  it.each(RFC_VECTORS)('gives the RFC 6238 code at %i s', (seconds, code) => {
    expect(totpCodeAt(RFC_SECRET, seconds * 1000)).toBe(code);
    expect(matchingTimeStep(RFC_SECRET, code, seconds * 1000)).toBe(timeStepAt(seconds * 1000));
  });

  it('accepts the code of the step before and after, and names its step', () => {
    const now = 1_700_000_015_000;
    const step = timeStepAt(now);
    expect(matchingTimeStep(RFC_SECRET, totpCodeAt(RFC_SECRET, now - 30_000), now)).toBe(step - 1);
    expect(matchingTimeStep(RFC_SECRET, totpCodeAt(RFC_SECRET, now + 30_000), now)).toBe(step + 1);
    expect(matchingTimeStep(RFC_SECRET, totpCodeAt(RFC_SECRET, now - 60_000), now)).toBeNull();
    expect(matchingTimeStep(RFC_SECRET, totpCodeAt(RFC_SECRET, now + 60_000), now)).toBeNull();
  });

  it.each([
    '',
    '12345',
    '1234567',
    'abcdef',
    '12 345',
    '１２３４５６',
    '123456\n',
    '0'.repeat(10_000),
  ])('refuses the malformed code %j', (code) => {
    expect(matchingTimeStep(RFC_SECRET, code, Date.now())).toBeNull();
  });

  it('draws 160-bit secrets and writes a key URI authenticator apps read back', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = totpUri(secret, 'ada@example.com');
    expect(uri.startsWith('otpauth://totp/')).toBe(true);
    const parsed = URI.parse(uri);
    expect(parsed).toMatchObject({
      issuer: 'Guide Platform Studio',
      label: 'ada@example.com',
      algorithm: 'SHA1',
      digits: 6,
    });
    expect(parsed.secret.base32).toBe(secret);
  });
});

describe('recovery codes', () => {
  it('are 16 base32 characters in groups of four, all different', () => {
    const codes = Array.from({ length: 200 }, newRecoveryCode);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){3}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('are read back whatever the case, spaces and hyphens', () => {
    expect(normaliseRecoveryCode('abcd-efgh-ijkl-mnop')).toBe('ABCDEFGHIJKLMNOP');
    expect(normaliseRecoveryCode(' ABCD EFGH IJKL MNOP ')).toBe('ABCDEFGHIJKLMNOP');
  });

  it.each(['', 'ABCD-EFGH', 'ABCD-EFGH-IJKL-MNOP-QRST', 'ABCD-EFGH-IJKL-MNO1', 'x'.repeat(65)])(
    'refuses %j',
    (typed) => {
      expect(normaliseRecoveryCode(typed)).toBeNull();
    },
  );

  it('are stored as a SHA-256 of their canonical form, not as themselves', () => {
    const hash = recoveryCodeHash('ABCDEFGHIJKLMNOP');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('ABCDEFGHIJKLMNOP');
    expect(recoveryCodeHash('ABCDEFGHIJKLMNOQ')).not.toBe(hash);
  });
});
