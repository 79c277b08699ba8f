import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Pool } from 'pg';
import { setTimeout as sleep } from 'node:timers/promises';
import { GuardedClient } from '@/common/database/guarded-client';
import { WorkerLoop } from '@/common/workers/worker-loop';
import { AppConfig } from '@/config/app-config';
import { VaultKeyring } from '../vault/vault-keyring';
import { retryDelayMs } from './delivery/retry-schedule';
import { DeliveryOutcome, WebhookSender } from './delivery/webhook-sender';
import { planDeliveries } from './fan-out';
import { openSigningSecret, SealedSecretRow } from './webhook-secrets';
import {
  AttemptResult,
  ClaimedDelivery,
  WAKE_CHANNEL,
  WebhookDispatchStore,
} from './webhook-dispatch.store';

const FAN_OUT_BATCH = 500;
/** A claim outlives the attempt's own deadline by this much before another instance may retry. */
const CLAIM_MARGIN_MS = 5_000;
/**
 * On shutdown, attempts in flight get this long to finish before they are cut and given back:
 * within the process's 2 s from its last in-flight request to its exit (main.ts).
 */
const SHUTDOWN_GRACE_MS = 1_000;
/** A due delivery that could not be claimed (another instance is on it) is looked at again after this. */
const CONTENDED_WAIT_MS = 50;
const FIRST_SWEEP_MS = 30_000;
const SWEEP_EVERY_MS = 3_600_000;

/**
 * Delivers outbox events to webhook endpoints. Each instance runs one: it wakes on NOTIFY (an
 * outbox insert, a test, a redelivery, a finished delivery that others may wait for), on the
 * next due retry, and at least every WEBHOOK_POLL_MS, so a lost notification only delays. Its
 * database work goes through a small pool of its own, never the request pool, and at most
 * WEBHOOK_CONCURRENCY attempts are in flight, so dispatching cannot starve the API. While the
 * database is away it keeps trying with a growing pause; results it could not record are kept
 * and recorded once it is back. The loop (wake-up, poll, back-off) is the shared WorkerLoop.
 */
@Injectable()
export class WebhookDispatcher implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(WebhookDispatcher.name);
  private pool?: Pool;
  private store?: WebhookDispatchStore;
  private loop?: WorkerLoop;
  private sweepTimer?: NodeJS.Timeout;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly unrecorded: Array<{ claim: ClaimedDelivery; result: AttemptResult }> = [];
  private readonly shutdown = new AbortController();

  constructor(
    private readonly config: AppConfig,
    private readonly sender: WebhookSender,
    private readonly keyring: VaultKeyring,
  ) {}

  private get settings() {
    return this.config.webhooks;
  }

  onApplicationBootstrap(): void {
    if (!this.settings.dispatch) return;
    // Woken by each notice, and after each (re)connection for what was announced meanwhile; the
    // poll keeps deliveries moving while it is not listening.
    this.loop = new WorkerLoop({
      name: 'Webhook dispatch',
      logger: this.logger,
      pollMs: this.settings.pollMs,
      cycle: () => this.cycle(),
      listen: {
        connectionString: this.config.database.url,
        applicationName: 'guide-platform-api:webhooks-listen',
        channels: [WAKE_CHANNEL],
      },
    });
    this.pool = new Pool({
      Client: GuardedClient,
      connectionString: this.config.database.url,
      max: 3,
      connectionTimeoutMillis: 5000,
      application_name: 'guide-platform-api:webhooks',
    });
    this.pool.on('error', (error) => this.warn('Webhook dispatcher pool error', error));
    this.store = new WebhookDispatchStore(this.pool);
    this.loop.start();
    this.sweepTimer = setTimeout(() => void this.sweep(), FIRST_SWEEP_MS);
    this.sweepTimer.unref();
  }

  /**
   * Stops claiming, lets attempts in flight finish for up to SHUTDOWN_GRACE_MS, then cuts the rest
   * and gives them back without counting an attempt (they are sent again at once by another
   * instance or after a restart: receivers deduplicate by webhook-id; should even that write fail,
   * the claim runs out after the attempt's deadline plus CLAIM_MARGIN_MS and they are retried
   * then), records what it can and closes its connections. Nothing claimed is lost.
   */
  async onApplicationShutdown(): Promise<void> {
    if (!this.pool || !this.loop) return;
    clearTimeout(this.sweepTimer);
    await this.loop.stop();
    if (this.inFlight.size > 0) {
      const grace = new AbortController();
      await Promise.race([
        Promise.allSettled([...this.inFlight]),
        sleep(SHUTDOWN_GRACE_MS, undefined, { signal: grace.signal }).catch(() => undefined),
      ]);
      grace.abort();
    }
    this.shutdown.abort();
    await Promise.allSettled([...this.inFlight]);
    await this.recordUnrecorded().catch(() => undefined);
    await this.pool.end().catch(() => undefined);
    this.pool = undefined;
  }

  /** Dispatch cycles that failed in a row (the database unreachable); 0 once one succeeds. */
  get failedCycles(): number {
    return this.loop?.failedCycles ?? 0;
  }

  /** Runs a dispatch cycle as soon as possible (the current one, if any, runs again after it). */
  wake(): void {
    this.loop?.wake();
  }

  /** Fans out, claims and sends what is due; answers the wait until the next due delivery. */
  private async cycle(): Promise<number> {
    const store = this.store!;
    const loop = this.loop!;
    await this.recordUnrecorded();
    let fannedOut = FAN_OUT_BATCH;
    while (!loop.stopping && fannedOut === FAN_OUT_BATCH) {
      fannedOut = await store.fanOut(FAN_OUT_BATCH, planDeliveries);
    }
    const claimed = loop.stopping ? 0 : await this.claimAndSend(store);
    const due = await store.msUntilNextDue();
    const wait = this.settings.pollMs;
    if (due === null || this.inFlight.size >= this.settings.concurrency) return wait;
    return Math.min(due > 0 ? due : claimed > 0 ? 0 : CONTENDED_WAIT_MS, wait);
  }

  private async claimAndSend(store: WebhookDispatchStore): Promise<number> {
    const free = this.settings.concurrency - this.inFlight.size;
    if (free <= 0) return 0;
    const claims = await store.claim(free, this.settings.timeoutMs + CLAIM_MARGIN_MS);
    if (claims.length === 0) return 0;
    const secrets = await store.secretsOf([...new Set(claims.map((c) => c.endpoint_id))]);
    for (const claim of claims) {
      const attempt: Promise<void> = this.attempt(
        store,
        claim,
        secrets.get(claim.endpoint_id) ?? [],
      )
        .catch((error: unknown) => this.warn('Webhook delivery attempt failed unexpectedly', error))
        .finally(() => {
          this.inFlight.delete(attempt);
          this.wake();
        });
      this.inFlight.add(attempt);
    }
    return claims.length;
  }

  private async attempt(
    store: WebhookDispatchStore,
    claim: ClaimedDelivery,
    sealed: SealedSecretRow[],
  ): Promise<void> {
    let secrets: string[];
    try {
      secrets = sealed.map((row) => openSigningSecret(this.keyring, row));
      if (secrets.length === 0) throw new Error('the endpoint has no signing secret');
    } catch (error) {
      // The service's configuration is at fault (a master key missing), not the receiver.
      this.warn(`Cannot sign delivery ${claim.id}; it waits until this is fixed`, error);
      await store.release(claim.id, this.settings.pollMs);
      return;
    }
    const outcome = await this.sender.send(
      { url: claim.url, messageId: claim.event_id, body: claim.body, secrets },
      this.shutdown.signal,
    );
    if (this.shutdown.signal.aborted && !outcome.ok && outcome.status === null) {
      await store.release(claim.id, 0);
      return;
    }
    const result = this.resultOf(claim, outcome);
    try {
      await this.recordAttempt(store, claim, result);
    } catch (error) {
      this.warn('Could not record a webhook attempt; kept to record later', error);
      this.unrecorded.push({ claim, result });
    }
  }

  private resultOf(claim: ClaimedDelivery, outcome: DeliveryOutcome): AttemptResult {
    return {
      ok: outcome.ok,
      gone: outcome.status === 410,
      status: outcome.status,
      responseBody: outcome.responseBody,
      latencyMs: outcome.latencyMs,
      error: outcome.error,
      retryDelayMs: retryDelayMs(
        claim.attempts + 1,
        { baseMs: this.settings.retryBaseMs, maxDelayMs: this.settings.retryMaxDelayMs },
        outcome.retryAfterMs,
      ),
    };
  }

  private async recordAttempt(
    store: WebhookDispatchStore,
    claim: ClaimedDelivery,
    result: AttemptResult,
  ): Promise<void> {
    const recorded = await store.record(
      claim,
      result,
      this.settings.retryWindowSeconds,
      disabledReason(result, this.settings.retryWindowSeconds),
    );
    if (recorded.disabled) {
      this.logger.warn(
        `Webhook endpoint ${claim.endpoint_id} disabled: ${disabledReason(result, this.settings.retryWindowSeconds)}`,
      );
    }
  }

  private async recordUnrecorded(): Promise<void> {
    while (this.unrecorded.length > 0 && this.store) {
      const { claim, result } = this.unrecorded[0];
      await this.recordAttempt(this.store, claim, result);
      this.unrecorded.shift();
    }
  }

  private async sweep(): Promise<void> {
    try {
      const deleted = await this.store?.sweep(this.settings.deliveryRetentionDays);
      if (deleted) this.logger.log(`Deleted ${deleted} webhook rows past their retention`);
    } catch (error) {
      this.warn('Webhook retention sweep failed', error);
    }
    if (!this.loop?.stopping) {
      this.sweepTimer = setTimeout(() => void this.sweep(), SWEEP_EVERY_MS);
      this.sweepTimer.unref();
    }
  }

  private warn(message: string, error: unknown): void {
    this.loop?.warn(message, error);
  }
}

/** Why an endpoint is disabled after `result`, in the words the studio shows. */
export function disabledReason(result: AttemptResult, windowSeconds: number): string {
  if (result.gone) return 'The endpoint answered 410 Gone: it asked for no more deliveries.';
  return `Every delivery failed for ${describeDuration(windowSeconds)}; the last attempt: ${result.error ?? 'failed'}`.slice(
    0,
    600,
  );
}

export function describeDuration(seconds: number): string {
  if (seconds % 3600 === 0) return `${seconds / 3600} hour${seconds === 3600 ? '' : 's'}`;
  if (seconds % 60 === 0) return `${seconds / 60} minute${seconds === 60 ? '' : 's'}`;
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
}
