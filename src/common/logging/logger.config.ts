import { performance } from 'node:perf_hooks';
import type { NextFunction, Request, Response } from 'express';
import type { Params } from 'nestjs-pino';
import pino, { Logger as PinoInstance } from 'pino';
import { AppConfig } from '../../config/app-config';

/** Secrets never reach a log line: headers that carry credentials, and body fields that may. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.current_password',
  '*.new_password',
  '*.refresh_token',
  '*.access_token',
  '*.value',
  '*.new_value',
  '*.raw_key',
];

type AccessLog = (req: Request, res: Response, next: NextFunction) => void;

interface Loggers {
  root: PinoInstance;
  http: AccessLog;
}

const byConfig = new WeakMap<AppConfig, Loggers>();

/** Probes that load balancers call every few seconds: no line for them. */
const UNLOGGED_URLS = new Set(['/health', '/health/ready']);

/**
 * The access log: one line per request when its response has finished (or the client went away),
 * at `error` for 5xx, `warn` for 4xx and `info` otherwise, shaped as pino-http shapes it
 * (`req`, `res`, `responseTime`, `msg: request completed`). It also gives the request a child
 * logger carrying its id, which nestjs-pino uses for every application line written during the
 * request. Written by hand rather than with pino-http, which serialises and redacts the whole
 * request into a child logger on every request, even when the line is below the level.
 */
function accessLog(root: PinoInstance): AccessLog {
  return (req, res, next) => {
    const started = performance.now();
    // requestIdMiddleware ran first and chose the id.
    req.log = root.child({ req: { id: req.id } });
    if (UNLOGGED_URLS.has(req.url)) return next();
    res.once('close', () => {
      const finished = res.writableFinished;
      const status = res.statusCode;
      const level = !finished || status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
      if (!root.isLevelEnabled(level)) return;
      root[level](
        {
          req: {
            id: req.id,
            method: req.method,
            url: req.originalUrl,
            remote_address: req.socket.remoteAddress,
          },
          res: { status: finished ? status : 499 },
          responseTime: Math.round(performance.now() - started),
        },
        finished ? 'request completed' : 'request aborted',
      );
    });
    next();
  };
}

/**
 * One pino logger per application, and its access-log middleware, mounted first in the pipeline
 * (app.setup.ts) so even a request the body parser rejects is logged.
 */
export function loggersFor(config: AppConfig): Loggers {
  const existing = byConfig.get(config);
  if (existing) return existing;
  const root = pino({
    level: config.log.level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  });
  const loggers = { root, http: accessLog(root) };
  byConfig.set(config, loggers);
  return loggers;
}

export function loggerParams(config: AppConfig): Params {
  return { pinoHttp: { logger: loggersFor(config).root }, useExisting: true };
}
