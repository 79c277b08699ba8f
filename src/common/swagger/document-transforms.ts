import { LOCALIZED_EXTENSION } from '../locale/localized.decorator';
import {
  ApiExtension,
  type HeaderObject,
  type OpenAPIObject,
  type OperationObject,
  type ParameterObject,
  type ReferenceObject,
  type ResponseObject,
} from '@nestjs/swagger';
import { problemResponse } from './api-responses';
import { API_TAG_GROUPS, API_TAGS } from './api-tags';

/** Adds to the document what the decorators of single handlers cannot know. */
export type DocumentTransform = (document: OpenAPIObject) => void;

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface DocumentedOperation {
  path: string;
  method: HttpMethod;
  operation: OperationObject;
}

export function operationsOf(document: OpenAPIObject): DocumentedOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => item[method]).map((method) => ({
      path,
      method,
      operation: item[method]!,
    })),
  );
}

/**
 * The operations under the paths `inArea` picks that lack the extension `extension` (a start-up
 * check's finding), each as `GET /path (operationId)`.
 */
export function operationsWithout(
  document: OpenAPIObject,
  inArea: (path: string) => boolean,
  extension: `x-${string}`,
): string[] {
  return operationsOf(document)
    .filter(({ path, operation }) => inArea(path) && !(extension in operation))
    .map(
      ({ path, method, operation }) => `${method.toUpperCase()} ${path} (${operation.operationId})`,
    );
}

/** Documents `status` unless the operation already does. */
export function ensureResponse(
  operation: OperationObject,
  status: number,
  response: () => ResponseObject,
): ResponseObject | ReferenceObject {
  operation.responses[status] ??= response();
  return operation.responses[status];
}

/** Adds `headers` to a response (not a $ref) without replacing those it documents. */
export function addHeaders(
  response: ResponseObject | ReferenceObject,
  headers: Record<string, HeaderObject | ReferenceObject>,
): void {
  if ('$ref' in response) return;
  response.headers = { ...headers, ...response.headers };
}

export const headerRef = (name: string): ReferenceObject => ({
  $ref: `#/components/headers/${name}`,
});

const WITHOUT_DATABASE = 'x-without-database';

/** A handler that never touches the database, so it cannot answer 503 (the liveness probe). */
export const ApiWithoutDatabase = (): MethodDecorator => ApiExtension(WITHOUT_DATABASE, true);

/** Headers the whole service uses; responses refer to them by name. */
const SHARED_HEADERS: Record<string, HeaderObject> = {
  'Retry-After': {
    description: 'Seconds to wait before trying again.',
    required: true,
    schema: { type: 'integer', minimum: 1 },
  },
  'X-RateLimit-Limit': {
    description: 'Requests allowed in the current one-minute window.',
    schema: { type: 'integer', minimum: 0 },
  },
  'X-RateLimit-Remaining': {
    description: 'Requests left in the current window.',
    schema: { type: 'integer', minimum: 0 },
  },
  'X-RateLimit-Reset': {
    description: 'Seconds until the current window ends.',
    schema: { type: 'integer', minimum: 0 },
  },
  ETag: {
    description: 'Validator of the representation; send it back in If-None-Match.',
    schema: { type: 'string' },
  },
  'Cache-Control': {
    description:
      'How long browsers (max-age) and shared caches such as a CDN (s-maxage, stale-while-revalidate, stale-if-error) may keep the answer.',
    schema: {
      type: 'string',
      example: 'public, max-age=60, s-maxage=60, stale-while-revalidate=60, stale-if-error=86400',
    },
  },
  Vary: {
    description:
      'The request headers the answer depends on: a shared cache keeps one copy per Origin, X-API-Key and Accept-Language, and passes a request with an X-Preview-Token on (previews are never stored).',
    schema: { type: 'string', example: 'Origin, X-API-Key, Accept-Language, X-Preview-Token' },
  },
  'Surrogate-Key': {
    description:
      'The surrogate keys (CDN cache tags) of the records and lists the answer was read from, space-separated: `<resource>:<id>`, a list key such as `ships`, `catalogue`; a change purges its keys at the CDN (docs/architecture.md#surrogate-keys). Named `Cache-Tag` (comma-separated) when the service is configured for Cloudflare, or as CDN_KEYS_HEADER says; a CDN strips it before the answer reaches a client.',
    schema: {
      type: 'string',
      example: 'ship:5f0c2b9e-8d7a-4c1e-9b3f-2a6d4e8c1f00 cruise_lines media_assets',
    },
  },
  'Content-Language': {
    description:
      'The content locale the answer is in (docs/localization.md); each record says which locale its own text came from in `locale`.',
    schema: { type: 'string', example: 'de' },
  },
};

const BODY_MEDIA_TYPES = ['application/json', 'application/x-www-form-urlencoded'];
const BODY_METHODS = new Set(['post', 'put', 'patch']);

/**
 * What the HTTP pipeline adds to every route, in one place (docs/behaviour.md#errors,
 * #public-reads-and-caching):
 * - an explicit `security` on every operation (`[]`: no credentials needed);
 * - 500 INTERNAL_ERROR, which any operation may answer on a bug;
 * - 503 when the database is unreachable (with Retry-After), except for handlers marked
 *   ApiWithoutDatabase;
 * - for JSON or form bodies, and on every POST, PUT and PATCH (a client may send a body to any),
 *   the body parser's 400 (malformed, corrupt compression, a reserved key), 413 (over 1 MB) and
 *   415 (unsupported Content-Encoding or charset);
 * - Retry-After and the X-RateLimit-* headers on every 429;
 * - for conditional reads (a documented 304, every public read): the If-None-Match and
 *   X-Preview-Token parameters and the ETag and Cache-Control, Vary and Surrogate-Key headers of
 *   the 200;
 * - for localized reads (@Localized): the `locale` query parameter (where the query DTO does not
 *   declare it), the Accept-Language header (unless only `locale` counts) and Content-Language
 *   on the 200.
 */
export function completeDocument(document: OpenAPIObject): void {
  document.components ??= {};
  document.components.headers = { ...SHARED_HEADERS, ...document.components.headers };
  for (const { method, operation } of operationsOf(document)) {
    operation.security ??= [];
    ensureResponse(operation, 500, () => problemResponse(500));

    const extensions = operation as unknown as Record<string, unknown>;
    if (extensions[WITHOUT_DATABASE]) delete extensions[WITHOUT_DATABASE];
    else
      addHeaders(
        ensureResponse(operation, 503, () => problemResponse(503)),
        { 'Retry-After': headerRef('Retry-After') },
      );

    const body = operation.requestBody;
    const bodyTypes = body && 'content' in body ? Object.keys(body.content) : [];
    // The body parsers run before routing, so a POST, PUT or PATCH that takes no body still
    // answers a malformed, oversized or unsupported one.
    if (BODY_METHODS.has(method) || bodyTypes.some((type) => BODY_MEDIA_TYPES.includes(type))) {
      ensureResponse(operation, 400, () => problemResponse(400));
      ensureResponse(operation, 413, () => problemResponse(413));
      ensureResponse(operation, 415, () => problemResponse(415));
    }

    const limited = operation.responses[429];
    if (limited) {
      addHeaders(limited, {
        'Retry-After': headerRef('Retry-After'),
        'X-RateLimit-Limit': headerRef('X-RateLimit-Limit'),
        'X-RateLimit-Remaining': headerRef('X-RateLimit-Remaining'),
        'X-RateLimit-Reset': headerRef('X-RateLimit-Reset'),
      });
    }

    if (operation.responses[304] && operation.responses[200]) {
      addHeaders(operation.responses[200], {
        ETag: headerRef('ETag'),
        'Cache-Control': headerRef('Cache-Control'),
        Vary: headerRef('Vary'),
        'Surrogate-Key': headerRef('Surrogate-Key'),
      });
      const ifNoneMatch: ParameterObject = {
        name: 'If-None-Match',
        in: 'header',
        required: false,
        description: 'The ETag of a copy you hold: 304 without a body while it is still current.',
        schema: { type: 'string' },
      };
      const previewToken: ParameterObject = {
        name: 'X-Preview-Token',
        in: 'header',
        required: false,
        description:
          'A preview token issued by the studio (POST /studio/preview-tokens): the answer shows the drafts in its scope, in the same shape, with `Cache-Control: private, no-store` and `X-Robots-Tag: noindex`, and is never cached. An invalid, expired or revoked token answers 401 INVALID_PREVIEW_TOKEN (docs/api-guide.md#previews).',
        schema: { type: 'string', maxLength: 2048 },
      };
      operation.parameters = [...(operation.parameters ?? []), ifNoneMatch, previewToken];
    }

    const localized = extensions[LOCALIZED_EXTENSION];
    if (localized) {
      delete extensions[LOCALIZED_EXTENSION];
      documentLocale(operation, localized === 'negotiated');
    }
  }
}

function documentLocale(operation: OperationObject, negotiated: boolean): void {
  const parameters = operation.parameters ?? [];
  const declares = (name: string) => parameters.some((p) => 'name' in p && p.name === name);
  if (!declares('locale'))
    parameters.push({
      name: 'locale',
      in: 'query',
      required: false,
      description:
        'The language to answer in, a BCP 47 tag of CONTENT_LOCALES (`de-CH` falls back to `de`); overrides Accept-Language. 400 when not supported.',
      schema: { type: 'string', maxLength: 35, example: 'de' },
    });
  if (negotiated)
    parameters.push({
      name: 'Accept-Language',
      in: 'header',
      required: false,
      description:
        'Preferred languages with quality values (`de-CH, de;q=0.9, en;q=0.5`); the best supported one is served, else the default locale. Ignored when `locale` is given.',
      schema: { type: 'string' },
    });
  operation.parameters = parameters;
  if (operation.responses[200])
    addHeaders(operation.responses[200], { 'Content-Language': headerRef('Content-Language') });
}

const TOP_LEVEL_ORDER = [
  'openapi',
  'info',
  'servers',
  'security',
  'tags',
  'x-tagGroups',
  'paths',
  'components',
];

const byKey = <T>(record: Record<string, T>): Record<string, T> =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/**
 * The same document with paths and components in alphabetical order, its tags in the order and
 * with the descriptions of API_TAGS (a tag missing there comes last but one, before health,
 * without a description) and grouped as API_TAG_GROUPS say (`x-tagGroups`), so that an export
 * changes only where the API does.
 */
export function sortedDocument(document: OpenAPIObject): OpenAPIObject {
  const used = new Set<string>();
  for (const { operation } of operationsOf(document))
    for (const name of operation.tags ?? []) used.add(name);
  const known = API_TAGS.filter(({ name }) => used.has(name));
  const unknown = [...used]
    .filter((name) => !API_TAGS.some((tag) => tag.name === name))
    .map((name) => ({ name }));
  const last = known.length > 0 && known[known.length - 1].name === 'health' ? 1 : 0;
  const tags = [
    ...known.slice(0, known.length - last),
    ...unknown,
    ...known.slice(known.length - last),
  ];

  const tagGroups = API_TAG_GROUPS.map((group) => ({
    name: group.name,
    tags: group.tags.filter(({ name }) => used.has(name)).map(({ name }) => name),
  })).filter((group) => group.tags.length > 0);

  const components = Object.fromEntries(
    Object.entries(document.components ?? {})
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([kind, entries]) => [kind, byKey(entries as Record<string, unknown>)]),
  );
  const sorted: Record<string, unknown> = {
    ...document,
    tags,
    'x-tagGroups': tagGroups,
    paths: byKey(document.paths),
    components,
  };
  return Object.fromEntries(
    Object.entries(sorted).sort(
      ([a], [b]) => rank(TOP_LEVEL_ORDER, a) - rank(TOP_LEVEL_ORDER, b) || (a < b ? -1 : 1),
    ),
  ) as unknown as OpenAPIObject;
}

const rank = (order: string[], key: string) =>
  order.includes(key) ? order.indexOf(key) : order.length;
