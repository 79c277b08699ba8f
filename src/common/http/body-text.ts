import { ValidationFailedError } from '../errors';

/**
 * Half of a UTF-16 surrogate pair without its other half. JSON can spell one (`"\ud800"`), but it
 * is no Unicode character: UTF-8 has no form for it, so PostgreSQL would be sent U+FFFD in its
 * place, and validators that encode text to check it (an e-mail address's length) throw.
 */
export const LONE_SURROGATES =
  /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const holdsLoneSurrogate = (text: string): boolean => {
  LONE_SURROGATES.lastIndex = 0;
  return LONE_SURROGATES.test(text);
};

/**
 * The path (`a.b[2]`) of the first string of a parsed JSON body, value or key, that holds a lone
 * surrogate, if any; in a key, each is shown as U+FFFD. Walks with an explicit stack, so it copes
 * with any depth the parser produced.
 */
export function loneSurrogateIn(body: unknown): string | undefined {
  const pending: Array<[unknown, string]> = [[body, '']];
  while (pending.length > 0) {
    const [node, path] = pending.pop()!;
    if (typeof node === 'string') {
      if (holdsLoneSurrogate(node)) return path || 'body';
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    for (const key of Object.keys(node)) {
      const name = holdsLoneSurrogate(key) ? key.replace(LONE_SURROGATES, '\uFFFD') : key;
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
