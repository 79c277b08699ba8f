import * as client from 'openid-client';
import { oidcFailure } from '@/modules/auth/oidc/oidc-errors';

/** openid-client's failures as the SSO routes answer them (502 for the provider, 401 otherwise). */
/** A ClientError as openid-client raises it (its `code` option is not in the published types). */
const clientError = (message: string, code?: string, cause?: unknown) =>
  Object.assign(new client.ClientError(message, { cause }), { code });

describe('oidcFailure', () => {
  const statusOf = (error: unknown) => oidcFailure(error).status;

  it('answers 502 when the provider cannot be reached or times out', () => {
    expect(statusOf(new TypeError('fetch failed'))).toBe(502);
    expect(statusOf(new DOMException('timed out', 'TimeoutError'))).toBe(502);
    // The library wraps errors it does not know, such as another realm's TypeError.
    const foreign = { name: 'TypeError', message: 'fetch failed' };
    expect(statusOf(clientError('something went wrong', undefined, foreign))).toBe(502);
    expect(statusOf(clientError('operation timed out', 'OAUTH_TIMEOUT'))).toBe(502);
  });

  it('answers 502 when the provider answers an error status or garbage', () => {
    for (const code of [
      'OAUTH_RESPONSE_IS_NOT_CONFORM',
      'OAUTH_RESPONSE_IS_NOT_JSON',
      'OAUTH_PARSE_ERROR',
    ])
      expect({ code, status: statusOf(clientError('x', code)) }).toEqual({
        code,
        status: 502,
      });
    const serverError = new client.ResponseBodyError('server error', {
      cause: { error: 'server_error' },
      response: new Response(null, { status: 503 }),
    });
    expect(statusOf(serverError)).toBe(502);
  });

  it('answers 401 for an answer that fails validation, naming the check and nothing of the token', () => {
    const failure = oidcFailure(
      clientError(
        'unexpected JWT claim value encountered eyJhbGciOi',
        'OAUTH_JWT_CLAIM_COMPARISON_FAILED',
      ),
    );
    expect(failure).toEqual(
      expect.objectContaining({
        status: 401,
        code: 'UNAUTHORIZED',
        detail:
          "The identity provider's answer failed validation (OAUTH_JWT_CLAIM_COMPARISON_FAILED): a claim of the ID token (issuer, audience, nonce or authorized party) does not match.",
      }),
    );
  });

  it("answers 401 for the provider's refusals, repeating only a well-formed error code", () => {
    const refused = new client.ResponseBodyError('invalid_grant', {
      cause: { error: 'invalid_grant' },
      response: new Response(null, { status: 400 }),
    });
    expect(oidcFailure(refused).detail).toBe(
      'The identity provider did not accept the sign-in (invalid_grant). Start again.',
    );
    const denied = new client.AuthorizationResponseError('denied', {
      cause: new URLSearchParams({ error: '<script>alert(1)</script>' }),
    });
    expect(oidcFailure(denied)).toEqual(
      expect.objectContaining({
        status: 401,
        detail: 'The identity provider refused the sign-in (unknown_error).',
      }),
    );
  });
});
