export const REDACTED = '[REDACTED]';

/**
 * Body fields whose values never reach the audit log: passwords, secrets, keys, tokens, vault
 * values, two-factor codes and recovery codes.
 */
const SENSITIVE_KEY =
  /password|secret|token|api_?key|raw_?key|key_?hash|^value$|new_?value|ciphertext|^code$|recovery_?codes?|otpauth/i;

/** Deeper structures are cut off; no studio body legitimately nests this far. */
const MAX_DEPTH = 20;

export const isSensitiveKey = (key: string): boolean => SENSITIVE_KEY.test(key);

/**
 * Strings PostgreSQL's jsonb cannot hold (NUL, unpaired UTF-16 surrogates) are made storable, so a
 * successful write can always be recorded.
 */
export function storable(text: string): string {
  return text.replaceAll('\u0000', '\uFFFD').toWellFormed();
}

/**
 * A request body as the audit log keeps it: values of sensitive keys replaced by "[REDACTED]" at
 * every depth (inside arrays too), everything else as sent.
 */
export function redact(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return storable(value);
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value;
  if (depth >= MAX_DEPTH) return '[TRUNCATED]';
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    const result: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      if (item === undefined || typeof item === 'function') continue;
      result[storable(key)] = isSensitiveKey(key) ? REDACTED : redact(item, depth + 1);
    }
    return result;
  }
  return null;
}

/**
 * The `changes` of an entry: the redacted body, or null when there is none (an empty body too).
 * Every studio write takes a JSON object or a form, so a body of another kind (a JSON array)
 * went to a route that takes no body, which ignored it: it changed nothing, and is not recorded.
 */
export function auditChanges(body: unknown): Record<string, unknown> | null {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
  if (Object.keys(body).length === 0) return null;
  return redact(body) as Record<string, unknown>;
}
