import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryModule, DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { Role } from '@/common/auth/roles';
import { IS_PUBLIC_KEY } from '@/common/decorators/public.decorator';
import { ROLES_KEY } from '@/common/decorators/roles.decorator';
import { bearer, createUserWithTokens, UserWithTokens } from './factories/users.factory';
import { expectProblem } from './support/problem';
import { createTestApp, TestApp } from './support/test-app';

interface StudioRoute {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** The route template, e.g. `/studio/ships/:id/dry-docks/:dry_dock_id`. */
  template: string;
  /** A concrete path for it: every parameter is a well-formed id that names nothing. */
  path: string;
  /** Undefined: any signed-in studio user (deny by default still asks for a token). */
  roles: Role[] | undefined;
  isPublic: boolean;
}

const METHODS: Partial<Record<RequestMethod, StudioRoute['method']>> = {
  [RequestMethod.GET]: 'get',
  [RequestMethod.POST]: 'post',
  [RequestMethod.PUT]: 'put',
  [RequestMethod.PATCH]: 'patch',
  [RequestMethod.DELETE]: 'delete',
};

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const joinPath = (...parts: string[]) =>
  `/${parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/')}`;

/** Every route the application serves under /studio, read from Nest's own controller metadata. */
function studioRoutes(t: TestApp): StudioRoute[] {
  const reflector = t.app.get(Reflector);
  const scanner = new MetadataScanner();
  const routes: StudioRoute[] = [];
  for (const { metatype } of t.app.get(DiscoveryService).getControllers()) {
    if (!metatype) continue;
    const base = String(Reflect.getMetadata(PATH_METADATA, metatype) ?? '');
    const prototype = metatype.prototype as Record<string, (...args: unknown[]) => unknown>;
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[name];
      const requestMethod = Reflect.getMetadata(METHOD_METADATA, handler) as
        RequestMethod | undefined;
      const method = requestMethod === undefined ? undefined : METHODS[requestMethod];
      if (!method) continue;
      const template = joinPath(base, String(Reflect.getMetadata(PATH_METADATA, handler) ?? ''));
      if (!template.startsWith('/studio/')) continue;
      routes.push({
        method,
        template,
        path: template.replace(/:[a-z_]+/gi, UNKNOWN_ID),
        roles: reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [handler, metatype]),
        isPublic:
          reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC_KEY, [handler, metatype]) ===
          true,
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
    // Nest's DiscoveryService lists the controllers the route table is read from.
    t = await createTestApp({ imports: [DiscoveryModule] });
    routes = studioRoutes(t);
    editor = await createUserWithTokens(t, { role: 'editor' });
  });
  afterAll(() => t.close());

  it('reads the route table, known routes and roles included', async () => {
    const byLabel = new Map(routes.map((route) => [label(route), route]));
    // Exactly the studio operations the OpenAPI document lists: none missed, none made up.
    const document = (await t.http.get('/docs-json').expect(200)).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/studio/'))
      .flatMap(([path, operations]) =>
        Object.keys(operations).map(
          (method) => `${method.toUpperCase()} ${path.replace(/\{([a-z_]+)\}/gi, ':$1')}`,
        ),
      );
    expect(routes.map(label).sort()).toEqual(documented.sort());
    expect(byLabel.get('POST /studio/auth/login')?.isPublic).toBe(true);
    expect(byLabel.get('DELETE /studio/vault/:id')?.roles).toEqual(['admin']);
    expect(byLabel.get('PATCH /studio/ships/:id')?.roles).toEqual(['admin', 'editor']);
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
