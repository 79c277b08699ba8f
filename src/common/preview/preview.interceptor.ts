import {
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  Optional,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { from, lastValueFrom, Observable } from 'rxjs';
import { InvalidPreviewTokenError } from '../errors';
import { PREVIEW_ANSWER_HEADERS, PREVIEW_TOKEN_HEADER, PreviewRenderer } from './preview-renderer';

/** Longer than any token the studio issues; a longer value is refused before any work. */
const MAX_TOKEN_LENGTH = 2048;

/**
 * Answers a public read sent with an X-Preview-Token as a preview (docs/behaviour.md#previews):
 * the token is checked first (401 when it is not valid: never a silent live answer), then the
 * handler runs, in the public shape, on a transaction where the drafts of the token's scope are
 * written and which is rolled back afterwards. The answer says `Cache-Control: private,
 * no-store` and `X-Robots-Tag: noindex`; the request is marked `preview`, which keeps it out of
 * the response cache (ResponseCacheInterceptor; the fast path never answers a request with the
 * header) and apart in the request log. Without the header it does nothing. @PublicRead puts it
 * outermost, so the cache and replica interceptors run inside the preview.
 */
@Injectable()
export class PreviewInterceptor implements NestInterceptor {
  // Optional: a module compiled on its own in a test has no catalogue.
  constructor(@Optional() private readonly previews?: PreviewRenderer) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request>();
    const token = request.headers[PREVIEW_TOKEN_HEADER.toLowerCase()];
    if (token === undefined || !this.previews) return next.handle();
    if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH)
      throw new InvalidPreviewTokenError();
    const response = context.switchToHttp().getResponse<Response>();
    const verified = () => {
      request.preview = true;
      for (const [name, value] of PREVIEW_ANSWER_HEADERS) response.setHeader(name, value);
    };
    return from(this.previews.render(token, verified, () => lastValueFrom(next.handle())));
  }
}
