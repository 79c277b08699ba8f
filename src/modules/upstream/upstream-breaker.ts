import {
  BrokenCircuitError,
  circuitBreaker,
  CircuitBreakerPolicy,
  CircuitState,
  ConsecutiveBreaker,
  handleWhen,
} from 'cockatiel';

export type BreakerState = 'closed' | 'open' | 'half-open';

export interface UpstreamBreakerOptions {
  /** Consecutive failures that open the circuit. */
  threshold: number;
  /** How long the circuit stays open before one probe may go through. */
  cooldownMs: number;
  /** Which errors count against the upstream (an unknown entity id, for instance, does not). */
  isFailure: (error: unknown) => boolean;
}

/** Thrown instead of calling the upstream while the circuit is open. */
export class CircuitOpenError extends Error {
  constructor(readonly retryAfterMs: number) {
    super('circuit open');
    this.name = 'CircuitOpenError';
  }
}

const STATES: Record<CircuitState, BreakerState> = {
  [CircuitState.Closed]: 'closed',
  [CircuitState.Open]: 'open',
  [CircuitState.HalfOpen]: 'half-open',
  [CircuitState.Isolated]: 'open',
};

/**
 * The upstream's consecutive-failure circuit breaker: cockatiel's policy, plus the time left
 * until the probe (the 502's `Retry-After`), which cockatiel does not expose. Closed: calls go
 * through; `threshold` failures in a row open it. Open: calls fail at once with CircuitOpenError
 * for `cooldownMs`, so a dead upstream does not hold a socket and a request for the whole timeout.
 * Half-open: the first call after the cool-down is a probe, and calls arriving meanwhile wait for
 * its outcome; its success closes the circuit, its failure opens it for another cool-down.
 */
export class UpstreamBreaker {
  private readonly policy: CircuitBreakerPolicy;
  private openedAt = 0;

  constructor(private readonly options: UpstreamBreakerOptions) {
    this.policy = circuitBreaker(handleWhen(options.isFailure), {
      halfOpenAfter: options.cooldownMs,
      breaker: new ConsecutiveBreaker(options.threshold),
    });
    // cockatiel reads Date.now() for the cool-down; so does the time left computed from this.
    this.policy.onBreak(() => (this.openedAt = Date.now()));
  }

  get state(): BreakerState {
    if (this.policy.state === CircuitState.Open && this.retryAfterMs() === 0) return 'half-open';
    return STATES[this.policy.state];
  }

  async execute<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await this.policy.execute(call);
    } catch (error) {
      if (error instanceof BrokenCircuitError) throw new CircuitOpenError(this.retryAfterMs());
      throw error;
    }
  }

  private retryAfterMs(): number {
    return Math.max(this.openedAt + this.options.cooldownMs - Date.now(), 0);
  }
}
