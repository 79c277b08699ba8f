import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { NextFunction, Request, Response } from 'express';

const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

/** `receivedAt`: performance.now() when the request entered the pipeline (see ReceivedAt). */
export type RequestWithId = Request & { id?: string; receivedAt?: number };

/**
 * First in the pipeline, so even a request rejected by the body parser has an id: a well-formed
 * incoming X-Request-Id is kept (a proxy's), otherwise one is generated; it is echoed back and
 * every log line of the request carries it.
 */
export function requestIdMiddleware(req: RequestWithId, res: Response, next: NextFunction): void {
  req.receivedAt = performance.now();
  const incoming = req.headers['x-request-id'];
  req.id = typeof incoming === 'string' && WELL_FORMED.test(incoming) ? incoming : randomUUID();
  res.setHeader('X-Request-Id', req.id);
  next();
}
