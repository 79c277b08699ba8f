export type BreakerState = 'closed' | 'open' | 'half-open';

export interface CircuitBreakerOptions {
  /** Consecutive failures that open the circuit. */
  threshold: number;
  /** How long the circuit stays open before one probe may go through. */
  cooldownMs: number;
  /** The clock, replaceable in tests. */
  now?: () => number;
}

/** Thrown instead of calling the upstream while the circuit is open (or a probe is in flight). */
export class CircuitOpenError extends Error {
  constructor(readonly retryAfterMs: number) {
    super('circuit open');
    this.name = 'CircuitOpenError';
  }
}

/**
 * A consecutive-failure circuit breaker. Closed: calls go through; `threshold` failures in a row
 * open it. Open: calls fail at once with CircuitOpenError for `cooldownMs`, so a dead upstream does
 * not hold a socket and a request for the whole timeout. Half-open: the first call after the
 * cool-down is a probe (others still fail at once); its success closes the circuit, its failure
 * opens it for another cool-down.
 */
export class CircuitBreaker {
  private failures = 0;
  private openedAt = 0;
  private probing = false;
  private current: BreakerState = 'closed';
  private readonly now: () => number;

  constructor(private readonly options: CircuitBreakerOptions) {
    this.now = options.now ?? Date.now;
  }

  get state(): BreakerState {
    if (this.current === 'open' && this.now() - this.openedAt >= this.options.cooldownMs)
      return 'half-open';
    return this.current;
  }

  /**
   * Runs `call` unless the circuit is open. `isFailure` says which errors count against the
   * upstream (a 404 for an unknown id, for instance, does not).
   */
  async execute<T>(call: () => Promise<T>, isFailure: (error: unknown) => boolean): Promise<T> {
    const probe = this.admit();
    try {
      const result = await call();
      this.recordSuccess();
      return result;
    } catch (error) {
      if (isFailure(error)) this.recordFailure();
      else if (probe) this.recordSuccess(); // the upstream answered: it is alive
      throw error;
    } finally {
      if (probe) this.probing = false;
    }
  }

  /** Throws when the call must not go through; returns true when this call is the half-open probe. */
  private admit(): boolean {
    const state = this.state;
    if (state === 'closed') return false;
    if (state === 'half-open' && !this.probing) {
      this.current = 'half-open';
      this.probing = true;
      return true;
    }
    const remaining = this.openedAt + this.options.cooldownMs - this.now();
    throw new CircuitOpenError(Math.max(remaining, 0));
  }

  private recordSuccess(): void {
    this.failures = 0;
    this.current = 'closed';
  }

  private recordFailure(): void {
    this.failures += 1;
    if (this.current === 'half-open' || this.failures >= this.options.threshold) {
      this.current = 'open';
      this.openedAt = this.now();
    }
  }
}
