import { NestFactory } from '@nestjs/core';
import type { DynamicModule, INestApplication } from '@nestjs/common';
import { ExpressAdapter, type NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import type { OpenAPIObject } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { bodyParsers } from './common/http/body-parsers';
import { PublicReadCache } from './common/cache/public-read-cache';
import { ContentLocales } from './common/locale/content-locales';
import { createFrontServer } from './common/fast-path';
import { answerClientErrors } from './common/http/client-errors';
import { httpDrainOf } from './common/http/http-drain';
import { methodNotAllowed, servedPaths } from './common/http/method-not-allowed';
import { clientAddressRule } from './common/http/client-address';
import {
  corsByArea,
  corsHeaders,
  securityHeaders,
  setHeaders,
} from './common/http/precomputed-headers';
import { requestPipeline } from './common/http/request-pipeline';
import { isStudioRequestPath } from './common/http/studio-path';
import { loggersFor } from './common/logging/logger.config';
import { buildOpenApiDocument, setupSwagger } from './common/swagger/openapi';
import { AppConfig } from './config/app-config';
import { mediaStatic } from './modules/media/media-static';
import { localMediaRoot } from './modules/media/storage/local-storage';
import { ApiAccess } from './modules/rate-limit/api-access';
import { documentApiAccess } from './modules/rate-limit/api-access.openapi';
import { documentWebhookEvents } from './modules/catalogue/webhook-events.openapi';
import { assertRateLimitPolicies } from './modules/rate-limit/rate-limit-policy.check';
import { assertStudioRoutesAudited } from './modules/audit/studio-controller.decorator';
import { RequestLogService } from './modules/request-log/request-log.service';

const documents = new WeakMap<INestApplication, OpenAPIObject>();

/** What setupSwagger serves beside the controllers' routes (for the 405 of other methods). */
const SWAGGER_PATHS = { '/docs': ['GET'], '/docs-json': ['GET'] };

/**
 * The OpenAPI document of the application (/docs-json, `npm run openapi:export`): the controllers'
 * decorators plus what the modules' global parts add to every route. Built once per application
 * (configureApp builds it at start) and shared: callers must not change it. It lists every route
 * Nest serves, so the start-up checks that each declares what it must read it: a route under /api
 * without a rate-limit policy, or under /studio outside a @StudioController, is refused here.
 */
export function apiDocument(app: INestApplication): OpenAPIObject {
  let document = documents.get(app);
  if (!document) {
    document = buildOpenApiDocument(app, [documentApiAccess, documentWebhookEvents]);
    assertRateLimitPolicies(document);
    assertStudioRoutesAudited(document);
    documents.set(app, document);
  }
  return document;
}

/** The HTTP pipeline around the modules; main.ts and the tests both call it, so they test what runs. */
export function configureApp(app: NestExpressApplication, config: AppConfig): INestApplication {
  app.useLogger(app.get(Logger));
  const loggers = loggersFor(config);
  const finishedListeners = [
    loggers.accessLog,
    app.get(RequestLogService, { strict: false }).recorder,
  ];
  // Before everything that can answer, so even a request the body parser refuses is logged.
  app.use(requestPipeline(finishedListeners));
  app.set('trust proxy', config.http.trustProxy);
  app.disable('x-powered-by');
  const security = securityHeaders({
    // Swagger UI loads its own script and styles from /docs; inline styles are its only need.
    // TLS is the proxy's business: upgrading requests would break /docs served over plain http.
    contentSecurityPolicy: {
      directives: {
        'upgrade-insecure-requests': null,
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'https:'],
      },
    },
  });
  app.use(setHeaders(security));
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
  // Public routes answer any origin by default; the studio only the origins listed for it, and
  // by default none (a studio page served from elsewhere cannot call it from a browser).
  const publicCors = corsHeaders({ ...corsOptions, origin: config.http.corsOrigins });
  app.use(
    corsByArea({
      public: publicCors,
      studio: corsHeaders({
        ...corsOptions,
        origin: config.studio.corsOrigins.length > 0 ? config.studio.corsOrigins : false,
      }),
    }),
  );
  // Studio answers are private to the caller: no shared or browser cache may keep them. The same
  // test of the path as the router's (any case), on the path it routes (`req.path`).
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (isStudioRequestPath(req.path)) res.setHeader('Cache-Control', 'no-store');
    next();
  });
  // The `local` media driver's files; with `s3`, MEDIA_URL points at the bucket instead.
  if (config.media.driver === 'local')
    app.use('/media', mediaStatic(localMediaRoot(config.dataDir)));
  // A known path asked with a method it does not serve: 405 with Allow, before the body is read.
  app.use(methodNotAllowed(servedPaths(apiDocument(app), SWAGGER_PATHS)));
  app.use(bodyParsers());
  // At start rather than on the first request for /docs: building it runs the start-up checks.
  setupSwagger(app, apiDocument(app));
  // The HTTP server: a response-cache hit of a plain public read is answered in front of Express,
  // everything else goes on to the pipeline above (docs/architecture.md, "The public-read fast
  // path").
  const { server } = createFrontServer(app, {
    cache: app.get(PublicReadCache, { strict: false }),
    locales: app.get(ContentLocales, { strict: false }),
    admission: app.get(ApiAccess, { strict: false }),
    headers: { security, cors: publicCors },
    trust: clientAddressRule(config.http.trustProxy),
    listeners: finishedListeners,
  });
  answerClientErrors(server, loggers.root);
  httpDrainOf(server);
  return app;
}

/**
 * Creates the application with the service's pipeline; the caller decides when to listen. Tests may
 * pass a root module that wraps AppModule with extra test-only parts.
 */
export async function createApp(
  config: AppConfig,
  root: DynamicModule = AppModule.forRoot(config),
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(root, new ExpressAdapter(), {
    bufferLogs: true,
    bodyParser: false,
  });
  try {
    configureApp(app, config);
  } catch (error) {
    // A refused start-up (a route that fails the document's checks) leaves no pool open.
    await app.close();
    throw error;
  }
  return app;
}
