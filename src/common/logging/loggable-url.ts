/**
 * Routes whose query string carries a secret: the OpenID Connect callback's holds the provider's
 * authorization code. Matched as Express routes them (any case, with or without a trailing slash).
 */
const SECRET_QUERY_PATHS = [/^\/studio\/auth\/oidc\/callback\/?$/i];

/** A request URL as it may appear in a log line: a secret-carrying query string is left out. */
export function loggableUrl(originalUrl: string): string {
  const mark = originalUrl.indexOf('?');
  if (mark === -1) return originalUrl;
  const path = originalUrl.slice(0, mark);
  return SECRET_QUERY_PATHS.some((pattern) => pattern.test(path))
    ? `${path}?[redacted]`
    : originalUrl;
}
