import { createUser, DEFAULT_PASSWORD } from './factories/users.factory';
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

  it('refuses an e-mail after 10 failures, from any address, even with the right password', async () => {
    const user = await createUser(t);
    for (let i = 1; i <= 10; i++) {
      expectProblem(
        await attempt(user.email, 'wrong-password', `10.0.1.${i}`),
        401,
        'INVALID_CREDENTIALS',
      );
    }
    const blocked = await attempt(user.email, DEFAULT_PASSWORD, '10.0.1.99');
    expectProblem(blocked, 429, 'RATE_LIMITED');
    expect(blocked.headers['x-ratelimit-remaining']).toBe('0');
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
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
});
