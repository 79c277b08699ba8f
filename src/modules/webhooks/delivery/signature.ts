import { createHmac, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';
/** 32 random bytes: the Standard Webhooks scheme asks for 24 to 64. */
const SECRET_BYTES = 32;

/** A new endpoint signing secret in the Standard Webhooks format: `whsec_` + base64. */
export function generateSigningSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString('base64')}`;
}

/** The HMAC key of a `whsec_` secret. */
export function signingKey(secret: string): Buffer {
  if (!secret.startsWith(SECRET_PREFIX)) throw new Error('A signing secret starts with whsec_');
  return Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
}

/**
 * The `webhook-signature` header of the Standard Webhooks specification: one `v1,<base64>` entry
 * per secret (several while a rotated secret's overlap runs), each an HMAC-SHA256 of
 * `<id>.<timestamp>.<body>`, separated by spaces.
 */
export function signatureHeader(
  secrets: readonly string[],
  messageId: string,
  timestampSeconds: number,
  body: string,
): string {
  const content = `${messageId}.${timestampSeconds}.${body}`;
  return secrets
    .map(
      (secret) =>
        `v1,${createHmac('sha256', signingKey(secret)).update(content, 'utf8').digest('base64')}`,
    )
    .join(' ');
}
