import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestApp, TestApp } from './support/test-app';
import { PUBLIC_PATHS } from '@/modules/search/search-types';

type Operation = {
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  responses: Record<
    string,
    { content?: Record<string, unknown>; headers?: Record<string, unknown> }
  >;
  parameters?: Array<{ name: string; in: string; schema?: Record<string, unknown> }>;
  requestBody?: { content: Record<string, unknown> };
};
type Document = {
  openapi: string;
  tags: Array<{ name: string; description?: string }>;
  'x-tagGroups': Array<{ name: string; tags: string[] }>;
  paths: Record<string, Record<string, Operation>>;
  components: {
    securitySchemes: Record<
      string,
      { type?: string; flows?: { password?: Record<string, unknown> } }
    >;
    schemas: Record<string, unknown>;
  };
};

/** Public catalogue reads of the parks and content catalogue. */
const PARKS_AND_CONTENT_PUBLIC_ROUTES = [
  'get /api/v1/theme-parks',
  'get /api/v1/theme-parks/{slug}',
  'get /api/v1/resorts',
  'get /api/v1/resorts/{slug}',
  'get /api/v1/attractions',
  'get /api/v1/attractions/{slug}',
  'get /api/v1/events',
  'get /api/v1/events/{slug}',
  'get /api/v1/dining',
  'get /api/v1/dining/{slug}',
  'get /api/guides',
  'get /api/guides/{slug}',
  'get /api/videos',
  'get /api/videos/{slug}',
  'get /api/categories',
  'get /api/categories/{slug}',
];

/** Studio CRUD of the parks and content catalogue. */
const PARKS_AND_CONTENT_STUDIO_ROUTES = [
  'get /studio/theme-parks',
  'post /studio/theme-parks',
  'get /studio/theme-parks/{id}',
  'patch /studio/theme-parks/{id}',
  'delete /studio/theme-parks/{id}',
  'get /studio/resorts',
  'post /studio/resorts',
  'get /studio/resorts/{id}',
  'patch /studio/resorts/{id}',
  'delete /studio/resorts/{id}',
  'get /studio/attractions',
  'post /studio/attractions',
  'get /studio/attractions/{id}',
  'patch /studio/attractions/{id}',
  'delete /studio/attractions/{id}',
  'get /studio/events',
  'post /studio/events',
  'get /studio/events/{id}',
  'patch /studio/events/{id}',
  'delete /studio/events/{id}',
  'get /studio/dining',
  'post /studio/dining',
  'get /studio/dining/{id}',
  'patch /studio/dining/{id}',
  'delete /studio/dining/{id}',
  'get /studio/guides',
  'post /studio/guides',
  'get /studio/guides/{id}',
  'patch /studio/guides/{id}',
  'delete /studio/guides/{id}',
  'get /studio/videos',
  'post /studio/videos',
  'get /studio/videos/{id}',
  'patch /studio/videos/{id}',
  'delete /studio/videos/{id}',
  'get /studio/categories',
  'post /studio/categories',
  'get /studio/categories/{id}',
  'patch /studio/categories/{id}',
  'delete /studio/categories/{id}',
];

/** Open to anyone without credentials, and outside /api (so no API key either). */
const OPEN_ROUTES = new Set([
  'get /health',
  'get /health/ready',
  'post /studio/auth/login',
  'post /studio/auth/login/2fa',
  'post /studio/auth/refresh',
  // Single sign-on: a browser follows them before it has a token.
  'get /studio/auth/oidc/login',
  'get /studio/auth/oidc/callback',
]);
/** Everything under /api: anonymous, or with an optional X-API-Key (docs/behaviour.md#api-keys). */
const isApiRoute = (key: string) => / \/api\//.test(key);

describe('the OpenAPI document and Swagger UI', () => {
  let t: TestApp;
  let doc: Document;
  let operations: Array<[string, Operation]>;

  beforeAll(async () => {
    t = await createTestApp();
    doc = (await t.http.get('/docs-json').expect(200)).body as Document;
    operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(
        ([method, op]) => [`${method} ${path}`, op] as [string, Operation],
      ),
    );
  });
  afterAll(() => t.close());

  it('serves Swagger UI at /docs', async () => {
    const response = await t.http.get('/docs').expect(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.text).toContain('swagger-ui');
  });

  it('describes bearer tokens and the OAuth2 password flow against /studio/auth/login', () => {
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.components.securitySchemes.bearer).toEqual(
      expect.objectContaining({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }),
    );
    expect(doc.components.securitySchemes.oauth2.flows?.password).toEqual(
      expect.objectContaining({
        tokenUrl: '/studio/auth/login',
        refreshUrl: '/studio/auth/refresh',
      }),
    );
  });

  it('lists the tags in reading order: public first, then the studio, health last', () => {
    expect(doc.tags.map((tag) => tag.name)).toEqual([
      'catalogue: cruise lines',
      'catalogue: ships',
      'catalogue: ports',
      'catalogue: itineraries',
      'catalogue: sailings',
      'catalogue: excursions',
      'catalogue: theme parks',
      'catalogue: resorts',
      'catalogue: attractions',
      'catalogue: special events',
      'catalogue: dining',
      'catalogue: guides',
      'catalogue: videos',
      'catalogue: categories',
      'search',
      'live data',
      'leads',
      'studio: auth',
      'studio: users',
      'studio: cruise lines',
      'studio: ships',
      'studio: ports',
      'studio: itineraries',
      'studio: sailings',
      'studio: excursions',
      'studio: theme parks',
      'studio: resorts',
      'studio: attractions',
      'studio: special events',
      'studio: dining',
      'studio: guides',
      'studio: videos',
      'studio: categories',
      'studio: revisions',
      'studio: translations',
      'studio: drafts',
      'studio: scheduled publishing',
      'studio: media',
      'studio: api clients',
      'studio: analytics',
      'studio: leads',
      'studio: logs',
      'studio: vault',
      'studio: upstream',
      'studio: webhooks',
      'health',
    ]);
  });

  it('gives every tag a one-line description and every operation exactly one listed tag', () => {
    for (const tag of doc.tags) expect(tag.description).toMatch(/^[^\n]{10,100}$/);
    const listed = new Set(doc.tags.map((tag) => tag.name));
    const untagged = operations
      .filter(([, op]) => op.tags?.length !== 1 || !listed.has(op.tags[0]))
      .map(([key, op]) => `${key}: ${JSON.stringify(op.tags)}`);
    expect(untagged).toEqual([]);
  });

  it('groups the tags for a front end: the public API, the studio, the probes', () => {
    expect(doc['x-tagGroups'].map((group) => group.name)).toEqual([
      'Public API',
      'Studio',
      'Operations',
    ]);
    // Every tag in exactly one group, in the order of the tags.
    expect(doc['x-tagGroups'].flatMap((group) => group.tags)).toEqual(
      doc.tags.map((tag) => tag.name),
    );
    const [publicApi, studio, probes] = doc['x-tagGroups'];
    const groupOf = (key: string, op: Operation): string => {
      const tag = op.tags?.[0] ?? '';
      if (publicApi.tags.includes(tag)) return key.includes(' /api/') ? 'ok' : `public ${tag}`;
      if (studio.tags.includes(tag)) return key.includes(' /studio/') ? 'ok' : `studio ${tag}`;
      if (probes.tags.includes(tag)) return key.includes(' /health') ? 'ok' : `probe ${tag}`;
      return `no group for ${tag}`;
    };
    const misplaced = operations
      .map(([key, op]) => [key, groupOf(key, op)])
      .filter(([, verdict]) => verdict !== 'ok');
    expect(misplaced).toEqual([]);
  });

  it('documents 500 INTERNAL_ERROR as problem+json on every operation', () => {
    const without = operations
      .filter(([, op]) => !op.responses['500']?.content?.['application/problem+json'])
      .map(([key]) => key);
    expect(without).toEqual([]);
  });

  it('declares every nullable schema so that OpenAPI 3.0 validators accept null', () => {
    const loose: string[] = [];
    const visit = (node: unknown, at: string): void => {
      if (!node || typeof node !== 'object') return;
      const schema = node as Record<string, unknown>;
      if (schema.nullable === true) {
        if (!('type' in schema) || ['$ref', 'allOf', 'oneOf', 'anyOf'].some((k) => k in schema))
          loose.push(`${at}: nullable without a type of its own`);
        if (Array.isArray(schema.enum) && !schema.enum.includes(null))
          loose.push(`${at}: nullable enum without null`);
      }
      for (const [key, value] of Object.entries(schema))
        if (key !== 'example' && key !== 'enum') visit(value, `${at}/${key}`);
    };
    visit(doc, '#');
    expect(loose).toEqual([]);
  });

  it('lists every documented route', () => {
    expect(operations.map(([key]) => key).sort()).toEqual(
      [
        'get /health',
        'get /health/ready',
        'post /studio/auth/login',
        'post /studio/auth/login/2fa',
        'post /studio/auth/refresh',
        'get /studio/auth/oidc/login',
        'get /studio/auth/oidc/callback',
        'get /studio/auth/sessions',
        'post /studio/auth/sessions/revoke-others',
        'delete /studio/auth/sessions/{id}',
        'post /studio/auth/logout',
        'get /studio/auth/me',
        'post /studio/auth/change-password',
        'get /studio/auth/2fa',
        'post /studio/auth/2fa/enrolment',
        'post /studio/auth/2fa/enrolment/confirm',
        'post /studio/auth/2fa/recovery-codes',
        'post /studio/auth/2fa/disable',
        'get /studio/users',
        'post /studio/users',
        'get /studio/users/{id}',
        'patch /studio/users/{id}',
        'delete /studio/users/{id}',
        'delete /studio/users/{id}/2fa',
        'get /studio/upstream/known-parks',
        'get /studio/upstream/search',
        'get /studio/logs/audit',
        ...PARKS_AND_CONTENT_PUBLIC_ROUTES,
        ...PARKS_AND_CONTENT_STUDIO_ROUTES,
        'get /api/search',
        // live data
        'get /api/v1/theme-parks/{slug}/live',
        'get /api/v1/theme-parks/{slug}/schedule',
        'get /api/v1/attractions/{slug}/live',
        // cruise catalogue
        'get /api/v1/cruise-lines',
        'get /api/v1/cruise-lines/{slug}',
        'get /api/v1/ships',
        'get /api/v1/ships/{slug}',
        'get /api/v1/ports',
        'get /api/v1/ports/{slug}',
        'get /api/v1/ports/{slug}/excursions',
        'get /api/v1/itineraries',
        'get /api/v1/itineraries/{slug}',
        'get /api/v1/sailings',
        'get /api/excursions',
        'get /api/excursions/shore',
        'get /api/excursions/land',
        'get /api/excursions/{slug}',
        ...['cruise-lines', 'ships', 'ports', 'itineraries', 'sailings', 'excursions'].flatMap(
          (resource) => [
            `get /studio/${resource}`,
            `post /studio/${resource}`,
            `get /studio/${resource}/{id}`,
            `patch /studio/${resource}/{id}`,
            `delete /studio/${resource}/{id}`,
          ],
        ),
        'post /studio/ships/{id}/dry-docks',
        'delete /studio/ships/{id}/dry-docks/{dry_dock_id}',
        'post /studio/media/upload',
        'get /studio/media',
        'get /studio/media/{id}',
        'patch /studio/media/{id}',
        'delete /studio/media/{id}',
        'get /studio/vault',
        'post /studio/vault',
        'get /studio/vault/{id}',
        'patch /studio/vault/{id}',
        'post /studio/vault/{id}/rotate',
        'delete /studio/vault/{id}',
        'post /api/leads',
        'get /studio/leads',
        'get /studio/api-clients',
        'post /studio/api-clients',
        'get /studio/api-clients/{id}',
        'patch /studio/api-clients/{id}',
        'delete /studio/api-clients/{id}',
        'post /studio/api-clients/{id}/revoke',
        'post /studio/api-clients/{id}/regenerate',
        'get /studio/logs/api-usage',
        'get /studio/analytics/overview',
        'get /studio/analytics/requests-over-time',
        'get /studio/analytics/top-endpoints',
        'get /studio/analytics/by-client',
        'get /studio/analytics/status-codes',
        'get /studio/webhooks',
        'post /studio/webhooks',
        'get /studio/webhooks/{id}',
        'patch /studio/webhooks/{id}',
        'delete /studio/webhooks/{id}',
        'post /studio/webhooks/{id}/rotate-secret',
        'post /studio/webhooks/{id}/test',
        'get /studio/webhooks/{id}/deliveries',
        'get /studio/webhooks/{id}/deliveries/{delivery}',
        'post /studio/webhooks/{id}/deliveries/{delivery}/redeliver',
        'get /studio/{resource}/{id}/revisions',
        'get /studio/{resource}/{id}/revisions/{revision}',
        'post /studio/{resource}/{id}/revisions/{revision}/restore',
        'get /studio/translations',
        'get /studio/{resource}/{id}/translations',
        'get /studio/{resource}/{id}/translations/{locale}',
        'put /studio/{resource}/{id}/translations/{locale}',
        'delete /studio/{resource}/{id}/translations/{locale}',
        'post /studio/{resource}/drafts',
        'get /studio/{resource}/{id}/draft',
        'put /studio/{resource}/{id}/draft',
        'delete /studio/{resource}/{id}/draft',
        'get /studio/{resource}/{id}/draft/diff',
        'post /studio/{resource}/{id}/draft/publish',
        'get /studio/drafts',
        'get /studio/drafts/{draft_id}',
        'put /studio/drafts/{draft_id}',
        'delete /studio/drafts/{draft_id}',
        'get /studio/drafts/{draft_id}/diff',
        'post /studio/drafts/{draft_id}/publish',
        'post /studio/preview-tokens',
        'get /studio/preview-tokens',
        'delete /studio/preview-tokens/{id}',
        'post /studio/releases',
        'get /studio/releases',
        'get /studio/releases/{id}',
        'patch /studio/releases/{id}',
        'delete /studio/releases/{id}',
        'post /studio/releases/{id}/entries',
        'delete /studio/releases/{id}/entries/{draft_id}',
        'put /studio/releases/{id}/schedule',
        'delete /studio/releases/{id}/schedule',
        'post /studio/releases/{id}/publish',
        'get /studio/{resource}/{id}/schedule',
        'put /studio/{resource}/{id}/schedule',
        'delete /studio/{resource}/{id}/schedule',
        'get /studio/drafts/{draft_id}/schedule',
        'put /studio/drafts/{draft_id}/schedule',
        'delete /studio/drafts/{draft_id}/schedule',
      ].sort(),
    );
  });

  it('marks every studio route but the logins and refresh with bearer and OAuth2 security and a 401', () => {
    for (const [key, op] of operations) {
      if (OPEN_ROUTES.has(key)) {
        expect({ key, security: op.security }).toEqual({ key, security: [] });
        continue;
      }
      if (isApiRoute(key)) continue;
      expect({ key, security: op.security }).toEqual({
        key,
        security: expect.arrayContaining([{ bearer: [] }, { oauth2: [] }]),
      });
      expect({ key, has401: '401' in op.responses }).toEqual({ key, has401: true });
    }
  });

  it('marks every /api route with an optional X-API-Key, its 401 and 403, and the 429', () => {
    expect(doc.components.securitySchemes.api_key).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-API-Key' }),
    );
    const apiRoutes = operations.filter(([key]) => isApiRoute(key));
    expect(apiRoutes.length).toBeGreaterThan(30);
    for (const [key, op] of apiRoutes) {
      expect({ key, security: op.security }).toEqual({ key, security: [{}, { api_key: [] }] });
      expect({ key, statuses: Object.keys(op.responses) }).toEqual({
        key,
        statuses: expect.arrayContaining(['401', '403', '429']),
      });
    }
  });

  it('documents 304 and If-None-Match for public catalogue reads, and 503 wherever the database is used', () => {
    for (const [key, op] of operations) {
      if (/^get \/api\/(v1\/)?[a-z-]+(\/\{slug\})?$/.test(key) && key !== 'get /api/search') {
        expect({ key, has304: '304' in op.responses }).toEqual({ key, has304: true });
        expect({ key, names: op.parameters?.map((p) => p.name) }).toEqual({
          key,
          names: expect.arrayContaining(['If-None-Match']),
        });
      }
      expect({ key, has503: '503' in op.responses }).toEqual({
        key,
        has503: key !== 'get /health',
      });
    }
  });

  it('is the document committed in openapi/openapi.json (npm run openapi:export)', () => {
    const committed = JSON.parse(
      readFileSync(join(__dirname, '..', 'openapi', 'openapi.json'), 'utf8'),
    ) as Document;
    expect(committed).toEqual(doc);
  });

  it('documents a success response and problem+json errors for every operation', () => {
    for (const [key, op] of operations) {
      const statuses = Object.keys(op.responses);
      // A redirect is the success of a route a browser follows (the start of single sign-on).
      expect({ key, success: statuses.some((s) => /^2\d\d$/.test(s) || s === '302') }).toEqual({
        key,
        success: true,
      });
      const errors = statuses.filter((s) => /^[45]\d\d$/.test(s));
      if (key !== 'get /health')
        expect({ key, errors: errors.length > 0 }).toEqual({ key, errors: true });
      for (const status of errors) {
        expect({ key, status, content: Object.keys(op.responses[status].content ?? {}) }).toEqual({
          key,
          status,
          content: ['application/problem+json'],
        });
      }
    }
  });

  it('documents the login body as form or JSON, and the pagination limits', () => {
    const loginBody = doc.paths['/studio/auth/login'].post.requestBody;
    expect(Object.keys(loginBody?.content ?? {}).sort()).toEqual([
      'application/json',
      'application/x-www-form-urlencoded',
    ]);
    expect(Object.keys(doc.paths['/studio/auth/login'].post.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '429']),
    );
    expect(doc.paths['/studio/auth/login'].post.responses['201']).toBeUndefined();

    const list = doc.paths['/studio/users'].get;
    const limit = list.parameters?.find((p) => p.name === 'limit');
    const skip = list.parameters?.find((p) => p.name === 'skip');
    expect(limit?.schema).toEqual(
      expect.objectContaining({ minimum: 1, maximum: 100, default: 20 }),
    );
    expect(skip?.schema).toEqual(expect.objectContaining({ minimum: 0, default: 0 }));
    expect(doc.paths['/studio/users/{id}'].get.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'id',
          in: 'path',
          schema: { type: 'string', format: 'uuid' },
        }),
      ]),
    );
  });

  it('documents a JSON request body for every catalogue create and update', () => {
    for (const key of PARKS_AND_CONTENT_STUDIO_ROUTES.filter((k) => /^(post|patch) /.test(k))) {
      const [method, path] = key.split(' ');
      const content = doc.paths[path][method].requestBody?.content ?? {};
      expect({ key, json: 'application/json' in content }).toEqual({ key, json: true });
    }
  });

  it('takes every request body as an object, the only kind the audit log records as changes', () => {
    type Schema = { $ref?: string; type?: string; anyOf?: Schema[] };
    /** The schema's type; of each of an `anyOf`'s schemas when they all have the same. */
    const typeOf = (schema: Schema | undefined): string | undefined => {
      if (schema?.$ref)
        return typeOf(doc.components.schemas[schema.$ref.split('/').pop()!] as Schema);
      const types = new Set(schema?.anyOf?.map(typeOf));
      return schema?.anyOf ? (types.size === 1 ? [...types][0] : undefined) : schema?.type;
    };
    const bodies: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths))
      for (const [method, operation] of Object.entries(operations))
        for (const [type, media] of Object.entries(operation.requestBody?.content ?? {}))
          bodies.push(
            `${method} ${path} ${type}: ${typeOf((media as { schema?: Schema }).schema)}`,
          );
    expect(bodies.length).toBeGreaterThan(50);
    expect(bodies.filter((body) => !body.endsWith(': object'))).toEqual([]);
  });

  it('documents the upload as multipart/form-data with the file and the three key fields', () => {
    const upload = doc.paths['/studio/media/upload'].post;
    expect(Object.keys(upload.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
    expect(Object.keys(upload.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '413', '415', '502', '503']),
    );
    expect(upload.responses['503'].headers).toEqual(
      expect.objectContaining({ 'Retry-After': expect.anything() }),
    );
    expect(upload.responses['201']).toBeUndefined();
    const schemas = doc.components.schemas as Record<
      string,
      { properties?: Record<string, unknown>; required?: string[] }
    >;
    expect(schemas.UploadMediaRequestDto.required?.sort()).toEqual(
      ['content_type', 'file', 'filename', 'slug'].sort(),
    );
  });

  it("documents a public detail route for every search result's path", () => {
    for (const path of Object.values(PUBLIC_PATHS))
      expect({ path, get: Boolean(doc.paths[path]?.get) }).toEqual({ path, get: true });
  });

  it('documents the live-data routes: uncached 200s, 404/429/502 problems, Retry-After on the 502', () => {
    for (const path of [
      '/api/v1/theme-parks/{slug}/live',
      '/api/v1/theme-parks/{slug}/schedule',
      '/api/v1/attractions/{slug}/live',
    ]) {
      const op = doc.paths[path].get;
      expect({ path, statuses: Object.keys(op.responses).sort() }).toEqual({
        path,
        // 401/403: a bad or foreign API key (optional on /api); 500: a bug; 503: database unreachable.
        statuses: ['200', '400', '401', '403', '404', '429', '500', '502', '503'],
      });
      expect(op.responses['200'].headers).toEqual(
        expect.objectContaining({ 'Cache-Control': expect.any(Object) }),
      );
      expect(op.responses['502'].headers).toEqual(
        expect.objectContaining({ 'Retry-After': expect.any(Object) }),
      );
      expect(op.responses['429'].headers).toEqual(
        expect.objectContaining({ 'Retry-After': expect.any(Object) }),
      );
      expect(op.parameters).toEqual(
        expect.arrayContaining([expect.objectContaining({ name: 'slug', in: 'path' })]),
      );
    }
    const schemas = doc.components.schemas as Record<
      string,
      { required?: string[]; properties?: Record<string, { enum?: unknown[] }> }
    >;
    expect(schemas.ParkLiveResponseDto.required?.sort()).toEqual(
      ['fetched_at', 'liveData', 'operatingHours', 'restaurants', 'shows', 'timezone'].sort(),
    );
    expect(schemas.LiveRecordDto.properties?.status.enum).toEqual([
      'OPERATING',
      'DOWN',
      'CLOSED',
      'REFURBISHMENT',
      null,
    ]);
    expect(schemas.LiveRecordDto.required).toEqual(expect.arrayContaining(['attraction']));
  });

  it('never shows a vault value in a response schema', () => {
    const schemas = doc.components.schemas as Record<string, { properties?: object }>;
    expect(Object.keys(schemas.VaultEntryResponseDto.properties ?? {})).not.toEqual(
      expect.arrayContaining(['value']),
    );
    expect(JSON.stringify(schemas.VaultEntryResponseDto)).not.toMatch(/value|ciphertext|wrapped/);
    expect(doc.paths['/studio/vault/{id}/rotate'].post.responses['200']).toBeDefined();
  });

  it('shows a webhook secret only in the answers of create and rotate-secret', () => {
    const schemas = doc.components.schemas as Record<string, { properties?: object }>;
    expect(Object.keys(schemas.WebhookEndpointResponseDto.properties ?? {})).not.toContain(
      'secret',
    );
    expect(JSON.stringify(schemas.WebhookEndpointResponseDto)).not.toMatch(/ciphertext|wrapped/);
    const withSecret = (path: string, method: string, status: string) =>
      JSON.stringify(doc.paths[path][method].responses[status]);
    expect(withSecret('/studio/webhooks', 'post', '201')).toContain(
      'WebhookEndpointWithSecretResponseDto',
    );
    expect(withSecret('/studio/webhooks/{id}/rotate-secret', 'post', '200')).toContain(
      'WebhookEndpointWithSecretResponseDto',
    );
    for (const [path, item] of Object.entries(
      doc.paths as Record<string, Record<string, { responses: object }>>,
    ))
      for (const [method, operation] of Object.entries(item))
        if (
          path.startsWith('/studio/webhooks') &&
          !/rotate-secret$/.test(path) &&
          !(path === '/studio/webhooks' && method === 'post')
        )
          expect(JSON.stringify(operation.responses)).not.toContain('WithSecret');
  });

  it('never exposes a password hash or a key hash in a response schema', () => {
    expect(JSON.stringify(doc.components.schemas)).not.toMatch(
      /password_hash|passwordHash|secret_hash|secretHash/,
    );
    expect(doc.components.schemas.ProblemDetailsDto).toBeDefined();
  });
});
