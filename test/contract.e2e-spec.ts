import type { OpenAPIObject } from '@nestjs/swagger';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { apiDocument } from '@/app.setup';
import { checkedFetch, checkedRequest, contractViolationOf } from './support/checked-http';
import {
  ContractValidator,
  ContractViolation,
  testOnlyRoutes,
  withContract,
  withoutTestOnly,
} from './support/contract';
import { PublicTestModule } from './support/public-test.module';
import { StrictContractValidator } from './support/strict-contract';
import { createTestApp, TestApp } from './support/test-app';

type Schema = { properties: Record<string, unknown>; required: string[] };

/** The checker that createTestApp puts on every request: it must refuse what breaks the document. */
describe('contract checks of the e2e answers', () => {
  let t: TestApp;
  let document: OpenAPIObject;
  let validator: ContractValidator;
  const answer = (status: number, body: unknown, extra: Partial<Record<string, unknown>> = {}) => ({
    method: 'GET',
    path: '/health',
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body,
    text: JSON.stringify(body),
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestApp({ imports: [PublicTestModule] });
    const full = apiDocument(t.app);
    document = withoutTestOnly(full);
    validator = new ContractValidator(document, testOnlyRoutes(full));
  });
  afterAll(() => t.close());

  it('accepts an answer that matches its route, status and schema', () => {
    expect(validator.violation(answer(200, { status: 'ok', uptime_s: 1.5 }))).toBeNull();
  });

  it('refuses a body with a missing field, an undocumented field or a wrong type', () => {
    expect(validator.violation(answer(200, { status: 'ok' }))).toMatch(
      /GET \/health → 200: the body does not match .*must have required property 'uptime_s'/,
    );
    expect(validator.violation(answer(200, { status: 'ok', uptime_s: 1, secret: 'x' }))).toMatch(
      /must NOT have additional properties/,
    );
    expect(validator.violation(answer(200, { status: 'ok', uptime_s: '1' }))).toMatch(
      /body\/uptime_s must be number/,
    );
  });

  it('refuses an undocumented status, content type or route', () => {
    expect(validator.violation(answer(418, {}))).toMatch(/status 418 is not documented/);
    expect(
      validator.violation(answer(200, {}, { headers: { 'content-type': 'text/html' } })),
    ).toMatch(/content type "text\/html" is not documented/);
    expect(validator.violation(answer(200, {}, { path: '/api/v1/unlisted/thing' }))).toMatch(
      /no operation in the OpenAPI document matches/,
    );
    expect(validator.violation(answer(200, {}, { method: 'PUT', path: '/health' }))).toMatch(
      /no operation in the OpenAPI document matches/,
    );
  });

  it('matches path templates, preferring literal segments, and checks problem+json errors', () => {
    const problem = {
      type: 'about:blank',
      title: 'Not Found',
      status: 404,
      code: 'NOT_FOUND',
      detail: 'No excursion has this slug.',
    };
    const headers = { 'content-type': 'application/problem+json; charset=utf-8' };
    expect(
      validator.violation(answer(404, problem, { path: '/api/excursions/no-such-slug', headers })),
    ).toBeNull();
    // /api/excursions/shore is a list, not the {slug} route: it documents no 404.
    expect(
      validator.violation(answer(404, problem, { path: '/api/excursions/shore', headers })),
    ).toMatch(/GET \/api\/excursions\/shore → 404 .*not documented/);
    expect(
      validator.violation(
        answer(404, { ...problem, code: 'NO_SUCH_CODE' }, { path: '/api/v1/ships/x', headers }),
      ),
    ).toMatch(/body\/code must be equal to one of the allowed values/);
  });

  it('requires the headers a response documents as required', () => {
    const limited = {
      type: 'about:blank',
      title: 'Too Many Requests',
      status: 429,
      code: 'RATE_LIMITED',
      detail: 'Slow down.',
    };
    const headers = { 'content-type': 'application/problem+json' };
    expect(
      validator.violation(answer(429, limited, { method: 'POST', path: '/api/leads', headers })),
    ).toMatch(/the documented header Retry-After is missing/);
    expect(
      validator.violation(
        answer(429, limited, {
          method: 'POST',
          path: '/api/leads',
          headers: { ...headers, 'retry-after': '30' },
        }),
      ),
    ).toBeNull();
  });

  it("lets test-only routes and Express's 404 for unknown routes pass, and skips CORS preflights", () => {
    expect(
      validator.violation(answer(200, { anything: 1 }, { path: '/api/v1/test-items/x' })),
    ).toBeNull();
    const notFound = {
      type: 'about:blank',
      title: 'Not Found',
      status: 404,
      code: 'NOT_FOUND',
      detail: 'No route matches GET /nowhere.',
    };
    const headers = { 'content-type': 'application/problem+json' };
    expect(validator.violation(answer(404, notFound, { path: '/nowhere', headers }))).toBeNull();
    expect(validator.violation(answer(204, '', { method: 'OPTIONS', text: '' }))).toBeNull();
  });

  it("fails the request that received a mismatching answer, after the test's own expectations", async () => {
    // The same app, checked against a document whose /health schema wants one more field.
    const changed = JSON.parse(JSON.stringify(document)) as OpenAPIObject;
    const health = changed.components!.schemas!.HealthDto as Schema;
    health.properties.version = { type: 'string' };
    health.required.push('version');
    const strict = new ContractValidator(changed);
    const http = withContract(request(t.server), () => strict);

    await expect(http.get('/health').expect(200)).rejects.toThrow(ContractViolation);
    await expect(http.get('/health')).rejects.toThrow(
      /GET \/health → 200: the body does not match the documented schema: body must have required property 'version'/,
    );
    // A failing expectation of the test itself is what the test reports.
    await expect(http.get('/health').expect(201)).rejects.toThrow(
      /expected 201 "Created", got 200/,
    );
    // The unchanged document accepts the same answer.
    await t.http.get('/health').expect(200);
  });

  describe('answers of services started as processes (checked-http.ts)', () => {
    // A stand-in for a started service: /health answers without uptime_s, /health/ready keeps the
    // contract. The checks read the committed openapi/openapi.json.
    const READY = { status: 'ok', uptime_s: 1.5, database: 'up', redis: 'not_configured' };
    let server: Server;
    let url: string;
    beforeAll(async () => {
      server = createServer((req, res) => {
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.end(
          req.url === '/health/ready' ? JSON.stringify(READY) : JSON.stringify({ status: 'ok' }),
        );
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise((resolve) => server.close(resolve)));

    it('checkedRequest fails a request whose answer breaks the document', async () => {
      await expect(checkedRequest(url).get('/health').expect(200)).rejects.toThrow(
        /^GET \/health → 200: the body does not match the documented schema: body must have required property 'uptime_s'/,
      );
    });

    it('checkedFetch rejects such an answer and hands back a kept one unread', async () => {
      await expect(checkedFetch(`${url}/health`)).rejects.toThrow(ContractViolation);
      const ready = await checkedFetch(`${url}/health/ready`);
      expect(await ready.json()).toEqual(READY);
    });

    it('contractViolationOf names the violation of a fetch answer, or null', async () => {
      const answer = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/problem+json' },
        });
      const notFound = {
        type: 'about:blank',
        title: 'Not Found',
        status: 404,
        code: 'NOT_FOUND',
        detail: 'No ship has this slug.',
      };
      expect(
        await contractViolationOf(`${url}/api/v1/ships/x`, 'GET', answer(notFound, 404)),
      ).toBeNull();
      expect(
        await contractViolationOf(
          `${url}/api/v1/ships/x`,
          'GET',
          answer({ ...notFound, code: 'NOPE' }, 404),
        ),
      ).toMatch(
        /^GET \/api\/v1\/ships\/\{slug\} → 404: the body does not match .*body\/code must be equal to one of the allowed values/,
      );
      expect(await contractViolationOf(`${url}/health`, 'GET', answer(notFound, 418))).toMatch(
        /status 418 is not documented/,
      );
    });
  });

  describe('the second, strict OpenAPI 3.0 validator', () => {
    const excursion = {
      method: 'GET',
      path: '/api/excursions/x',
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    };
    /** An excursion whose `port` is null: what the document must allow. */
    const withPort = (port: unknown) => {
      const operation = document.paths['/api/excursions/{slug}'].get!;
      const schema = (
        operation.responses['200'] as { content: Record<string, { schema: { $ref?: string } }> }
      ).content['application/json'].schema;
      return { schema, body: { data: { port } } };
    };

    it('reads nullable as OpenAPI 3.0.3 does: a nullable allOf reference still refuses null', async () => {
      const nest = JSON.parse(JSON.stringify(document)) as OpenAPIObject;
      const schemas = nest.components!.schemas as Record<string, Schema>;
      // The shape Nest writes for a nullable reference, before declareNullsStrictly.
      schemas.ExcursionResponseDto.properties.port = {
        nullable: true,
        type: 'object',
        allOf: [{ $ref: '#/components/schemas/PortSummaryDto' }],
      };
      schemas.ExcursionResponseDto.required = ['port'];
      const strict = new StrictContractValidator(nest);
      try {
        const { body } = withPort(null);
        const answer = { ...excursion, body, text: JSON.stringify(body) };
        expect(await strict.violation('/api/excursions/{slug}', answer)).toMatch(
          /^GET \/api\/excursions\/\{slug\} → 200: \[strict\] the body does not match the documented schema: #\/data\/port fails/,
        );
      } finally {
        strict.close();
      }
    });

    it('accepts null where the exported document declares a nullable reference', async () => {
      const strict = new StrictContractValidator(document);
      try {
        const data = (port: unknown) => ({
          id: '00000000-0000-4000-8000-000000000000',
          name: 'Snorkel',
          slug: 'snorkel',
          locale: 'en',
          excursion_type: 'shore',
          port_id: null,
          port,
          theme_park_id: null,
          theme_park: null,
          attraction_id: null,
          attraction: null,
          duration_minutes: null,
          price_from: null,
          currency: 'USD',
          description: null,
          is_active: true,
          created_at: '2026-01-01T00:00:00.000Z',
          updated_at: '2026-01-01T00:00:00.000Z',
        });
        const check = (body: unknown) =>
          strict.violation('/api/excursions/{slug}', {
            ...excursion,
            body,
            text: JSON.stringify(body),
          });
        expect(await check({ data: data(null) })).toBeNull();
        expect(await check({ data: data('Nassau') })).toMatch(/#\/data\/port fails/);
        expect(await check({ data: { ...data(null), created_at: 'yesterday' } })).toMatch(
          /#\/data\/created_at fails .*format/,
        );
        expect(
          await strict.violation('/api/excursions/{slug}', { ...excursion, status: 418, body: {} }),
        ).toMatch(/status 418 is not documented/);
      } finally {
        strict.close();
      }
    });
  });
});
