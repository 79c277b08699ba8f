import {
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  SetMetadata,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { Observable } from 'rxjs';
import { ValidationFailedError } from '../errors';
import { ContentLocale, ContentLocales } from './content-locales';
import { runInLocale } from './locale-context';

/** Metadata: the route reads `?locale=` only, never Accept-Language (the studio's lists). */
export const EXPLICIT_LOCALE_ONLY = 'locale:explicit-only';
export const ExplicitLocaleOnly = (): MethodDecorator => SetMetadata(EXPLICIT_LOCALE_ONLY, true);

/**
 * The language of a localized read (docs/localization.md): `?locale=` when given (400 when
 * nothing of it is one of CONTENT_LOCALES), else the best of Accept-Language, else the default.
 * It says which in `Content-Language` and runs the handler in that locale (runInLocale), so the
 * reads it makes overlay the locale's translations.
 */
@Injectable()
export class ContentLocaleInterceptor implements NestInterceptor {
  constructor(
    private readonly locales: ContentLocales,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const locale = this.localeOf(http.getRequest<Request>(), context);
    http.getResponse<Response>().setHeader('Content-Language', locale.served);
    return new Observable((subscriber) =>
      runInLocale(locale, () => next.handle().subscribe(subscriber)),
    );
  }

  private localeOf(request: Request, context: ExecutionContext): ContentLocale {
    const requested = (request.query as Record<string, unknown>).locale;
    if (requested !== undefined) {
      if (typeof requested !== 'string')
        throw ValidationFailedError.field('locale', 'must be a single value');
      return this.locales.requested(requested);
    }
    if (this.reflector.get<boolean | undefined>(EXPLICIT_LOCALE_ONLY, context.getHandler()))
      return this.locales.defaultLocale;
    return this.locales.negotiate(request.headers['accept-language']);
  }
}
