import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { BEARER_SCHEME, OAUTH2_SCHEME } from '../decorators';
import { completeDocument, DocumentTransform, sortedDocument } from './document-transforms';
import { assertOperationIds } from './operation-ids';
import { ProblemDetailsDto } from './problem-details.dto';
import { declareNullsStrictly } from './strict-nulls';

export type { DocumentTransform } from './document-transforms';

/**
 * The OpenAPI document of the application: what the decorators say, then what the pipeline around
 * the controllers adds to every route (the `transforms` of the modules that own such parts, and
 * the shared problems of completeDocument), in a stable key order so exports diff cleanly. A
 * handler without its own verb-first operationId fails here (assertOperationIds), so the export,
 * /docs-json and every e2e test refuse it.
 */
export function buildOpenApiDocument(
  app: INestApplication,
  transforms: DocumentTransform[] = [],
): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Guide Platform API')
    .setDescription(
      [
        'Cruise and theme-park travel guides: the public catalogue, live park data, leads, and the studio.',
        '',
        'Studio routes need a bearer token: use **Authorize** and log in with your e-mail (as username) and password',
        '(OAuth2 password flow against `/studio/auth/login`), or paste an access token under `bearer`.',
        'Every error is RFC 9457 `application/problem+json` with a stable `code`.',
      ].join('\n'),
    )
    .setVersion('1.0')
    .addServer('/', 'This server')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, BEARER_SCHEME)
    .addOAuth2(
      {
        type: 'oauth2',
        description: 'Studio login: username is the e-mail address.',
        flows: {
          password: {
            tokenUrl: '/studio/auth/login',
            refreshUrl: '/studio/auth/refresh',
            scopes: {},
          },
        },
      },
      OAUTH2_SCHEME,
    )
    .build();
  const document = SwaggerModule.createDocument(app, config, { extraModels: [ProblemDetailsDto] });
  for (const transform of transforms) transform(document);
  completeDocument(document);
  declareNullsStrictly(document);
  const sorted = sortedDocument(document);
  assertOperationIds(sorted);
  return sorted;
}

/** Swagger UI at /docs, the document at /docs-json. */
export function setupSwagger(app: INestApplication, document: OpenAPIObject): void {
  SwaggerModule.setup('docs', app, document, {
    jsonDocumentUrl: 'docs-json',
    customSiteTitle: 'Guide Platform API',
    swaggerOptions: {
      persistAuthorization: true,
      tryItOutEnabled: false,
      displayRequestDuration: true,
    },
  });
}
