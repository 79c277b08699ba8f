import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { NextFunction, Request, Response } from 'express';
import { storage, Store } from 'nestjs-pino/storage';
import type { Logger as PinoLogger } from 'pino';
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
 * What nestjs-pino's Logger finds in its AsyncLocalStorage during a request: the request's child
 * logger, made the first time a line is written (most requests write none, and a pino child costs
 * a bindings serialisation and a redaction pass). It keeps the request id, not the request:
 * whatever starts during a request (a timer, a database connection opened for it) keeps the
 * store, and through the request it would keep the request's whole object graph alive.
 */
class RequestLoggerStore extends Store {
  child?: PinoLogger;

  constructor(
    readonly root: PinoLogger,
    readonly requestId: string,
  ) {
    super(undefined as unknown as PinoLogger);
  }
}
Object.defineProperty(RequestLoggerStore.prototype, 'logger', {
  get(this: RequestLoggerStore) {
    return (this.child ??= this.root.child({ req: { id: this.requestId } }));
  },
  set(this: RequestLoggerStore, log: PinoLogger) {
    // Store's constructor assigns before `root` is set; later assignments replace the logger.
    if (this.root) this.child = log;
  },
});

const LOGGER_STORE = Symbol('loggerStore');
type RequestWithStore = Request & { [LOGGER_STORE]?: RequestLoggerStore };

/** `req.log`: the same child logger as the request's store hands nestjs-pino. */
function defineRequestLogger(requestPrototype: object, root: PinoLogger): void {
  const storeOf = (req: RequestWithStore) =>
    (req[LOGGER_STORE] ??= new RequestLoggerStore(root, req.id as string));
  Object.defineProperty(requestPrototype, 'log', {
    configurable: true,
    get(this: RequestWithStore) {
      return storeOf(this).logger;
    },
    set(this: RequestWithStore, log: PinoLogger) {
      storeOf(this).logger = log;
    },
  });
}

/**
 * The first middleware of the pipeline and the one place that times a request: it gives the
 * request its id (a well-formed incoming X-Request-Id, a proxy's, is kept; otherwise one is
 * generated, and it is echoed back), its arrival time and its child logger (which nestjs-pino's
 * Logger uses for every application line written during the request, through the
 * AsyncLocalStorage this middleware enters), and when the response has finished,
 * or the client went away, works out status, duration and abort once and hands them to every
 * listener (the access log, the request log). First, so even a request the body parser refuses
 * has an id and is logged.
 */
export function requestPipeline(
  requestPrototype: object,
  root: PinoLogger,
  listeners: RequestFinishedListener[],
): (req: Request, res: Response, next: NextFunction) => void {
  defineRequestLogger(requestPrototype, root);
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
    const store = new RequestLoggerStore(root, req.id);
    (req as RequestWithStore)[LOGGER_STORE] = store;
    storage.run(store, next);
  };
}
