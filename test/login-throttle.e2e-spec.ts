import {
  bearer,
  createUser,
  createUserWithTokens,
  DEFAULT_PASSWORD,
  UserWithTokens,
} from './factories/users.factory';
import { expectProblem } from './support/problem';
import { createTestApp, TestApp } from './support/test-app';

describe('login throttling (10 failures per 15 minutes, per IP and per e-mail)', () => {
  let t: TestApp;

  // TRUST_PROXY lets the test speak from several client addresses through X-Forwarded-For.
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  const attempt = (username: string, password: string, ip: string) =>
    t.http
      .post('/studio/auth/login')
      .set('X-Forwarded-For', ip)
      .type('form')
      .send({ username, password });

  it('sends X-RateLimit-* headers on every login answer', async () => {
    const user = await createUser(t);
    const first = await attempt(user.email, DEFAULT_PASSWORD, '10.0.4.1').expect(200);
    expect(first.headers['x-ratelimit-limit']).toBe('10');
    expect(first.headers['x-ratelimit-remaining']).toBe('9');
    expect(first.headers['x-ratelimit-reset']).toBe('900');
    await attempt(user.email, 'wrong-password', '10.0.4.1').expect(401);
    await attempt(user.email, 'wrong-password', '10.0.4.1').expect(401);
    const third = await attempt(user.email, 'wrong-password', '10.0.4.1').expect(401);
    expect(third.headers['x-ratelimit-remaining']).toBe('7');
    expect(Number(third.headers['x-ratelimit-reset'])).toBeLessThanOrEqual(900);
  });

  it('holds an e-mail after 10 failures at every address that failed against it, even with the right password', async () => {
    const user = await createUser(t);
    for (let i = 1; i <= 10; i++) {
      expectProblem(
        await attempt(user.email, 'wrong-password', `10.0.1.${i}`),
        401,
        'INVALID_CREDENTIALS',
      );
    }
    const blocked = await attempt(user.email, DEFAULT_PASSWORD, '10.0.1.7');
    expectProblem(blocked, 429, 'RATE_LIMITED');
    expect(blocked.headers['x-ratelimit-remaining']).toBe('0');
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
  });

  it('lets a locked account sign in from an address that has not failed against it', async () => {
    const user = await createUser(t);
    for (let i = 1; i <= 10; i++)
      await attempt(user.email, 'wrong-password', `10.0.5.${i}`).expect(401);
    expectProblem(await attempt(user.email, DEFAULT_PASSWORD, '10.0.5.1'), 429, 'RATE_LIMITED');
    await attempt(user.email, DEFAULT_PASSWORD, '10.0.5.100').expect(200);
  });

  it('gives a fresh address one try at a locked account, then holds it too', async () => {
    const user = await createUser(t);
    for (let i = 1; i <= 10; i++)
      await attempt(user.email, 'wrong-password', `10.0.6.${i}`).expect(401);
    await attempt(user.email, 'wrong-password', '10.0.6.100').expect(401);
    expectProblem(await attempt(user.email, DEFAULT_PASSWORD, '10.0.6.100'), 429, 'RATE_LIMITED');
    // The owner, elsewhere, is still let in.
    await attempt(user.email, DEFAULT_PASSWORD, '10.0.6.200').expect(200);
  });

  it('refuses an address after 10 failures, whatever the e-mail', async () => {
    const user = await createUser(t);
    for (let i = 1; i <= 10; i++) {
      expectProblem(
        await attempt(`guess-${i}@example.com`, 'wrong-password', '10.0.2.1'),
        401,
        'INVALID_CREDENTIALS',
      );
    }
    expectProblem(await attempt(user.email, DEFAULT_PASSWORD, '10.0.2.1'), 429, 'RATE_LIMITED');
    // The same user from another address is not affected.
    await attempt(user.email, DEFAULT_PASSWORD, '10.0.2.2').expect(200);
  });

  it('counts an IPv6 address by its /64', async () => {
    for (let i = 1; i <= 10; i++) {
      await attempt(`v6-guess-${i}@example.com`, 'wrong-password', `2001:db8:1:2::${i}`).expect(
        401,
      );
    }
    const user = await createUser(t);
    expectProblem(
      await attempt(user.email, DEFAULT_PASSWORD, '2001:db8:1:2:ffff::99'),
      429,
      'RATE_LIMITED',
    );
    await attempt(user.email, DEFAULT_PASSWORD, '2001:db8:1:3::99').expect(200);
  });

  it('does not count successful logins, and a success clears the e-mail’s failures', async () => {
    const user = await createUser(t);
    for (let i = 1; i <= 9; i++)
      await attempt(user.email, 'wrong-password', `10.0.3.${i}`).expect(401);
    await attempt(user.email, DEFAULT_PASSWORD, '10.0.3.50').expect(200);
    for (let i = 1; i <= 9; i++)
      await attempt(user.email, 'wrong-password', `10.0.3.${100 + i}`).expect(401);
    for (let i = 0; i < 3; i++)
      await attempt(user.email, DEFAULT_PASSWORD, '10.0.3.200').expect(200);
  });

  describe('under concurrency', () => {
    const failureRows = async (where: string, value: string) => {
      const [{ n }] = await t.dataSource.query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM login_failures WHERE ${where} = $1`,
        [value],
      );
      return n;
    };
    const statusesOf = (responses: { status: number }[]) =>
      responses.map((r) => r.status).sort((a, b) => a - b);

    it('checks at most 10 of 40 simultaneous wrong passwords for one account; the rest are 429', async () => {
      const user = await createUser(t);
      const responses = await Promise.all(
        Array.from({ length: 40 }, () => attempt(user.email, 'wrong-password', '10.0.7.1')),
      );
      expect(statusesOf(responses)).toEqual([
        ...Array<number>(10).fill(401),
        ...Array<number>(30).fill(429),
      ]);
      for (const refused of responses.filter((r) => r.status === 429)) {
        expectProblem(refused, 429, 'RATE_LIMITED');
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(await failureRows('email', user.email)).toBe(10);
    });

    it('checks at most 10 of 40 simultaneous wrong passwords from one address, whatever the e-mails', async () => {
      const responses = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          attempt(`spray-${i}@example.com`, 'wrong-password', '10.0.8.1'),
        ),
      );
      expect(statusesOf(responses)).toEqual([
        ...Array<number>(10).fill(401),
        ...Array<number>(30).fill(429),
      ]);
      expect(await failureRows('ip', '10.0.8.1')).toBe(10);
    });
  });

  describe('locks in the audit log', () => {
    let admin: UserWithTokens;

    beforeAll(async () => {
      admin = await createUserWithTokens(t, { role: 'admin' });
    });

    const locks = async () => {
      const response = await t.http
        .get('/studio/logs/audit?action=lock&entity_type=user&limit=100')
        .set(bearer(admin.accessToken))
        .expect(200);
      return response.body.data as Array<Record<string, unknown>>;
    };

    it('records one lock entry per lock of a known account, with its id and no password', async () => {
      const user = await createUser(t);
      // The 10th locks the account; the two after it, from fresh addresses, lock nothing more.
      for (let i = 1; i <= 12; i++)
        await attempt(user.email, `wrong-password-${i}`, `10.0.9.${i}`).expect(401);
      const entries = (await locks()).filter((entry) => entry.entity_id === user.id);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toEqual(
        expect.objectContaining({
          action: 'lock',
          entity_type: 'user',
          entity_id: user.id,
          ip: '10.0.9.10',
          changes: expect.objectContaining({ failures: 10, window_seconds: 900 }),
        }),
      );
      expect(JSON.stringify(entries[0])).not.toContain('wrong-password');
    });

    it('records the lock of an unknown e-mail without the e-mail typed', async () => {
      const typed = 'nobody-here@example.com';
      for (let i = 1; i <= 10; i++)
        await attempt(typed, 'wrong-password', `10.0.10.${i}`).expect(401);
      const entries = (await locks()).filter((entry) => entry.ip === '10.0.10.10');
      expect(entries).toHaveLength(1);
      expect(entries[0].entity_id).toBeNull();
      expect(JSON.stringify(entries[0])).not.toContain(typed);
      expect(JSON.stringify(entries[0])).not.toContain('wrong-password');
    });
  });

  describe('POST /studio/auth/change-password', () => {
    it('checks at most 10 of 31 simultaneous wrong current passwords, then refuses even the right one', async () => {
      const editor = await createUserWithTokens(t, { role: 'editor' });
      const change = (currentPassword: string) =>
        t.http
          .post('/studio/auth/change-password')
          .set(bearer(editor.accessToken))
          .set('X-Forwarded-For', '10.0.11.1')
          .send({ current_password: currentPassword, new_password: 'a-brand-new-password' });

      const responses = await Promise.all(
        Array.from({ length: 31 }, () => change('wrong-password')),
      );
      expect(responses.map((r) => r.status).sort((a, b) => a - b)).toEqual([
        ...Array<number>(10).fill(400),
        ...Array<number>(21).fill(429),
      ]);
      for (const refused of responses.filter((r) => r.status === 429)) {
        expectProblem(refused, 429, 'RATE_LIMITED');
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      }
      const [{ n }] = await t.dataSource.query<{ n: number }[]>(
        'SELECT count(*)::int AS n FROM login_failures WHERE email = $1',
        [editor.user.email],
      );
      expect(n).toBe(10);
      expectProblem(await change(DEFAULT_PASSWORD), 429, 'RATE_LIMITED');

      const [lock] = await t.dataSource.query<{ entity_id: string; ip: string }[]>(
        "SELECT entity_id, ip FROM audit_entries WHERE action = 'lock' AND entity_id = $1",
        [editor.user.id],
      );
      expect(lock).toEqual({ entity_id: editor.user.id, ip: '10.0.11.1' });
    });
  });
});
