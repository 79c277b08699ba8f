import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/**
 * RFC 6238 as authenticator apps implement it: HMAC-SHA-1, 6 digits, 30-second steps. A code is
 * accepted for the step it belongs to and the one before and after (clock drift of up to 30 s).
 */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
export const TOTP_ALGORITHM = 'SHA1';
export const TOTP_WINDOW = 1;
/** 160-bit secrets, the HMAC-SHA-1 block recommended by RFC 4226, section 4. */
const SECRET_BYTES = 20;
export const TOTP_ISSUER = 'Guide Platform Studio';

/** Exactly six ASCII digits: what a user types from an authenticator app. */
export const TOTP_CODE = /^[0-9]{6}$/;

/** A fresh secret, base32 (RFC 4648) as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

function totpOf(secretBase32: string, label = 'studio'): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    secret: Secret.fromBase32(secretBase32),
    algorithm: TOTP_ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
}

/** The `otpauth://totp/...` key URI (Google Authenticator's key URI format) for the user `label`. */
export function totpUri(secretBase32: string, label: string): string {
  return totpOf(secretBase32, label).toString();
}

/** The time step (RFC 6238's T) of a moment. */
export const timeStepAt = (timestampMs: number): number =>
  Math.floor(timestampMs / 1000 / TOTP_PERIOD_SECONDS);

/**
 * The time step a code belongs to when it is right for `secretBase32` at `timestampMs` within the
 * window, else null. The caller refuses steps already used ({@link TwoFactorService}) so that a
 * code works once.
 */
export function matchingTimeStep(
  secretBase32: string,
  code: string,
  timestampMs: number,
): number | null {
  if (!TOTP_CODE.test(code)) return null;
  const delta = totpOf(secretBase32).validate({
    token: code,
    timestamp: timestampMs,
    window: TOTP_WINDOW,
  });
  return delta === null ? null : timeStepAt(timestampMs) + delta;
}

/** The code of a moment (tests, and nothing else in the service). */
export function totpCodeAt(secretBase32: string, timestampMs: number): string {
  return totpOf(secretBase32).generate({ timestamp: timestampMs });
}

/**
 * Recovery codes: 16 characters of the RFC 4648 base32 alphabet (80 random bits), shown in four
 * groups of four (`ABCD-EFGH-JKLM-NPQR`). Typed back, case, spaces and hyphens do not matter.
 */
export const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const RECOVERY_LENGTH = 16;
const NORMALISED_RECOVERY_CODE = /^[A-Z2-7]{16}$/;

export function newRecoveryCode(): string {
  // 32 symbols: each random byte's low five bits pick one without bias.
  const bytes = randomBytes(RECOVERY_LENGTH);
  const symbols = [...bytes].map((byte) => RECOVERY_ALPHABET[byte & 31]).join('');
  return symbols.match(/.{4}/g)!.join('-');
}

/** The canonical form of a typed recovery code, or null when it cannot be one. */
export function normaliseRecoveryCode(typed: string): string | null {
  if (typed.length > 64) return null;
  const canonical = typed.replace(/[\s-]/g, '').toUpperCase();
  return NORMALISED_RECOVERY_CODE.test(canonical) ? canonical : null;
}

/**
 * What is stored of a recovery code: SHA-256 of its canonical form, hex. The code carries 80
 * random bits, so no dictionary or brute force reaches it through a fast hash (a slow, salted hash
 * protects low-entropy secrets such as passwords); and a deterministic hash lets one conditional
 * UPDATE find and spend a code atomically.
 */
export function recoveryCodeHash(canonical: string): string {
  return createHash('sha256').update(`studio-recovery-code:${canonical}`).digest('hex');
}
