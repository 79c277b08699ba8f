/**
 * The benchmark's baseline: the least a server can do to answer the public catalogue reads and
 * search with the service's own statements and response shape. node:http and the pools the
 * service opens (its read pool, `ReadPool` with `readPoolOptions`, for the catalogue's read
 * models; TypeORM's for what reads through the data source); no framework request pipeline, no
 * validation, no logging, no rate limit, no API-key check, no CORS, no ETag, no cache.
 * `npm run bench` runs it as its own process.
 *
 * Nothing is copied from the service, so nothing can drift: the routes, the statements and the
 * response shape are the build's own. The baseline walks the public controllers of the build's
 * catalogue and search modules (dist/), builds each controller with its services from their
 * constructor metadata (the data source, repositories and read pool for the database; a stub,
 * never touched by a read, for anything else), and answers every public GET of the form `/` (a list),
 * `/:slug` (a detail) or a fixed segment by calling the controller's method with the query as
 * sent (integers and booleans converted by the query DTO's declared types; the request and
 * response for a handler that takes them), in the request's content locale (`?locale=` or
 * Accept-Language, as @Localized resolves it), and sending
 * `JSON.stringify` of what it returns. Environment: DATABASE_URL, SERVICE_DIST (the build's dist/
 * folder), PORT (default 0: a free port, printed as `baseline listening on N`).
 */
import 'reflect-metadata';
import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { DataSource as DataSourceType } from 'typeorm';
import type { PoolConfig } from 'pg';

type Class = new (...args: unknown[]) => object;
type Handler = (...args: unknown[]) => unknown;

interface Route {
  /** Path segments: a literal, or null for the slug. */
  segments: Array<string | null>;
  handler: Handler;
  instance: object;
  /** For each argument of the handler: the query DTO class, 'slug', or the request or response. */
  args: Array<{ query: Class } | 'slug' | 'request' | 'response'>;
}

const dist = process.env.SERVICE_DIST ?? '';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const load = (path: string) => require(join(dist, path)) as Record<string, unknown>;

/** The modules whose controllers answer public reads (their imports are walked too). */
const PUBLIC_MODULES: Array<[string, string]> = [
  ['modules/catalogue/catalogue.module.js', 'CatalogueModule'],
  ['modules/search/search.module.js', 'SearchModule'],
];
// Nest's metadata keys and enums (@nestjs/common/constants, RouteParamtypes, RequestMethod).
const GET = 0;
const REQUEST = 0;
const RESPONSE = 1;
const QUERY = 4;
const PARAM = 5;

const routes: Route[] = [];

/** A request's content locale, as the service's @Localized resolves it. */
interface Locales {
  requested(value: string): unknown;
  negotiate(header: string | undefined): unknown;
}
let locales: Locales;
let runInLocale: <T>(locale: unknown, work: () => T) => T;

/** What the baseline closes on SIGTERM. */
interface Connections {
  dataSource: DataSourceType;
  readPool: { onApplicationShutdown(): Promise<void> };
}

async function buildRoutes(): Promise<Connections> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { DataSource } = require('typeorm') as { DataSource: new (o: unknown) => DataSourceType };
  const { dataSourceOptions, readPoolOptions } = load('database/data-source-options.js') as {
    dataSourceOptions: (url: string) => unknown;
    readPoolOptions: (url: string) => PoolConfig;
  };
  const { ReadPool } = load('common/database/read-pool.js') as {
    ReadPool: new (options: PoolConfig) => Connections['readPool'];
  };
  const url = process.env.DATABASE_URL ?? '';
  const dataSource = new DataSource(dataSourceOptions(url));
  await dataSource.initialize();
  const readPool = new ReadPool(readPoolOptions(url));
  const { ContentLocales, parseLocaleList } = load('common/locale/content-locales.js') as {
    ContentLocales: Class;
    parseLocaleList: (text: string) => string[] | string;
  };
  const { EnvironmentVariables } = load('config/environment.js') as {
    EnvironmentVariables: new () => { CONTENT_LOCALES: string };
  };
  const contentLocales = new ContentLocales(
    parseLocaleList(process.env.CONTENT_LOCALES ?? new EnvironmentVariables().CONTENT_LOCALES),
  );
  locales = contentLocales as unknown as Locales;
  ({ runInLocale } = load('common/locale/locale-context.js') as {
    runInLocale: typeof runInLocale;
  });

  const controllers = new Set<Class>();
  const providers = new Set<Class>();
  const walk = (module: unknown): void => {
    if (typeof module !== 'function') return;
    for (const c of (Reflect.getMetadata('controllers', module) ?? []) as Class[])
      controllers.add(c);
    for (const p of (Reflect.getMetadata('providers', module) ?? []) as unknown[])
      if (typeof p === 'function') providers.add(p as Class);
    for (const imported of (Reflect.getMetadata('imports', module) ?? []) as unknown[])
      walk(imported);
  };
  for (const [file, name] of PUBLIC_MODULES) walk(load(file)[name]);

  const built = new Map<unknown, unknown>();
  const stub = (name: string) =>
    new Proxy(
      {},
      {
        get: (_, property) => {
          throw new Error(`baseline: ${name}.${String(property)} is not part of a public read`);
        },
      },
    );
  const resolve = (token: unknown): unknown => {
    if (built.has(token)) return built.get(token);
    let value: unknown;
    if (token === DataSource) value = dataSource;
    else if (token === ReadPool) value = readPool;
    else if (token === ContentLocales) value = contentLocales;
    else if (typeof token === 'string' && token.endsWith('Repository')) {
      const entity = dataSource.entityMetadatas.find((m) => `${m.name}Repository` === token);
      value = entity ? dataSource.getRepository(entity.target) : stub(token);
    } else if (
      typeof token === 'function' &&
      (providers.has(token as Class) || isController(token))
    )
      value = construct(token as Class);
    else value = stub(typeof token === 'function' ? token.name : String(token));
    built.set(token, value);
    return value;
  };
  const isController = (token: unknown) => controllers.has(token as Class);
  const construct = (cls: Class): object => {
    const types = (Reflect.getMetadata('design:paramtypes', cls) ?? []) as unknown[];
    const declared = (Reflect.getMetadata('self:paramtypes', cls) ?? []) as Array<{
      index: number;
      param: unknown;
    }>;
    const tokens = [...types];
    for (const { index, param } of declared) tokens[index] = param;
    return new cls(...tokens.map(resolve));
  };

  for (const controller of controllers) {
    const base = String(Reflect.getMetadata('path', controller) ?? '');
    if (!base.startsWith('api/')) continue;
    const instance = resolve(controller) as Record<string, Handler>;
    for (const method of Object.getOwnPropertyNames(controller.prototype)) {
      const handler = (controller.prototype as Record<string, Handler>)[method];
      if (typeof handler !== 'function' || Reflect.getMetadata('method', handler) !== GET) continue;
      const path = String(Reflect.getMetadata('path', handler) ?? '/');
      const own = path
        .split('/')
        .filter(Boolean)
        .map((s) => (s === ':slug' ? null : s));
      if (own.some((s) => s?.startsWith(':'))) continue;
      const paramTypes = (Reflect.getMetadata(
        'design:paramtypes',
        controller.prototype as object,
        method,
      ) ?? []) as Class[];
      const args: Route['args'] = [];
      let supported = true;
      const routeArgs = (Reflect.getMetadata('__routeArguments__', controller, method) ??
        {}) as Record<string, { index: number; data?: string }>;
      for (const [key, { index, data }] of Object.entries(routeArgs)) {
        const type = Number(key.split(':')[0]);
        if (type === QUERY) args[index] = { query: paramTypes[index] };
        else if (type === PARAM && data === 'slug') args[index] = 'slug';
        else if (type === REQUEST) args[index] = 'request';
        else if (type === RESPONSE) args[index] = 'response';
        else supported = false;
      }
      if (!supported) continue;
      routes.push({ segments: [...base.split('/'), ...own], handler, instance, args });
    }
  }
  // Fixed segments before the slug: /api/excursions/shore is not the excursion 'shore'.
  const slugs = (r: Route) => r.segments.filter((s) => s === null).length;
  routes.sort((a, b) => slugs(a) - slugs(b));
  return { dataSource, readPool };
}

/** The query as sent, in an instance of the handler's DTO (its defaults; numbers, booleans, comma lists). */
function queryOf(dto: Class, params: URLSearchParams): object {
  const query = new dto() as Record<string, unknown>;
  for (const [name, value] of params) {
    const type: unknown = Reflect.getMetadata('design:type', dto.prototype as object, name);
    query[name] =
      type === Number
        ? Number(value)
        : type === Boolean
          ? value === 'true'
          : type === Array
            ? value.split(',')
            : value;
  }
  return query;
}

function match(route: Route, segments: string[]): string | undefined | false {
  if (route.segments.length !== segments.length) return false;
  let slug: string | undefined;
  for (let i = 0; i < segments.length; i++) {
    const expected = route.segments[i];
    if (expected === null) slug = decodeURIComponent(segments[i]);
    else if (expected !== segments[i]) return false;
  }
  return slug;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://baseline');
  const segments = url.pathname.split('/').slice(1);
  for (const route of routes) {
    const slug = match(route, segments);
    if (slug === false) continue;
    const args = route.args.map((arg) =>
      arg === 'slug'
        ? slug
        : arg === 'request'
          ? req
          : arg === 'response'
            ? res
            : queryOf(arg.query, url.searchParams),
    );
    // The read runs in the request's locale, as @Localized runs a handler of the service.
    const requested = url.searchParams.get('locale');
    const locale =
      requested === null
        ? locales.negotiate(req.headers['accept-language'])
        : locales.requested(requested);
    const body = await runInLocale(locale, () => route.handler.apply(route.instance, args));
    return send(res, 200, body);
  }
  send(res, 404, { status: 404 });
}

void buildRoutes().then(({ dataSource, readPool }) => {
  const server = createServer((req, res) => {
    handle(req, res).catch((error: { status?: number }) => {
      const status = error.status === 404 ? 404 : 500;
      send(res, status, { status });
    });
  });
  server.keepAliveTimeout = 5000;
  server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
    console.log(`baseline listening on ${(server.address() as AddressInfo).port}`);
  });
  process.on('SIGTERM', () => {
    server.close();
    void Promise.all([dataSource.destroy(), readPool.onApplicationShutdown()]).then(() =>
      process.exit(0),
    );
  });
});
