import { hash } from 'node:crypto';
import type { ContentLocales } from '../locale/content-locales';

/**
 * The key of a public read's answer: the path and the query, its parameters sorted (`?a=1&b=2`
 * and `?b=2&a=1` share an entry), and the language the answer is in: the query's `locale`, or
 * else the content locale `acceptLanguage` negotiates (after a line break, which no request
 * target contains). So one entry holds one representation: a German answer is never served to
 * an English request, and every Accept-Language that picks German shares the German entry.
 */
export function cacheKey(
  originalUrl: string,
  locales: ContentLocales,
  acceptLanguage: string | undefined,
): string {
  const mark = originalUrl.indexOf('?');
  if (mark === -1) return `${originalUrl}\n${locales.negotiate(acceptLanguage).served}`;
  const query = new URLSearchParams(originalUrl.slice(mark + 1));
  query.sort();
  const normalised = query.toString();
  const path = normalised
    ? `${originalUrl.slice(0, mark)}?${normalised}`
    : originalUrl.slice(0, mark);
  return query.has('locale') ? path : `${path}\n${locales.negotiate(acceptLanguage).served}`;
}

/**
 * The ETag Express gives a body (weak; length and SHA-1), so conditional requests keep matching.
 * One-shot `hash`: no Hash object per response.
 */
export function weakEtag(body: string | Buffer): string {
  const digest = hash('sha1', body, 'base64').substring(0, 27);
  const length = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
  return `W/"${length.toString(16)}-${digest}"`;
}
