import { ServiceUnavailableError } from '../../common/errors';

/** A caller waited longer than the bound for a free slot; nothing of its work has started. */
export class WorkQueueTimeoutError extends ServiceUnavailableError {
  constructor() {
    super('The server is busy processing other images. Try again shortly.');
  }
}

interface Waiter {
  admit(): void;
  timer: NodeJS.Timeout;
}

/**
 * At most `size` pieces of work run at once; further callers wait in arrival order, each at most
 * `maxWaitMs`, then fail with WorkQueueTimeoutError (503 with Retry-After). A finishing piece hands
 * its slot straight to the next waiter, so a newcomer cannot overtake the queue.
 */
export class BoundedWorkQueue {
  private active = 0;
  private readonly waiting: Waiter[] = [];

  constructor(
    readonly size: number,
    readonly maxWaitMs: number,
  ) {}

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
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        admit: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(waiter), 1);
          reject(new WorkQueueTimeoutError());
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
