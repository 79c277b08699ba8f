/**
 * Whether a request path is under /studio as Express routes it: ASCII case ignored, so
 * `/STUDIO/vault` is a studio path as surely as `/studio/vault`, and with any number of leading
 * slashes (`//studio/users` reaches no route, but gets the studio's headers and CORS policy, never
 * the public ones). Pass the parsed path (`req.path`), not `req.originalUrl`, which a request in
 * absolute form (`POST http://host/studio/…`) starts with its scheme. Whether a write is audited is
 * not decided here but from the matched route (`@StudioController`); this is for what runs before
 * routing (headers, CORS, logging).
 */
export const isStudioRequestPath = (path: string): boolean => /^\/+studio(?:\/|$)/i.test(path);
