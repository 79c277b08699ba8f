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

/**
 * The two kinds of key (docs/api-guide.md#api-keys): a `browser` key is used from web pages and
 * may restrict the origins that use it; a `server` key is used by back ends (a server-side
 * renderer, a partner's import job), which send no Origin, and is refused from any browser.
 */
export const API_KEY_KINDS = ['browser', 'server'] as const;
export type ApiKeyKind = (typeof API_KEY_KINDS)[number];

/**
 * An origin allowlist entry: a host name, or `*.` + host name for its subdomains, optionally with
 * `:port` (`localhost:3000`, `*.example.com:8443`).
 */
export const DOMAIN_PATTERN =
  /^(\*\.)?(?=[^:]{1,253}(?::|$))[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::([1-9][0-9]{0,4}))?$/;

/** Whether `entry` is a valid allowlist entry (DOMAIN_PATTERN, and a port up to 65535). */
export function isAllowlistEntry(entry: string): boolean {
  const match = DOMAIN_PATTERN.exec(entry);
  return match !== null && (match[2] === undefined || Number(match[2]) <= 65535);
}

/** The host and port of a request's Origin or Referer. */
export interface RequestOrigin {
  /** Lower-cased host name, without port. */
  host: string;
  /** The port, the scheme's default when the header names none (`https://a.com` → `443`). */
  port: string;
  /** `host` or `host:port` as the header wrote it, for messages. */
  label: string;
}

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** The origin an Origin or Referer header value names; null when unusable. */
export function originOf(headerValue: string | undefined): RequestOrigin | null {
  if (!headerValue || headerValue === 'null') return null;
  try {
    const url = new URL(headerValue);
    const host = url.hostname.toLowerCase();
    if (host === '') return null;
    return { host, port: url.port || DEFAULT_PORTS[url.protocol] || '', label: url.host };
  } catch {
    return null;
  }
}

/**
 * `example.com` matches exactly that host, on any port; `*.example.com` any subdomain of it
 * (`a.example.com`, `b.a.example.com`) but not `example.com` itself; an entry with `:port`
 * matches that port only (the scheme's default port when the origin names none).
 */
export function originAllowed(origin: RequestOrigin, allowed: readonly string[]): boolean {
  return allowed.some((entry) => {
    const colon = entry.lastIndexOf(':');
    const name = colon === -1 ? entry : entry.slice(0, colon);
    if (colon !== -1 && entry.slice(colon + 1) !== origin.port) return false;
    return name.startsWith('*.') ? origin.host.endsWith(name.slice(1)) : origin.host === name;
  });
}
