import { hash } from 'node:crypto';

/** Path and query, the query's parameters sorted: `?a=1&b=2` and `?b=2&a=1` share an entry. */
export function cacheKey(originalUrl: string): string {
  const mark = originalUrl.indexOf('?');
  if (mark === -1) return originalUrl;
  const query = new URLSearchParams(originalUrl.slice(mark + 1));
  query.sort();
  const normalised = query.toString();
  return normalised ? `${originalUrl.slice(0, mark)}?${normalised}` : originalUrl.slice(0, mark);
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
