import { randomBytes } from 'node:crypto';
import type { Response } from 'supertest';
import { AuditEntry } from '@/modules/audit/entities/audit-entry.entity';
import { Session } from '@/modules/auth/entities/session.entity';
import { User } from '@/modules/auth/entities/user.entity';
import {
  countOidcRefreshTokensNotCurrent,
  openOidcRefreshToken,
  rekeyOidcRefreshTokens,
} from '@/modules/auth/oidc/oidc-refresh-token';
import { OidcRefreshToken } from '@/modules/auth/oidc/oidc-refresh-token.entity';
import { VaultKeyring } from '@/modules/vault/vault-keyring';
import { bearer, createUser, DEFAULT_PASSWORD } from './factories/users.factory';
import {
  followProviderToCallback,
  OidcAccounts,
  oidcEnv,
  OidcProviderProcess,
  startOidcProvider,
} from './support/oidc';
import { expectProblem } from './support/problem';
import { createTestApp, TEST_VAULT_KEY, TestApp } from './support/test-app';

// Each case signs in through a provider running as a child process.
jest.setTimeout(60_000);

const ACCOUNTS: OidcAccounts = {
  lena: {
    email: 'lena@example.com',
    email_verified: true,
    name: 'Lena Leaver',
    groups: ['studio-editors'],
  },
  moe: { email: 'moe@example.com', email_verified: true, name: 'Moe Mover', groups: ['staff'] },
  pat: {
    email: 'pat@example.com',
    email_verified: true,
    name: 'Pat Password',
    groups: ['studio-editors'],
  },
};

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;

/**
 * Single sign-on sessions follow the identity provider: each studio refresh first refreshes at
 * the provider, so a user it no longer knows, or whose groups no longer map to a role, loses all
 * their sessions then (within JWT_ACCESS_TTL). Under STUDIO_REQUIRE_2FA=all, which SSO sessions
 * are exempt from.
 */
describe('single sign-on sessions that follow the identity provider', () => {
  let provider: OidcProviderProcess;
  let t: TestApp;
  /** Every answer of the app in this file, searched for provider tokens at the end. */
  const answers: string[] = [];
  const seen = (response: Response) => {
    answers.push(JSON.stringify(response.headers), response.text);
    return response;
  };

  const signIn = async (subject: string) => {
    const start = seen(await t.http.get('/studio/auth/oidc/login').expect(302));
    const callback = await followProviderToCallback(start.headers.location, subject);
    return seen(await t.http.get(callback).expect(200)).body as {
      access_token: string;
      refresh_token: string;
    };
  };
  const refresh = async (refreshToken: string) =>
    seen(await t.http.post('/studio/auth/refresh').send({ refresh_token: refreshToken }));
  const me = async (accessToken: string) =>
    seen(await t.http.get('/studio/auth/me').set(bearer(accessToken)));
  const userOf = (subject: string) =>
    t.dataSource.getRepository(User).findOneByOrFail({ oidcSubject: subject });
  const refusalsOf = async (userId: string) =>
    (
      await t.dataSource
        .getRepository(AuditEntry)
        .findBy({ action: 'sso_refused', entityId: userId })
    ).map((entry) => entry.changes);
  const storedTokensOf = (userId: string) =>
    t.dataSource
      .getRepository(OidcRefreshToken)
      .createQueryBuilder('t')
      .innerJoin(Session, 's', 's.id = t.id')
      .where('s.user_id = :userId', { userId })
      .getCount();

  beforeAll(async () => {
    provider = await startOidcProvider(ACCOUNTS);
    t = await createTestApp({
      env: oidcEnv(provider.issuer, { OIDC_CREATE_USERS: 'true', STUDIO_REQUIRE_2FA: 'all' }),
    });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.stop();
  });
  beforeEach(() => provider.setAccounts(ACCOUNTS));

  it("keeps the provider's refresh token sealed with the session, and refreshes through the provider each time", async () => {
    const first = await signIn('lena');
    const lena = await userOf('lena');
    const [stored] = await t.dataSource.getRepository(OidcRefreshToken).find();
    expect(stored).toEqual(
      expect.objectContaining({
        id: claimsOf(first.access_token).sid,
        masterKeyId: expect.any(String),
      }),
    );
    const issued = await provider.issuedTokens();
    for (const token of issued) {
      expect(stored.ciphertext.includes(Buffer.from(token))).toBe(false);
    }
    // The provider rotates its refresh token on each use and refuses a spent one: two refreshes
    // in a row pass only if the studio keeps the rotated token.
    const second = (await refresh(first.refresh_token)).body;
    expect(second).toEqual(expect.objectContaining({ access_token: expect.any(String) }));
    const third = await refresh(second.refresh_token);
    expect(third.status).toBe(200);
    expect((await me(third.body.access_token)).body.data.role).toBe('editor');
    expect((await provider.issuedTokens()).length).toBeGreaterThan(issued.length);
    expect(await refusalsOf(lena.id)).toEqual([]);
  });

  it("ends all of the user's sessions at the next refresh once the provider no longer knows them (401)", async () => {
    const one = await signIn('lena');
    const two = await signIn('lena');
    const lena = await userOf('lena');
    expect(await storedTokensOf(lena.id)).toBeGreaterThanOrEqual(2);
    provider.setAccounts({ moe: ACCOUNTS.moe, pat: ACCOUNTS.pat });

    const problem = expectProblem(await refresh(one.refresh_token), 401, 'UNAUTHORIZED');
    expect(problem.detail).toMatch(/no longer signs this user in/);
    // The other session's access token is refused at once, as is its refresh token.
    expectProblem(await me(two.access_token), 401, 'UNAUTHORIZED');
    expectProblem(await me(one.access_token), 401, 'UNAUTHORIZED');
    expectProblem(await refresh(two.refresh_token), 401, 'UNAUTHORIZED');
    expect(await refusalsOf(lena.id)).toContainEqual({
      reason: 'provider_refused',
      at: 'refresh',
      issuer: provider.issuer,
      subject: 'lena',
      sessions_ended: expect.any(Number),
    });
    const [refusal] = await refusalsOf(lena.id);
    expect((refusal as { sessions_ended: number }).sessions_ended).toBeGreaterThanOrEqual(2);
    // The provider's tokens of the ended sessions are gone too.
    expect(await storedTokensOf(lena.id)).toBe(0);
  });

  it('ends all sessions at the next refresh when the groups no longer map to a role (401), and changes the role when they map to another', async () => {
    provider.setAccounts({ ...ACCOUNTS, moe: { ...ACCOUNTS.moe, groups: ['studio-editors'] } });
    const signedIn = await signIn('moe');
    const moe = await userOf('moe');
    expect(moe.role).toBe('editor');

    provider.setAccounts({ ...ACCOUNTS, moe: { ...ACCOUNTS.moe, groups: ['studio-admins'] } });
    const promoted = await refresh(signedIn.refresh_token);
    expect(promoted.status).toBe(200);
    expect((await me(promoted.body.access_token)).body.data.role).toBe('admin');
    const changes = await t.dataSource
      .getRepository(AuditEntry)
      .findBy({ action: 'sso_role_changed', entityId: moe.id });
    expect(changes.map((entry) => entry.changes)).toEqual([
      { from: 'editor', to: 'admin', subject: 'moe' },
    ]);

    const other = await signIn('moe');
    provider.setAccounts({ ...ACCOUNTS, moe: { ...ACCOUNTS.moe, groups: ['former-staff'] } });
    const problem = expectProblem(await refresh(promoted.body.refresh_token), 401, 'UNAUTHORIZED');
    expect(problem.detail).toMatch(/no longer give you a studio role/);
    expectProblem(await me(other.access_token), 401, 'UNAUTHORIZED');
    expectProblem(await me(promoted.body.access_token), 401, 'UNAUTHORIZED');
    expect(await refusalsOf(moe.id)).toEqual([
      expect.objectContaining({ reason: 'no_role', at: 'refresh', subject: 'moe' }),
    ]);
  });

  it('keeps the last active admin an admin when the groups map them lower at a refresh (200, audited)', async () => {
    const ria = {
      email: 'ria@example.com',
      email_verified: true,
      name: 'Ria Remaining',
      groups: ['studio-admins'],
    };
    provider.setAccounts({ ...ACCOUNTS, ria });
    const signedIn = await signIn('ria');
    const user = await userOf('ria');
    // Ria becomes the only active admin.
    await t.dataSource
      .getRepository(User)
      .createQueryBuilder()
      .update()
      .set({ isActive: false })
      .where("role = 'admin' AND id <> :id", { id: user.id })
      .execute();

    provider.setAccounts({ ...ACCOUNTS, ria: { ...ria, groups: ['studio-editors'] } });
    const refreshed = await refresh(signedIn.refresh_token);
    expect(refreshed.status).toBe(200);
    expect((await me(refreshed.body.access_token)).body.data.role).toBe('admin');
    const kept = await t.dataSource
      .getRepository(AuditEntry)
      .findBy({ action: 'sso_role_kept', entityId: user.id });
    expect(kept.map((entry) => entry.changes)).toEqual([
      { role: 'admin', mapped_role: 'editor', reason: 'last_active_admin', at: 'refresh' },
    ]);
    expect(
      await t.dataSource
        .getRepository(AuditEntry)
        .countBy({ action: 'sso_role_changed', entityId: user.id }),
    ).toBe(0);
  });

  it('keeps a session without a provider refresh token bounded by OIDC_SESSION_TTL only', async () => {
    const signedIn = await signIn('lena');
    const sessionId = claimsOf(signedIn.access_token).sid as string;
    await t.dataSource.getRepository(OidcRefreshToken).delete({ id: sessionId });
    provider.setAccounts({ moe: ACCOUNTS.moe });
    expect((await refresh(signedIn.refresh_token)).status).toBe(200);
  });

  it('does not restrict an SSO sign-in under STUDIO_REQUIRE_2FA=all; a password sign-in of the same user is restricted', async () => {
    await createUser(t, { email: 'pat@example.com', role: 'editor' });
    const sso = await signIn('pat');
    expect(claimsOf(sso.access_token).tfa).toBeUndefined();
    expect(seen(await t.http.get('/studio/theme-parks').set(bearer(sso.access_token))).status).toBe(
      200,
    );
    const refreshed = (await refresh(sso.refresh_token)).body;
    expect(claimsOf(refreshed.access_token).tfa).toBeUndefined();

    const password = seen(
      await t.http
        .post('/studio/auth/login')
        .type('form')
        .send({ username: 'pat@example.com', password: DEFAULT_PASSWORD })
        .expect(200),
    ).body;
    expect(claimsOf(password.access_token).tfa).toBe('enrol');
    expectProblem(
      seen(await t.http.get('/studio/theme-parks').set(bearer(password.access_token))),
      403,
      'TWO_FACTOR_ENROLMENT_REQUIRED',
    );
    const passwordRefreshed = (await refresh(password.refresh_token)).body;
    expect(claimsOf(passwordRefreshed.access_token).tfa).toBe('enrol');
  });

  it('re-wraps the provider refresh tokens at a vault master-key rotation (npm run vault:rekey)', async () => {
    const signedIn = await signIn('lena');
    const sessionId = claimsOf(signedIn.access_token).sid as string;
    const repository = t.dataSource.getRepository(OidcRefreshToken);
    const before = await repository.findOneByOrFail({ id: sessionId });
    const oldKey = Buffer.from(TEST_VAULT_KEY, 'base64');
    const newKey = randomBytes(32);
    const rotated = new VaultKeyring(newKey, [oldKey]);

    const report = await rekeyOidcRefreshTokens(t.dataSource, rotated);
    expect(report.failed).toEqual([]);
    expect(report.rewrapped).toBeGreaterThanOrEqual(1);
    expect(await countOidcRefreshTokensNotCurrent(t.dataSource, rotated)).toBe(0);
    const after = await repository.findOneByOrFail({ id: sessionId });
    expect(after.masterKeyId).toBe(rotated.currentKeyId);
    expect(after.ciphertext.equals(before.ciphertext)).toBe(true);
    const token = openOidcRefreshToken(new VaultKeyring(newKey), after);
    expect(await provider.issuedTokens()).toContain(token);

    // Back under the key the running service holds: the refresh goes through the provider again.
    await rekeyOidcRefreshTokens(t.dataSource, new VaultKeyring(oldKey, [newKey]));
    expect((await refresh(signedIn.refresh_token)).status).toBe(200);
    const replaced = await repository.findOneByOrFail({ id: sessionId });
    expect(openOidcRefreshToken(new VaultKeyring(oldKey), replaced)).not.toBe(token);
  });

  it('puts no provider token into any answer or audit entry', async () => {
    const issued = await provider.issuedTokens();
    expect(issued.length).toBeGreaterThan(0);
    const audit = JSON.stringify(await t.dataSource.getRepository(AuditEntry).find());
    for (const token of issued) {
      expect({ token, inAnswers: answers.some((text) => text.includes(token)) }).toEqual({
        token,
        inAnswers: false,
      });
      expect({ token, inAudit: audit.includes(token) }).toEqual({ token, inAudit: false });
    }
  });

  // Last: it stops the provider.
  it('answers 502 to a refresh while the provider is down, keeps the session, and leaves the refresh token usable', async () => {
    const signedIn = await signIn('lena');
    await provider.stop();
    const problem = expectProblem(
      await refresh(signedIn.refresh_token),
      502,
      'UPSTREAM_UNAVAILABLE',
    );
    expect(problem.detail).toMatch(/identity provider is unreachable/);
    // Not spent: a retry is judged the same way, not as a replay that would end the session.
    expectProblem(await refresh(signedIn.refresh_token), 502, 'UPSTREAM_UNAVAILABLE');
    expect((await me(signedIn.access_token)).status).toBe(200);
    const session = await t.dataSource
      .getRepository(Session)
      .findOneByOrFail({ id: claimsOf(signedIn.access_token).sid as string });
    expect(session.revokedAt).toBeNull();
  });
});
