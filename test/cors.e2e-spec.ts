import { bearer, createUserWithTokens, UserWithTokens } from './factories/users.factory';
import { createTestApp, TestApp } from './support/test-app';

const STUDIO_ORIGIN = 'https://studio.example.com';
const studioPaths = ['/studio/auth/me', '/STUDIO/auth/me', '/Studio/auth/me'];

const preflight = (t: TestApp, path: string, origin: string) =>
  t.http
    .options(path)
    .set('Origin', origin)
    .set('Access-Control-Request-Method', 'GET')
    .set('Access-Control-Request-Headers', 'authorization');

describe('CORS by default: public routes any origin, the studio none', () => {
  let t: TestApp;
  let admin: UserWithTokens;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUserWithTokens(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  it.each(studioPaths)('gives %s no Access-Control-Allow-Origin, for any origin', async (path) => {
    for (const origin of [STUDIO_ORIGIN, 'https://evil.example.net', undefined]) {
      let request = t.http.get(path).set(bearer(admin.accessToken));
      if (origin) request = request.set('Origin', origin);
      const response = await request.expect(200);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(response.headers['access-control-expose-headers']).toBeUndefined();
    }
  });

  it.each(studioPaths)('allows no preflight of %s', async (path) => {
    const response = await preflight(t, path, STUDIO_ORIGIN);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-methods']).toBeUndefined();
  });

  it('keeps * on public routes, with and without Origin, and their preflight', async () => {
    for (const path of ['/api/v1/cruise-lines', '/health']) {
      const browser = await t.http.get(path).set('Origin', 'https://anything.example').expect(200);
      expect(browser.headers['access-control-allow-origin']).toBe('*');
      expect(browser.headers['access-control-expose-headers']).toContain('X-Request-Id');
      const script = await t.http.get(path).expect(200);
      expect(script.headers['access-control-allow-origin']).toBe('*');
    }
    const response = await preflight(t, '/api/v1/cruise-lines', 'https://anything.example');
    expect(response.status).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('treats a path that only starts with "studio" as public', async () => {
    const response = await t.http.get('/studios').set('Origin', 'https://anything.example');
    expect(response.status).toBe(404);
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('CORS with STUDIO_CORS_ORIGINS set', () => {
  let t: TestApp;
  let admin: UserWithTokens;

  beforeAll(async () => {
    t = await createTestApp({
      env: { STUDIO_CORS_ORIGINS: `${STUDIO_ORIGIN}/, https://admin.example.com` },
    });
    admin = await createUserWithTokens(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  it.each(studioPaths)('allows a listed origin on %s, and its preflight', async (path) => {
    const response = await t.http
      .get(path)
      .set(bearer(admin.accessToken))
      .set('Origin', STUDIO_ORIGIN)
      .expect(200);
    expect(response.headers['access-control-allow-origin']).toBe(STUDIO_ORIGIN);
    expect(response.headers['access-control-expose-headers']).toContain('X-Request-Id');
    const allowed = await preflight(t, path, 'https://admin.example.com');
    expect(allowed.status).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://admin.example.com');
  });

  it('refuses an origin that is not listed, on the studio only', async () => {
    const studio = await t.http
      .get('/studio/auth/me')
      .set(bearer(admin.accessToken))
      .set('Origin', 'https://evil.example.net')
      .expect(200);
    expect(studio.headers['access-control-allow-origin']).toBeUndefined();
    const denied = await preflight(t, '/studio/auth/me', 'https://evil.example.net');
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
    const open = await t.http.get('/health').set('Origin', 'https://evil.example.net');
    expect(open.headers['access-control-allow-origin']).toBe('*');
  });
});
