import { Role } from '@/common/auth/roles';
import { ROLES_EXTENSION } from '@/common/decorators/roles.decorator';
import { bearer, createUserWithTokens, UserWithTokens } from './factories/users.factory';
import { expectProblem } from './support/problem';
import { createTestApp, TestApp } from './support/test-app';

interface StudioRoute {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** The route template, e.g. `/studio/ships/:id/dry-docks/:dry_dock_id`. */
  template: string;
  /** A concrete path for it: every parameter is a well-formed id that names nothing. */
  path: string;
  /** Empty: any signed-in studio user; undefined: not documented (open routes only). */
  roles: Role[] | undefined;
  isPublic: boolean;
}

interface DocumentedOperation {
  security?: unknown[];
  [ROLES_EXTENSION]?: Role[];
}

const METHODS = new Set<string>(['get', 'post', 'put', 'patch', 'delete']);

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Every route the application serves under /studio, from the OpenAPI document it serves (which
 * @nestjs/swagger builds from the route table): its security (none for the open routes) and
 * `x-roles`, which the same @Roles decorator writes that RolesGuard reads. The requests below
 * then prove that what the document says is what the guards do.
 */
async function studioRoutes(t: TestApp): Promise<StudioRoute[]> {
  const document = (await t.http.get('/docs-json').expect(200)).body as {
    paths: Record<string, Record<string, DocumentedOperation>>;
  };
  const routes: StudioRoute[] = [];
  for (const [documentedPath, operations] of Object.entries(document.paths)) {
    if (!documentedPath.startsWith('/studio/')) continue;
    const template = documentedPath.replace(/\{([a-z_]+)\}/gi, ':$1');
    for (const [method, operation] of Object.entries(operations)) {
      if (!METHODS.has(method)) continue;
      const isPublic = Array.isArray(operation.security) && operation.security.length === 0;
      routes.push({
        method: method as StudioRoute['method'],
        template,
        path: template.replace(/:[a-z_]+/gi, UNKNOWN_ID),
        roles: operation[ROLES_EXTENSION],
        isPublic,
      });
    }
  }
  return routes.sort((a, b) =>
    `${a.template} ${a.method}`.localeCompare(`${b.template} ${b.method}`),
  );
}

const label = (route: StudioRoute) => `${route.method.toUpperCase()} ${route.template}`;

/**
 * The studio's access rules, checked once for every route from the route table instead of being
 * copied into each resource's spec: a route added later is covered without anyone writing a test.
 */
// One request per route and token kind: about 300 requests.
jest.setTimeout(120_000);

describe('studio access, for every /studio route', () => {
  let t: TestApp;
  let routes: StudioRoute[];
  let editor: UserWithTokens;

  beforeAll(async () => {
    t = await createTestApp();
    routes = await studioRoutes(t);
    editor = await createUserWithTokens(t, { role: 'editor' });
  });
  afterAll(() => t.close());

  it('reads the route table, known routes and roles included', () => {
    const byLabel = new Map(routes.map((route) => [label(route), route]));
    // Every route that asks for a token documents who may call it.
    expect(routes.filter((route) => !route.isPublic && !route.roles).map(label)).toEqual([]);
    expect(byLabel.get('POST /studio/auth/login')?.isPublic).toBe(true);
    expect(byLabel.get('DELETE /studio/vault/:id')?.roles).toEqual(['admin']);
    expect(byLabel.get('PATCH /studio/ships/:id')?.roles).toEqual(['admin', 'editor']);
    expect(byLabel.get('GET /studio/auth/me')?.roles).toEqual([]);
    expect(byLabel.get('DELETE /studio/ships/:id/dry-docks/:dry_dock_id')?.path).toBe(
      `/studio/ships/${UNKNOWN_ID}/dry-docks/${UNKNOWN_ID}`,
    );
  });

  it('leaves only the login steps, refresh and the single sign-on routes a browser follows open', () => {
    expect(routes.filter((route) => route.isPublic).map(label)).toEqual([
      'POST /studio/auth/login',
      'POST /studio/auth/login/2fa',
      'GET /studio/auth/oidc/callback',
      'GET /studio/auth/oidc/login',
      'POST /studio/auth/refresh',
    ]);
  });

  it('answers 401 UNAUTHORIZED without a token and with a forged one', async () => {
    for (const route of routes.filter((r) => !r.isPublic)) {
      const anonymous = await t.http[route.method](route.path);
      expect({ route: label(route), status: anonymous.status }).toEqual({
        route: label(route),
        status: 401,
      });
      expectProblem(anonymous, 401, 'UNAUTHORIZED');
      const forged = await t.http[route.method](route.path).set(bearer('not-a-token'));
      expectProblem(forged, 401, 'UNAUTHORIZED');
    }
  });

  it('answers 403 FORBIDDEN to an editor on every admin-only route', async () => {
    const adminOnly = routes.filter(
      (route) => route.roles?.length === 1 && route.roles[0] === 'admin',
    );
    // API clients, the vault, logs, webhooks and users (docs/behaviour.md#roles).
    expect(new Set(adminOnly.map((route) => route.template.split('/')[2]))).toEqual(
      new Set(['api-clients', 'vault', 'logs', 'webhooks', 'users']),
    );
    for (const route of adminOnly) {
      const response = await t.http[route.method](route.path).set(bearer(editor.accessToken));
      expect({ route: label(route), status: response.status }).toEqual({
        route: label(route),
        status: 403,
      });
      expectProblem(response, 403, 'FORBIDDEN');
    }
  });

  it('lets editors read every route that is not admin-only (no 401 or 403)', async () => {
    const editorRoutes = routes.filter(
      (route) => !route.isPublic && !(route.roles?.length === 1 && route.roles[0] === 'admin'),
    );
    // The catalogue (its records, their revisions, translations and drafts under
    // /studio/:resource, the translation-status list, the drafts list, releases and preview
    // tokens), media, the upstream look-ups, analytics, leads and their own session: everything
    // but the admin-only sections (docs/behaviour.md#roles).
    expect(new Set(editorRoutes.map((route) => route.template.split('/')[2]))).toEqual(
      new Set([
        ...['cruise-lines', 'ships', 'ports', 'itineraries', 'sailings', 'excursions'],
        ...['theme-parks', 'resorts', 'attractions', 'events', 'dining'],
        ...['guides', 'videos', 'categories', ':resource', 'translations', 'drafts', 'releases'],
        'preview-tokens',
        ...['media', 'upstream', 'analytics', 'leads', 'auth'],
      ]),
    );
    for (const route of editorRoutes.filter((r) => r.method === 'get')) {
      const response = await t.http[route.method](route.path).set(bearer(editor.accessToken));
      expect({ route: label(route), refused: [401, 403].includes(response.status) }).toEqual({
        route: label(route),
        refused: false,
      });
    }
  });
});
