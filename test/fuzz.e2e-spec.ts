import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
  OpenAPIObject,
  OperationObject,
  ParameterObject,
  ReferenceObject,
  SchemaObject,
} from '@nestjs/swagger';
import type { Test } from 'supertest';
import { apiDocument } from '@/app.setup';
import { operationsOf } from '@/common/swagger';
import {
  bearer,
  createUser,
  createUserWithTokens,
  UserWithTokens,
} from './factories/users.factory';
import { createTestApp, TestApp } from './support/test-app';
import { startUpstreamSimulator, UpstreamSimulator } from './support/upstream';

/**
 * Property: whatever a client sends to any operation of the OpenAPI document (path parameters,
 * query strings, headers and bodies of every shape, the documented fields with values of the
 * wrong type among them), the answer is documented (createTestApp's contract check), never a
 * 5xx, and an error is a problem+json. The seed is fixed so a failure replays; fast-check
 * shrinks it to the smallest request that fails and prints it. `FUZZ_RUNS` (requests per
 * operation, default 12) and `FUZZ_SEED` explore further.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_127);
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 12);

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

interface FuzzRequest {
  pathValues: string[];
  query: Array<[string, string]>;
  body: unknown;
  contentType: 'json' | 'form' | 'multipart' | 'raw';
  raw: string;
}

/** Strings that have broken parsers before: encodings, huge values, look-alikes of valid ones. */
const hostileStrings = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '%',
  '%E0%A4%A',
  '%00',
  '..',
  '../../etc/passwd',
  'a'.repeat(5_000),
  '\u0000',
  '\uD800',
  '😀',
  'ÄÖÜ-straße',
  '00000000-0000-0000-0000-000000000000',
  '00000000-0000-4000-8000-000000000000',
  'ZZZZZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZZZZZZZZZ',
  '2026-02-30',
  '2026-11-27T25:61:00Z',
  '__proto__',
  'constructor',
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
);

const anyString = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 2, arbitrary: hostileStrings },
  { weight: 1, arbitrary: fc.uuid().map(String) },
  { weight: 1, arbitrary: fc.integer().map(String) },
);

const jsonValue = fc.oneof(
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 2, arbitrary: anyString },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>(null, -1, 0, 2 ** 53, 1e308, -0.5, true, [], {}, [null], {
      __proto__: null,
    }),
  },
);

/** The property names an operation's JSON or form body documents, so bodies reach validation. */
function bodyFieldsOf(document: OpenAPIObject, operation: OperationObject): string[] {
  const body = operation.requestBody;
  if (!body || '$ref' in body) return [];
  const schemas = Object.values(body.content).map((media) => media.schema);
  const names = new Set<string>();
  const visit = (schema: SchemaObject | ReferenceObject | undefined, depth: number) => {
    if (!schema || depth > 4) return;
    if ('$ref' in schema) {
      const name = schema.$ref.split('/').pop()!;
      visit(document.components?.schemas?.[name], depth + 1);
      return;
    }
    Object.keys(schema.properties ?? {}).forEach((name) => names.add(name));
    [...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])].forEach((s) =>
      visit(s, depth + 1),
    );
  };
  schemas.forEach((schema) => visit(schema, 0));
  return [...names];
}

function requestOf(
  document: OpenAPIObject,
  operation: OperationObject,
  pathParameters: string[],
  knownIds: string[],
): fc.Arbitrary<FuzzRequest> {
  const queryNames = (operation.parameters ?? [])
    .filter((p): p is ParameterObject => !('$ref' in p) && p.in === 'query')
    .map((p) => p.name);
  const fields = bodyFieldsOf(document, operation);
  // An empty, `.` or `..` segment would address another route (`/studio//revisions`; the client
  // resolves dot segments), not this one.
  const pathValue = fc.oneof(
    { weight: 3, arbitrary: anyString.filter((value) => !['', '.', '..'].includes(value)) },
    { weight: 1, arbitrary: fc.constantFrom(...knownIds) },
  );
  const queryName = fc.oneof(
    { weight: 4, arbitrary: queryNames.length ? fc.constantFrom(...queryNames) : anyString },
    { weight: 1, arbitrary: anyString },
  );
  const field = fields.length
    ? fc.oneof(
        { weight: 5, arbitrary: fc.constantFrom(...fields) },
        { weight: 1, arbitrary: anyString },
      )
    : anyString;
  const content = Object.keys(
    operation.requestBody && !('$ref' in operation.requestBody)
      ? operation.requestBody.content
      : {},
  );
  const contentType = fc.constantFrom<FuzzRequest['contentType']>(
    content.includes('multipart/form-data') ? 'multipart' : 'json',
    content.includes('application/x-www-form-urlencoded') ? 'form' : 'json',
    'json',
    'raw',
  );
  return fc.record({
    pathValues: fc.array(pathValue, {
      minLength: pathParameters.length,
      maxLength: pathParameters.length,
    }),
    query: fc.array(fc.tuple(queryName, anyString), { maxLength: 4 }),
    body: fc.oneof(
      { weight: 4, arbitrary: fc.dictionary(field, jsonValue, { maxKeys: 8 }) },
      { weight: 1, arbitrary: jsonValue },
    ),
    contentType,
    raw: fc.oneof(anyString, fc.constantFrom('{"a":', '[1,2', '{"a":1}}', 'a=1&a=2&a[b]=3')),
  });
}

function pathOf(template: string, values: string[]): string {
  let index = 0;
  return template.replace(/\{[^}]+\}/g, () => {
    const value = values[index++] ?? '';
    // The '%'s of '%E0%A4%A' or '%' go in as they are (a malformed escape in a path must not be a
    // 500), the rest escaped, so a '?', '#' or '/' in such a value cannot end its path segment.
    return value.startsWith('%') ? value.replace(/[^%]+/g, encode) : encode(value);
  });
}

/** encodeURIComponent of what a URL can carry: a lone surrogate has no UTF-8 form, so it becomes U+FFFD. */
const encode = (value: string): string => encodeURIComponent(value.toWellFormed());

const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

function send(call: Test, request: FuzzRequest): Test {
  switch (request.contentType) {
    case 'json':
      return call.set('Content-Type', 'application/json').send(JSON.stringify(request.body));
    case 'form': {
      const entries: Array<[string, unknown]> =
        request.body && typeof request.body === 'object' && !Array.isArray(request.body)
          ? Object.entries(request.body)
          : [['value', request.body]];
      return call
        .type('form')
        .send(entries.map(([k, v]) => `${encode(k)}=${encode(textOf(v))}`).join('&'));
    }
    case 'multipart': {
      let multipart = call;
      if (request.body && typeof request.body === 'object' && !Array.isArray(request.body))
        for (const [k, v] of Object.entries(request.body))
          if (k && !k.includes('"')) multipart = multipart.field(k, textOf(v));
      return multipart.attach('file', Buffer.from(request.raw), 'fuzz.bin');
    }
    case 'raw':
      return call.set('Content-Type', 'application/json').send(request.raw);
  }
}

describe('fuzzing every operation of the OpenAPI document', () => {
  let t: TestApp;
  let sim: UpstreamSimulator;
  let admin: UserWithTokens;
  /** The token of the operations that end their session (logout, change-password). */
  let sessionOwner: UserWithTokens;
  let knownIds: string[];
  const document = { current: undefined as OpenAPIObject | undefined };

  beforeAll(async () => {
    sim = await startUpstreamSimulator();
    t = await createTestApp({
      env: {
        UPSTREAM_URL: sim.url,
        RATE_LIMIT_PUBLIC_PER_MIN: '1000000',
        RATE_LIMIT_LEADS_PER_MIN: '1000000',
      },
    });
    admin = await createUserWithTokens(t, { role: 'admin' });
    // A record some generated ids and slugs hit, so handlers get past their 404 now and then.
    sessionOwner = await createUserWithTokens(t, { role: 'editor' });
    const bystander = await createUser(t, { role: 'editor' });
    knownIds = [bystander.id, 'fuzz-line'];
    await t.http
      .post('/studio/cruise-lines')
      .set(bearer(admin.accessToken))
      .send({ name: 'Fuzz Line', slug: 'fuzz-line' })
      .expect(201);
    document.current = apiDocument(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await sim?.close();
  });

  // Operations that would end the admin's session are sent with another user's token.
  const sessionEnding = new Set(['post /studio/auth/logout', 'post /studio/auth/change-password']);

  // The committed document names the operations (`npm run client:check` keeps it the app's own), so
  // each gets a test of its own; requests are generated from the running app's document.
  const committed = JSON.parse(
    readFileSync(join(__dirname, '..', 'openapi', 'openapi.json'), 'utf8'),
  ) as OpenAPIObject;

  it.each(operationsOf(committed).map(({ path, method }) => [method.toUpperCase(), path]))(
    '%s %s answers every generated request with a documented status, never a 5xx',
    async (upper, path) => {
      const method = upper.toLowerCase() as Method;
      const key = `${method} ${path}`;
      const operation = document.current!.paths[path]?.[method];
      expect(operation).toBeDefined();
      const pathParameters = path.match(/\{[^}]+\}/g) ?? [];
      await fc.assert(
        fc.asyncProperty(
          requestOf(document.current!, operation!, pathParameters, knownIds),
          async (request) => {
            const token = sessionEnding.has(key) ? sessionOwner.accessToken : admin.accessToken;
            let call = t.http[method](pathOf(path, request.pathValues)).set(bearer(token));
            if (request.query.length)
              call = call.query(
                request.query.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&'),
              );
            const response =
              method === 'get' || method === 'delete' ? await call : await send(call, request);
            if (response.status >= 500)
              throw new Error(`${key} answered ${response.status}: ${response.text.slice(0, 300)}`);
            if (response.status >= 400)
              expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
          },
        ),
        { seed: SEED, numRuns: RUNS_PER_OPERATION, endOnFailure: true },
      );
    },
  );
});
