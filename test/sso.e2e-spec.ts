import { generateKeyPairSync } from 'node:crypto';
import type { Response } from 'supertest';
import { AuditEntry } from '@/modules/audit/entities/audit-entry.entity';
import { User } from '@/modules/auth/entities/user.entity';
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
    return response.headers.location;
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

    it('gives the role of the highest mapped group, and follows the groups on every sign-in', async () => {
      const first = await t.http.get(await callbackFor('eddie')).expect(200);
      expect(await roleBehind(first.body.access_token)).toBe('editor');
      provider.setAccounts({
        ...ACCOUNTS,
        eddie: { ...ACCOUNTS.eddie, groups: ['studio-editors', 'studio-admins'] },
      });
      const second = await t.http.get(await callbackFor('eddie')).expect(200);
      expect(await roleBehind(second.body.access_token)).toBe('admin');
      expect(await t.dataSource.getRepository(User).countBy({ oidcSubject: 'eddie' })).toBe(1);
    });

    it("links an existing studio user by the provider's verified e-mail address, who keeps their password", async () => {
      const existing = await createUser(t, { email: 'nora@example.com', role: 'editor' });
      const response = await t.http.get(await callbackFor('nora')).expect(200);
      expect(claimsOf(response.body.access_token).sub).toBe(existing.id);
      const linked = await t.dataSource.getRepository(User).findOneByOrFail({ id: existing.id });
      expect(linked).toEqual(
        expect.objectContaining({ oidcIssuer: provider.issuer, oidcSubject: 'nora' }),
      );
      // OIDC_PASSWORD_LOGIN defaults to true.
      await t.http
        .post('/studio/auth/login')
        .type('form')
        .send({ username: 'nora@example.com', password: DEFAULT_PASSWORD })
        .expect(200);
    });

    it('refuses (403) a user whose groups map to no role, and creates nobody', async () => {
      const problem = expectProblem(await t.http.get(await callbackFor('gina')), 403, 'FORBIDDEN');
      expect(problem.detail).toMatch(/groups do not give you a studio role/);
      expect(await t.dataSource.getRepository(User).countBy({ email: 'gina@example.com' })).toBe(0);
      const audit = await t.dataSource.getRepository(AuditEntry).findBy({ action: 'sso_refused' });
      expect(audit.map((entry) => entry.changes)).toContainEqual({
        reason: 'no_role',
        issuer: provider.issuer,
        subject: 'gina',
        sessions_ended: 0,
      });
    });

    it("refuses a linked user whose groups no longer map to a role, and ends all of that user's sessions", async () => {
      provider.setAccounts({
        ...ACCOUNTS,
        eddie: { ...ACCOUNTS.eddie, groups: ['studio-editors'] },
      });
      const before = await t.http.get(await callbackFor('eddie')).expect(200);
      await t.http.get('/studio/auth/me').set(bearer(before.body.access_token)).expect(200);

      provider.setAccounts({ ...ACCOUNTS, eddie: { ...ACCOUNTS.eddie, groups: ['former-staff'] } });
      expectProblem(await t.http.get(await callbackFor('eddie')), 403, 'FORBIDDEN');
      expectProblem(
        await t.http.get('/studio/auth/me').set(bearer(before.body.access_token)),
        401,
        'UNAUTHORIZED',
      );
      expectProblem(
        await t.http
          .post('/studio/auth/refresh')
          .send({ refresh_token: before.body.refresh_token }),
        401,
        'UNAUTHORIZED',
      );
      const eddie = await t.dataSource
        .getRepository(User)
        .findOneByOrFail({ oidcSubject: 'eddie' });
      const refusals = await t.dataSource
        .getRepository(AuditEntry)
        .findBy({ action: 'sso_refused', entityId: eddie.id });
      expect(refusals).toHaveLength(1);
      expect(refusals[0].changes).toEqual(
        expect.objectContaining({ reason: 'no_role', subject: 'eddie' }),
      );
      expect(
        (refusals[0].changes as { sessions_ended: number }).sessions_ended,
      ).toBeGreaterThanOrEqual(1);
    });

    it('is refused (401) when the provider no longer knows the user, and SSO sessions end after OIDC_SESSION_TTL', async () => {
      const signedIn = await t.http.get(await callbackFor('alice')).expect(200);
      const [session] = (
        await t.http
          .get('/studio/auth/sessions')
          .set(bearer(signedIn.body.access_token))
          .expect(200)
      ).body.data as Array<{ created_at: string; absolute_expires_at: string }>;
      // OIDC_SESSION_TTL's default: 12 hours after the sign-in, however often it is refreshed.
      expect(Date.parse(session.absolute_expires_at) - Date.parse(session.created_at)).toBe(
        43_200_000,
      );

      provider.setAccounts(
        Object.fromEntries(Object.entries(ACCOUNTS).filter(([subject]) => subject !== 'alice')),
      );
      const problem = expectProblem(
        await t.http.get(await callbackFor('alice')),
        401,
        'UNAUTHORIZED',
      );
      expect(problem.detail).toBe('The identity provider refused the sign-in (access_denied).');
    });

    it('answers a callback once: a replay of the same state and code is 401', async () => {
      const callback = await callbackFor('alice');
      await t.http.get(callback).expect(200);
      const problem = expectProblem(await t.http.get(callback), 401, 'UNAUTHORIZED');
      expect(problem.detail).toMatch(/state is unknown, expired or already used/);
    });

    it('refuses a tampered or unknown state (401) and leaves the real one unusable only by its own callback', async () => {
      const callback = new URL(await callbackFor('alice'), 'http://app.test');
      const real = callback.searchParams.get('state')!;
      callback.searchParams.set('state', `${real.slice(0, -1)}${real.endsWith('A') ? 'B' : 'A'}`);
      expectProblem(
        await t.http.get(`${callback.pathname}${callback.search}`),
        401,
        'UNAUTHORIZED',
      );
      callback.searchParams.set('state', real);
      await t.http.get(`${callback.pathname}${callback.search}`).expect(200);
    });

    it('refuses a code that is not the one issued for the state (401, never 500)', async () => {
      const callback = new URL(await callbackFor('alice'), 'http://app.test');
      callback.searchParams.set('code', 'forged-authorization-code');
      const problem = expectProblem(
        await t.http.get(`${callback.pathname}${callback.search}`),
        401,
        'UNAUTHORIZED',
      );
      expect(problem.detail).toMatch(/did not accept the sign-in \(invalid_grant\)/);
    });

    it('answers a provider error for a real state with 401', async () => {
      const state = new URL(await startSignIn()).searchParams.get('state')!;
      const problem = expectProblem(
        await t.http
          .get('/studio/auth/oidc/callback')
          .query({ state, error: 'access_denied', iss: provider.issuer }),
        401,
        'UNAUTHORIZED',
      );
      expect(problem.detail).toBe('The identity provider refused the sign-in (access_denied).');
    });

    it.each([
      ['no state', {}, 'state'],
      ['an empty state', { state: '' }, 'state'],
      ['two states', 'state=a&state=b', 'state'],
      ['a huge state', { state: 'x'.repeat(10_000) }, 'state'],
    ])('answers 400 for %s', async (_name, query, field) => {
      const problem = expectProblem(
        await t.http.get('/studio/auth/oidc/callback').query(query),
        400,
        'VALIDATION_FAILED',
      );
      expect(problem.errors).toEqual([expect.objectContaining({ field })]);
    });

    it('answers 400 for a real state without a code (and spends the state)', async () => {
      const state = new URL(await startSignIn()).searchParams.get('state')!;
      const problem = expectProblem(
        await t.http.get('/studio/auth/oidc/callback').query({ state }),
        400,
        'VALIDATION_FAILED',
      );
      expect(problem.errors).toEqual([expect.objectContaining({ field: 'code' })]);
      expectProblem(
        await t.http.get('/studio/auth/oidc/callback').query({ state, code: 'x' }),
        401,
        'UNAUTHORIZED',
      );
    });
  });

  describe('with OIDC_CREATE_USERS=false and OIDC_PASSWORD_LOGIN=false', () => {
    let strict: TestApp;
    beforeAll(async () => {
      strict = await createTestApp({
        env: oidcEnv(provider.issuer, { OIDC_CREATE_USERS: 'false', OIDC_PASSWORD_LOGIN: 'false' }),
      });
    });
    afterAll(() => strict?.close());

    it('refuses (403) a provider user without a studio user, and records the refusal', async () => {
      const problem = expectProblem(
        await strict.http.get(await callbackFor('alice', strict)),
        403,
        'FORBIDDEN',
      );
      expect(problem.detail).toMatch(/does not create users/);
      expect(
        await strict.dataSource.getRepository(User).countBy({ email: 'alice@example.com' }),
      ).toBe(0);
      const [refusal] = await strict.dataSource
        .getRepository(AuditEntry)
        .findBy({ action: 'sso_refused' });
      expect(refusal.changes).toEqual(
        expect.objectContaining({ reason: 'unknown_user', subject: 'alice' }),
      );
    });

    it('signs an existing user in, after which their password no longer does (403)', async () => {
      await createUser(strict, { email: 'eddie@example.com', role: 'admin' });
      // Another active admin, so the groups may demote Eddie (see "the last active admin").
      await createUser(strict, { role: 'admin' });
      const password = { username: 'eddie@example.com', password: DEFAULT_PASSWORD };
      await strict.http.post('/studio/auth/login').type('form').send(password).expect(200);
      const response = await strict.http.get(await callbackFor('eddie', strict)).expect(200);
      // The groups decide the role, not what the studio had.
      expect(await roleBehind(response.body.access_token, strict)).toBe('editor');
      const problem = expectProblem(
        await strict.http.post('/studio/auth/login').type('form').send(password),
        403,
        'FORBIDDEN',
      );
      expect(problem.detail).toMatch(/single sign-on/);
    });
  });

  describe('sign-ins started and not finished, per address (LOGIN_MAX_FAILURES=3)', () => {
    let limited: TestApp;
    beforeAll(async () => {
      limited = await createTestApp({
        env: oidcEnv(provider.issuer, {
          OIDC_CREATE_USERS: 'true',
          LOGIN_MAX_FAILURES: '3',
          TRUST_PROXY: 'true',
        }),
      });
    });
    afterAll(() => limited?.close());

    const start = (ip: string) =>
      limited.http.get('/studio/auth/oidc/login').set('X-Forwarded-For', ip);

    it('answers 429 with Retry-After past the limit, for that address only; a finished sign-in frees its place', async () => {
      const first = await start('10.71.0.1').expect(302);
      for (let i = 0; i < 2; i++) await start('10.71.0.1').expect(302);
      const refused = await start('10.71.0.1');
      const problem = expectProblem(refused, 429, 'RATE_LIMITED');
      expect(problem.detail).toMatch(/single sign-ons started/);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(590);
      expect(retryAfter).toBeLessThanOrEqual(600);
      // Another address is not held.
      await start('10.71.0.2').expect(302);

      // Finishing one of the three frees its place.
      const callback = await followProviderToCallback(first.headers.location, 'eddie');
      await limited.http.get(callback).set('X-Forwarded-For', '10.71.0.1').expect(200);
      await start('10.71.0.1').expect(302);
      expectProblem(await start('10.71.0.1'), 429, 'RATE_LIMITED');
    });

    it('counts an IPv6 address by its /64', async () => {
      for (let i = 0; i < 3; i++) await start(`2001:db8:71::${i + 1}`).expect(302);
      expectProblem(await start('2001:db8:71::ff'), 429, 'RATE_LIMITED');
    });
  });

  describe('the last active admin', () => {
    let fresh: TestApp;
    beforeAll(async () => {
      fresh = await createTestApp({ env: oidcEnv(provider.issuer, { OIDC_CREATE_USERS: 'true' }) });
    });
    afterAll(() => fresh?.close());

    it('keeps the admin role when the groups map them lower: the sign-in succeeds, logged and audited', async () => {
      const first = await fresh.http.get(await callbackFor('alice', fresh)).expect(200);
      expect(await roleBehind(first.body.access_token, fresh)).toBe('admin');
      const alice = await fresh.dataSource
        .getRepository(User)
        .findOneByOrFail({ oidcSubject: 'alice' });
      expect(await fresh.dataSource.getRepository(User).countBy({ role: 'admin' })).toBe(1);

      provider.setAccounts({
        ...ACCOUNTS,
        alice: { ...ACCOUNTS.alice, groups: ['studio-editors'] },
      });
      const demoted = await fresh.http.get(await callbackFor('alice', fresh)).expect(200);
      expect(await roleBehind(demoted.body.access_token, fresh)).toBe('admin');
      const kept = await fresh.dataSource
        .getRepository(AuditEntry)
        .findBy({ action: 'sso_role_kept', entityId: alice.id });
      expect(kept.map((entry) => entry.changes)).toEqual([
        { role: 'admin', mapped_role: 'editor', reason: 'last_active_admin' },
      ]);

      // With another active admin, the groups decide again.
      await createUser(fresh, { role: 'admin' });
      const next = await fresh.http.get(await callbackFor('alice', fresh)).expect(200);
      expect(await roleBehind(next.body.access_token, fresh)).toBe('editor');
    });
  });

  describe('when the provider is down', () => {
    it('answers 502 problem+json to the sign-in and to a callback', async () => {
      const doomed = await startOidcProvider(ACCOUNTS);
      const app = await createTestApp({
        env: oidcEnv(doomed.issuer, { OIDC_CREATE_USERS: 'true' }),
      });
      try {
        const callback = await callbackFor('alice', app);
        await doomed.stop();
        const login = expectProblem(
          await app.http.get('/studio/auth/oidc/login'),
          502,
          'UPSTREAM_UNAVAILABLE',
        );
        expect(login.detail).toMatch(/identity provider is unreachable/);
        expectProblem(await app.http.get(callback), 502, 'UPSTREAM_UNAVAILABLE');
      } finally {
        await doomed.stop();
        await app.close();
      }
    });
  });

  describe('when single sign-on is not configured', () => {
    it('answers 404 on both routes', async () => {
      const plain = await createTestApp();
      try {
        expectProblem(await plain.http.get('/studio/auth/oidc/login'), 404, 'NOT_FOUND');
        expectProblem(
          await plain.http.get('/studio/auth/oidc/callback').query({ state: 's', code: 'c' }),
          404,
          'NOT_FOUND',
        );
      } finally {
        await plain.close();
      }
    });
  });

  async function roleBehind(accessToken: string, app: TestApp = t): Promise<string> {
    const me = await app.http.get('/studio/auth/me').set(bearer(accessToken)).expect(200);
    return me.body.data.role as string;
  }
});

describe('single sign-on refuses forged ID tokens (a hand-controlled provider)', () => {
  let hand: HandProvider;
  let t: TestApp;

  /** Starts a sign-in, lets the hand provider answer `maker`'s ID token, and calls back. */
  const callbackWith = async (maker: Parameters<HandProvider['nextIdToken']>[0]) => {
    const location = new URL(
      (await t.http.get('/studio/auth/oidc/login').expect(302)).headers.location,
    );
    hand.expectNonce(location.searchParams.get('nonce')!);
    hand.nextIdToken(maker);
    return t.http
      .get('/studio/auth/oidc/callback')
      .query({ state: location.searchParams.get('state')!, code: 'hand-code' });
  };

  beforeAll(async () => {
    hand = await startHandProvider();
    t = await createTestApp({ env: oidcEnv(hand.issuer, { OIDC_CREATE_USERS: 'true' }) });
  });
  afterAll(async () => {
    await t?.close();
    await hand?.stop();
  });

  it('accepts a correctly signed ID token (the control case)', async () => {
    const response = ok(
      await callbackWith(({ issuer, nonce, sign }) => sign(idTokenClaims(issuer, nonce))),
    );
    expect(response.body.token_type).toBe('bearer');
  });

  it.each([
    [
      'signed with alg none',
      ({ issuer, nonce, sign }: MakerContext) =>
        sign(idTokenClaims(issuer, nonce), { alg: 'none' }),
    ],
    [
      'signed with another key',
      ({ issuer, nonce, sign }: MakerContext) =>
        sign(idTokenClaims(issuer, nonce), {
          key: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey,
        }),
    ],
    [
      'from another issuer',
      ({ nonce, sign }: MakerContext) => sign(idTokenClaims('http://127.0.0.1:1', nonce)),
    ],
    [
      'for another audience',
      ({ issuer, nonce, sign }: MakerContext) =>
        sign(idTokenClaims(issuer, nonce, { aud: 'someone-else' })),
    ],
    [
      'with another nonce',
      ({ issuer, sign }: MakerContext) => sign(idTokenClaims(issuer, 'not-the-nonce')),
    ],
    [
      'expired beyond the clock tolerance',
      ({ issuer, nonce, sign }: MakerContext) =>
        sign(
          idTokenClaims(issuer, nonce, {
            iat: Math.floor(Date.now() / 1000) - 3600,
            exp: Math.floor(Date.now() / 1000) - 120,
          }),
        ),
    ],
  ])('refuses an ID token %s with 401 problem+json', async (_name, maker) => {
    const problem = expectProblem(await callbackWith(maker), 401, 'UNAUTHORIZED');
    expect(problem.detail).toMatch(/^The identity provider's answer failed validation/);
  });

  it('answers an ID token that is not a JWT as a broken provider: 502', async () => {
    expectProblem(await callbackWith(() => 'not.a.jwt'), 502, 'UPSTREAM_UNAVAILABLE');
  });

  it('tolerates a clock difference within OIDC_CLOCK_TOLERANCE', async () => {
    const now = Math.floor(Date.now() / 1000);
    ok(
      await callbackWith(({ issuer, nonce, sign }) =>
        sign(idTokenClaims(issuer, nonce, { iat: now + 10, nbf: now + 10, exp: now + 300 })),
      ),
    );
  });

  it.each([
    ['10 000 groups', { groups: Array.from({ length: 10_000 }, (_, i) => `group-${i}`) }],
    ['a 5 000-character group', { groups: ['studio-editors', 'g'.repeat(5_000)] }],
    ['a 1 000-character subject', { sub: 's'.repeat(1_000) }],
  ])('refuses huge claims (%s) with 403, never 500', async (_name, extra) => {
    const problem = expectProblem(
      await callbackWith(({ issuer, nonce, sign }) => sign(idTokenClaims(issuer, nonce, extra))),
      403,
      'FORBIDDEN',
    );
    expect(problem.detail).toMatch(/claims are too large/);
  });

  it('caps a huge name and refuses an unusable e-mail address of a new user', async () => {
    const named = ok(
      await callbackWith(({ issuer, nonce, sign }) =>
        sign(
          idTokenClaims(issuer, nonce, {
            sub: 'long-name',
            email: 'long@example.com',
            name: 'N'.repeat(100_000),
          }),
        ),
      ),
    );
    const me = await t.http.get('/studio/auth/me').set(bearer(named.body.access_token)).expect(200);
    expect(me.body.data.full_name).toHaveLength(200);
    const problem = expectProblem(
      await callbackWith(({ issuer, nonce, sign }) =>
        sign(
          idTokenClaims(issuer, nonce, { sub: 'no-mail', email: `${'x'.repeat(300)}@example.com` }),
        ),
      ),
      403,
      'FORBIDDEN',
    );
    expect(problem.detail).toMatch(/no usable e-mail address/);
  });
});

/** The answer, after checking it is a 200 (with its body in the failure message otherwise). */
function ok(response: Response): Response {
  if (response.status !== 200)
    throw new Error(`expected 200, got ${response.status}: ${JSON.stringify(response.body)}`);
  return response;
}

type MakerContext = Parameters<Parameters<HandProvider['nextIdToken']>[0]>[0];
