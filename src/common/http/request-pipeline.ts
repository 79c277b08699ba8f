import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { NextFunction, Request, Response } from 'express';
import { arrivalTime } from './arrival-time';
import './request-context';

const WELL_FORMED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** A request whose response is complete, or whose client went away first. */
export interface FinishedRequest {
  req: Request;
  res: Response;
  /** The status sent; 499 when the client closed the connection before the response was complete. */
  status: number;
  aborted: boolean;
  /** From arrival (req.receivedAt) to the end of the response. */
  durationMs: number;
  /** Wall-clock time of arrival. */
  startedAt: Date;
}

export type RequestFinishedListener = (finished: FinishedRequest) => void;

/**
 * The first middleware of the pipeline and the one place that times a request: it gives the
 * request its id (a well-formed incoming X-Request-Id, a proxy's, is kept; otherwise one is
 * generated, and it is echoed back) and its arrival time, and when the response has finished,
 * or the client went away, works out status, duration and abort once and hands them to every
 * listener (the access log, the request log). First, so even a request the body parser refuses
 * has an id and is logged. The request's child logger (`req.log`, and what nestjs-pino's Logger
 * writes with during the request) is pino-http's, through LoggerModule (logger.config.ts), and
 * carries this id.
 */
export function requestPipeline(
  listeners: RequestFinishedListener[],
): (req: Request, res: Response, next: NextFunction) => void {
  return (req, res, next) => {
    req.receivedAt = arrivalTime();
    const incoming = req.headers['x-request-id'];
    req.id =
      typeof incoming === 'string' && WELL_FORMED_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader('X-Request-Id', req.id);
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
    next();
  };
}
