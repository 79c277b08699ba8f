import { isCommonPassword } from '../modules/auth/dto/password';

/**
 * Words that placeholder and hand-made secrets are built from ("change-me-jwt-secret",
 * "supersecretkey…"). A secret whose letters are nothing but these words is guessable whatever
 * its length. Few and mostly long, so random text is never read as a run of them.
 */
const PLACEHOLDER_WORDS = [
  'an',
  'be',
  'do',
  'in',
  'is',
  'it',
  'me',
  'my',
  'of',
  'to',
  'and',
  'for',
  'long',
  'enough',
  'new',
  'that',
  'use',
  'only',
  'admin',
  'api',
  'app',
  'auth',
  'change',
  'changeit',
  'changeme',
  'company',
  'default',
  'demo',
  'dev',
  'development',
  'dummy',
  'example',
  'guide',
  'hello',
  'here',
  'insecure',
  'jwt',
  'key',
  'local',
  'master',
  'not',
  'our',
  'pass',
  'passphrase',
  'password',
  'platform',
  'please',
  'private',
  'prod',
  'production',
  'qwerty',
  'random',
  'replace',
  'sample',
  'secret',
  'secure',
  'server',
  'signing',
  'staging',
  'studio',
  'super',
  'test',
  'testing',
  'the',
  'this',
  'token',
  'travel',
  'vault',
  'very',
  'with',
  'word',
  'your',
];

/** Whether `letters` (lower case) splits wholly into placeholder words. */
function isWordsOnly(letters: string): boolean {
  // reachable[i]: letters.slice(0, i) splits into words.
  const reachable = [true, ...Array<boolean>(letters.length).fill(false)];
  for (let end = 1; end <= letters.length; end++)
    reachable[end] = PLACEHOLDER_WORDS.some(
      (word) => word.length <= end && reachable[end - word.length] && letters.endsWith(word, end),
    );
  return reachable[letters.length];
}

/** Why a run of symbols (characters or bytes) is too regular to be a secret, if it is. */
function patternWeakness(symbols: number[], fewest: number, unit: string): string | undefined {
  const distinct = new Set(symbols).size;
  if (distinct === 1) return `repeats one ${unit}`;
  for (let period = 1; period <= symbols.length / 2; period++)
    if (symbols.every((symbol, i) => i < period || symbol === symbols[i - period]))
      return 'repeats a short pattern';
  if (distinct < fewest) return `has only ${distinct} distinct ${unit}s`;
  let steps = 0;
  for (let i = 1; i < symbols.length; i++) if (Math.abs(symbols[i] - symbols[i - 1]) <= 1) steps++;
  if (steps * 4 > (symbols.length - 1) * 3) return `is a run of consecutive ${unit}s`;
  return undefined;
}

/**
 * Why a text secret (an HMAC key such as JWT_SECRET) is too easy to guess, if it is: one
 * character or a pattern repeated, very few distinct characters, a run of consecutive
 * characters, a common password, or only placeholder words with digits and punctuation. Random
 * text (`openssl rand -base64 48`, or 32 hex digits and more) passes.
 */
export function textSecretWeakness(secret: string): string | undefined {
  const pattern = patternWeakness(
    [...secret].map((c) => c.codePointAt(0)!),
    8,
    'character',
  );
  if (pattern) return pattern;
  if (isCommonPassword(secret)) return 'is a common password';
  const letters = secret.toLowerCase().replace(/[^a-z]/g, '');
  // Mostly letters: random hex has few, and a short run of them can spell a word by chance.
  if (letters.length >= Math.max(8, secret.length / 2) && isWordsOnly(letters))
    return 'is made of common words';
  return undefined;
}

/**
 * Why a binary key (the vault master key) cannot be random bytes, if so: all zeros or one byte
 * repeated, a pattern, very few distinct bytes, a run of consecutive bytes, or printable text (32
 * random bytes are all printable once in 10^13 keys).
 */
export function binaryKeyWeakness(key: Buffer): string | undefined {
  if (key.every((byte) => byte === 0)) return 'is all zero bytes';
  const pattern = patternWeakness([...key], 16, 'byte');
  if (pattern) return pattern;
  if (key.every((byte) => byte >= 0x20 && byte < 0x7f)) return 'is text, not random bytes';
  return undefined;
}
