import express from 'express';
import { ResponseCache } from './response-cache';
import { ContentLocales } from '../locale/content-locales';
import { cacheKey, weakEtag } from './response-cache-keys';

const body = (bytes: number) => Buffer.alloc(bytes, 'x');
const answer = (n: number) => ({
  body: body(n),
  etag: 'W/"1"',
  headers: [],
  route: null,
  policy: 'public' as const,
});

describe('ResponseCache', () => {
  it('never holds more bytes than its bound, dropping the least recently used first', () => {
    const cache = new ResponseCache({ maxBytes: 10_000, ttlMs: 60_000 });
    for (let i = 0; i < 100; i++) {
      cache.set(`/k${i}`, answer(2_000), ['ships'], cache.generation);
      expect(cache.usedBytes).toBeLessThanOrEqual(10_000);
    }
    // Each entry costs a little over 2,000 bytes (body, key and ETag, overhead): four fit.
    expect(cache.size).toBe(4);
    expect(cache.get('/k99')?.body).toEqual(body(2_000));
    expect(cache.get('/k95')).toBeUndefined();
  });

  it('keeps an entry that was read recently and evicts an older unread one', () => {
    const cache = new ResponseCache({ maxBytes: 7_000, ttlMs: 60_000 });
    cache.set('/a', answer(2_000), ['t'], 0);
    cache.set('/b', answer(2_000), ['t'], 0);
    cache.set('/c', answer(2_000), ['t'], 0);
    expect(cache.get('/a')?.body).toEqual(body(2_000));
    cache.set('/d', answer(2_000), ['t'], 0);
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')?.body).toEqual(body(2_000));
    expect(cache.get('/d')?.body).toEqual(body(2_000));
  });

  it('refuses an answer larger than the whole bound', () => {
    const cache = new ResponseCache({ maxBytes: 1_000, ttlMs: 60_000 });
    expect(cache.set('/big', answer(1_000), ['t'], 0)).toBe(false);
    expect(cache.size).toBe(0);
    expect(cache.usedBytes).toBe(0);
  });

  it('replacing an entry counts its bytes once', () => {
    const cache = new ResponseCache({ maxBytes: 100_000, ttlMs: 60_000 });
    cache.set('/a', answer(2_000), ['t'], 0);
    const once = cache.usedBytes;
    cache.set('/a', answer(2_000), ['t'], 0);
    expect(cache.usedBytes).toBe(once);
    expect(cache.size).toBe(1);
  });

  it('purges the entries carrying any of the keys, and only those', () => {
    const cache = new ResponseCache({ maxBytes: 100_000, ttlMs: 60_000 });
    cache.set('/ships/a', answer(10), ['ship:a', 'cruise_lines'], 0);
    cache.set('/ships', answer(10), ['ships', 'cruise_lines'], 0);
    cache.set('/cruise-lines/x', answer(10), ['cruise_line:x', 'media_assets'], 0);
    cache.set('/search', answer(10), ['catalogue'], 0);
    cache.purge(['ship:a', 'ships', 'catalogue']);
    expect(cache.get('/ships/a')).toBeUndefined();
    expect(cache.get('/ships')).toBeUndefined();
    expect(cache.get('/search')).toBeUndefined();
    expect(cache.get('/cruise-lines/x')?.body).toEqual(body(10));
    cache.flush();
    expect(cache.size).toBe(0);
    expect(cache.usedBytes).toBe(0);
    expect(cache.indexedKeys).toBe(0);
  });

  it('refuses an answer computed while a purge of one of its keys happened', () => {
    const cache = new ResponseCache({ maxBytes: 100_000, ttlMs: 60_000 });
    const started = cache.generation;
    cache.purge(['ships']);
    expect(cache.set('/ships', answer(10), ['ships'], started)).toBe(false);
    expect(cache.get('/ships')).toBeUndefined();
  });

  it('stores an answer computed while purges of other keys happened', () => {
    const cache = new ResponseCache({ maxBytes: 100_000, ttlMs: 60_000 });
    const started = cache.generation;
    cache.purge(['ship:a', 'ships', 'catalogue']);
    cache.purge(['ship:b', 'ships', 'catalogue']);
    expect(cache.set('/cruise-lines/x', answer(10), ['cruise_line:x'], started)).toBe(true);
    expect(cache.get('/cruise-lines/x')?.body).toEqual(body(10));
  });

  it('refuses an answer computed across a flush, or across more purges than it remembers', () => {
    const cache = new ResponseCache({ maxBytes: 100_000, ttlMs: 60_000 });
    let started = cache.generation;
    cache.flush();
    expect(cache.set('/a', answer(10), ['cruise_line:x'], started)).toBe(false);
    started = cache.generation;
    for (let i = 0; i < 300; i++) cache.purge([`ship:${i}`]);
    expect(cache.set('/a', answer(10), ['cruise_line:x'], started)).toBe(false);
    expect(cache.set('/a', answer(10), ['cruise_line:x'], cache.generation)).toBe(true);
  });

  it('forgets the keys of entries that leave: evicted, expired, replaced or purged', () => {
    let now = 0;
    const cache = new ResponseCache({ maxBytes: 5_000, ttlMs: 1_000, now: () => now });
    for (let i = 0; i < 50; i++) cache.set(`/k${i}`, answer(1_000), [`ship:${i}`, 'ships'], 0);
    // Four entries fit: the index holds their record keys and the shared list key, no more.
    expect(cache.size).toBe(4);
    expect(cache.indexedKeys).toBe(5);
    cache.set('/k49', answer(1_000), ['ship:other'], 0);
    expect(cache.indexedKeys).toBe(5);
    now += 1_000;
    for (const key of ['/k46', '/k47', '/k48']) expect(cache.get(key)).toBeUndefined();
    expect(cache.indexedKeys).toBe(1);
    cache.purge(['ship:other']);
    expect(cache.indexedKeys).toBe(0);
    expect(cache.usedBytes).toBe(0);
  });

  it('expires entries after the time to live', () => {
    let now = 1_000;
    const cache = new ResponseCache({ maxBytes: 100_000, ttlMs: 300_000, now: () => now });
    cache.set('/a', answer(10), ['t'], 0);
    now += 299_999;
    expect(cache.get('/a')?.body).toEqual(body(10));
    now += 1;
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.usedBytes).toBe(0);
  });
  it('tracks a fill of a key until it ends, and a stale end leaves a later fill in place', async () => {
    const cache = new ResponseCache({ maxBytes: 10_000, ttlMs: 60_000 });
    expect(cache.fillOf('/a')).toBeUndefined();
    const endFirst = cache.startFill('/a');
    const first = cache.fillOf('/a');
    expect(first).toBeInstanceOf(Promise);
    expect(cache.fillOf('/b')).toBeUndefined();
    endFirst();
    await expect(first).resolves.toBeUndefined();
    expect(cache.fillOf('/a')).toBeUndefined();

    const endSecond = cache.startFill('/a');
    endFirst();
    expect(cache.fillOf('/a')).toBeDefined();
    endSecond();
    expect(cache.fillOf('/a')).toBeUndefined();
  });
});

describe('cacheKey', () => {
  const locales = new ContentLocales(['en', 'de', 'fr']);
  const key = (url: string, acceptLanguage?: string) => cacheKey(url, locales, acceptLanguage);

  it('sorts the query so that the same parameters share an entry', () => {
    expect(key('/api/v1/ships?limit=20&cruise_line=x')).toBe(
      key('/api/v1/ships?cruise_line=x&limit=20'),
    );
    expect(key('/api/v1/ships?')).toBe(key('/api/v1/ships'));
    expect(key('/a?q=a+b')).toBe(key('/a?q=a%20b'));
  });

  it('keeps the languages an Accept-Language negotiates apart, and shares one per language', () => {
    expect(key('/api/v1/ships', 'de')).not.toBe(key('/api/v1/ships'));
    expect(key('/api/v1/ships', 'de-CH, en;q=0.5')).toBe(key('/api/v1/ships', 'de'));
    expect(key('/api/v1/ships', 'ja, *;q=0.1')).toBe(key('/api/v1/ships', 'en'));
    expect(key('/api/v1/ships?limit=5', 'fr')).not.toBe(key('/api/v1/ships?limit=5', 'de'));
  });

  it('lets a ?locale= in the query decide, whatever the Accept-Language', () => {
    expect(key('/api/v1/ships?locale=de', 'fr')).toBe(key('/api/v1/ships?locale=de', 'en'));
    expect(key('/api/v1/ships?locale=de')).not.toBe(key('/api/v1/ships?locale=fr'));
  });
});

describe('weakEtag', () => {
  it('has the weak length-and-hash form Express sends', () => {
    expect(weakEtag('{"data":[]}')).toMatch(/^W\/"b-[A-Za-z0-9+/]{27}"$/);
  });

  it("is the ETag Express's own default computes, so a hit and a miss send the same one", () => {
    const expressEtag = express().get('etag fn') as (body: string, encoding: string) => string;
    for (const body of [
      '{"data":[]}',
      '',
      '{"name":"Croisières – Île de Ré ⛴"}',
      'x'.repeat(70_000),
    ]) {
      expect(weakEtag(body)).toBe(expressEtag(body, 'utf8'));
      expect(weakEtag(Buffer.from(body))).toBe(expressEtag(body, 'utf8'));
    }
  });
});
