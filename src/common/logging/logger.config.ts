import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Params } from 'nestjs-pino';
import pino, { Logger as PinoInstance } from 'pino';
import { HttpLogger, pinoHttp } from 'pino-http';
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

interface Loggers {
  root: PinoInstance;
  http: HttpLogger;
}

const byConfig = new WeakMap<AppConfig, Loggers>();

/**
 * One pino logger per application. Its pino-http middleware is mounted first in the pipeline
 * (app.setup.ts), so even a request the body parser rejects is logged; nestjs-pino reuses it, so
 * every application log line written during a request carries that request's id.
 */
export function loggersFor(config: AppConfig): Loggers {
  const existing = byConfig.get(config);
  if (existing) return existing;
  const root = pino({
    level: config.log.level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  });
  const http = pinoHttp({
    logger: root,
    // requestIdMiddleware ran first and chose the id.
    genReqId: (req: IncomingMessage) => req.id ?? randomUUID(),
    customLogLevel: (_req, res, error) =>
      error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    autoLogging: { ignore: (req) => req.url === '/health' || req.url === '/health/ready' },
    serializers: {
      req: (req: { id: string; method: string; url: string; remoteAddress?: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url,
        remote_address: req.remoteAddress,
      }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
    },
  });
  const loggers = { root, http };
  byConfig.set(config, loggers);
  return loggers;
}

export function loggerParams(config: AppConfig): Params {
  return { pinoHttp: { logger: loggersFor(config).root }, useExisting: true };
}
