import { refusedInBody } from './body-keys';

const parsed = (json: string): unknown => JSON.parse(json) as unknown;
/** The field a refused body's 400 names, if it is refused for a lone surrogate. */
const loneSurrogateIn = (body: unknown): string | undefined => {
  const error = refusedInBody(body)?.errors?.[0];
  return error?.message.startsWith('must be well-formed Unicode') ? error.field : undefined;
};

describe('refusedInBody, for lone surrogates', () => {
  it('accepts text of any script, surrogate pairs (emoji, astral CJK) included', () => {
    expect(loneSurrogateIn(parsed('{"a":"Ä ß 東京 😀 𠮷","b":["\\ud83d\\ude00"],"c":1}'))).toBe(
      undefined,
    );
    expect(loneSurrogateIn(parsed('{"😀":"x"}'))).toBeUndefined();
    expect(loneSurrogateIn(null)).toBeUndefined();
  });

  it('names the first value holding a lone high or low surrogate, at any depth', () => {
    expect(loneSurrogateIn(parsed('{"email":"\\ud800"}'))).toBe('email');
    expect(loneSurrogateIn(parsed('{"a":{"b":["ok","x\\udc00y"]}}'))).toBe('a.b[1]');
    expect(loneSurrogateIn(parsed('{"a":"\\ude00\\ud83d"}'))).toBe('a');
    expect(loneSurrogateIn(parsed('["\\ud83d"]'))).toBe('[0]');
  });

  it('names a key holding one, with U+FFFD in its place', () => {
    expect(loneSurrogateIn(parsed('{"a":{"k\\ud800":1}}'))).toBe('a.k\uFFFD');
  });

  it('walks bodies nested far deeper than a call stack would allow', () => {
    const deep = parsed('{"a":'.repeat(20_000) + '"\\ud800"' + '}'.repeat(20_000));
    expect(loneSurrogateIn(deep)).toBe(Array(20_000).fill('a').join('.'));
  });
});
