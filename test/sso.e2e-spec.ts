import { AuditEntry } from '../src/modules/audit/entities/audit-entry.entity';
import { User } from '../src/modules/auth/entities/user.entity';
import { bearer, createUser, DEFAULT_PASSWORD } from './factories/users.factory';
import {
  followProviderToCallback,
  HandProvider,
  idTokenClaims,
  OIDC_CLIENT_ID,
  OidcAccounts,
  oidcEnv,
  OidcProviderProcess,
  startHandProvider,
  startOidcProvider,
} from './support/oidc';
import { expectProblem } from './support/problem';
import { createTestApp, TestApp } from './support/test-app';

// Each case signs in through a provider running as a child process.
jest.setTimeout(60_000);

const ACCOUNTS: OidcAccounts = {
  alice: {
    email: 'alice@example.com',
    email_verified: true,
    name: 'Alice Admin',
    groups: ['studio-admins', 'staff'],
  },
  eddie: {
    email: 'eddie@example.com',
    email_verified: true,
    name: 'Eddie Editor',
    groups: ['studio-editors'],
  },
  gina: { email: 'gina@example.com', email_verified: true, name: 'Gina Guest', groups: ['staff'] },
  nora: {
    email: 'nora@example.com',
    email_verified: true,
    name: 'Nora New',
    groups: ['studio-editors'],
  },
};

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;

describe('single sign-on with OpenID Connect', () => {
  let provider: OidcProviderProcess;
  let t: TestApp;

  /** The provider's authorization URL, from the app's start of a sign-in. */
  const startSignIn = async (app: TestApp = t) => {
    const response = await app.http.get('/studio/auth/oidc/login').expect(302);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.headers.location as string;
  };
  /** The callback path and query the provider sends the browser back with. */
  const callbackFor = async (hint: string, app: TestApp = t) =>
    followProviderToCallback(await startSignIn(app), hint);

  beforeAll(async () => {
    provider = await startOidcProvider(ACCOUNTS);
    t = await createTestApp({ env: oidcEnv(provider.issuer, { OIDC_CREATE_USERS: 'true' }) });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.stop();
  });
  beforeEach(() => provider.setAccounts(ACCOUNTS));

  describe('GET /studio/auth/oidc/login', () => {
    it('redirects to the provider with PKCE (S256), state and nonce', async () => {
      const url = new URL(await startSignIn());
      expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuer}/auth`);
      expect(Object.fromEntries(url.searchParams)).toEqual(
        expect.objectContaining({
          client_id: OIDC_CLIENT_ID,
          response_type: 'code',
          scope: 'openid email profile groups',
          code_challenge_method: 'S256',
          code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
          state: expect.any(String),
          nonce: expect.any(String),
        }),
      );
    });
  });

  describe('GET /studio/auth/oidc/callback', () => {
    it('creates an unknown user with the role its groups map to, and answers a studio token pair', async () => {
      const response = await t.http.get(await callbackFor('alice')).expect(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toEqual({
        access_token: expect.any(String),
        refresh_token: expect.any(String),
        token_type: 'bearer',
        expires_in: 900,
      });
      const me = await t.http
        .get('/studio/auth/me')
        .set(bearer(response.body.access_token))
        .expect(200);
      expect(me.body.data).toEqual(
        expect.objectContaining({
          email: 'alice@example.com',
          full_name: 'Alice Admin',
          role: 'admin',
        }),
      );
      const user = await t.dataSource
        .getRepository(User)
        .findOneByOrFail({ email: 'alice@example.com' });
      expect(user).toEqual(
        expect.objectContaining({ oidcIssuer: provider.issuer, oidcSubject: 'alice' }),
      );
      const sessions = await t.http
        .get('/studio/auth/sessions')
        .set(bearer(response.body.access_token))
        .expect(200);
      expect(sessions.body.data).toEqual([
        expect.objectContaining({ sign_in_method: 'oidc', current: true }),
      ]);
      const audit = await t.dataSource
        .getRepository(AuditEntry)
        .findOneByOrFail({ action: 'sso_sign_in', entityId: user.id });
      expect(audit.changes).toEqual({ issuer: provider.issuer, subject: 'alice', role: 'admin' });
    });
  });
});
