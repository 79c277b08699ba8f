import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * `gpk_` + 8-character public id + 32-character secret, all base62 (docs/behaviour.md#api-keys).
 */
export const KEY_PREFIX = 'gpk_';
const PUBLIC_ID_LENGTH = 8;
const SECRET_LENGTH = 32;
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const KEY_PATTERN = new RegExp(
  `^${KEY_PREFIX}([0-9A-Za-z]{${PUBLIC_ID_LENGTH}})([0-9A-Za-z]{${SECRET_LENGTH}})$`,
);

export interface GeneratedKey {
  rawKey: string;
  publicId: string;
  /** `gpk_` + public id: the first 12 characters, safe to show. */
  keyPrefix: string;
  secretHash: string;
}

function randomBase62(length: number): string {
  let out = '';
  // randomInt is uniform (rejection sampling), so every character carries log2(62) bits.
  for (let i = 0; i < length; i++) out += BASE62[randomInt(BASE62.length)];
  return out;
}

/**
 * The secret has 32 base62 characters (~190 bits), so a plain SHA-256 is enough: nothing to
 * brute-force, and no pepper to lose or rotate.
 */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

export function generateKey(): GeneratedKey {
  const publicId = randomBase62(PUBLIC_ID_LENGTH);
  const secret = randomBase62(SECRET_LENGTH);
  return {
    rawKey: `${KEY_PREFIX}${publicId}${secret}`,
    publicId,
    keyPrefix: `${KEY_PREFIX}${publicId}`,
    secretHash: hashSecret(secret),
  };
}

/** Splits a presented key into its public id and secret; null when it is not shaped like a key. */
export function parseKey(raw: string): { publicId: string; secret: string } | null {
  const match = KEY_PATTERN.exec(raw);
  return match ? { publicId: match[1], secret: match[2] } : null;
}

/** Constant-time comparison of a presented secret with the stored hash. */
export function secretMatches(secret: string, storedHash: string): boolean {
  const presented = Buffer.from(hashSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}

/** A domain allowlist entry: a host name, or `*.` + host name for its subdomains. */
export const DOMAIN_PATTERN =
  /^(\*\.)?(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** The host of an Origin or Referer header value, lower-cased, without port; null when unusable. */
export function hostOf(headerValue: string | undefined): string | null {
  if (!headerValue || headerValue === 'null') return null;
  try {
    const host = new URL(headerValue).hostname.toLowerCase();
    return host === '' ? null : host;
  } catch {
    return null;
  }
}

/**
 * `example.com` matches exactly that host; `*.example.com` matches any subdomain of it
 * (`a.example.com`, `b.a.example.com`) but not `example.com` itself.
 */
export function hostAllowed(host: string, allowed: readonly string[]): boolean {
  return allowed.some((entry) =>
    entry.startsWith('*.') ? host.endsWith(entry.slice(1)) : host === entry,
  );
}
