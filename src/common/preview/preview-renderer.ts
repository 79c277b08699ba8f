/** The request header a preview read carries its token in (docs/behaviour.md#previews). */
export const PREVIEW_TOKEN_HEADER = 'X-Preview-Token';

/**
 * The headers of every preview answer: kept by no cache (it shows what is not published), indexed
 * by no search engine.
 */
export const PREVIEW_ANSWER_HEADERS: ReadonlyArray<readonly [name: string, value: string]> = [
  ['Cache-Control', 'private, no-store'],
  ['X-Robots-Tag', 'noindex'],
  ['X-Cache', 'BYPASS'],
];

/**
 * What PreviewInterceptor asks of the catalogue's previews (modules/catalogue/preview provides
 * it): check a preview token, then build an answer with the drafts of the token's scope in place.
 */
export abstract class PreviewRenderer {
  /**
   * Verifies `token` (401 INVALID_PREVIEW_TOKEN when it is malformed, forged, expired or revoked),
   * then runs `answer` inside a preview scope (preview-scope.ts) on a transaction where the
   * drafts in the token's scope are written, and rolls that transaction back. `verified` runs
   * once the token is accepted, before `answer`.
   */
  abstract render<T>(token: string, verified: () => void, answer: () => Promise<T>): Promise<T>;
}
