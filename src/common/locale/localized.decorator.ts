import { applyDecorators, UseInterceptors } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import { ContentLocaleInterceptor, ExplicitLocaleOnly } from './content-locale.interceptor';

/** OpenAPI extension of a localized read; completeDocument documents its locale parameters. */
export const LOCALIZED_EXTENSION = 'x-localized';

/**
 * A read answered in the caller's language (docs/localization.md): `?locale=`, else (unless
 * `explicitOnly`) Accept-Language; `Content-Language` says which. Its query DTO declares `locale`
 * (LocaleQuery), or the route takes no other parameter (NoQuery lets `locale` through).
 */
export const Localized = (options: { explicitOnly?: boolean } = {}): MethodDecorator =>
  applyDecorators(
    UseInterceptors(ContentLocaleInterceptor),
    ...(options.explicitOnly ? [ExplicitLocaleOnly()] : []),
    ApiExtension(LOCALIZED_EXTENSION, options.explicitOnly ? 'explicit' : 'negotiated'),
  );
