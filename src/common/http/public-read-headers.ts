/**
 * The caching headers of every public read's 200 and 304, on both paths that answer one: Nest
 * (@PublicRead) and the public-read fast path (which replays them from the stored answer).
 *
 * An answer may be kept by browsers for a minute, and by shared caches (a CDN) as long as the
 * CDN_* settings say: ResponseCacheInterceptor replaces the Cache-Control below with
 * CdnAnswerHeaders' (`s-maxage`, `stale-while-revalidate`, `stale-if-error`) and adds the
 * answer's surrogate keys. Whether a request is
 * answered at all depends on its `X-API-Key` (401 for a revoked key, the key's own rate limit)
 * and its `Origin` (403 outside a browser key's allowlist, a server key sent from a browser, the
 * CORS headers). `Vary` makes a shared cache key its copies by both, so it never hands one
 * client's answer to a request it would have refused (docs/api-guide.md#etags-and-caching). The
 * language of a catalogue answer follows `Accept-Language` (docs/localization.md), so `Vary`
 * names it too, and `X-Preview-Token` (docs/behaviour.md#previews), so a shared cache never
 * answers a preview request with its public copy.
 */
export const PUBLIC_READ_HEADERS: ReadonlyArray<readonly [name: string, value: string]> = [
  ['Cache-Control', 'public, max-age=60'],
  ['Vary', 'Origin, X-API-Key, Accept-Language, X-Preview-Token'],
];
