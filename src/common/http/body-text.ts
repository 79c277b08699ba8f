import { ValidationFailedError } from '../errors';

/**
 * The path (`a.b[2]`) of the first string of a parsed JSON body, value or key, that is not
 * well-formed UTF-16: it holds half of a surrogate pair without its other half, if any; in a key,
 * each such half is shown as U+FFFD. JSON can spell one (`"\ud800"`), but it is no Unicode
 * character: UTF-8 has no form for it, so PostgreSQL would be sent U+FFFD in its place, and
 * validators that encode text to check it (an e-mail address's length) throw. Walks with an
 * explicit stack, so it copes with any depth the parser produced.
 */
export function loneSurrogateIn(body: unknown): string | undefined {
  const pending: Array<[unknown, string]> = [[body, '']];
  while (pending.length > 0) {
    const [node, path] = pending.pop()!;
    if (typeof node === 'string') {
      if (!node.isWellFormed()) return path || 'body';
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    for (const key of Object.keys(node)) {
      const name = key.toWellFormed();
      const at = Array.isArray(node) ? `${path}[${key}]` : path ? `${path}.${name}` : name;
      if (name !== key) return at;
      pending.push([(node as Record<string, unknown>)[key], at]);
    }
  }
  return undefined;
}

export const loneSurrogateError = (field: string): ValidationFailedError =>
  new ValidationFailedError(
    [{ field, message: 'must be well-formed Unicode (a lone UTF-16 surrogate is no character)' }],
    `The request body's '${field}' holds a lone UTF-16 surrogate (\\uD800 to \\uDFFF without its pair), which is no Unicode character and cannot be stored.`,
  );
