/**
 * One log line per cause per interval, not one per request: the first failure of a cause is
 * written at once (with its detail), later ones within the interval are only counted, and the
 * interval ends with one summary line ("database unreachable: 1234 more requests failed the same
 * way in the last 1 s"). A cause that stays quiet for a whole interval starts afresh. So an outage
 * refused at thousands of requests a second writes about one line a second per cause.
 */
/**
 * `res.locals[SUMMARISED]` is true on a response whose failure was only counted into a summary
 * line: its access line is written at info, not warn (logger.config.ts), so an outage does not
 * write one warn line per refused request.
 */
export const SUMMARISED = 'failureSummarised';

export class RepeatedErrors {
  private readonly counts = new Map<string, number>();
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly intervalMs: number,
    private readonly summarise: (cause: string, count: number, intervalMs: number) => void,
  ) {}

  /**
   * `writeFirst` runs only when the cause is new (or was quiet for a whole interval). Answers true
   * when the failure was only counted (it goes into the interval's summary line), false when it
   * was written on its own.
   */
  report(cause: string, writeFirst: () => void): boolean {
    const count = this.counts.get(cause);
    if (count !== undefined) {
      this.counts.set(cause, count + 1);
      return true;
    }
    this.counts.set(cause, 0);
    writeFirst();
    this.timer ??= setInterval(() => this.endInterval(), this.intervalMs).unref();
    return false;
  }

  private endInterval(): void {
    for (const [cause, count] of this.counts) {
      if (count === 0) {
        this.counts.delete(cause);
        continue;
      }
      this.summarise(cause, count, this.intervalMs);
      this.counts.set(cause, 0);
    }
    if (this.counts.size === 0) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
  }

  /** Writes what is still counted (at shutdown) and stops the timer. */
  close(): void {
    for (const [cause, count] of this.counts)
      if (count > 0) this.summarise(cause, count, this.intervalMs);
    this.counts.clear();
    clearInterval(this.timer);
    this.timer = undefined;
  }
}
