import { bearer } from './factories/users.factory';
import { BuiltServer, startBuiltServer } from './support/built-server';
import { checkedRequest } from './support/checked-http';
import {
  followProviderToCallback,
  OIDC_CLIENT_SECRET,
  oidcEnv,
  OidcProviderProcess,
  startOidcProvider,
} from './support/oidc';
import { expectProblem } from './support/problem';
import { createTestDatabase, dropTestDatabase } from './support/test-database';

// A built server and a provider process start in beforeAll.
jest.setTimeout(90_000);

const ADMIN = { email: 'logs-admin@example.com', password: 'logs-admin-password-7' };

/**
 * The built service (`node dist/main.js`, which also loads the ESM-only openid-client as
 * production does) logging at trace level through password and single sign-on sign-ins, session
 * listing and revocation, refreshes (an SSO one through the provider), a replayed callback, and a
 * callback and a refresh while the provider is down: no token (the studio's or the provider's),
 * authorization code, state, client secret or password reaches its output.
 */
describe('logs of sign-ins and sessions', () => {
  let database: { name: string; url: string };
  let provider: OidcProviderProcess;
  let server: BuiltServer;
  const secrets: string[] = [OIDC_CLIENT_SECRET, ADMIN.password];

  beforeAll(async () => {
    database = await createTestDatabase();
    provider = await startOidcProvider({
      alice: {
        email: 'alice@example.com',
        email_verified: true,
        name: 'Alice',
        groups: ['studio-admins'],
      },
    });
    server = await startBuiltServer({
      DATABASE_URL: database.url,
      LOG_LEVEL: 'trace',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...oidcEnv(provider.issuer, { OIDC_CREATE_USERS: 'true' }),
    });
  });
  afterAll(async () => {
    await server?.stop();
    await provider?.stop();
    if (database) await dropTestDatabase(database.name);
  });

  const http = () => checkedRequest(server.url);
  const keep = (pair: { access_token: string; refresh_token: string }) => {
    secrets.push(pair.access_token, pair.refresh_token);
    return pair;
  };
  /** A sign-in at the provider up to its redirect back; the code and state are kept as secrets. */
  const callback = async () => {
    const start = await http().get('/studio/auth/oidc/login').expect(302);
    const path = await followProviderToCallback(start.headers.location, 'alice');
    const query = new URL(path, server.url).searchParams;
    secrets.push(query.get('code')!, query.get('state')!);
    return path;
  };

  it('writes no secret into any log line', async () => {
    const wrong = 'wrong-password-for-the-log-test';
    secrets.push(wrong);
    await http()
      .post('/studio/auth/login')
      .type('form')
      .send({ username: ADMIN.email, password: wrong })
      .expect(401);
    const password = keep(
      (
        await http()
          .post('/studio/auth/login')
          .type('form')
          .send({ username: ADMIN.email, password: ADMIN.password })
          .expect(200)
      ).body,
    );
    const refreshed = keep(
      (
        await http()
          .post('/studio/auth/refresh')
          .send({ refresh_token: password.refresh_token })
          .expect(200)
      ).body,
    );
    await http()
      .post('/studio/auth/refresh')
      .send({ refresh_token: password.refresh_token })
      .expect(401);

    const first = await callback();
    const sso = keep((await http().get(first).expect(200)).body);
    expectProblem(await http().get(first), 401, 'UNAUTHORIZED');
    // An SSO refresh refreshes at the provider with its refresh token first.
    keep(
      (
        await http()
          .post('/studio/auth/refresh')
          .send({ refresh_token: sso.refresh_token })
          .expect(200)
      ).body,
    );
    const listed = await http()
      .get('/studio/auth/sessions')
      .set(bearer(sso.access_token))
      .expect(200);
    expect(listed.body.data).toEqual([
      expect.objectContaining({ sign_in_method: 'oidc', current: true }),
    ]);
    const second = keep(
      (
        await http()
          .get(await callback())
          .expect(200)
      ).body,
    );
    const [other] = (
      await http().get('/studio/auth/sessions').set(bearer(second.access_token)).expect(200)
    ).body.data.filter((s: { current: boolean }) => !s.current);
    await http()
      .delete(`/studio/auth/sessions/${other.id}`)
      .set(bearer(second.access_token))
      .expect(204);
    // The replayed refresh token ended that session: a new password sign-in signs out the rest.
    const again = keep(
      (
        await http()
          .post('/studio/auth/login')
          .type('form')
          .send({ username: ADMIN.email, password: ADMIN.password })
          .expect(200)
      ).body,
    );
    expectProblem(
      await http().get('/studio/auth/me').set(bearer(refreshed.access_token)),
      401,
      'UNAUTHORIZED',
    );
    await http()
      .post('/studio/auth/sessions/revoke-others')
      .set(bearer(again.access_token))
      .expect(200);

    const kept = keep(
      (
        await http()
          .get(await callback())
          .expect(200)
      ).body,
    );
    const late = await callback();
    // The provider's own tokens (access, ID and refresh) are secrets as well.
    secrets.push(...(await provider.issuedTokens()));
    await provider.stop();
    expectProblem(await http().get(late), 502, 'UPSTREAM_UNAVAILABLE');
    expectProblem(
      await http().post('/studio/auth/refresh').send({ refresh_token: kept.refresh_token }),
      502,
      'UPSTREAM_UNAVAILABLE',
    );

    const output = server.output();
    // The log was written, at trace level, with the requests that carried the secrets.
    expect(output).toContain('/studio/auth/oidc/callback?[redacted]');
    expect(output).toContain('"url":"/studio/auth/sessions"');
    for (const secret of secrets) {
      expect({ secret, logged: output.includes(secret) }).toEqual({ secret, logged: false });
    }
  });
});
