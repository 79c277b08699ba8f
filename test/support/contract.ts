import { applyDecorators, Controller, type Type } from '@nestjs/common';
import { ApiExtension, ApiOperation } from '@nestjs/swagger';
import type {
  HeaderObject,
  OpenAPIObject,
  OperationObject,
  ParameterObject,
  ReferenceObject,
  ResponseObject,
  SchemaObject,
} from '@nestjs/swagger';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { Response } from 'supertest';
import type { Test } from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { operationsOf } from '@/common/swagger';
import type { StrictContractValidator } from './strict-contract';

/**
 * Contract tests: every answer the e2e suite receives through createTestApp().http is checked
 * against the OpenAPI document of the same application (its path template, method and status must
 * be documented, and the body must match that response's schema). A mismatch fails the test that
 * made the request. Two validators check each answer: Ajv here, with every object closed to
 * undocumented fields, then an independent one that reads the document as strict OpenAPI 3.0
 * (strict-contract.ts).
 */

/** Served by Express middleware rather than API operations: Swagger UI and the local media files. */
const NON_API_PATHS = [/^\/docs(?:-json)?(?:\/|$)/i, /^\/media(?:\/|$)/i];

/** Express answers HEAD with the GET handler, without the body. */
const BODYLESS_METHODS = new Set(['head']);

interface Route {
  template: string;
  pattern: RegExp;
  /** `pattern` with each parameter that lists its values taking only those. */
  strictPattern: RegExp;
  literals: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A path template as Express matches it: case-insensitively, with an optional trailing slash.
 * `strictPattern` also gives each parameter whose values the document lists (`enums`, by name)
 * only those values, as the service's own routing does.
 */
function routeOf(
  template: string,
  parameter: RegExp,
  enums: ReadonlyMap<string, readonly string[]> = new Map(),
): Route {
  const segments = template.split('/').filter(Boolean);
  const sourceOf = (strict: boolean) =>
    segments
      .map((segment) => {
        if (!parameter.test(segment)) return escapeRegExp(segment);
        const values = strict ? enums.get(segment.slice(1, -1)) : undefined;
        return values ? `(?:${values.map(escapeRegExp).join('|')})` : '[^/]+';
      })
      .join('/');
  return {
    template,
    pattern: new RegExp(`^/${sourceOf(false)}/?$`, 'i'),
    strictPattern: new RegExp(`^/${sourceOf(true)}/?$`, 'i'),
    literals: segments.filter((segment) => !parameter.test(segment)).length,
  };
}

/** Marks the operations of test-only controllers in the document. */
const TEST_ONLY_EXTENSION = 'x-test-only';

/** `FaultsController.uniqueViolation` → `testFaultsUniqueViolation`, an id assertOperationIds accepts. */
const testOperationId = (controller: Type, handler: string): string =>
  `test${controller.name.replace(/Controller$/, '')}${handler[0].toUpperCase()}${handler.slice(1)}`;

/**
 * Marks a controller that only tests mount. Its routes stay in the application's document, so
 * the start-up checks that read it see them as they see any route; each gets an operationId of
 * its own and `x-test-only`, by which the contract check leaves them out (withoutTestOnly,
 * testOnlyRoutes). Put it above the controller's own decorator (`@StudioController(…)`), or use
 * {@link TestController} in place of `@Controller`.
 */
export function TestOnly(): ClassDecorator {
  return (target) => {
    ApiExtension(TEST_ONLY_EXTENSION, true)(target);
    const prototype = (target as unknown as Type).prototype as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(prototype)) {
      const descriptor = Object.getOwnPropertyDescriptor(prototype, name)!;
      if (name === 'constructor' || typeof descriptor.value !== 'function') continue;
      ApiOperation({ operationId: testOperationId(target as unknown as Type, name) })(
        prototype,
        name,
        descriptor,
      );
    }
  };
}

/** `@Controller(path)` of a controller only tests mount ({@link TestOnly}). */
export function TestController(path?: string | string[]): ClassDecorator {
  return applyDecorators(TestOnly(), Controller(path ?? ''));
}

/** The routes of test-only controllers (@TestOnly), from the application's document. */
export function testOnlyRoutes(document: OpenAPIObject): Route[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.values(item as Record<string, unknown>).some(
      (operation) => (operation as Record<string, unknown> | undefined)?.[TEST_ONLY_EXTENSION],
    )
      ? [routeOf(path, /^\{.+\}$/)]
      : [],
  );
}

/** The document without the operations of test-only controllers (testOnlyRoutes), a copy. */
export function withoutTestOnly(document: OpenAPIObject): OpenAPIObject {
  const paths: OpenAPIObject['paths'] = {};
  for (const [path, item] of Object.entries(document.paths)) {
    const kept = Object.fromEntries(
      Object.entries(item).filter(
        ([, operation]) => !(operation as Record<string, unknown>)[TEST_ONLY_EXTENSION],
      ),
    );
    if (Object.keys(kept).length > 0) paths[path] = kept;
  }
  return { ...document, paths };
}

/** OpenAPI 3.0 schema → JSON Schema for Ajv, with objects closed to undocumented properties. */
function toJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toJsonSchema);
  if (!schema || typeof schema !== 'object') return schema;
  const source = schema as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    if (key === 'nullable' || key === 'example') continue;
    if (key === '$ref') out.$ref = `openapi${String(value)}`;
    else if (key === 'properties')
      out.properties = Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, toJsonSchema(v)]),
      );
    else out[key] = toJsonSchema(value);
  }
  // A response may carry no field its schema does not name: the document must list them all.
  if (out.properties && out.additionalProperties === undefined) out.additionalProperties = false;
  return source.nullable === true ? { anyOf: [{ type: 'null' }, out] } : out;
}

export class ContractViolation extends Error {
  override name = 'ContractViolation';
}

export interface CheckedResponse {
  method: string;
  path: string;
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  text?: string;
}

/** Checks answers against one application's OpenAPI document. */
export class ContractValidator {
  private readonly ajv: Ajv;
  private readonly routes: Array<Route & { operations: Map<string, OperationObject> }>;
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(
    private readonly document: OpenAPIObject,
    private readonly testRoutes: Route[] = [],
    private readonly strict?: StrictContractValidator,
  ) {
    this.ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(this.ajv);
    this.ajv.addFormat('password', true).addFormat('binary', true);
    this.ajv.addSchema({ components: toJsonSchema(document.components ?? {}) }, 'openapi');

    const byTemplate = new Map<string, Route & { operations: Map<string, OperationObject> }>();
    for (const { path, method, operation } of operationsOf(document)) {
      const route = byTemplate.get(path) ?? {
        ...routeOf(path, /^\{.+\}$/, this.pathEnums(operation)),
        operations: new Map(),
      };
      route.operations.set(method, operation);
      byTemplate.set(path, route);
    }
    // Literal segments win over parameters: /api/excursions/shore before /api/excursions/{slug}.
    this.routes = [...byTemplate.values()].sort((a, b) => b.literals - a.literals);
  }

  /**
   * Why `value` does not match the document's component schema `name` (objects closed as for
   * answers), or null when it does: for payloads no operation answers, such as webhook bodies.
   */
  schemaViolation(name: string, value: unknown): string | null {
    const validate = this.ajv.getSchema(`openapi#/components/schemas/${name}`);
    if (!validate) return `the document has no schema ${name}`;
    return validate(value) ? null : `${name}: ${this.ajv.errorsText(validate.errors)}`;
  }

  /** Both validators' verdict: Ajv's first, then (when it passes) the strict one's. */
  async check(answer: CheckedResponse): Promise<string | null> {
    const problem = this.violation(answer);
    if (problem || !this.strict) return problem;
    const method = answer.method.toLowerCase();
    if (method === 'options' || BODYLESS_METHODS.has(method)) return null;
    const path = answer.path.split('?', 1)[0];
    const route = this.routeFor(method, path);
    return route ? this.strict.violation(route.template, answer) : null;
  }

  /**
   * The route that serves `method` at `path`. A path some template fits with its parameters'
   * listed values is that template's (a method it lacks finds no route: the service's 405), so
   * `GET /studio/releases/{id}/schedule` is not taken for a `/studio/{resource}/{id}/schedule`;
   * other paths (a parameter outside its values) go to the route they fit loosely, as Express
   * routes them before the parameter is checked.
   */
  private routeFor(method: string, path: string) {
    if (this.routes.some((r) => r.strictPattern.test(path)))
      return this.routes.find((r) => r.strictPattern.test(path) && r.operations.has(method));
    return this.routes.find((r) => r.pattern.test(path) && r.operations.has(method));
  }

  /** The values each path parameter of `operation` is restricted to, where it lists them. */
  private pathEnums(operation: OperationObject): Map<string, string[]> {
    const enums = new Map<string, string[]>();
    for (const parameter of operation.parameters ?? []) {
      const { name, in: where, schema } = this.resolve<ParameterObject>(parameter) ?? {};
      const values = this.resolve<SchemaObject>(schema)?.enum;
      if (where === 'path' && name && Array.isArray(values)) enums.set(name, values.map(String));
    }
    return enums;
  }

  /** Why the answer breaks the contract, or null when it keeps it. */
  violation(answer: CheckedResponse): string | null {
    const method = answer.method.toLowerCase();
    const path = answer.path.split('?', 1)[0];
    const what = `${answer.method.toUpperCase()} ${path} → ${answer.status}`;
    // CORS preflights are answered by the cors middleware, before any route.
    if (method === 'options') return null;
    if (NON_API_PATHS.some((pattern) => pattern.test(path))) return null;

    const route = this.routeFor(BODYLESS_METHODS.has(method) ? 'get' : method, path);
    if (!route) {
      if (this.testRoutes.some((r) => r.pattern.test(path))) return null;
      // The 404 of a path no route serves, or the 405 of a known path asked with a method it does
      // not serve (no operation documents either); the body is still a problem.
      if (answer.status === 404 || answer.status === 405)
        return this.bodyViolation(what, this.problemResponse(), answer);
      return `${what}: no operation in the OpenAPI document matches this method and path`;
    }
    const operation = route.operations.get(BODYLESS_METHODS.has(method) ? 'get' : method)!;
    const label = `${answer.method.toUpperCase()} ${route.template} → ${answer.status}`;
    const response = this.resolve<ResponseObject>(operation.responses[answer.status]);
    if (!response) {
      return `${label} (${path}): status ${answer.status} is not documented (documented: ${Object.keys(
        operation.responses,
      ).join(', ')})${describeBody(answer)}`;
    }
    for (const [name, header] of Object.entries(response.headers ?? {})) {
      const { required } = this.resolve<HeaderObject>(header) ?? {};
      if (required && answer.headers[name.toLowerCase()] === undefined)
        return `${label}: the documented header ${name} is missing`;
    }
    if (BODYLESS_METHODS.has(method)) return null;
    return this.bodyViolation(label, response, answer);
  }

  private bodyViolation(label: string, response: ResponseObject, answer: CheckedResponse) {
    const contentType = String(answer.headers['content-type'] ?? '')
      .split(';', 1)[0]
      .trim()
      .toLowerCase();
    const content = response.content ?? {};
    if (Object.keys(content).length === 0) {
      return isEmpty(answer)
        ? null
        : `${label}: the response has a body (${contentType || 'no content type'}) but the document shows none${describeBody(answer)}`;
    }
    const media = content[contentType];
    if (!media) {
      return `${label}: content type "${contentType}" is not documented (documented: ${Object.keys(
        content,
      ).join(', ')})${describeBody(answer)}`;
    }
    if (!media.schema || !/[/+]json$/.test(contentType)) return null;
    const key = `${label} ${contentType}`;
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile(toJsonSchema(media.schema) as object);
      this.validators.set(key, validate);
    }
    if (validate(answer.body)) return null;
    return `${label}: the body does not match the documented schema: ${this.ajv.errorsText(
      validate.errors,
      { dataVar: 'body', separator: '; ' },
    )}${describeBody(answer)}`;
  }

  private problemResponse(): ResponseObject {
    return {
      description: 'Not Found',
      content: {
        'application/problem+json': { schema: { $ref: '#/components/schemas/ProblemDetailsDto' } },
      },
    };
  }

  private resolve<T>(object: T | ReferenceObject | undefined): T | undefined {
    if (!object || !('$ref' in (object as object))) return object as T | undefined;
    const [, kind, name] = /^#\/components\/([^/]+)\/(.+)$/.exec((object as ReferenceObject).$ref)!;
    const components = this.document.components as Record<string, Record<string, T>> | undefined;
    return components?.[kind]?.[name];
  }
}

function isEmpty(answer: CheckedResponse): boolean {
  if (Buffer.isBuffer(answer.body)) return answer.body.length === 0;
  return (answer.text ?? '') === '';
}

function describeBody(answer: CheckedResponse): string {
  const body = answer.text ?? (Buffer.isBuffer(answer.body) ? '<binary>' : '');
  return body ? `\n  body: ${body.length > 600 ? `${body.slice(0, 600)}…` : body}` : '';
}

type CheckedTest = Test & {
  method: string;
  url: string;
  assert(
    error: Error | null,
    response: Response,
    done?: (e: Error | null, r: Response) => void,
  ): void;
};

/**
 * The supertest agent with one more assertion on every request, run after the test's own
 * `.expect(...)` calls (so a test's own, more specific failure is reported first): the answer
 * must keep the contract. `contract` is asked only when the first answer arrives.
 */
export function withContract(agent: TestAgent, contract: () => ContractValidator): TestAgent {
  return new Proxy(agent, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const test: unknown = (value as (...a: unknown[]) => unknown).apply(target, args);
        if (test && typeof test === 'object' && 'assert' in test)
          checkOnEnd(test as CheckedTest, contract);
        return test;
      };
    },
  });
}

function checkOnEnd(test: CheckedTest, contract: () => ContractValidator): void {
  const assert = test.assert.bind(test);
  test.assert = (error, response, done) =>
    assert(error, response, (failure, res) => {
      if (failure || !res) return done?.call(test, failure, res);
      contract()
        .check({
          method: test.method,
          path: new URL(test.url, 'http://localhost').pathname,
          status: res.status,
          headers: res.headers,
          body: res.body as unknown,
          text: res.text,
        })
        .then(
          (problem) => done?.call(test, problem ? new ContractViolation(problem) : null, res),
          (error: Error) => done?.call(test, error, res),
        );
    });
}
