import { HttpService } from '@nestjs/axios';
import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { isAxiosError } from 'axios';
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { AppConfig } from '@/config/app-config';
import { CircuitOpenError, UpstreamBreaker } from './upstream-breaker';
import { LiveDataUnavailableError, UpstreamUnavailableError } from './upstream.errors';
import type {
  UpstreamChildren,
  UpstreamDestinations,
  UpstreamLive,
  UpstreamSchedule,
} from './upstream.types';
import {
  MalformedUpstreamAnswer,
  parseChildren,
  parseDestinations,
  parseLive,
  parseSchedule,
} from './upstream.validation';

/** Largest upstream body read; the biggest real /live answers are a few hundred kilobytes. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;

/** The upstream does not know the entity id (a 404 to an /entity/{id} path). Not a breaker failure. */
class UpstreamEntityNotFound extends Error {}

/** Why a call failed, for the log line; the client only ever sees 502 UPSTREAM_UNAVAILABLE. */
class UpstreamCallFailed extends Error {}

/** What answering one caller costs the event loop, about (logging and serialising included). */
const ANSWER_COST_MS = 5;

/**
 * Time kept out of UPSTREAM_TIMEOUT_MS for answering, given how many upstream calls are already in
 * flight. The timeout counts from the request's arrival, but a deadline that fires exactly then
 * still has to be answered, and a client that sent many requests at once started its clock before
 * the last of them reached the service. So every call ends early by a base share of the timeout
 * (5 %, at least 20 ms, at most 250 ms) and, when many time out together, by about the cost of
 * answering each caller ahead of it: the one event loop answers them one after another, so their
 * deadlines spread out instead of firing at once and the last answer still leaves within the
 * timeout (bench/upstream.bench.ts, 200 at once). At most a third of the timeout in all.
 */
export function answerReserveMs(timeoutMs: number, inFlight: number): number {
  const base = Math.min(250, Math.max(20, timeoutMs * 0.05));
  return Math.min(timeoutMs / 3, base + inFlight * ANSWER_COST_MS);
}

/**
 * The one typed client of the upstream live-data API (ThemeParks.wiki v1). Every answer is checked
 * at runtime; every failure (connection refused or reset, timeout, 5xx or any other unexpected
 * status, a body that is not JSON or not the documented shape, the breaker being open) becomes
 * UpstreamUnavailableError (502). The whole call, including the wait for a free socket, is bounded
 * by UPSTREAM_TIMEOUT_MS. Sockets are kept alive and capped per host (UPSTREAM_MAX_SOCKETS).
 */
@Injectable()
export class UpstreamClient implements OnApplicationShutdown {
  private readonly logger = new Logger(UpstreamClient.name);
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  /** Upstream calls under way, for the answer reserve. */
  private inFlight = 0;
  private lastWarningAt = 0;
  private suppressedWarnings = 0;
  readonly httpAgent: HttpAgent;
  readonly httpsAgent: HttpsAgent;
  readonly breaker: UpstreamBreaker;

  constructor(
    private readonly http: HttpService,
    config: AppConfig,
  ) {
    this.baseUrl = config.upstream.url;
    this.timeoutMs = config.upstream.timeoutMs;
    const agentOptions = {
      keepAlive: true,
      maxSockets: config.upstream.maxSockets,
      maxFreeSockets: Math.min(config.upstream.maxSockets, 16),
    };
    this.httpAgent = new HttpAgent(agentOptions);
    this.httpsAgent = new HttpsAgent(agentOptions);
    this.breaker = new UpstreamBreaker({
      threshold: config.upstream.breakerThreshold,
      cooldownMs: config.upstream.breakerCooldownMs,
      isFailure: (error) => !(error instanceof UpstreamEntityNotFound),
    });
  }

  /**
   * After the HTTP server has drained (Nest runs onModuleDestroy before it closes the server, so
   * destroying the sockets there would fail the live-data requests still in flight with 502).
   */
  onApplicationShutdown(): void {
    this.httpAgent.destroy();
    this.httpsAgent.destroy();
  }

  destinations(): Promise<UpstreamDestinations> {
    return this.get('/destinations', parseDestinations);
  }

  /**
   * The entity itself and all its children, live. `since`: performance.now() of the client's
   * request (as `entitySchedule`'s); the timeout counts from then.
   */
  entityLive(entityId: string, since?: number): Promise<UpstreamLive> {
    return this.get(`/entity/${encodeURIComponent(entityId)}/live`, parseLive, entityId, since);
  }

  /** The next 30 days of the entity's schedule. */
  entitySchedule(entityId: string, since?: number): Promise<UpstreamSchedule> {
    return this.get(
      `/entity/${encodeURIComponent(entityId)}/schedule`,
      parseSchedule,
      entityId,
      since,
    );
  }

  entityChildren(entityId: string): Promise<UpstreamChildren> {
    return this.get(`/entity/${encodeURIComponent(entityId)}/children`, parseChildren, entityId);
  }

  private async get<T>(
    path: string,
    parse: (body: unknown) => T,
    entityId?: string,
    since = performance.now(),
  ): Promise<T> {
    const timeoutMs = Math.round(
      this.timeoutMs - answerReserveMs(this.timeoutMs, this.inFlight) - (performance.now() - since),
    );
    // The request already waited its whole timeout in the process (a burst on a busy event loop):
    // answer now. Not an upstream failure, so the breaker does not count it.
    if (timeoutMs <= 0) {
      this.warnThrottled(`upstream GET ${path} not tried: the request's time was up before it`);
      throw new UpstreamUnavailableError();
    }
    this.inFlight += 1;
    try {
      return await this.breaker.execute(() =>
        this.fetch(path, parse, entityId !== undefined, timeoutMs),
      );
    } catch (error) {
      if (error instanceof UpstreamEntityNotFound)
        throw new LiveDataUnavailableError(
          `The live-data source does not know entity '${entityId}'.`,
        );
      if (error instanceof CircuitOpenError) {
        throw new UpstreamUnavailableError(
          'The live-data source is failing; requests are paused for a moment. Try again shortly.',
          error.retryAfterMs / 1000,
        );
      }
      this.warnThrottled(`upstream GET ${path} failed: ${describe(error)}`);
      throw new UpstreamUnavailableError();
    } finally {
      this.inFlight -= 1;
    }
  }

  /**
   * One warning per second at most: when the upstream is down, a burst of callers fails at once,
   * and writing a line for each would cost the very event loop that is answering them.
   */
  private warnThrottled(message: string): void {
    const now = Date.now();
    if (now - this.lastWarningAt < 1000) {
      this.suppressedWarnings += 1;
      return;
    }
    const suppressed = this.suppressedWarnings;
    this.lastWarningAt = now;
    this.suppressedWarnings = 0;
    this.logger.warn(
      suppressed > 0 ? `${message} (and ${suppressed} more failures before it)` : message,
    );
  }

  private async fetch<T>(
    path: string,
    parse: (body: unknown) => T,
    entity: boolean,
    timeoutMs: number,
  ): Promise<T> {
    // One deadline for the whole call, the wait for a free socket included (axios' own `timeout`
    // only starts once a socket is assigned). When it passes, the caller is answered at once and
    // the request is aborted just after: with many calls timing out together, every caller gets
    // its 502 first and the (costlier) aborts follow, instead of each answer waiting on them.
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(new UpstreamCallFailed(`no answer within ${timeoutMs} ms`));
        setImmediate(() => controller.abort());
      }, timeoutMs);
    });
    // axiosRef rather than HttpService.get: the Observable wrapper cancels the request when it
    // is torn down, building a CanceledError (with its stack) after every successful call.
    const call = this.http.axiosRef.get<string>(`${this.baseUrl}${path}`, {
      adapter: 'http',
      httpAgent: this.httpAgent,
      httpsAgent: this.httpsAgent,
      signal: controller.signal,
      headers: { Accept: 'application/json' },
      responseType: 'text',
      transformResponse: [(data: unknown) => data],
      validateStatus: () => true,
      maxRedirects: 0,
      maxContentLength: MAX_BODY_BYTES,
    });
    let response: Awaited<typeof call>;
    try {
      response = await Promise.race([call, deadline]);
    } finally {
      clearTimeout(timer);
    }
    if (response.status === 404 && entity) throw new UpstreamEntityNotFound();
    if (response.status < 200 || response.status > 299)
      throw new UpstreamCallFailed(`answered HTTP ${response.status}`);
    let body: unknown;
    try {
      body = JSON.parse(String(response.data));
    } catch {
      throw new UpstreamCallFailed('answered a body that is not JSON');
    }
    return parse(body);
  }
}

function describe(error: unknown): string {
  if (error instanceof UpstreamCallFailed || error instanceof MalformedUpstreamAnswer)
    return error.message;
  if (isAxiosError(error)) return `${error.code ?? 'error'}: ${error.message}`;
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}
