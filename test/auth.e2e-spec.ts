import * as argon2 from 'argon2';
import { sign } from 'jsonwebtoken';
import { User } from '@/modules/auth/entities/user.entity';
import {
  bearer,
  createUser,
  createUserWithTokens,
  DEFAULT_PASSWORD,
  login,
  UserWithTokens,
} from './factories/users.factory';
import { expectProblem } from './support/problem';
import { createTestApp, TEST_JWT_SECRET, TestApp } from './support/test-app';

/** A token as an attacker or a stale client might present it: HS256 with the test secret unless told otherwise. */
function forge(
  claims: Record<string, unknown>,
  options: { secret?: string; algorithm?: 'HS256' | 'HS512'; expiresIn?: number } = {},
): string {
  return sign(claims, options.secret ?? TEST_JWT_SECRET, {
    algorithm: options.algorithm ?? 'HS256',
    issuer: 'guide-platform-api',
    audience: 'studio',
    ...(options.expiresIn !== undefined && { expiresIn: options.expiresIn }),
  });
}

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;

describe('studio authentication', () => {
  let t: TestApp;
  let admin: UserWithTokens;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUserWithTokens(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  describe('POST /studio/auth/login', () => {
    it('logs in with a form body and answers the token pair, uncached', async () => {
      const response = await t.http
        .post('/studio/auth/login')
        .type('form')
        .send({ username: admin.user.email, password: DEFAULT_PASSWORD })
        .expect(200);
      expect(response.body).toEqual({
        access_token: expect.any(String),
        refresh_token: expect.any(String),
        token_type: 'bearer',
        expires_in: 900,
      });
      expect(response.headers['cache-control']).toBe('no-store');
      const claims = claimsOf(response.body.access_token);
      expect(claims).toEqual(
        expect.objectContaining({ sub: admin.user.id, sid: expect.any(String), typ: 'access' }),
      );
      expect((claims.exp as number) - (claims.iat as number)).toBe(900);
    });

    it('also accepts JSON, and e-mail addresses case-insensitively', async () => {
      const response = await t.http
        .post('/studio/auth/login')
        .send({ username: admin.user.email.toUpperCase(), password: DEFAULT_PASSWORD })
        .expect(200);
      expect(response.body.token_type).toBe('bearer');
    });

    it("accepts the OAuth2 fields Swagger UI's Authorize dialog sends", async () => {
      await t.http
        .post('/studio/auth/login')
        .type('form')
        .send({
          grant_type: 'password',
          username: admin.user.email,
          password: DEFAULT_PASSWORD,
          scope: '',
          client_id: '',
        })
        .expect(200);
    });

    it('replaces a hash made with earlier argon2 parameters at login, leaving the password change time alone', async () => {
      const user = await createUser(t);
      const users = t.dataSource.getRepository(User);
      const earlier = await argon2.hash(DEFAULT_PASSWORD, {
        type: argon2.argon2id,
        memoryCost: 19_456,
        timeCost: 2,
        parallelism: 1,
      });
      await users.update({ id: user.id }, { passwordHash: earlier });
      const before = await users.findOneByOrFail({ id: user.id });

      await t.http
        .post('/studio/auth/login')
        .type('form')
        .send({ username: user.email, password: DEFAULT_PASSWORD })
        .expect(200);

      const after = await users.findOneByOrFail({ id: user.id });
      expect(after.passwordHash).toMatch(/^\$argon2id\$v=19\$m=47104,p=1,t=1\$/);
      expect(after.passwordChangedAt).toEqual(before.passwordChangedAt);
      await t.http
        .post('/studio/auth/login')
        .type('form')
        .send({ username: user.email, password: DEFAULT_PASSWORD })
        .expect(200);
    });

    it('rejects a wrong password with 401 INVALID_CREDENTIALS', async () => {
      const response = await t.http
        .post('/studio/auth/login')
        .type('form')
        .send({ username: admin.user.email, password: 'not-the-password' });
      expectProblem(response, 401, 'INVALID_CREDENTIALS');
    });

    it('rejects an unknown e-mail with the same 401', async () => {
      const response = await t.http
        .post('/studio/auth/login')
        .type('form')
        .send({ username: 'nobody@example.com', password: DEFAULT_PASSWORD });
      const body = expectProblem(response, 401, 'INVALID_CREDENTIALS');
      expect(body.detail).toBe('The e-mail address or password is incorrect.');
    });

    it('rejects an inactive user with 401', async () => {
      const inactive = await createUser(t, { isActive: false });
      const response = await t.http
        .post('/studio/auth/login')
        .type('form')
        .send({ username: inactive.email, password: DEFAULT_PASSWORD });
      expectProblem(response, 401, 'INVALID_CREDENTIALS');
    });

    it('answers 400 naming the missing fields', async () => {
      const response = await t.http.post('/studio/auth/login').type('form').send({});
      const body = expectProblem(response, 400, 'VALIDATION_FAILED');
      expect(body.errors).toEqual([
        { field: 'username', message: 'is required' },
        { field: 'password', message: 'is required' },
      ]);
    });

    it('answers 400 for a grant type other than password, and for unknown fields', async () => {
      const grant = await t.http.post('/studio/auth/login').type('form').send({
        grant_type: 'client_credentials',
        username: admin.user.email,
        password: DEFAULT_PASSWORD,
      });
      expect(expectProblem(grant, 400, 'VALIDATION_FAILED').errors).toEqual([
        { field: 'grant_type', message: "must be 'password'" },
      ]);
      const unknown = await t.http
        .post('/studio/auth/login')
        .send({ username: admin.user.email, password: DEFAULT_PASSWORD, role: 'admin' });
      expect(expectProblem(unknown, 400, 'VALIDATION_FAILED').errors).toEqual([
        { field: 'role', message: 'is not an accepted field' },
      ]);
    });

    it('answers 400 MALFORMED_JSON for a broken JSON body', async () => {
      const response = await t.http
        .post('/studio/auth/login')
        .set('Content-Type', 'application/json')
        .send('{"username": ');
      expectProblem(response, 400, 'MALFORMED_JSON');
    });
  });

  describe('GET /studio/auth/me', () => {
    it('answers the profile in a data envelope, without the password hash', async () => {
      const response = await t.http
        .get('/studio/auth/me')
        .set(bearer(admin.accessToken))
        .expect(200);
      expect(response.body).toEqual({
        data: {
          id: admin.user.id,
          email: admin.user.email,
          full_name: 'Test User',
          role: 'admin',
          two_factor_enabled: false,
          sso: false,
          is_active: true,
          created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
          updated_at: expect.stringMatching(/Z$/),
        },
      });
      expect(JSON.stringify(response.body)).not.toMatch(/password|argon/i);
    });

    it('answers 401 without a token, with a WWW-Authenticate challenge', async () => {
      const response = await t.http.get('/studio/auth/me');
      expectProblem(response, 401, 'UNAUTHORIZED');
      expect(response.headers['www-authenticate']).toBe('Bearer');
    });

    it('answers 401 for a token with a tampered payload', async () => {
      const [header, , signature] = admin.accessToken.split('.');
      const payload = Buffer.from(
        JSON.stringify({ ...claimsOf(admin.accessToken), sub: 'someone-else' }),
      ).toString('base64url');
      expectProblem(
        await t.http.get('/studio/auth/me').set(bearer(`${header}.${payload}.${signature}`)),
        401,
        'UNAUTHORIZED',
      );
    });

    it('answers 401 for a token signed with another secret', async () => {
      const forged = forge(
        { sub: admin.user.id, sid: claimsOf(admin.accessToken).sid, typ: 'access' },
        { secret: 'x'.repeat(48) },
      );
      expectProblem(await t.http.get('/studio/auth/me').set(bearer(forged)), 401, 'UNAUTHORIZED');
    });

    it('answers 401 for an unsigned (alg none) token', async () => {
      const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
      const payload = admin.accessToken.split('.')[1];
      expectProblem(
        await t.http.get('/studio/auth/me').set(bearer(`${header}.${payload}.`)),
        401,
        'UNAUTHORIZED',
      );
    });

    it('answers 401 for a token signed with the right secret but another algorithm', async () => {
      const claims = claimsOf(admin.accessToken);
      const token = forge(
        { sub: claims.sub, sid: claims.sid, typ: 'access' },
        { algorithm: 'HS512', expiresIn: 60 },
      );
      expectProblem(await t.http.get('/studio/auth/me').set(bearer(token)), 401, 'UNAUTHORIZED');
    });

    it('answers 401 for an expired token, saying so', async () => {
      const claims = claimsOf(admin.accessToken);
      const expired = forge({
        sub: claims.sub,
        sid: claims.sid,
        typ: 'access',
        exp: Math.floor(Date.now() / 1000) - 10,
      });
      const body = expectProblem(
        await t.http.get('/studio/auth/me').set(bearer(expired)),
        401,
        'UNAUTHORIZED',
      );
      expect(body.detail).toBe('The access token has expired.');
    });

    it('answers 401 for a token signed with the right secret and algorithm but without exp', async () => {
      const { sub, sid } = claimsOf(admin.accessToken);
      const eternal = forge({ sub, sid, typ: 'access' });
      expect(claimsOf(eternal).exp).toBeUndefined();
      const body = expectProblem(
        await t.http.get('/studio/auth/me').set(bearer(eternal)),
        401,
        'UNAUTHORIZED',
      );
      expect(body.detail).toBe('The access token is invalid.');
      // The same claims with an expiry are accepted: only the missing exp was refused.
      await t.http
        .get('/studio/auth/me')
        .set(bearer(forge({ sub, sid, typ: 'access' }, { expiresIn: 60 })))
        .expect(200);
    });

    it('answers 401 when a refresh token is used as an access token', async () => {
      expectProblem(
        await t.http.get('/studio/auth/me').set(bearer(admin.refreshToken)),
        401,
        'UNAUTHORIZED',
      );
    });

    it('answers 401 for a well-signed token whose session does not exist', async () => {
      const token = forge(
        { sub: admin.user.id, sid: '00000000-0000-4000-8000-000000000000', typ: 'access' },
        { expiresIn: 60 },
      );
      expectProblem(await t.http.get('/studio/auth/me').set(bearer(token)), 401, 'UNAUTHORIZED');
    });

    it('answers 401 for a malformed Authorization header', async () => {
      expectProblem(
        await t.http.get('/studio/auth/me').set('Authorization', 'Basic abc'),
        401,
        'UNAUTHORIZED',
      );
      expectProblem(
        await t.http.get('/studio/auth/me').set('Authorization', 'Bearer not.a.jwt'),
        401,
        'UNAUTHORIZED',
      );
    });
  });

  describe('POST /studio/auth/refresh', () => {
    const refresh = (refreshToken: string) =>
      t.http.post('/studio/auth/refresh').send({ refresh_token: refreshToken });

    it('answers a new access token and a new refresh token that work, uncached', async () => {
      const tokens = await login(t, admin.user.email);
      const response = await refresh(tokens.refreshToken).expect(200);
      expect(response.body).toEqual({
        access_token: expect.any(String),
        refresh_token: expect.any(String),
        token_type: 'bearer',
        expires_in: 900,
      });
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body.refresh_token).not.toBe(tokens.refreshToken);
      const sid = claimsOf(tokens.refreshToken).sid;
      expect(claimsOf(response.body.access_token).sid).toBe(sid);
      expect(claimsOf(response.body.refresh_token)).toMatchObject({ sid, typ: 'refresh' });
      expect(claimsOf(response.body.refresh_token).jti).not.toBe(claimsOf(tokens.refreshToken).jti);
      await t.http.get('/studio/auth/me').set(bearer(response.body.access_token)).expect(200);
      // The replacement is good for the next rotation, and so on.
      const next = await refresh(response.body.refresh_token as string).expect(200);
      await t.http.get('/studio/auth/me').set(bearer(next.body.access_token)).expect(200);
    });

    it('answers 401 for a spent refresh token and ends the whole session (reuse detection)', async () => {
      const tokens = await login(t, admin.user.email);
      const other = await login(t, admin.user.email);
      const rotated = (await refresh(tokens.refreshToken).expect(200)).body as {
        access_token: string;
        refresh_token: string;
      };

      const replay = await refresh(tokens.refreshToken);
      expect(expectProblem(replay, 401, 'UNAUTHORIZED').detail).toMatch(/already used/);

      // Everything the session issued is refused now: the replacement pair and the first access token.
      expectProblem(await refresh(rotated.refresh_token), 401, 'UNAUTHORIZED');
      for (const access of [rotated.access_token, tokens.accessToken]) {
        expectProblem(await t.http.get('/studio/auth/me').set(bearer(access)), 401, 'UNAUTHORIZED');
      }
      // Another session of the same user is untouched.
      await t.http.get('/studio/auth/me').set(bearer(other.accessToken)).expect(200);
      await refresh(other.refreshToken).expect(200);
    });

    it('lets exactly one of several simultaneous refreshes with the same token succeed', async () => {
      const tokens = await login(t, admin.user.email);
      const responses = await Promise.all(
        Array.from({ length: 5 }, () => refresh(tokens.refreshToken).then((r) => r)),
      );
      const statuses = responses.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 401, 401, 401, 401]);
      // The losers are replays of a spent token, so the session is over for the winner too.
      const winner = responses.find((r) => r.status === 200)!;
      expectProblem(
        await t.http.get('/studio/auth/me').set(bearer(winner.body.access_token as string)),
        401,
        'UNAUTHORIZED',
      );
    });

    it('rotates a refresh token issued before rotation (no jti) once, then treats it as spent', async () => {
      const tokens = await login(t, admin.user.email);
      const { sid, sub } = claimsOf(tokens.refreshToken);
      await t.dataSource.query('UPDATE sessions SET refresh_token_id = NULL WHERE id = $1', [sid]);
      const legacy = forge({ sub, sid, typ: 'refresh' }, { expiresIn: 3600 });

      const rotated = await refresh(legacy).expect(200);
      expect(claimsOf(rotated.body.refresh_token as string).jti).toEqual(expect.any(String));
      expectProblem(await refresh(legacy), 401, 'UNAUTHORIZED');
      expectProblem(
        await t.http.get('/studio/auth/me').set(bearer(rotated.body.access_token as string)),
        401,
        'UNAUTHORIZED',
      );
    });

    it('answers 401 for a refresh token naming another user’s session, and leaves that session alone', async () => {
      const victim = await createUserWithTokens(t, { role: 'editor' });
      const { sid, jti } = claimsOf(victim.refreshToken);
      const crossed = forge({ sub: admin.user.id, sid, jti, typ: 'refresh' }, { expiresIn: 3600 });
      expectProblem(await refresh(crossed), 401, 'UNAUTHORIZED');
      await refresh(victim.refreshToken).expect(200);
    });

    it('answers 401 for a refresh token without exp, and leaves its session usable', async () => {
      const tokens = await login(t, admin.user.email);
      const { sub, sid, jti } = claimsOf(tokens.refreshToken);
      const eternal = forge({ sub, sid, jti, typ: 'refresh' });
      expect(claimsOf(eternal).exp).toBeUndefined();
      expectProblem(await refresh(eternal), 401, 'UNAUTHORIZED');
      await refresh(tokens.refreshToken).expect(200);
    });

    it('answers 401 for an access token offered as refresh token', async () => {
      const response = await t.http
        .post('/studio/auth/refresh')
        .send({ refresh_token: admin.accessToken });
      expectProblem(response, 401, 'UNAUTHORIZED');
    });

    it('answers 401 for an expired refresh token', async () => {
      const claims = claimsOf(admin.refreshToken);
      const expired = forge({
        sub: claims.sub,
        sid: claims.sid,
        typ: 'refresh',
        exp: Math.floor(Date.now() / 1000) - 1,
      });
      expectProblem(
        await t.http.post('/studio/auth/refresh').send({ refresh_token: expired }),
        401,
        'UNAUTHORIZED',
      );
    });

    it('answers 400 for a missing or malformed refresh token', async () => {
      const missing = await t.http.post('/studio/auth/refresh').send({});
      expect(expectProblem(missing, 400, 'VALIDATION_FAILED').errors).toEqual([
        { field: 'refresh_token', message: 'is required' },
      ]);
      expectProblem(
        await t.http.post('/studio/auth/refresh').send({ refresh_token: 'abc' }),
        400,
        'VALIDATION_FAILED',
      );
    });
  });

  describe('POST /studio/auth/logout', () => {
    it('answers 204 and refuses the session’s access and refresh tokens at once', async () => {
      const tokens = await login(t, admin.user.email);
      const other = await login(t, admin.user.email);
      await t.http.post('/studio/auth/logout').set(bearer(tokens.accessToken)).expect(204);
      expectProblem(
        await t.http.get('/studio/auth/me').set(bearer(tokens.accessToken)),
        401,
        'UNAUTHORIZED',
      );
      expectProblem(
        await t.http.post('/studio/auth/refresh').send({ refresh_token: tokens.refreshToken }),
        401,
        'UNAUTHORIZED',
      );
      // Other sessions of the same user are untouched.
      await t.http.get('/studio/auth/me').set(bearer(other.accessToken)).expect(200);
    });

    it('answers 401 without a token', async () => {
      expectProblem(await t.http.post('/studio/auth/logout'), 401, 'UNAUTHORIZED');
    });
  });

  describe('POST /studio/auth/change-password', () => {
    let editor: UserWithTokens;

    beforeEach(async () => {
      editor = await createUserWithTokens(t, { role: 'editor' });
    });

    it('answers 204, keeps the current session and ends every other one', async () => {
      const elsewhere = await login(t, editor.user.email);
      await t.http
        .post('/studio/auth/change-password')
        .set(bearer(editor.accessToken))
        .send({ current_password: DEFAULT_PASSWORD, new_password: 'a-brand-new-password' })
        .expect(204);

      await t.http.get('/studio/auth/me').set(bearer(editor.accessToken)).expect(200);
      await t.http
        .post('/studio/auth/refresh')
        .send({ refresh_token: editor.refreshToken })
        .expect(200);
      expectProblem(
        await t.http.get('/studio/auth/me').set(bearer(elsewhere.accessToken)),
        401,
        'UNAUTHORIZED',
      );
      expectProblem(
        await t.http.post('/studio/auth/refresh').send({ refresh_token: elsewhere.refreshToken }),
        401,
        'UNAUTHORIZED',
      );

      const oldPassword = await t.http
        .post('/studio/auth/login')
        .type('form')
        .send({ username: editor.user.email, password: DEFAULT_PASSWORD });
      expectProblem(oldPassword, 401, 'INVALID_CREDENTIALS');
      await login(t, editor.user.email, 'a-brand-new-password');
    });

    it('answers 400 naming current_password when it is wrong', async () => {
      const response = await t.http
        .post('/studio/auth/change-password')
        .set(bearer(editor.accessToken))
        .send({ current_password: 'wrong-password', new_password: 'a-brand-new-password' });
      expect(expectProblem(response, 400, 'VALIDATION_FAILED').errors).toEqual([
        { field: 'current_password', message: 'is incorrect' },
      ]);
    });

    it('answers 400 for a too-short or unchanged new password', async () => {
      const short = await t.http
        .post('/studio/auth/change-password')
        .set(bearer(editor.accessToken))
        .send({ current_password: DEFAULT_PASSWORD, new_password: 'short' });
      expect(expectProblem(short, 400, 'VALIDATION_FAILED').errors).toEqual([
        { field: 'new_password', message: 'must be at least 8 characters' },
      ]);
      const same = await t.http
        .post('/studio/auth/change-password')
        .set(bearer(editor.accessToken))
        .send({ current_password: DEFAULT_PASSWORD, new_password: DEFAULT_PASSWORD });
      expectProblem(same, 400, 'VALIDATION_FAILED');
    });

    it('answers 401 without a token', async () => {
      const response = await t.http
        .post('/studio/auth/change-password')
        .send({ current_password: DEFAULT_PASSWORD, new_password: 'a-brand-new-password' });
      expectProblem(response, 401, 'UNAUTHORIZED');
    });
  });

  describe('deactivation', () => {
    it('refuses a deactivated user’s tokens at once', async () => {
      const editor = await createUserWithTokens(t, { role: 'editor' });
      await t.http.get('/studio/auth/me').set(bearer(editor.accessToken)).expect(200);
      await t.dataSource.getRepository(User).update({ id: editor.user.id }, { isActive: false });
      expectProblem(
        await t.http.get('/studio/auth/me').set(bearer(editor.accessToken)),
        401,
        'UNAUTHORIZED',
      );
      expectProblem(
        await t.http.post('/studio/auth/refresh').send({ refresh_token: editor.refreshToken }),
        401,
        'UNAUTHORIZED',
      );
    });
  });
});
