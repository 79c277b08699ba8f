/**
 * `npm run bench:floor`'s Nest servers (bench/framework-floor.ts): the framework's floor for a
 * miss, and the service's own pieces added to it one at a time. Each is its own process.
 *
 * The reads are answered by the build's own controllers (dist/), as the baseline answers them
 * (bench/baseline-server.ts): the process creates the service's application context
 * (`NestFactory.createApplicationContext(AppModule.forRoot(config))`, the configuration from
 * the environment as for `dist/main.js`) and takes the controller instances, the guards'
 * and interceptors' instances and the services they use from it. That context serves no HTTP. In
 * front of it, a second Nest application, NestJS 11 on @nestjs/platform-express, with one
 * controller: one route per read (FLOOR_READS), which hands the request to the service's
 * controller method. What the application adds around that route is FLOOR_STEP, a count of
 * STEPS taken in order (0: none):
 *
 * 0. nothing: no global pipe, guard, interceptor, filter or middleware, no logger, Express's
 *    ETag off. The handler takes the request (`@Req()`), converts the query to the handler's
 *    DTO (numbers, booleans, comma lists) and runs the service's controller method in the
 *    request's content locale, exactly as the baseline does;
 * 1. `validation`: the service's global ValidationPipe (createValidationPipe) on the query DTO,
 *    and the route's own parameter pipes (`@SlugParam()`), the handler's parameters as the
 *    service declares them;
 * 2. `auth guards`: the service's global JwtAuthGuard and RolesGuard (a public route passes both);
 * 3. `api access`: its global ApiAccessGuard (API key, rate-limit count, X-RateLimit headers);
 * 4. `pino`: nestjs-pino's LoggerModule with the service's loggerParams (pino-http's per-request
 *    child logger);
 * 5. `request pipeline`: the service's first middleware, requestPipeline (request id, arrival
 *    time, the access log and the request log's row);
 * 6. `headers`: the rest of configureApp: trust proxy, no X-Powered-By, helmet's headers, CORS,
 *    the studio's no-store, the 405 check, the body parsers, and the front server
 *    (createFrontServer: the public-read fast path, which with the cache off hands every request
 *    on), with its client-error answers and drain;
 * 7. `interceptors`: the route's own interceptors, as @PublicRead and @Localized declare them
 *    (preview, replica reads, response cache with the cache off, content locale) and
 *    @PublicRead's headers; the content-locale interceptor replaces step 0's locale;
 * 8. `etag`: Express's ETag (its default, which the service keeps).
 *
 * After step 8 the application does what the service does on these reads but for the
 * ProblemDetailsFilter (errors only) and what configureApp serves besides (Swagger, media).
 * Environment: the service's (DATABASE_URL, JWT_SECRET, …), SERVICE_DIST (the build's dist/),
 * FLOOR_STEP, PORT; prints `floor listening on N` once it accepts connections.
 */
import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Server } from 'node:http';
import type { INestApplicationContext, NestInterceptor, Type } from '@nestjs/common';

type Class = Type<object>;
type Handler = (...args: unknown[]) => unknown;

export const STEPS = [
  'validation',
  'auth guards',
  'api access',
  'pino',
  'request pipeline',
  'headers',
  'interceptors',
  'etag',
] as const;

/** The reads measured: the build's controller, its handler, and whether the route takes a slug. */
const FLOOR_READS: Array<{ file: string; controller: string; method: string }> = [
  {
    file: 'modules/catalogue/cruise/cruise-lines/cruise-lines.controller.js',
    controller: 'CruiseLinesController',
    method: 'get',
  },
  {
    file: 'modules/catalogue/parks/theme-parks/theme-parks.controller.js',
    controller: 'ThemeParksController',
    method: 'get',
  },
  {
    file: 'modules/catalogue/content/categories/categories.controller.js',
    controller: 'CategoriesController',
    method: 'list',
  },
];

const dist = process.env.SERVICE_DIST ?? '';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const load = (path: string) => require(join(dist, path)) as Record<string, unknown>;
// The packages the build uses (NODE_PATH points at the service's node_modules).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const common = require('@nestjs/common') as typeof import('@nestjs/common');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const core = require('@nestjs/core') as typeof import('@nestjs/core');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const express = require('@nestjs/platform-express') as typeof import('@nestjs/platform-express');

const stepCount = Number(process.env.FLOOR_STEP ?? 0);
const taken = (step: (typeof STEPS)[number]) => STEPS.indexOf(step) < stepCount;

// Nest's metadata keys (@nestjs/common/constants), as the baseline reads them.
const ROUTE_ARGUMENTS = '__routeArguments__';
const INTERCEPTORS = '__interceptors__';
const HEADERS = '__headers__';
const GUARDS = '__guards__';
/** Nest's own keys of a route, never copied from the service's handler. */
const ROUTING_KEYS = new Set([
  'path',
  'method',
  ROUTE_ARGUMENTS,
  INTERCEPTORS,
  '__guards__',
  '__pipes__',
  '__headers__',
  '__httpCode__',
  '__filters__',
]);
const QUERY = 4;
const PARAM = 5;

interface Locales {
  negotiate(header: string | undefined): unknown;
}

/** The query as sent, in an instance of the handler's DTO (the baseline's queryOf). */
function queryOf(dto: Class, query: Record<string, unknown>): object {
  const result = new dto() as Record<string, unknown>;
  for (const [name, value] of Object.entries(query)) {
    if (typeof value !== 'string') continue;
    const type: unknown = Reflect.getMetadata('design:type', dto.prototype as object, name);
    result[name] =
      type === Number
        ? Number(value)
        : type === Boolean
          ? value === 'true'
          : type === Array
            ? value.split(',')
            : value;
  }
  return result;
}

/**
 * The instances of a route's interceptor from the service's context; with FLOOR_SPLIT_PUBLIC_READ,
 * PublicReadInterceptor as the three interceptors it composes, each its own link of Nest's chain
 * (what @PublicRead declared before it), to measure what composing them saves.
 */
function interceptorsFor(context: INestApplicationContext, cls: Class): NestInterceptor[] {
  const get = <T>(c: Class) => context.get<Class, T>(c, { strict: false });
  const { PublicReadInterceptor } = load('common/decorators/public-read.interceptor.js') as {
    PublicReadInterceptor: Class;
  };
  if (cls !== PublicReadInterceptor || !process.env.FLOOR_SPLIT_PUBLIC_READ)
    return [get<NestInterceptor>(cls)];
  const { PreviewInterceptor } = load('common/preview/preview.interceptor.js') as {
    PreviewInterceptor: new (renderer: unknown) => NestInterceptor;
  };
  const { PreviewRenderer } = load('common/preview/preview-renderer.js') as {
    PreviewRenderer: Class;
  };
  const { ReplicaReadsInterceptor } = load('common/database/replica-reads.interceptor.js') as {
    ReplicaReadsInterceptor: Class;
  };
  const { ResponseCacheInterceptor } = load('common/cache/response-cache.interceptor.js') as {
    ResponseCacheInterceptor: Class;
  };
  return [
    new PreviewInterceptor(get(PreviewRenderer)),
    get<NestInterceptor>(ReplicaReadsInterceptor),
    get<NestInterceptor>(ResponseCacheInterceptor),
  ];
}

/** The floor's controller: one route per read, each handing over to the service's controller. */
function floorController(context: INestApplicationContext): Class {
  const { Controller, Get, Req, Query, UseInterceptors, Header } = common;
  const { SlugParam } = load('common/decorators/index.js') as {
    SlugParam: () => ParameterDecorator;
  };
  const { ContentLocales } = load('common/locale/content-locales.js') as { ContentLocales: Class };
  const { runInLocale } = load('common/locale/locale-context.js') as {
    runInLocale: (locale: unknown, work: () => unknown) => unknown;
  };
  const locales = context.get<Class, Locales>(ContentLocales, { strict: false });

  class FloorController {}
  FLOOR_READS.forEach((read, i) => {
    const real = load(read.file)[read.controller] as Class;
    const instance = context.get<Class, Record<string, Handler>>(real, { strict: false });
    const realHandler = (real.prototype as Record<string, Handler>)[read.method];
    const base = String(Reflect.getMetadata('path', real));
    const own = String(Reflect.getMetadata('path', realHandler) ?? '/');
    const paramTypes = (Reflect.getMetadata(
      'design:paramtypes',
      real.prototype as object,
      read.method,
    ) ?? []) as Class[];
    // Which of the handler's parameters is the slug, which the query (and its DTO).
    const routeArgs = (Reflect.getMetadata(ROUTE_ARGUMENTS, real, read.method) ?? {}) as Record<
      string,
      { index: number; data?: string }
    >;
    const kinds: Array<'slug' | 'query'> = [];
    for (const [key, { index, data }] of Object.entries(routeArgs)) {
      const type = Number(key.split(':')[0]);
      if (type === PARAM && data === 'slug') kinds[index] = 'slug';
      else if (type === QUERY) kinds[index] = 'query';
      else throw new Error(`${read.controller}.${read.method}: parameter ${index} not supported`);
    }
    const arity = kinds.length;
    if (Reflect.getMetadata(GUARDS, realHandler) !== undefined)
      throw new Error(`${read.controller}.${read.method}: route guards are not part of the floor`);
    const localized = !taken('interceptors');

    const key = `read${i}`;
    const proto = FloorController.prototype as unknown as Record<string, Handler>;
    let handler: Handler;
    if (!taken('validation')) {
      handler = (...params: unknown[]) => {
        const req = params[0] as {
          params: Record<string, string>;
          query: Record<string, unknown>;
          headers: Record<string, string | undefined>;
        };
        const args = kinds.map((kind, index) =>
          kind === 'slug' ? req.params.slug : queryOf(paramTypes[index], req.query),
        );
        const locale = locales.negotiate(req.headers['accept-language']);
        return runInLocale(locale, () => realHandler.apply(instance, args));
      };
    } else {
      handler = (...params: unknown[]) => {
        const args = params.slice(0, arity);
        if (!localized) return realHandler.apply(instance, args);
        const req = params[arity] as { headers: Record<string, string | undefined> };
        const locale = locales.negotiate(req.headers['accept-language']);
        return runInLocale(locale, () => realHandler.apply(instance, args));
      };
    }
    Object.defineProperty(handler, 'name', { value: key });
    proto[key] = handler;
    const descriptor = Object.getOwnPropertyDescriptor(proto, key)!;
    // What the guards and interceptors read of the service's route (Public, RateLimit, the
    // cache's tables), copied; Nest's routing metadata is the floor's own.
    for (const name of Reflect.getMetadataKeys(realHandler) as unknown[])
      if (typeof name !== 'string' || !ROUTING_KEYS.has(name))
        Reflect.defineMetadata(name, Reflect.getMetadata(name, realHandler), handler);
    if (!taken('validation')) {
      Reflect.defineMetadata('design:paramtypes', [Object], proto, key);
      Req()(proto, key, 0);
    } else {
      const types: unknown[] = [...paramTypes];
      kinds.forEach((kind, index) =>
        kind === 'slug' ? SlugParam()(proto, key, index) : Query()(proto, key, index),
      );
      if (localized) {
        types.push(Object);
        Req()(proto, key, arity);
      }
      Reflect.defineMetadata('design:paramtypes', types, proto, key);
    }
    if (taken('interceptors')) {
      const interceptors = (Reflect.getMetadata(INTERCEPTORS, realHandler) ?? []) as Class[];
      UseInterceptors(...interceptors.flatMap((c) => interceptorsFor(context, c)))(
        proto,
        key,
        descriptor,
      );
      const headers = (Reflect.getMetadata(HEADERS, realHandler) ?? []) as Array<{
        name: string;
        value: string;
      }>;
      for (const { name, value } of headers) Header(name, value)(proto, key, descriptor);
    }
    Get(`${base}/${own}`.replace(/\/+$/, '').replace(/\/\/+/g, '/'))(proto, key, descriptor);
  });
  Controller()(FloorController);
  return FloorController;
}

async function main(): Promise<void> {
  const { loadConfig } = load('config/app-config.js') as {
    loadConfig: (env: NodeJS.ProcessEnv) => Record<string, unknown> & {
      http: { trustProxy: unknown; corsOrigins: unknown };
      studio: { corsOrigins: unknown[] };
    };
  };
  const config = loadConfig(process.env);
  const { AppModule } = load('app.module.js') as {
    AppModule: { forRoot(config: unknown): import('@nestjs/common').DynamicModule };
  };
  const context = await core.NestFactory.createApplicationContext(AppModule.forRoot(config), {
    logger: false,
  });
  const reflector = context.get(core.Reflector);

  const imports: unknown[] = [];
  if (taken('pino')) {
    const { loggerParams } = load('common/logging/logger.config.js') as {
      loggerParams: (config: unknown) => unknown;
    };
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { LoggerModule } = require('nestjs-pino') as typeof import('nestjs-pino');
    imports.push(LoggerModule.forRoot(loggerParams(config) as never));
  }
  class FloorModule {}
  common.Module({ imports: imports as never[], controllers: [floorController(context)] })(
    FloorModule,
  );

  const app = await core.NestFactory.create<
    import('@nestjs/platform-express').NestExpressApplication
  >(FloorModule, new express.ExpressAdapter(), { logger: false, bodyParser: false });
  if (!taken('etag')) app.set('etag', false);
  if (taken('validation')) {
    const { createValidationPipe } = load('common/validation/index.js') as {
      createValidationPipe: () => import('@nestjs/common').PipeTransform;
    };
    app.useGlobalPipes(createValidationPipe());
  }
  if (taken('auth guards')) {
    const { JwtAuthGuard } = load('modules/auth/guards/jwt-auth.guard.js') as {
      JwtAuthGuard: new (r: unknown) => import('@nestjs/common').CanActivate;
    };
    const { RolesGuard } = load('common/guards/roles.guard.js') as {
      RolesGuard: new (r: unknown) => import('@nestjs/common').CanActivate;
    };
    app.useGlobalGuards(new JwtAuthGuard(reflector), new RolesGuard(reflector));
  }
  if (taken('api access')) {
    const { ApiAccessGuard } = load('modules/rate-limit/api-access.guard.js') as {
      ApiAccessGuard: new (a: unknown, r: unknown) => import('@nestjs/common').CanActivate;
    };
    const { ApiAccess } = load('modules/rate-limit/api-access.js') as { ApiAccess: Class };
    app.useGlobalGuards(new ApiAccessGuard(context.get(ApiAccess, { strict: false }), reflector));
  }
  const { loggersFor } = load('common/logging/logger.config.js') as {
    loggersFor: (config: unknown) => { root: unknown; accessLog: unknown };
  };
  const { RequestLogService } = load('modules/request-log/request-log.service.js') as {
    RequestLogService: Class;
  };
  const listeners = [
    loggersFor(config).accessLog,
    context.get<Class, { recorder: unknown }>(RequestLogService, { strict: false }).recorder,
  ];
  if (taken('request pipeline')) {
    const { requestPipeline } = load('common/http/request-pipeline.js') as {
      requestPipeline: (l: unknown[]) => unknown;
    };
    app.use(requestPipeline(listeners));
  }
  let server: Server | undefined;
  if (taken('headers')) server = configureRest(app, context, config, listeners);

  await app.init();
  if (!server) server = app.getHttpServer();
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve) =>
    server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => resolve()),
  );
  console.log(`floor listening on ${(server.address() as AddressInfo).port}`);
  process.on('SIGTERM', () => {
    server.close();
    server.closeAllConnections();
    void Promise.all([app.close(), context.close()]).then(() => process.exit(0));
  });
}

/** Step 6: what configureApp (src/app.setup.ts) adds after the request pipeline, in its order. */
function configureRest(
  app: import('@nestjs/platform-express').NestExpressApplication,
  context: INestApplicationContext,
  config: {
    http: { trustProxy: unknown; corsOrigins: unknown };
    studio: { corsOrigins: unknown[] };
  },
  listeners: unknown[],
): Server {
  type Middleware = (...args: unknown[]) => void;
  const headers = load('common/http/precomputed-headers.js') as {
    securityHeaders: (o: unknown) => unknown;
    setHeaders: (h: unknown) => Middleware;
    corsHeaders: (o: unknown) => Middleware;
    corsByArea: (a: unknown) => Middleware;
  };
  const { isStudioRequestPath } = load('common/http/studio-path.js') as {
    isStudioRequestPath: (path: string) => boolean;
  };
  const { methodNotAllowed, servedPaths } = load('common/http/method-not-allowed.js') as {
    methodNotAllowed: (p: unknown) => Middleware;
    servedPaths: (document: unknown, extra: unknown) => unknown;
  };
  const { bodyParsers } = load('common/http/body-parsers.js') as { bodyParsers: () => Middleware };
  const front = load('common/fast-path/index.js') as {
    createFrontServer: (app: unknown, options: unknown) => { server: Server };
  };
  const { clientAddressRule } = load('common/http/client-address.js') as {
    clientAddressRule: (s: unknown) => unknown;
  };
  const { answerClientErrors } = load('common/http/client-errors.js') as {
    answerClientErrors: (s: Server, log: unknown) => void;
  };
  const { httpDrainOf } = load('common/http/http-drain.js') as { httpDrainOf: (s: Server) => void };
  const { loggersFor } = load('common/logging/logger.config.js') as {
    loggersFor: (config: unknown) => { root: unknown };
  };
  const { PublicReadCache } = load('common/cache/public-read-cache.js') as {
    PublicReadCache: Class;
  };
  const { ContentLocales } = load('common/locale/content-locales.js') as { ContentLocales: Class };
  const { ApiAccess } = load('modules/rate-limit/api-access.js') as { ApiAccess: Class };

  app.set('trust proxy', config.http.trustProxy);
  app.disable('x-powered-by');
  const security = headers.securityHeaders({
    contentSecurityPolicy: {
      directives: {
        'upgrade-insecure-requests': null,
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'https:'],
      },
    },
  });
  app.use(headers.setHeaders(security));
  const corsOptions = {
    exposedHeaders: [
      'X-Request-Id',
      'ETag',
      'Retry-After',
      'X-RateLimit-Limit',
      'X-RateLimit-Remaining',
      'X-RateLimit-Reset',
    ],
    maxAge: 600,
  };
  const publicCors = headers.corsHeaders({ ...corsOptions, origin: config.http.corsOrigins });
  app.use(
    headers.corsByArea({
      public: publicCors,
      studio: headers.corsHeaders({
        ...corsOptions,
        origin: config.studio.corsOrigins.length > 0 ? config.studio.corsOrigins : false,
      }),
    }),
  );
  app.use(
    (
      req: { path: string },
      res: { setHeader(name: string, value: string): void },
      next: () => void,
    ) => {
      if (isStudioRequestPath(req.path)) res.setHeader('Cache-Control', 'no-store');
      next();
    },
  );
  // The 405 check against the service's whole document (the committed export of it).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const document = require(join(dist, '..', 'openapi', 'openapi.json')) as unknown;
  app.use(methodNotAllowed(servedPaths(document, { '/docs': ['GET'], '/docs-json': ['GET'] })));
  app.use(bodyParsers());
  const { server } = front.createFrontServer(app, {
    cache: context.get(PublicReadCache, { strict: false }),
    locales: context.get(ContentLocales, { strict: false }),
    admission: context.get(ApiAccess, { strict: false }),
    headers: { security, cors: publicCors },
    trust: clientAddressRule(config.http.trustProxy),
    listeners,
  });
  answerClientErrors(server, loggersFor(config).root);
  httpDrainOf(server);
  return server;
}

if (require.main === module)
  void main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
