import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { NextFunction, Request, Response } from 'express';
import type { ApiClientIdentity } from '../auth/api-client-identity';
import { arrivalTime } from './arrival-time';
import './request-context';

const WELL_FORMED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * What the request-finished listeners read of a request: an Express request on the Nest path
 * (its getters are read when the response has finished, after routing), or the fast path's own
 * record of a cache hit (src/common/fast-path), which never reaches Express.
 */
export interface LoggedRequest {
  /** The request id (pino-http types it loosely; the pipeline always sets a string). */
  id: unknown;
  receivedAt: number;
  method: string;
  /** The request target as received. */
  originalUrl: string;
  /** The path the router matches (absolute-form targets reduced to their path). */
  path: string;
  /** The client's address, `trust proxy` applied. */
  ip?: string;
  headers: IncomingHttpHeaders;
  socket: { remoteAddress?: string };
  /** Express's matched route and its mount path (the Nest path only). */
  route?: unknown;
  baseUrl?: string;
  /** The route template of an answer served from the cache. */
  cachedRoute?: string | null;
  apiClient?: ApiClientIdentity;
  user?: { id: string };
  /** A preview read (PreviewInterceptor); the fast path never answers one. */
  preview?: boolean;
}

/** What the listeners read of the response: its status, and what the error filter noted. */
export interface LoggedResponse {
  statusCode: number;
  writableFinished: boolean;
  locals?: Record<string, unknown>;
}

/** A request whose response is complete, or whose client went away first. */
export interface FinishedRequest {
  req: LoggedRequest;
  res: LoggedResponse;
  /** The status sent; 499 when the client closed the connection before the response was complete. */
  status: number;
  aborted: boolean;
  /** From arrival (req.receivedAt) to the end of the response. */
  durationMs: number;
  /** Wall-clock time of arrival. */
  startedAt: Date;
}

export type RequestFinishedListener = (finished: FinishedRequest) => void;

/** The request id: a well-formed incoming X-Request-Id (a proxy's) is kept, otherwise a new one. */
export function requestIdOf(headers: IncomingHttpHeaders): string {
  const incoming = headers['x-request-id'];
  return typeof incoming === 'string' && WELL_FORMED_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Starts timing a request whose `id` and `receivedAt` are set: echoes the id, and when the
 * response has finished, or the client went away, works out status, duration and abort once and
 * hands them to every listener (the access log, the request log). The one place that times a
 * request, on both paths.
 */
export function trackRequest(
  req: LoggedRequest,
  res: LoggedResponse & Pick<ServerResponse, 'setHeader' | 'once'>,
  listeners: readonly RequestFinishedListener[],
): void {
  res.setHeader('X-Request-Id', String(req.id));
  res.once('close', () => {
    const aborted = !res.writableFinished;
    const finished: FinishedRequest = {
      req,
      res,
      status: aborted ? 499 : res.statusCode,
      aborted,
      durationMs: Math.max(0, performance.now() - req.receivedAt),
      startedAt: new Date(performance.timeOrigin + req.receivedAt),
    };
    for (const listener of listeners) listener(finished);
  });
}

/**
 * The first middleware of the Nest path: gives the request its id and arrival time and tracks it
 * ({@link trackRequest}). First, so even a request the body parser refuses has an id and is
 * logged. The request's child logger (`req.log`, and what nestjs-pino's Logger writes with during
 * the request) is pino-http's, through LoggerModule (logger.config.ts), and carries this id.
 */
export function requestPipeline(
  listeners: RequestFinishedListener[],
): (req: Request, res: Response, next: NextFunction) => void {
  return (req, res, next) => {
    req.receivedAt = arrivalTime();
    req.id = requestIdOf(req.headers);
    trackRequest(req, res, listeners);
    next();
  };
}
