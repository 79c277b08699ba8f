import { Get, Module, Req } from '@nestjs/common';
import type { Request } from 'express';
import { Public } from '@/common/decorators';
import { ConflictError } from '@/common/errors';
import { expectProblem } from './support/problem';
import { createTestApp, TestApp } from './support/test-app';
import { TestController } from './support/contract';

/** Test-only routes for what no real route lets a client cause on purpose. */
@Public()
@TestController('test-only')
class FaultsController {
  @Get('crash')
  crash(): never {
    throw new Error('relation "secret_internal_table" does not exist at /srv/app/dist/x.js:12');
  }

  @Get('unique-violation')
  uniqueViolation(): never {
    throw Object.assign(new Error('duplicate key value violates unique constraint "uq_secret"'), {
      driverError: { code: '23505', detail: 'Key (email)=(x) already exists.' },
    });
  }

  @Get('domain-error')
  domainError(): never {
    throw new ConflictError('The slug is taken.');
  }

  @Get('ip')
  ip(@Req() request: Request): { ip: string | undefined } {
    return { ip: request.ip };
  }
}

@Module({ controllers: [FaultsController] })
class FaultsModule {}

const BARE_500 = {
  type: 'about:blank',
  title: 'Internal Server Error',
  status: 500,
  detail: 'An unexpected error occurred.',
  code: 'INTERNAL_ERROR',
};

describe('HTTP pipeline', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ imports: [FaultsModule] });
  });
  afterAll(() => t.close());

  describe('errors as RFC 9457 problem+json', () => {
    it('answers an unknown route with 404 NOT_FOUND', async () => {
      const body = expectProblem(await t.http.get('/api/v1/nowhere'), 404, 'NOT_FOUND');
      expect(body.detail).toBe('No route matches GET /api/v1/nowhere.');
    });

    it('answers an unexpected error with a bare 500, no internals', async () => {
      const response = await t.http.get('/test-only/crash');
      expect(response.status).toBe(500);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.body).toEqual(BARE_500);
      expect(response.text).not.toMatch(/secret_internal_table|\/srv|stack/);
    });

    it('answers a unique violation no service translated with 409, without the SQL', async () => {
      const response = await t.http.get('/test-only/unique-violation');
      expectProblem(response, 409, 'CONFLICT');
      expect(response.text).not.toMatch(/uq_secret|Key \(email\)/);
    });

    it('answers a domain error with its own status, code and detail', async () => {
      const body = expectProblem(await t.http.get('/test-only/domain-error'), 409, 'CONFLICT');
      expect(body).toEqual({
        type: 'about:blank',
        title: 'Conflict',
        status: 409,
        code: 'CONFLICT',
        detail: 'The slug is taken.',
      });
    });

    it('answers malformed JSON with 400 MALFORMED_JSON', async () => {
      const response = await t.http
        .post('/studio/auth/refresh')
        .set('Content-Type', 'application/json')
        .send('{"refresh_token":');
      const body = expectProblem(response, 400, 'MALFORMED_JSON');
      expect(body.detail).toBe('The request body is not valid JSON.');
    });

    it('answers a body over 1 MB with 413 PAYLOAD_TOO_LARGE', async () => {
      const response = await t.http
        .post('/studio/auth/refresh')
        .set('Content-Type', 'application/json')
        .send(JSON.stringify({ refresh_token: 'x'.repeat(1_100_000) }));
      expectProblem(response, 413, 'PAYLOAD_TOO_LARGE');
    });

    it('answers an unsupported charset with 415', async () => {
      const response = await t.http
        .post('/studio/auth/refresh')
        .set('Content-Type', 'application/json; charset=klingon')
        .send('{}');
      expectProblem(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
    });

    it('answers a bad percent-encoding in the path with 400, not 500', async () => {
      const response = await t.http.get('/studio/users/%E0%A4%A');
      expect(response.status).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    });
  });

  describe('request ids', () => {
    it('generates one per request and echoes it', async () => {
      const first = await t.http.get('/health');
      const second = await t.http.get('/health');
      expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    });

    it('keeps a well-formed incoming X-Request-Id and replaces a malformed one', async () => {
      expect(
        (await t.http.get('/health').set('X-Request-Id', 'lb-1234.abc')).headers['x-request-id'],
      ).toBe('lb-1234.abc');
      const replaced = (await t.http.get('/health').set('X-Request-Id', 'bad id <script>')).headers[
        'x-request-id'
      ];
      expect(replaced).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('is set even when the body parser rejects the request', async () => {
      const response = await t.http
        .post('/studio/auth/refresh')
        .set('Content-Type', 'application/json')
        .send('{');
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  describe('security headers and CORS', () => {
    it('sends helmet headers and no X-Powered-By', async () => {
      const response = await t.http.get('/health');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      // /docs must load over plain http too (TLS ends at the proxy).
      expect(response.headers['content-security-policy']).not.toContain(
        'upgrade-insecure-requests',
      );
      expect(response.headers['x-powered-by']).toBeUndefined();
    });

    it('marks every studio answer Cache-Control: no-store', async () => {
      expect((await t.http.get('/studio/users')).headers['cache-control']).toBe('no-store');
      expect((await t.http.get('/studio/nowhere')).headers['cache-control']).toBe('no-store');
    });

    it('never lets an error of a publicly cacheable route be cached', async () => {
      const ok = await t.http.get('/api/v1/cruise-lines').expect(200);
      expect(ok.headers['cache-control']).toBe(
        'public, max-age=60, s-maxage=60, stale-while-revalidate=60, stale-if-error=86400',
      );
      const missing = await t.http.get('/api/v1/cruise-lines/no-such-line').expect(404);
      expect(missing.headers['cache-control']).toBe('no-store');
      const invalid = await t.http.get('/api/v1/cruise-lines?limit=101').expect(400);
      expect(invalid.headers['cache-control']).toBe('no-store');
    });

    it('allows any origin by default (CORS_ORIGINS=*)', async () => {
      const response = await t.http.get('/health').set('Origin', 'https://anything.example');
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['access-control-expose-headers']).toContain('X-Request-Id');
    });

    it('uses the client socket address while TRUST_PROXY is false', async () => {
      const response = await t.http
        .get('/test-only/ip')
        .set('X-Forwarded-For', '203.0.113.9')
        .expect(200);
      expect(response.body.ip).not.toBe('203.0.113.9');
    });
  });
});

describe('HTTP pipeline with CORS_ORIGINS and TRUST_PROXY set', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      imports: [FaultsModule],
      env: {
        CORS_ORIGINS: 'https://studio.example.com, https://www.example.com',
        TRUST_PROXY: 'true',
      },
    });
  });
  afterAll(() => t.close());

  it('allows a listed origin, including the preflight', async () => {
    const response = await t.http.get('/health').set('Origin', 'https://studio.example.com');
    expect(response.headers['access-control-allow-origin']).toBe('https://studio.example.com');
    const preflight = await t.http
      .options('/api/v1/cruise-lines')
      .set('Origin', 'https://www.example.com')
      .set('Access-Control-Request-Method', 'GET')
      .set('Access-Control-Request-Headers', 'authorization');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://www.example.com');
  });

  it('does not allow a foreign origin', async () => {
    const response = await t.http.get('/health').set('Origin', 'https://evil.example.net');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('takes the client address from X-Forwarded-For', async () => {
    const response = await t.http
      .get('/test-only/ip')
      .set('X-Forwarded-For', '203.0.113.9')
      .expect(200);
    expect(response.body.ip).toBe('203.0.113.9');
  });
});
