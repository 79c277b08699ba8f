import { Get, Module } from '@nestjs/common';
import { Public } from '@/common/decorators';
import { apiDocument } from '@/app.setup';
import { leadBody } from './factories/leads.factory';
import { expectProblem } from './support/problem';
import { createTestApp, TestApp } from './support/test-app';
import { TestController } from './support/contract';

const PUBLIC_LIMIT = 500;

/** Every GET under /api in the OpenAPI document, its path parameters filled with a word. */
function publicReadPaths(t: TestApp): string[] {
  const paths = Object.entries(apiDocument(t.app).paths)
    .filter(([path, item]) => path.startsWith('/api/') && item.get)
    .map(([path]) => path.replace(/\{[^}]+\}/g, 'no-such-record'));
  return paths.sort();
}

describe('declared rate limits', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PUBLIC_PER_MIN: String(PUBLIC_LIMIT) } });
  });
  afterAll(() => t.close());

  it('covers every public read of the document, each family included, with one per-IP budget', async () => {
    const paths = publicReadPaths(t);
    // The route families that once had no limit at all are part of it.
    for (const family of [
      '/api/search',
      '/api/guides',
      '/api/videos',
      '/api/excursions',
      '/api/categories',
      '/api/v1/ships',
      '/api/v1/theme-parks/no-such-record/live',
    ])
      expect(paths).toContain(family);

    let remaining = PUBLIC_LIMIT;
    for (const path of paths) {
      const response = await t.http.get(path);
      // Not-found, bad query and bad-uuid answers are counted too: the guard runs first.
      expect({ path, status: response.status < 500 }).toEqual({ path, status: true });
      remaining -= 1;
      expect({
        path,
        limit: response.headers['x-ratelimit-limit'],
        remaining: response.headers['x-ratelimit-remaining'],
      }).toEqual({ path, limit: String(PUBLIC_LIMIT), remaining: String(remaining) });
    }
  });

  it('limits the lead form on its own per-IP budget', async () => {
    const response = await t.http.post('/api/leads').send(leadBody()).expect(201);
    expect(response.headers['x-ratelimit-limit']).toBe('5');
    expect(response.headers['x-ratelimit-remaining']).toBe('4');
  });

  it('answers /api/search with 429 once the shared budget is spent', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_PUBLIC_PER_MIN: '2' } });
    try {
      await limited.http.get('/api/guides').expect(200);
      await limited.http.get('/api/search').query({ q: 'ship' }).expect(200);
      expectProblem(
        await limited.http.get('/api/search').query({ q: 'ship' }),
        429,
        'RATE_LIMITED',
      );
    } finally {
      await limited.close();
    }
  });
});

@Public()
@TestController('api/undeclared')
class UndeclaredController {
  @Get('things')
  list() {
    return { data: [] };
  }
}

@Module({ controllers: [UndeclaredController] })
class UndeclaredModule {}

describe('a route under /api without a declared policy', () => {
  it('stops the application at start-up, naming the route', async () => {
    await expect(createTestApp({ imports: [UndeclaredModule] })).rejects.toThrow(
      "Routes under /api without a rate-limit policy: GET /api/undeclared/things (testUndeclaredList). Declare one with @RateLimit('public' | 'leads') on the handler or its controller.",
    );
  });
});
