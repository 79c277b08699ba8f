import { Clock } from '@/common/clock/clock';
import { AuditEntry } from '@/modules/audit/entities/audit-entry.entity';
import { Session } from '@/modules/auth/entities/session.entity';
import { bearer, createUserWithTokens, login, UserWithTokens } from './factories/users.factory';
import { UNKNOWN_ID } from './factories/cruise.factory';
import { expectProblem } from './support/problem';
import { createTestApp, TestApp } from './support/test-app';
import { FakeClock } from './support/fake-clock';

const DAY = 86_400_000;

describe('sessions a user can see', () => {
  const clock = new FakeClock();
  let a: TestApp;
  /** A second instance on the same database, as behind a load balancer. */
  let b: TestApp;

  beforeAll(async () => {
    // Idle limit 10 days, absolute lifetime 30 days (the default), so the two differ.
    const env = { JWT_REFRESH_TTL: String(10 * 86_400) };
    a = await createTestApp({ env, overrides: [{ provide: Clock, useValue: clock }] });
    b = await createTestApp({
      env,
      databaseUrl: a.databaseUrl,
      overrides: [{ provide: Clock, useValue: clock }],
    });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  /** Three sessions of one user: the user's first login and two more. */
  const userWithSessions = async () => {
    const first = await createUserWithTokens(a);
    const second = await login(a, first.user.email);
    const third = await login(a, first.user.email);
    return { user: first.user, tokens: [first, second, third] as const };
  };
  const sessionIdOf = (token: string) =>
    (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sid: string }).sid;

  describe('GET /studio/auth/sessions', () => {
    it("lists the caller's live sessions, most recently used first, marking the current one", async () => {
      const { tokens } = await userWithSessions();
      const other = await createUserWithTokens(a);
      await a.http
        .post('/studio/auth/login')
        .set('User-Agent', 'Firefox on the test bench')
        .type('form')
        .send({ username: other.user.email, password: other.password })
        .expect(200);

      const response = await a.http
        .get('/studio/auth/sessions')
        .set(bearer(tokens[1].accessToken))
        .expect(200);
      expect(response.body).toEqual({ data: expect.any(Array), total: 3, skip: 0, limit: 20 });
      expect(response.body.data).toHaveLength(3);
      expect(response.body.data[0]).toEqual({
        id: expect.any(String),
        sign_in_method: 'password',
        created_at: expect.any(String),
        last_used_at: expect.any(String),
        expires_at: expect.any(String),
        absolute_expires_at: expect.any(String),
        ip: expect.any(String),
        user_agent: null,
        current: expect.any(Boolean),
      });
      const ids = (response.body.data as Array<{ id: string; current: boolean }>).map((s) => s.id);
      expect(new Set(ids)).toEqual(new Set(tokens.map((t) => sessionIdOf(t.accessToken))));
      expect(response.body.data.filter((s: { current: boolean }) => s.current)).toEqual([
        expect.objectContaining({ id: sessionIdOf(tokens[1].accessToken) }),
      ]);
      const lastUsed = (response.body.data as Array<{ last_used_at: string }>).map((s) =>
        Date.parse(s.last_used_at),
      );
      expect([...lastUsed].sort((x, y) => y - x)).toEqual(lastUsed);

      const mine = await a.http
        .get('/studio/auth/sessions')
        .set(bearer(other.accessToken))
        .expect(200);
      expect(mine.body.data.map((s: { user_agent: string | null }) => s.user_agent)).toContain(
        'Firefox on the test bench',
      );
    });

    it('pages with skip and limit', async () => {
      const { tokens } = await userWithSessions();
      const page = await a.http
        .get('/studio/auth/sessions')
        .query({ skip: 1, limit: 1 })
        .set(bearer(tokens[0].accessToken))
        .expect(200);
      expect(page.body).toEqual(
        expect.objectContaining({ total: 3, skip: 1, limit: 1, data: [expect.any(Object)] }),
      );
      expectProblem(
        await a.http
          .get('/studio/auth/sessions')
          .query({ limit: 101 })
          .set(bearer(tokens[0].accessToken)),
        400,
        'VALIDATION_FAILED',
      );
    });

    it('leaves out ended sessions and needs a token', async () => {
      const { tokens } = await userWithSessions();
      await a.http.post('/studio/auth/logout').set(bearer(tokens[2].accessToken)).expect(204);
      const response = await a.http
        .get('/studio/auth/sessions')
        .set(bearer(tokens[0].accessToken))
        .expect(200);
      expect(response.body.total).toBe(2);
      expectProblem(await a.http.get('/studio/auth/sessions'), 401, 'UNAUTHORIZED');
    });

    it('moves last_used_at on refresh, and on use of an access token at most once a minute', async () => {
      const user = await createUserWithTokens(a);
      const lastUsed = async () =>
        (
          await a.dataSource
            .getRepository(Session)
            .findOneByOrFail({ id: sessionIdOf(user.accessToken) })
        ).lastUsedAt.getTime();
      const signedIn = await lastUsed();

      clock.advance(30_000);
      await a.http.get('/studio/auth/me').set(bearer(user.accessToken)).expect(200);
      expect(await lastUsed()).toBe(signedIn);

      clock.advance(31_000);
      const expected = clock.now().getTime();
      await b.http.get('/studio/auth/me').set(bearer(user.accessToken)).expect(200);
      expect(await lastUsed()).toBeGreaterThanOrEqual(expected);
      expect(await lastUsed()).toBeLessThan(expected + 60_000);

      clock.advance(5_000);
      const refreshedAt = clock.now().getTime();
      await a.http
        .post('/studio/auth/refresh')
        .send({ refresh_token: user.refreshToken })
        .expect(200);
      expect(await lastUsed()).toBeGreaterThanOrEqual(refreshedAt);
    });
  });

  describe('DELETE /studio/auth/sessions/{id}', () => {
    it("ends one of the caller's sessions, on every instance, and records it in the audit log", async () => {
      const { user, tokens } = await userWithSessions();
      const target = sessionIdOf(tokens[2].accessToken);
      await b.http.get('/studio/auth/me').set(bearer(tokens[2].accessToken)).expect(200);

      await a.http
        .delete(`/studio/auth/sessions/${target}`)
        .set(bearer(tokens[0].accessToken))
        .expect(204);

      expectProblem(
        await b.http.get('/studio/auth/me').set(bearer(tokens[2].accessToken)),
        401,
        'UNAUTHORIZED',
      );
      expectProblem(
        await b.http.post('/studio/auth/refresh').send({ refresh_token: tokens[2].refreshToken }),
        401,
        'UNAUTHORIZED',
      );
      await b.http.get('/studio/auth/me').set(bearer(tokens[0].accessToken)).expect(200);
      await b.http.get('/studio/auth/me').set(bearer(tokens[1].accessToken)).expect(200);
      const listed = await b.http
        .get('/studio/auth/sessions')
        .set(bearer(tokens[1].accessToken))
        .expect(200);
      expect(listed.body.data.map((s: { id: string }) => s.id)).not.toContain(target);

      const entry = await a.dataSource
        .getRepository(AuditEntry)
        .findOneByOrFail({ action: 'revoke', entityType: 'session', entityId: target });
      expect(entry).toEqual(expect.objectContaining({ userId: user.id, changes: null }));
    });

    it('answers 404 for a session of another user, which stays alive', async () => {
      const me = await createUserWithTokens(a);
      const someoneElse: UserWithTokens = await createUserWithTokens(a);
      const theirs = sessionIdOf(someoneElse.accessToken);
      expectProblem(
        await a.http.delete(`/studio/auth/sessions/${theirs}`).set(bearer(me.accessToken)),
        404,
        'NOT_FOUND',
      );
      await b.http.get('/studio/auth/me').set(bearer(someoneElse.accessToken)).expect(200);
    });

    it('answers 404 for an unknown or already ended session, 400 for a bad id, 401 without a token', async () => {
      const { tokens } = await userWithSessions();
      expectProblem(
        await a.http
          .delete(`/studio/auth/sessions/${UNKNOWN_ID}`)
          .set(bearer(tokens[0].accessToken)),
        404,
        'NOT_FOUND',
      );
      const ended = sessionIdOf(tokens[1].accessToken);
      await a.http
        .delete(`/studio/auth/sessions/${ended}`)
        .set(bearer(tokens[0].accessToken))
        .expect(204);
      expectProblem(
        await a.http.delete(`/studio/auth/sessions/${ended}`).set(bearer(tokens[0].accessToken)),
        404,
        'NOT_FOUND',
      );
      expectProblem(
        await a.http.delete('/studio/auth/sessions/not-a-uuid').set(bearer(tokens[0].accessToken)),
        400,
        'VALIDATION_FAILED',
      );
      expectProblem(await a.http.delete(`/studio/auth/sessions/${ended}`), 401, 'UNAUTHORIZED');
    });
  });

  describe('POST /studio/auth/sessions/revoke-others', () => {
    it('ends every other session of the caller on every instance, keeps this one, and is audited', async () => {
      const { user, tokens } = await userWithSessions();
      const bystander = await createUserWithTokens(a);
      const response = await a.http
        .post('/studio/auth/sessions/revoke-others')
        .set(bearer(tokens[0].accessToken))
        .expect(200);
      expect(response.body).toEqual({ data: { revoked: 2 } });

      for (const ended of tokens.slice(1)) {
        expectProblem(
          await b.http.get('/studio/auth/me').set(bearer(ended.accessToken)),
          401,
          'UNAUTHORIZED',
        );
      }
      await b.http.get('/studio/auth/me').set(bearer(tokens[0].accessToken)).expect(200);
      await b.http.get('/studio/auth/me').set(bearer(bystander.accessToken)).expect(200);
      const listed = await b.http
        .get('/studio/auth/sessions')
        .set(bearer(tokens[0].accessToken))
        .expect(200);
      expect(listed.body).toEqual(
        expect.objectContaining({ total: 1, data: [expect.objectContaining({ current: true })] }),
      );

      const entry = await a.dataSource
        .getRepository(AuditEntry)
        .findOneByOrFail({ action: 'revoke_others', userId: user.id });
      expect(entry.entityType).toBe('session');
      expect(JSON.stringify(entry)).not.toContain(tokens[0].accessToken);
      expect(JSON.stringify(entry)).not.toContain(tokens[0].refreshToken);
    });

    it('answers revoked 0 when there is no other session, and 401 without a token', async () => {
      const user = await createUserWithTokens(a);
      const response = await a.http
        .post('/studio/auth/sessions/revoke-others')
        .set(bearer(user.accessToken))
        .expect(200);
      expect(response.body).toEqual({ data: { revoked: 0 } });
      expectProblem(await a.http.post('/studio/auth/sessions/revoke-others'), 401, 'UNAUTHORIZED');
    });
  });

  describe('absolute lifetime (SESSION_ABSOLUTE_TTL, default 30 days)', () => {
    it('is never extended by refresh rotation, while each refresh moves the idle limit on', async () => {
      const user = await createUserWithTokens(a);
      const sessionId = sessionIdOf(user.accessToken);
      const row = () => a.dataSource.getRepository(Session).findOneByOrFail({ id: sessionId });
      const start = await row();
      expect(start.absoluteExpiresAt.getTime() - start.createdAt.getTime()).toBe(30 * DAY);
      expect(start.expiresAt.getTime() - start.createdAt.getTime()).toBe(10 * DAY);

      let refreshToken = user.refreshToken;
      let accessToken = user.accessToken;
      const refresh = async (app: TestApp) => {
        const response = await app.http
          .post('/studio/auth/refresh')
          .send({ refresh_token: refreshToken });
        if (response.status === 200) {
          refreshToken = response.body.refresh_token as string;
          accessToken = response.body.access_token as string;
        }
        return response;
      };

      // Every 8 days, within the 10-day idle limit: each refresh moves the idle limit on (on day
      // 24 it reaches the absolute expiry)...
      for (const day of [8, 16, 24]) {
        clock.advance(8 * DAY);
        const before = clock.now().getTime();
        expect((await refresh(day === 16 ? b : a)).status).toBe(200);
        const after = clock.now().getTime();
        const { expiresAt, absoluteExpiresAt } = await row();
        expect(absoluteExpiresAt.getTime()).toBe(start.absoluteExpiresAt.getTime());
        // ...but never past the absolute expiry.
        const limit = (at: number) => Math.min(at + 10 * DAY, absoluteExpiresAt.getTime());
        expect(expiresAt.getTime()).toBeGreaterThanOrEqual(limit(before));
        expect(expiresAt.getTime()).toBeLessThanOrEqual(limit(after));
      }
      clock.advance(5 * DAY + 23 * 3_600_000); // day 29, 23:00
      expect((await refresh(a)).status).toBe(200);
      await b.http.get('/studio/auth/me').set(bearer(accessToken)).expect(200);

      clock.advance(2 * 3_600_000); // day 30, 01:00: past the absolute expiry
      expectProblem(
        await b.http.get('/studio/auth/me').set(bearer(accessToken)),
        401,
        'UNAUTHORIZED',
      );
      expectProblem(await refresh(a), 401, 'UNAUTHORIZED');
      const listed = await a.http
        .get('/studio/auth/sessions')
        .set(bearer((await login(a, user.user.email)).accessToken))
        .expect(200);
      expect(listed.body.data.map((s: { id: string }) => s.id)).not.toContain(sessionId);
    });

    it('ends an idle session at JWT_REFRESH_TTL, long before the absolute expiry', async () => {
      const user = await createUserWithTokens(a);
      clock.advance(10 * DAY + 1_000);
      expectProblem(
        await a.http.post('/studio/auth/refresh').send({ refresh_token: user.refreshToken }),
        401,
        'UNAUTHORIZED',
      );
    });
  });
});
