import {
  generateKey,
  hashSecret,
  hostAllowed,
  hostOf,
  KEY_PREFIX,
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

describe('the domain allowlist', () => {
  it('reads the host of Origin and Referer values', () => {
    expect(hostOf('https://Shop.Example.com:8443')).toBe('shop.example.com');
    expect(hostOf('https://example.com/page?x=1')).toBe('example.com');
    expect(hostOf('null')).toBeNull();
    expect(hostOf('not a url')).toBeNull();
    expect(hostOf(undefined)).toBeNull();
  });

  it('matches exact hosts and *. subdomains', () => {
    const allowed = ['example.com', '*.travel.test'];
    expect(hostAllowed('example.com', allowed)).toBe(true);
    expect(hostAllowed('www.example.com', allowed)).toBe(false);
    expect(hostAllowed('a.travel.test', allowed)).toBe(true);
    expect(hostAllowed('b.a.travel.test', allowed)).toBe(true);
    expect(hostAllowed('travel.test', allowed)).toBe(false);
    expect(hostAllowed('eviltravel.test', allowed)).toBe(false);
  });
});
