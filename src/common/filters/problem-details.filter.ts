import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  Logger,
  OnApplicationShutdown,
} from '@nestjs/common';
import { loggableUrl } from '../logging/loggable-url';
import type { ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import { weakEtag } from '../cache/response-cache-keys';
import { RepeatedErrors, SUMMARISED } from '../logging/repeated-errors';
import { DATABASE_UNREACHABLE, MappedError, toProblem } from './problem-details';

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

/**
 * The one place where errors become HTTP answers: RFC 9457 problem+json, never internals.
 * Unexpected failures are logged once per cause per second (RepeatedErrors): the first with its
 * detail, then a count, so an outage refusing thousands of requests a second stays readable.
 */
@Catch()
export class ProblemDetailsFilter implements ExceptionFilter, OnApplicationShutdown {
  private readonly logger = new Logger(ProblemDetailsFilter.name);
  private readonly repeated = new RepeatedErrors(1000, (cause, count, intervalMs) =>
    this.logger.error(
      cause === DATABASE_UNREACHABLE
        ? `${cause}: ${count} requests refused with 503 in the last ${intervalMs / 1000} s`
        : `${cause}: ${count} more requests failed the same way in the last ${intervalMs / 1000} s`,
    ),
  );

  onApplicationShutdown(): void {
    this.repeated.close();
  }

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request>();
    const { body, headers, unexpected, cause: mappedCause } = toProblem(exception);

    if (unexpected) {
      const err = loggableError(exception);
      const cause =
        mappedCause ??
        `${typeof err.type === 'string' ? err.type : 'Error'}: ${String(err.message).slice(0, 200)}`;
      const counted = this.repeated.report(cause, () =>
        this.logger.error(
          { err, method: request.method, url: loggableUrl(request.originalUrl) },
          `${cause === DATABASE_UNREACHABLE ? `${cause}: ` : ''}${request.method} ${loggableUrl(request.originalUrl)} failed with ${body.status}`,
        ),
      );
      // Its access line goes at info: the summary line already reports it (logger.config.ts).
      if (counted) response.locals[SUMMARISED] = true;
    }
    if (response.headersSent) return;
    sendProblem(response, { body, headers });
  }
}

/**
 * Sends a problem+json answer (the filter's, and the public-read fast path's 429) with what
 * Express's `send` adds to a body (Content-Length, the weak ETag, no body for HEAD), through
 * Node's response API, so that both paths send it alike.
 */
export function sendProblem(
  response: ServerResponse,
  { body, headers }: Pick<MappedError, 'body' | 'headers'>,
): void {
  const text = Buffer.from(JSON.stringify(body));
  response.statusCode = body.status;
  // A route's own Cache-Control (@PublicRead's) is set before its pipes run; an error must
  // never be cached under it.
  response.setHeader('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(headers ?? {})) response.setHeader(name, value);
  response.setHeader('Content-Type', 'application/problem+json; charset=utf-8');
  response.setHeader('Content-Length', text.length);
  response.setHeader('ETag', weakEtag(text));
  response.end(response.req?.method === 'HEAD' ? undefined : text);
}
