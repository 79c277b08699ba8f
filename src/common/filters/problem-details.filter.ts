import { ArgumentsHost, Catch, ExceptionFilter, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { toProblem } from './problem-details';

/**
 * What of an error may be logged: its type, message, SQLSTATE and stack, but never a failed
 * query's parameters, which can hold password hashes or secrets.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const driverCode = (error as { driverError?: { code?: unknown } }).driverError?.code;
  const code = driverCode ?? (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: error.message,
    ...(code !== undefined && { code }),
    stack: error.stack,
  };
}

/** The one place where errors become HTTP answers: RFC 9457 problem+json, never internals. */
@Catch()
export class ProblemDetailsFilter implements ExceptionFilter {
  private readonly logger = new Logger(ProblemDetailsFilter.name);

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request>();
    const { body, headers, unexpected } = toProblem(exception);

    if (unexpected) {
      this.logger.error(
        { err: loggableError(exception), method: request.method, url: request.originalUrl },
        `${request.method} ${request.originalUrl} failed with ${body.status}`,
      );
    }
    if (response.headersSent) return;
    response
      .status(body.status)
      // A route's own Cache-Control (@PublicRead's) is set before its pipes run; an error must
      // never be cached under it.
      .set('Cache-Control', 'no-store')
      .set(headers)
      .type('application/problem+json')
      .send(JSON.stringify(body));
  }
}
