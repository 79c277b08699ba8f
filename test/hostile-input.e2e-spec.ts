import { bearer, createUserWithTokens, UserWithTokens } from './factories/users.factory';
import { createTestApp, TestApp } from './support/test-app';

/** Whatever a client sends, the answer is a 4xx problem, never a 500. */
describe('hostile input', () => {
  let t: TestApp;
  let admin: UserWithTokens;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUserWithTokens(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  const bodies: Array<[string, string]> = [
    ['an array', '[]'],
    ['an array of objects', '[{"username":"a@example.com","password":"x"}]'],
    ['a nested operator object', '{"username":{"$gt":""},"password":{"$ne":null}}'],
    [
      'numbers for strings',
      '{"username":1,"password":2,"email":3,"full_name":4,"role":5,"refresh_token":6}',
    ],
    ['nulls', '{"username":null,"password":null,"email":null,"role":null,"is_active":null}'],
    [
      'a prototype-pollution attempt',
      '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}',
    ],
    [
      'a NUL byte',
      '{"username":"a\\u0000@example.com","password":"p\\u0000w","email":"x\\u0000@e.com"}',
    ],
    [
      'a lone surrogate',
      '{"username":"\\ud800","password":"\\udfff","email":"a\\ud800@example.com","full_name":"\\ud83d"}',
    ],
    ['a huge string', JSON.stringify({ username: 'a'.repeat(500_000), password: 'b' })],
    ['deep nesting', '{"a":'.repeat(500) + '1' + '}'.repeat(500)],
  ];

  const routes: Array<[string, string]> = [
    ['post', '/studio/auth/login'],
    ['post', '/studio/auth/refresh'],
    ['post', '/studio/auth/change-password'],
    ['post', '/studio/users'],
    ['patch', `/studio/users/00000000-0000-4000-8000-000000000000`],
    ['post', '/studio/ships'],
    ['post', '/studio/itineraries'],
    ['patch', '/studio/ports/00000000-0000-4000-8000-000000000000'],
  ];

  for (const [method, path] of routes) {
    it.each(bodies)(
      `${method.toUpperCase()} ${path} answers %s with a 4xx problem`,
      async (_name, body) => {
        const response = await t.http[method as 'post' | 'patch'](path)
          .set(bearer(admin.accessToken))
          .set('Content-Type', 'application/json')
          .send(body);
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      },
    );
  }

  // Shaped like valid requests, so the NUL character gets past validation and reaches PostgreSQL,
  // which cannot store it in text.
  it.each([
    ['post', '/studio/auth/login', { username: 'a\u0000@example.com', password: 'pw' }],
    [
      'post',
      '/studio/users',
      {
        email: 'nul@example.com',
        full_name: 'N\u0000L',
        role: 'editor',
        password: 'long-enough-1',
      },
    ],
  ])(
    '%s %s with a NUL character in a valid-looking field answers 400',
    async (method, path, body) => {
      const response = await t.http[method as 'post'](path)
        .set(bearer(admin.accessToken))
        .send(body);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
    },
  );

  // JSON can spell half of a surrogate pair (`"\ud800"`), which is no Unicode character: UTF-8 has
  // no form for it, and the e-mail validator throws on it.
  it.each([
    ['/api/leads', { name: 'Ada', email: '\ud800@example.com', message: 'Hi' }, 'email'],
    [
      '/studio/users',
      {
        email: 'ok@example.com',
        full_name: 'Ada \udc00',
        role: 'editor',
        password: 'long-enough-1',
      },
      'full_name',
    ],
  ])('POST %s with a lone surrogate answers 400 naming the field', async (path, body, field) => {
    const response = await t.http
      .post(path)
      .set(bearer(admin.accessToken))
      .set('Content-Type', 'application/json')
      .send(JSON.stringify(body));
    expect(response.status).toBe(400);
    expect(response.body).toEqual(
      expect.objectContaining({
        code: 'VALIDATION_FAILED',
        errors: [{ field, message: expect.stringMatching(/^must be well-formed Unicode/) }],
      }),
    );
  });

  it('PATCH /studio/users/{id} with a NUL character in full_name answers 400', async () => {
    const response = await t.http
      .patch(`/studio/users/${admin.user.id}`)
      .set(bearer(admin.accessToken))
      .send({ full_name: 'N\u0000L' });
    expect(response.status).toBe(400);
  });

  it('answers a form body with repeated fields (arrays) with 400', async () => {
    const response = await t.http
      .post('/studio/auth/login')
      .type('form')
      .send('username=a&username=b&password=x');
    expect(response.status).toBe(400);
  });

  it('answers text/plain with 400, not 500', async () => {
    const response = await t.http
      .post('/studio/users')
      .set(bearer(admin.accessToken))
      .set('Content-Type', 'text/plain')
      .send('hello');
    expect(response.status).toBe(400);
  });
});
