import http, { IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { parseRetryAfter } from './retry-schedule';
import { signatureHeader } from './signature';
import {
  HostLookup,
  parseWebhookUrl,
  RefusedTargetError,
  ResolvedAddress,
  resolveTarget,
  systemLookup,
} from './target-policy';

/** Response bodies are kept for the deliveries list up to this many bytes. */
export const MAX_RESPONSE_BYTES = 1024;
const MAX_ERROR_LENGTH = 500;
const USER_AGENT = 'guide-platform-webhooks/1';

export interface OutgoingWebhook {
  url: string;
  /** `webhook-id`: the event's id, the same on every attempt (the receiver's idempotency key). */
  messageId: string;
  body: string;
  /** Every secret the endpoint signs with right now, newest first. */
  secrets: string[];
}

export interface DeliveryOutcome {
  ok: boolean;
  /** The HTTP status, or null when no answer came. */
  status: number | null;
  latencyMs: number;
  /** At most {@link MAX_RESPONSE_BYTES} bytes of the answer's body. */
  responseBody: string | null;
  error: string | null;
  /** The receiver's Retry-After, when it sent one. */
  retryAfterMs?: number;
}

export interface SenderOptions {
  timeoutMs: number;
  allowPrivate: boolean;
  lookup?: HostLookup;
}

/**
 * Sends one signed delivery. The target is checked after DNS resolution and the connection goes
 * to exactly the address that was checked (the request's `lookup` answers with it), so a name
 * that resolves differently a moment later (DNS rebinding) cannot redirect it. Redirects are not
 * followed; the whole attempt, from resolution to the last byte read, has one deadline.
 */
export class WebhookSender {
  private readonly lookup: HostLookup;

  constructor(private readonly options: SenderOptions) {
    this.lookup = options.lookup ?? systemLookup;
  }

  async send(webhook: OutgoingWebhook, shutdown?: AbortSignal): Promise<DeliveryOutcome> {
    const started = process.hrtime.bigint();
    const elapsed = () => Math.round(Number(process.hrtime.bigint() - started) / 1e6);
    const deadline = AbortSignal.timeout(this.options.timeoutMs);
    const signal = shutdown ? AbortSignal.any([deadline, shutdown]) : deadline;
    const failure = (error: string): DeliveryOutcome => ({
      ok: false,
      status: null,
      latencyMs: elapsed(),
      responseBody: null,
      error: error.slice(0, MAX_ERROR_LENGTH),
    });
    try {
      const url = parseWebhookUrl(webhook.url);
      const target = await abortable(
        resolveTarget(url, this.options.allowPrivate, this.lookup),
        signal,
      );
      const timestamp = Math.floor(Date.now() / 1000);
      const response = await this.post(url, target, webhook, timestamp, signal);
      return { ...response, latencyMs: elapsed() };
    } catch (error) {
      if (deadline.aborted) return failure(`no answer within ${this.options.timeoutMs} ms`);
      if (shutdown?.aborted) return failure('the service shut down during the attempt');
      return failure(describeError(error));
    }
  }

  private post(
    url: URL,
    target: ResolvedAddress,
    webhook: OutgoingWebhook,
    timestamp: number,
    signal: AbortSignal,
  ): Promise<Omit<DeliveryOutcome, 'latencyMs'>> {
    const body = Buffer.from(webhook.body, 'utf8');
    const transport = url.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const request = transport.request(url, {
        method: 'POST',
        agent: false,
        lookup: pinnedLookup(target),
        signal,
        headers: {
          'content-type': 'application/json',
          'content-length': String(body.length),
          'user-agent': USER_AGENT,
          'webhook-id': webhook.messageId,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signatureHeader(
            webhook.secrets,
            webhook.messageId,
            timestamp,
            webhook.body,
          ),
        },
      });
      request.once('error', reject);
      request.once('response', (response) => {
        readLimited(response, signal).then((text) => {
          const status = response.statusCode ?? 0;
          const ok = status >= 200 && status < 300;
          const retryAfter: string | undefined = response.headers['retry-after'];
          resolve({
            ok,
            status,
            responseBody: text,
            error: ok ? null : statusError(status),
            retryAfterMs: parseRetryAfter(retryAfter),
          });
        }, reject);
      });
      request.end(body);
    });
  }
}

/** Answers every lookup with the address that passed the policy. */
function pinnedLookup(target: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) {
      (callback as unknown as (e: null, a: ResolvedAddress[]) => void)(null, [target]);
    } else {
      callback(null, target.address, target.family);
    }
  };
}

/** Reads at most MAX_RESPONSE_BYTES of the body, then stops reading and closes the connection. */
function readLimited(response: IncomingMessage, signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = () => {
      signal.removeEventListener('abort', onAbort);
      resolve(utf8Prefix(Buffer.concat(chunks), MAX_RESPONSE_BYTES));
    };
    const onAbort = () => {
      response.destroy();
      reject(signal.reason as Error);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    response.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size > MAX_RESPONSE_BYTES) {
        response.destroy();
        finish();
      }
    });
    response.once('end', finish);
    response.once('error', (error) => {
      signal.removeEventListener('abort', onAbort);
      reject(error);
    });
  });
}

/**
 * The longest prefix of `bytes` within `limit` bytes that ends on a character boundary, as text
 * PostgreSQL can store (no NUL).
 */
export function utf8Prefix(bytes: Buffer, limit: number): string {
  let end = Math.min(bytes.length, limit);
  // Step back over continuation bytes (10xxxxxx) to the start of a character cut in two.
  if (end < bytes.length) while (end > 0 && (bytes[end] & 0xc0) === 0x80) end -= 1;
  return bytes.subarray(0, end).toString('utf8').replaceAll('\u0000', '\uFFFD');
}

function statusError(status: number): string {
  if (status >= 300 && status < 400) return `HTTP ${status} (redirects are not followed)`;
  return `HTTP ${status}`;
}

const ERROR_WORDS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  EPIPE: 'connection closed while sending',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ENOTFOUND: 'the host name does not resolve',
  EAI_AGAIN: 'the host name could not be resolved (temporary DNS failure)',
  ETIMEDOUT: 'connection timed out',
};

function describeError(error: unknown): string {
  if (error instanceof RefusedTargetError) return `refused: the URL ${error.message}`;
  const { code, message } = error as { code?: string; message?: string };
  if (code && ERROR_WORDS[code]) return ERROR_WORDS[code];
  if (code && /CERT|SSL|TLS/.test(code)) return `TLS: ${message ?? code}`;
  return code ? `${code}: ${message ?? ''}`.trim() : (message ?? String(error));
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: Error) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
