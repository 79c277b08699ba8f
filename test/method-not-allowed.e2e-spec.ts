import type { OpenAPIObject } from '@nestjs/swagger';
import { apiDocument } from '@/app.setup';
import { bearer, createUserWithTokens, UserWithTokens } from './factories/users.factory';
import { expectProblem } from './support/problem';
import { createTestApp, TestApp } from './support/test-app';

jest.setTimeout(120_000);

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const ALLOW_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
const SOME_ID = '6f1c2b7e-1d2a-4c3b-9e8f-0a1b2c3d4e5f';

/** The values the document lists for each path parameter of a template that has an `enum`. */
function pathEnums(document: OpenAPIObject, template: string): Map<string, string[]> {
  const item = document.paths[template] as Record<string, { parameters?: unknown[] }>;
  const enums = new Map<string, string[]>();
  for (const method of METHODS)
    for (const p of (item[method]?.parameters ?? []) as Array<{
      name: string;
      in: string;
      schema?: { enum?: string[] };
    }>)
      if (p.in === 'path' && p.schema?.enum) enums.set(p.name, p.schema.enum);
  return enums;
}

/** A request path for a template: each parameter its first `enum` value, or an id. */
function concretePath(document: OpenAPIObject, template: string): string {
  const enums = pathEnums(document, template);
  return template.replace(/\{([^}]+)\}/g, (_m, name: string) => enums.get(name)?.[0] ?? SOME_ID);
}

/** Segment by segment: a literal must be equal, a parameter takes one segment (of its enum). */
function templateMatches(document: OpenAPIObject, template: string, path: string): boolean {
  const want = template.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return false;
  const enums = pathEnums(document, template);
  return want.every((segment, i) => {
    const name = /^\{(.+)\}$/.exec(segment)?.[1];
    if (name === undefined) return segment === got[i];
    return enums.get(name)?.includes(got[i]) ?? true;
  });
}

/** The methods the document serves at `path`, over every template that matches it, as Allow. */
function expectedAllow(document: OpenAPIObject, path: string): string {
  const served = new Set<string>();
  for (const [template, item] of Object.entries(document.paths))
    if (templateMatches(document, template, path))
      for (const method of METHODS) if (item[method]) served.add(method.toUpperCase());
  if (served.has('GET')) served.add('HEAD');
  return ALLOW_ORDER.filter((m) => served.has(m)).join(', ');
}

describe('405 Method Not Allowed', () => {
  let t: TestApp;
  let editor: UserWithTokens;
  let document: OpenAPIObject;

  beforeAll(async () => {
    // Hundreds of requests to /api: a budget that none of them exhausts.
    t = await createTestApp({ env: { RATE_LIMIT_PUBLIC_PER_MIN: '100000' } });
    editor = await createUserWithTokens(t, { role: 'editor' });
    document = apiDocument(t.app);
  });
  afterAll(() => t.close());

  it('answers 405 with Allow for every path of the OpenAPI document and every method it does not serve', async () => {
    const checked: string[] = [];
    const wrong: unknown[] = [];
    for (const template of Object.keys(document.paths)) {
      const path = concretePath(document, template);
      const allow = expectedAllow(document, path);
      for (const method of METHODS) {
        if (allow.split(', ').includes(method.toUpperCase())) continue;
        // Signed in: the 405 comes before authentication, and must not depend on it either way.
        const response = await t.http[method](path).set(bearer(editor.accessToken));
        checked.push(`${method.toUpperCase()} ${path}`);
        if (
          response.status !== 405 ||
          response.headers.allow !== allow ||
          response.body.code !== 'METHOD_NOT_ALLOWED' ||
          !/^application\/problem\+json/.test(response.headers['content-type'] ?? '')
        )
          wrong.push({
            request: `${method.toUpperCase()} ${path}`,
            status: response.status,
            allow: response.headers.allow,
            expected: allow,
          });
      }
    }
    expect(wrong).toEqual([]);
    // Every area is walked: public, studio (media included), health, auth.
    for (const area of [/^PUT \/api\//, /^PUT \/studio\/media\//, /\/health/, /\/studio\/auth\//])
      expect(checked.some((c) => area.test(c))).toBe(true);
  });

  it('answers 405 without a token too, as a problem naming the methods served', async () => {
    const id = SOME_ID;
    const response = await t.http.put(`/studio/media/${id}`);
    expectProblem(response, 405, 'METHOD_NOT_ALLOWED');
    expect(response.headers.allow).toBe('GET, HEAD, PATCH, DELETE');
    const upload = await t.http.get('/studio/media/upload').set(bearer(editor.accessToken));
    // GET is served there by the {id} route (which refuses the id), so no 405.
    expect(upload.status).toBe(400);
    const docs = await t.http.post('/docs-json');
    expectProblem(docs, 405, 'METHOD_NOT_ALLOWED');
    expect(docs.headers.allow).toBe('GET, HEAD');
  });

  it('matches paths as the router does: any case, a trailing slash', async () => {
    for (const path of ['/API/V1/SHIPS', '/api/v1/ships/']) {
      const response = await t.http.delete(path);
      expectProblem(response, 405, 'METHOD_NOT_ALLOWED');
      expect(response.headers.allow).toBe('GET, HEAD');
    }
  });

  it('still answers 404 for unknown paths, and leaves OPTIONS and HEAD as they were', async () => {
    expectProblem(await t.http.delete('/api/v1/no-such-thing'), 404, 'NOT_FOUND');
    expectProblem(await t.http.put('/studio/no-such-thing/x/y/z'), 404, 'NOT_FOUND');
    // A resource parameter only takes the values the document lists.
    expectProblem(
      await t.http.put(`/studio/not-a-resource/${SOME_ID}/revisions`),
      404,
      'NOT_FOUND',
    );
    const preflight = await t.http
      .options('/api/v1/ships')
      .set('Origin', 'https://www.example.com')
      .set('Access-Control-Request-Method', 'GET');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBeDefined();
    const head = await t.http.head('/api/v1/ships');
    expect(head.status).toBe(200);
  });
});
