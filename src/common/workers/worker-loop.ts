import { Logger } from '@nestjs/common';
import { ListenConnection } from '@/common/database/listen-connection';

export interface WorkerLoopOptions {
  /** What the loop does, as its log lines name it: `CDN purge`, `Webhook dispatch`. */
  name: string;
  logger: Logger;
  /** The longest wait between cycles, and the cap of the back-off after failures. */
  pollMs: number;
  /**
   * One cycle of the work; answers how long to wait before the next (`pollMs` when nothing is
   * due sooner). A throw counts as a failed cycle: the next one comes after a back-off.
   */
  cycle: () => Promise<number>;
  /** A LISTEN whose notices (and each (re)connection) wake the loop at once. */
  listen?: { connectionString: string | undefined; applicationName: string; channels: string[] };
}

/** The first pause after a failed cycle; it doubles with each failure in a row, up to pollMs. */
const FIRST_RETRY_MS = 250;
const MAX_DOUBLINGS = 8;
/** Warnings written at most this often: an outage fails every cycle, and one line says so. */
const WARN_EVERY_MS = 60_000;

const describe = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/**
 * The wake/poll/back-off loop of a background worker that works through a queue in PostgreSQL
 * (the CDN purger, the webhook dispatcher): one cycle at a time, run at start, on wake() (a
 * NOTIFY on `listen`'s channels, after each LISTEN, or the worker's own call), after the wait the
 * cycle answers, and at least every `pollMs`, so a lost notice only delays. A wake during a
 * cycle runs one more right after it. A failed cycle is followed by a pause from 500 ms doubling
 * up to `pollMs`; warnings are written at most once a minute, and one line when cycles work again.
 */
export class WorkerLoop {
  private listener?: ListenConnection;
  private timer?: NodeJS.Timeout;
  private cycling?: Promise<void>;
  private again = false;
  private stopped = false;
  private failures = 0;
  private lastWarning = 0;

  constructor(private readonly options: WorkerLoopOptions) {}

  /** Starts listening and runs the first cycle at once. */
  start(): void {
    const { listen } = this.options;
    if (listen) {
      this.listener = new ListenConnection({
        ...listen,
        onNotice: () => this.wake(),
        onListening: () => this.wake(),
        maxPauseMs: this.options.pollMs,
      });
      this.listener.start();
    }
    this.schedule(0);
  }

  /** Runs a cycle as soon as possible (the current one, if any, runs again after it). */
  wake(): void {
    if (this.stopped) return;
    if (this.cycling) this.again = true;
    else this.schedule(0);
  }

  /** Whether stop() was called: a cycle checks it to end early. */
  get stopping(): boolean {
    return this.stopped;
  }

  /** Cycles that failed in a row; 0 once one succeeds. */
  get failedCycles(): number {
    return this.failures;
  }

  /** Starts no more cycles, closes the LISTEN, and settles when the running cycle has ended. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.listener?.close();
    await this.cycling;
  }

  /** A warning of the worker's, under the loop's once-a-minute limit. */
  warn(message: string, error?: unknown): void {
    const now = Date.now();
    if (now - this.lastWarning < WARN_EVERY_MS) return;
    this.lastWarning = now;
    const cause = error === undefined ? '' : `: ${describe(error)}`;
    this.options.logger.warn(`${message}${cause}`);
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.cycling = this.run().finally(() => {
        this.cycling = undefined;
        if (this.again && !this.stopped) {
          this.again = false;
          this.schedule(0);
        }
      });
    }, ms);
  }

  private async run(): Promise<void> {
    const { name, pollMs } = this.options;
    let wait: number;
    try {
      wait = await this.options.cycle();
      this.recovered();
    } catch (error) {
      this.failures += 1;
      this.warn(`${name} cycle failed; retrying`, error);
      wait = Math.min(FIRST_RETRY_MS * 2 ** Math.min(this.failures, MAX_DOUBLINGS), pollMs);
    }
    if (!this.stopped && !this.again) this.schedule(wait);
  }

  private recovered(): void {
    if (this.failures === 0) return;
    this.options.logger.log(
      `${this.options.name} works again after ${this.failures} failed cycles`,
    );
    this.failures = 0;
    this.lastWarning = 0;
  }
}
