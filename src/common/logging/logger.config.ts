import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Params } from 'nestjs-pino';
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

/**
 * pino through nestjs-pino: one JSON line per request and every application log line carries the
 * request id (see requestIdMiddleware).
 */
export function loggerParams(config: AppConfig): Params {
  return {
    pinoHttp: {
      level: config.log.level,
      // requestIdMiddleware ran first and chose the id.
      genReqId: (req: IncomingMessage) => req.id ?? randomUUID(),
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
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
    },
  };
}
