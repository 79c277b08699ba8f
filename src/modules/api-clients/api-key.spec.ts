import {
  generateKey,
  hashSecret,
  isAllowlistEntry,
  KEY_PREFIX,
  originAllowed,
  originOf,
  parseKey,
  secretMatches,
} from './api-key';

describe('API keys', () => {
  it('are gpk_ + 8-character public id + 32-character base62 secret', () => {
    const key = generateKey();
    expect(key.rawKey).toMatch(/^gpk_[0-9A-Za-z]{40}$/);
    expect(key.keyPrefix).toBe(key.rawKey.slice(0, 12));
    expect(key.publicId).toBe(key.rawKey.slice(4, 12));
    expect(key.secretHash).toBe(hashSecret(key.rawKey.slice(12)));
    expect(key.secretHash).not.toContain(key.rawKey.slice(12));
  });

  it('are different every time', () => {
    const keys = new Set(Array.from({ length: 200 }, () => generateKey().rawKey));
    expect(keys.size).toBe(200);
  });

  it('parse back into public id and secret, and refuse anything else', () => {
    const key = generateKey();
    expect(parseKey(key.rawKey)).toEqual({
      publicId: key.publicId,
      secret: key.rawKey.slice(12),
    });
    for (const bad of [
      '',
      KEY_PREFIX,
      key.rawKey.slice(0, -1),
      `${key.rawKey}x`,
      key.rawKey.replace('gpk_', 'gpx_'),
      `${key.rawKey.slice(0, -1)}!`,
      ` ${key.rawKey}`,
    ]) {
      expect(parseKey(bad)).toBeNull();
    }
  });

  it('match only their own secret', () => {
    const key = generateKey();
    const other = generateKey();
    expect(secretMatches(key.rawKey.slice(12), key.secretHash)).toBe(true);
    expect(secretMatches(other.rawKey.slice(12), key.secretHash)).toBe(false);
    expect(secretMatches('x', 'not-hex')).toBe(false);
  });
});

describe('the origin allowlist', () => {
  it('reads the host and effective port of Origin and Referer values', () => {
    expect(originOf('https://Shop.Example.com:8443')).toEqual({
      host: 'shop.example.com',
      port: '8443',
      label: 'shop.example.com:8443',
    });
    expect(originOf('https://example.com/page?x=1')).toEqual({
      host: 'example.com',
      port: '443',
      label: 'example.com',
    });
    expect(originOf('http://localhost')?.port).toBe('80');
    expect(originOf('null')).toBeNull();
    expect(originOf('not a url')).toBeNull();
    expect(originOf(undefined)).toBeNull();
  });

  it('accepts host names, *. wildcards and ports up to 65535 as entries', () => {
    for (const entry of ['example.com', '*.example.com', 'localhost:3000', '*.a.test:8443'])
      expect([entry, isAllowlistEntry(entry)]).toEqual([entry, true]);
    for (const entry of [
      'https://example.com',
      'example.com:0',
      'example.com:65536',
      'example.com:',
      'example.com/path',
      'exa mple.com',
      '*.',
      ':3000',
    ])
      expect([entry, isAllowlistEntry(entry)]).toEqual([entry, false]);
  });

  it('matches exact hosts and *. subdomains on any port', () => {
    const allowed = ['example.com', '*.travel.test'];
    const allows = (origin: string) => originAllowed(originOf(origin)!, allowed);
    expect(allows('https://example.com')).toBe(true);
    expect(allows('http://example.com:8080')).toBe(true);
    expect(allows('https://www.example.com')).toBe(false);
    expect(allows('https://a.travel.test')).toBe(true);
    expect(allows('https://b.a.travel.test')).toBe(true);
    expect(allows('https://travel.test')).toBe(false);
    expect(allows('https://eviltravel.test')).toBe(false);
  });

  it('matches an entry with a port on that port only, the default one included', () => {
    const allowed = ['localhost:3000', '*.shop.test:443'];
    const allows = (origin: string) => originAllowed(originOf(origin)!, allowed);
    expect(allows('http://localhost:3000')).toBe(true);
    expect(allows('http://localhost:3001')).toBe(false);
    expect(allows('http://localhost')).toBe(false);
    expect(allows('https://www.shop.test')).toBe(true);
    expect(allows('https://www.shop.test:8443')).toBe(false);
  });
});
