import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import { unlink } from 'node:fs/promises';
import { finalize, Observable } from 'rxjs';
import { AppError, ValidationFailedError } from '@/common/errors';
import { refusedInBody } from '@/common/http/body-keys';

/** 5 MB (MiB) per file (docs/behaviour.md#media). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_FIELD = 'file';

// The file is spooled to the temporary directory (TMPDIR) rather than held in memory: an upload
// waiting for a processing slot then holds no memory, and it is read only once its turn comes
// (docs/performance.md, "Image uploads").
const upload = multer({
  storage: multer.diskStorage({}),
  limits: {
    fileSize: MAX_UPLOAD_BYTES,
    files: 1,
    fields: 10,
    fieldSize: 1024,
    fieldNameSize: 100,
    parts: 12,
    headerPairs: 20,
  },
}).single(UPLOAD_FIELD);

/**
 * Multer's and busboy's failures are the client's: each becomes a clear 4xx
 * (docs/behaviour.md#errors).
 */
export function toUploadError(error: unknown): AppError {
  if (error instanceof MulterError) {
    switch (error.code) {
      case 'LIMIT_FILE_SIZE':
        return new AppError(413, 'PAYLOAD_TOO_LARGE', 'The file is larger than 5 MB.');
      case 'LIMIT_UNEXPECTED_FILE':
        return ValidationFailedError.field(
          error.field ?? UPLOAD_FIELD,
          `is not an accepted file field; send exactly one file in '${UPLOAD_FIELD}'`,
        );
      case 'LIMIT_FILE_COUNT':
        return ValidationFailedError.field(UPLOAD_FIELD, 'must be exactly one file');
      case 'LIMIT_FIELD_VALUE':
        return ValidationFailedError.field(error.field ?? 'body', 'is too long');
      case 'LIMIT_PART_COUNT':
      case 'LIMIT_FIELD_COUNT':
      case 'LIMIT_FIELD_KEY':
      case 'MISSING_FIELD_NAME':
        return new ValidationFailedError([], 'The multipart body has too many or too long parts.');
    }
  }
  // busboy: a missing boundary, a malformed header, a body cut short.
  return new ValidationFailedError([], 'The multipart/form-data body is malformed.');
}

/**
 * Reads `multipart/form-data` (one image, at most 5 MB) into a temporary file, removed once the
 * request has been handled. Runs after the guards, so nobody without a valid token gets a body
 * read. Other content types are refused with 415.
 */
@Injectable()
export class ImageUploadInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    if (!request.is('multipart/form-data')) {
      throw new AppError(
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        'The upload must be sent as multipart/form-data.',
      );
    }
    await new Promise<void>((resolve, reject) =>
      upload(request, http.getResponse<Response>(), (error?: unknown) =>
        error ? reject(toUploadError(error)) : resolve(),
      ),
    );
    const spooled = request.file?.path;
    // The text fields, like a JSON body's keys (common/http/body-keys.ts).
    const refused = refusedInBody(request.body);
    if (refused !== undefined) {
      if (spooled) await unlink(spooled).catch(() => undefined);
      throw refused;
    }
    if (!spooled) return next.handle();
    return next.handle().pipe(finalize(() => void unlink(spooled).catch(() => undefined)));
  }
}
