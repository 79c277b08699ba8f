import { ServiceUnavailableError } from '../errors';

/** No slot for the caller: the queue was full, or it waited longer than the bound. */
export class WorkQueueBusyError extends ServiceUnavailableError {}

export interface BoundedWorkQueueOptions {
  /** Callers that may wait for a slot at once; one more is refused at once. Default: no bound. */
  maxWaiting?: number;
  /** The sentence of the 503 a refused caller gets. */
  busyDetail?: string;
}

interface Waiter {
  admit(): void;
  timer: NodeJS.Timeout;
}

/**
 * At most `size` pieces of work run at once; further callers wait in arrival order, each at most
 * `maxWaitMs`, then fail with WorkQueueBusyError (503 with Retry-After), as does a caller that
 * finds `maxWaiting` callers already waiting. A finishing piece hands its slot straight to the next
 * waiter, so a newcomer cannot overtake the queue.
 */
export class BoundedWorkQueue {
  private active = 0;
  private readonly waiting: Waiter[] = [];
  private readonly maxWaiting: number;
  private readonly busyDetail: string;

  constructor(
    readonly size: number,
    readonly maxWaitMs: number,
    options: BoundedWorkQueueOptions = {},
  ) {
    this.maxWaiting = options.maxWaiting ?? Infinity;
    this.busyDetail = options.busyDetail ?? 'The server is busy. Try again shortly.';
  }

  /** Pieces running now and callers waiting for a slot. */
  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active < this.size) this.active += 1;
    else await this.waitForSlot();
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  private waitForSlot(): Promise<void> {
    if (this.waiting.length >= this.maxWaiting)
      return Promise.reject(new WorkQueueBusyError(this.busyDetail));
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        admit: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(waiter), 1);
          reject(new WorkQueueBusyError(this.busyDetail));
        }, this.maxWaitMs),
      };
      this.waiting.push(waiter);
    });
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next.admit();
    else this.active -= 1;
  }
}
