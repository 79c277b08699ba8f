import { ValidationFailedError } from '../errors';

/**
 * Keys a body may not use at any depth: they name the prototype machinery, so a body carrying one
 * is an attempt at prototype pollution, never a field of the API, and is refused rather than
 * silently dropped (docs/behaviour.md#errors).
 */
export const RESERVED_BODY_KEYS: ReadonlySet<string> = new Set([
  '__proto__',
  'constructor',
  'prototype',
]);

/**
 * What a parsed body may not hold at any depth, as its 400, if anything: a reserved key, or a
 * string, key or value, that is not well-formed UTF-16 (half of a surrogate pair without its
 * other half). JSON can spell such a half (`"\ud800"`), but it is no Unicode character: UTF-8
 * has no form for it, so PostgreSQL would be sent U+FFFD in its place, and validators that
 * encode text to check it (an e-mail address's length) throw. The path names the first
 * (`a.b[0].__proto__`; in a key, each such half shown as U+FFFD). One walk, with an explicit
 * stack, so it copes with any depth the parser produced.
 */
export function refusedInBody(body: unknown): ValidationFailedError | undefined {
  const pending: Array<[unknown, string]> = [[body, '']];
  while (pending.length > 0) {
    const [node, path] = pending.pop()!;
    if (typeof node === 'string') {
      if (!node.isWellFormed()) return loneSurrogateError(path || 'body');
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    for (const key of Object.keys(node)) {
      const name = key.toWellFormed();
      const at = Array.isArray(node) ? `${path}[${key}]` : path ? `${path}.${name}` : name;
      if (!Array.isArray(node) && RESERVED_BODY_KEYS.has(key)) return reservedKeyError(at);
      if (name !== key) return loneSurrogateError(at);
      pending.push([(node as Record<string, unknown>)[key], at]);
    }
  }
  return undefined;
}

/**
 * The first reserved name among a form body's field names (each name's bracket or dot segments
 * too). The form parser drops `__proto__` before anyone sees it, so the raw body is read here.
 */
export function reservedKeyInForm(raw: string): string | undefined {
  for (const name of new URLSearchParams(raw).keys())
    if (name.split(/[[\].]/).some((segment) => RESERVED_BODY_KEYS.has(segment))) return name;
  return undefined;
}

export const reservedKeyError = (key: string): ValidationFailedError =>
  new ValidationFailedError(
    [{ field: key, message: 'is a reserved name (__proto__, constructor, prototype)' }],
    `The request body uses the reserved key '${key}'; __proto__, constructor and prototype are refused at any depth.`,
  );

const loneSurrogateError = (field: string): ValidationFailedError =>
  new ValidationFailedError(
    [{ field, message: 'must be well-formed Unicode (a lone UTF-16 surrogate is no character)' }],
    `The request body's '${field}' holds a lone UTF-16 surrogate (\\uD800 to \\uDFFF without its pair), which is no Unicode character and cannot be stored.`,
  );
