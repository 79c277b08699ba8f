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
 * The first reserved key of a parsed body, with its path (`a.b.__proto__`), if any. Walks with an
 * explicit stack, so it copes with any depth the parser produced.
 */
export function reservedKeyIn(body: unknown): string | undefined {
  const pending: Array<[unknown, string]> = [[body, '']];
  while (pending.length > 0) {
    const [node, path] = pending.pop()!;
    if (node === null || typeof node !== 'object') continue;
    for (const key of Object.keys(node)) {
      const at = Array.isArray(node) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
      if (!Array.isArray(node) && RESERVED_BODY_KEYS.has(key)) return at;
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
