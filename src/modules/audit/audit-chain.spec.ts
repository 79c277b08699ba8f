import { createHash } from 'node:crypto';
import { actorContent, AuditContent, canonicalJson, GENESIS_HASH, hashEntry } from './audit-chain';

const content = (overrides: Partial<AuditContent> = {}): AuditContent => ({
  id: '4f1c8a52-7d0e-4c83-9f0b-2f0f7c8f2b11',
  seq: '1',
  user_id: '0b7b9c1e-2a39-4d8e-8a3c-6f5f1e2d3c4b',
  user_email: 'admin@example.com',
  action: 'update',
  entity_type: 'user',
  entity_id: '9a1e2b3c-4d5e-4f60-8a7b-1c2d3e4f5a6b',
  changes: { full_name: 'Ada', password: '[REDACTED]' },
  ip: '127.0.0.1',
  created_at: '2026-11-21T18:34:47.123Z',
  prev_hash: GENESIS_HASH,
  ...overrides,
});

describe('canonicalJson', () => {
  it('sorts object keys at every depth and leaves no whitespace', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: 'x' } })).toBe(
      '{"a":{"c":"x","d":[3,{"y":2,"z":1}]},"b":1}',
    );
  });

  it('gives the same text whatever order the keys came in', () => {
    expect(canonicalJson({ x: 1, y: [1, 2], z: null })).toBe(
      canonicalJson({ z: null, y: [1, 2], x: 1 }),
    );
  });

  it('keeps array order, escapes strings as JSON and writes dates as ISO', () => {
    expect(canonicalJson(['b', 'a', 'quote "x"\n'])).toBe('["b","a","quote \\"x\\"\\n"]');
    expect(canonicalJson(new Date('2026-01-02T03:04:05.006Z'))).toBe('"2026-01-02T03:04:05.006Z"');
  });

  it('drops undefined members and writes null, non-finite numbers as null', () => {
    expect(canonicalJson({ a: undefined, b: null, c: Number.NaN })).toBe('{"b":null,"c":null}');
    expect(canonicalJson([undefined])).toBe('[null]');
    expect(canonicalJson(undefined)).toBe('null');
  });

  it('agrees with JSON.parse for what it writes', () => {
    const value = { é: 'ü', n: -1.5e-7, nested: { list: [true, false, 0] } };
    expect(JSON.parse(canonicalJson(value))).toEqual(value);
  });
});

describe('hashEntry', () => {
  it('is sha256 over the previous hash followed by the canonical content', () => {
    const entry = content();
    const expected = createHash('sha256')
      .update(GENESIS_HASH + canonicalJson(entry))
      .digest('hex');
    expect(hashEntry(entry)).toBe(expected);
    expect(hashEntry(entry)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('does not depend on the order of the keys in changes', () => {
    expect(hashEntry(content({ changes: { a: 1, b: 2 } }))).toBe(
      hashEntry(content({ changes: { b: 2, a: 1 } })),
    );
  });

  it.each<[string, Partial<AuditContent>]>([
    ['changes', { changes: { full_name: 'Eve', password: '[REDACTED]' } }],
    ['the previous hash', { prev_hash: 'f'.repeat(64) }],
    ['the chain position', { seq: '2' }],
    ['the time', { created_at: '2026-11-21T18:34:47.124Z' }],
    ['the actor', { user_id: null }],
    ['the record', { entity_id: 'other' }],
  ])('changes when %s changes', (_what, overrides) => {
    expect(hashEntry(content(overrides))).not.toBe(hashEntry(content()));
  });

  it("hashes a user's entry as entries without actor columns were hashed", () => {
    expect(hashEntry(content(actorContent({ type: 'user' })))).toBe(hashEntry(content()));
  });

  describe("a scheduler's entry", () => {
    const scheduled = (job: string, scheduledBy: string | null) =>
      content({ user_id: null, ...actorContent({ type: 'scheduler', job, scheduledBy }) });
    const base = scheduled(
      'catalogue.scheduled-publication',
      '0b7b9c1e-2a39-4d8e-8a3c-6f5f1e2d3c4b',
    );

    it.each<[string, AuditContent]>([
      ['is a user', content({ user_id: null })],
      ['names another job', scheduled('guide.goes-public', '0b7b9c1e-2a39-4d8e-8a3c-6f5f1e2d3c4b')],
      ['names another scheduler', scheduled('catalogue.scheduled-publication', null)],
    ])('hashes differently from one that %s', (_what, other) => {
      expect(hashEntry(other)).not.toBe(hashEntry(base));
    });
  });

  it('starts the chain from 64 zeros', () => {
    expect(GENESIS_HASH).toBe('0'.repeat(64));
  });
});
