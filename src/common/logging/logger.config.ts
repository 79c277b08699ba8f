import { randomUUID } from 'node:crypto';
import type { Params } from 'nestjs-pino';
import pino, { Logger as PinoInstance } from 'pino';
import pretty from 'pino-pretty';
import { AppConfig } from '@/config/app-config';
import type { RequestFinishedListener } from '../http/request-pipeline';
import { SUMMARISED } from './repeated-errors';
import { loggableUrl } from './loggable-url';

/** Secrets never reach a log line: headers that carry credentials, and body fields that may. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'req.headers["x-preview-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.current_password',
  '*.new_password',
  '*.refresh_token',
  '*.access_token',
  '*.value',
  '*.new_value',
  '*.raw_key',
  // An issued preview token (POST /studio/preview-tokens answers it once).
  '*.token',
  // Two-factor: `code` only in bodies (an error's `code` is a diagnostic and stays).
  'body.code',
  'req.body.code',
  '*.recovery_code',
  '*.recovery_codes',
  '*.challenge_token',
  '*.secret',
  '*.otpauth_uri',
  '*.qr_code',
];

interface Loggers {
  root: PinoInstance;
  /** The request pipeline's request-finished listener that writes the access line. */
  accessLog: RequestFinishedListener;
}

const byConfig = new WeakMap<AppConfig, Loggers>();

/** Probes that load balancers call every few seconds: no line for them. */
const UNLOGGED_PATHS = new Set(['/health', '/health/ready']);

/**
 * The access log: one line per request when its response has finished (or the client went away),
 * shaped as pino-http shapes it (`req`, `res`, `responseTime`, `msg: request completed`). The
 * level follows the status: `warn` for 5xx, `info` for everything else, 4xx and client aborts
 * (499) included: those are the client's doing. A 5xx whose failure the error filter only counted
 * into its once-a-second summary line (`res.locals[SUMMARISED]`) is at `info` too: during an
 * outage the summary is the alarm, and the access log must not turn each refused request into an
 * alarm of its own.
 */
export function accessLog(root: PinoInstance): RequestFinishedListener {
  return ({ req, res, status, aborted, durationMs }) => {
    const level = status >= 500 && res.locals?.[SUMMARISED] !== true ? 'warn' : 'info';
    if (!root.isLevelEnabled(level)) return;
    if (UNLOGGED_PATHS.has(req.originalUrl.split('?', 1)[0])) return;
    root[level](
      {
        req: {
          id: req.id,
          method: req.method,
          url: loggableUrl(req.originalUrl),
          remote_address: req.socket.remoteAddress,
        },
        res: { status },
        responseTime: Math.round(durationMs),
      },
      aborted ? 'request aborted' : 'request completed',
    );
  };
}

/**
 * The application's pino logger: JSON lines on standard output, or (LOG_FORMAT=pretty) readable
 * ones, formatted in this thread and written synchronously: for a person at a terminal, where the
 * order of lines matters more than throughput.
 */
export function rootLogger(
  config: Pick<AppConfig, 'log'>,
  destination: NodeJS.WritableStream = process.stdout,
): PinoInstance {
  const options = {
    level: config.log.level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
  if (config.log.format === 'json') return pino(options, destination);
  const colorize = (destination as { isTTY?: boolean }).isTTY === true;
  return pino(options, pretty({ destination, colorize, sync: true, ignore: 'pid,hostname' }));
}

/** One pino logger per application, and its access-log listener (app.setup.ts). */
export function loggersFor(config: AppConfig): Loggers {
  const existing = byConfig.get(config);
  if (existing) return existing;
  const root = rootLogger(config);
  const loggers = { root, accessLog: accessLog(root) };
  byConfig.set(config, loggers);
  return loggers;
}

/**
 * nestjs-pino's Logger over the application's pino logger, with its documented per-request
 * middleware (pino-http): every application line written during a request carries the request's
 * id (`req: {id}`), the one the request pipeline gave it (genReqId reads it back). pino-http's own
 * access line is off (`autoLogging: false`): the request pipeline writes the access log
 * (accessLog above), also for requests answered before Nest's middleware runs.
 */
export function loggerParams(config: AppConfig): Params {
  return {
    pinoHttp: {
      logger: loggersFor(config).root,
      autoLogging: false,
      genReqId: (req) => (req as { id?: string }).id ?? randomUUID(),
      wrapSerializers: false,
      serializers: { req: (req: { id?: unknown }) => ({ id: req.id }) },
    },
  };
}
