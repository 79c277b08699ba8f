import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { arrivalTime } from './arrival-time';

const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

/** `receivedAt`: when the request arrived, as performance.now() ms (arrivalTime; see ReceivedAt). */
export type RequestWithId = Request & { id?: string; receivedAt?: number };

/**
 * First in the pipeline, so even a request rejected by the body parser has an id: a well-formed
 * incoming X-Request-Id is kept (a proxy's), otherwise one is generated; it is echoed back and
 * every log line of the request carries it.
 */
export function requestIdMiddleware(req: RequestWithId, res: Response, next: NextFunction): void {
  req.receivedAt = arrivalTime();
  const incoming = req.headers['x-request-id'];
  req.id = typeof incoming === 'string' && WELL_FORMED.test(incoming) ? incoming : randomUUID();
  res.setHeader('X-Request-Id', req.id);
  next();
}
