import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { BEARER_SCHEME, OAUTH2_SCHEME } from '../decorators';
import { ProblemDetailsDto } from './problem-details.dto';

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
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
  return SwaggerModule.createDocument(app, config, { extraModels: [ProblemDetailsDto] });
}

/** Swagger UI at /docs, the document at /docs-json. */
export function setupSwagger(app: INestApplication): void {
  SwaggerModule.setup('docs', app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: 'docs-json',
    customSiteTitle: 'Guide Platform API',
    swaggerOptions: {
      persistAuthorization: true,
      tryItOutEnabled: false,
      displayRequestDuration: true,
    },
  });
}
