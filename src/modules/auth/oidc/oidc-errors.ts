import * as client from 'openid-client';
import { AppError, UnauthorizedError } from '@/common/errors';
import { UpstreamUnavailableError } from '@/modules/upstream/upstream.errors';

/** openid-client's codes for a provider that answered with an error status, garbage, or bad metadata. */
const PROVIDER_FAULTS = new Set([
  'OAUTH_RESPONSE_IS_NOT_CONFORM',
  'OAUTH_RESPONSE_IS_NOT_JSON',
  'OAUTH_PARSE_ERROR',
  'OAUTH_MISSING_SERVER_METADATA',
  'OAUTH_INVALID_SERVER_METADATA',
]);

const REASONS: Record<string, string> = {
  OAUTH_JWT_CLAIM_COMPARISON_FAILED:
    'a claim of the ID token (issuer, audience, nonce or authorized party) does not match',
  OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED:
    'an attribute of the answer (issuer or state) does not match',
  OAUTH_JWT_TIMESTAMP_CHECK_FAILED: 'the ID token is expired or not valid yet',
  OAUTH_KEY_SELECTION_FAILED: "the ID token is not signed with one of the provider's keys",
  OAUTH_INVALID_RESPONSE: 'the answer is malformed, unsigned or its signature does not verify',
  OAUTH_UNSUPPORTED_OPERATION: 'the ID token uses a signing algorithm that is not accepted',
  OAUTH_INVALID_REQUEST: 'the callback is malformed',
};

export const providerUnavailable = (): UpstreamUnavailableError =>
  new UpstreamUnavailableError(
    'The identity provider is unreachable or answered an error. Try again shortly.',
  );

/** A short word from the provider (an OAuth error code), safe to repeat in an answer. */
const word = (text: unknown): string =>
  typeof text === 'string' && /^[A-Za-z0-9_.-]{1,64}$/.test(text) ? text : 'unknown_error';

const NETWORK_FAILURES = new Set(['TypeError', 'TimeoutError', 'AbortError']);

/**
 * fetch() failing (refused, reset, DNS) is a TypeError; an expired request timeout a
 * DOMException. Judged by name: fetch's errors may come from another realm than this module's.
 */
const isNetworkFailure = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  NETWORK_FAILURES.has(String((error as { name?: unknown }).name));

/**
 * What an openid-client failure means to the caller: the provider being down or broken is 502
 * (UPSTREAM_UNAVAILABLE); an answer that fails validation (signature, issuer, audience, nonce,
 * timestamps) or a refused code is 401. The detail is built from codes only, never from the
 * provider's text or a token.
 */
export function oidcFailure(error: unknown): AppError {
  if (error instanceof AppError) return error;
  // fetch() failing (refused, reset, DNS) is a TypeError; an expired request timeout a DOMException.
  if (error instanceof TypeError) return providerUnavailable();
  if (
    error instanceof DOMException &&
    (error.name === 'TimeoutError' || error.name === 'AbortError')
  )
    return providerUnavailable();
  if (error instanceof client.ResponseBodyError) {
    if (error.status >= 500) return providerUnavailable();
    return new UnauthorizedError(
      `The identity provider did not accept the sign-in (${word(error.error)}). Start again.`,
    );
  }
  if (error instanceof client.AuthorizationResponseError) {
    return new UnauthorizedError(
      `The identity provider refused the sign-in (${word(error.error)}).`,
    );
  }
  if (error instanceof client.ClientError) {
    // The library wraps an error it does not know (such as another realm's TypeError) as its cause.
    if (error.code === undefined && isNetworkFailure(error.cause)) return providerUnavailable();
    if (error.code === 'OAUTH_TIMEOUT' || error.code === 'OAUTH_ABORT')
      return providerUnavailable();
    if (error.code && PROVIDER_FAULTS.has(error.code)) return providerUnavailable();
    return new UnauthorizedError(
      `The identity provider's answer failed validation (${word(error.code)}): ${REASONS[error.code ?? ''] ?? 'it is not acceptable'}.`,
    );
  }
  return new UnauthorizedError("The identity provider's answer failed validation.");
}
