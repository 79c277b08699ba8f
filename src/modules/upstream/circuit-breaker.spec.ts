import { CircuitBreaker, CircuitOpenError } from './circuit-breaker';

describe('CircuitBreaker', () => {
  let clock: number;
  let breaker: CircuitBreaker;
  const now = () => clock;
  const failure = new Error('upstream down');
  const alwaysFailure = () => true;
  const fail = () => breaker.execute(() => Promise.reject(failure), alwaysFailure);
  const succeed = () => breaker.execute(() => Promise.resolve('ok'), alwaysFailure);

  beforeEach(() => {
    clock = 1_000_000;
    breaker = new CircuitBreaker({ threshold: 3, cooldownMs: 10_000, now });
  });

  it('stays closed below the threshold and resets the count on a success', async () => {
    await expect(fail()).rejects.toBe(failure);
    await expect(fail()).rejects.toBe(failure);
    await expect(succeed()).resolves.toBe('ok');
    await expect(fail()).rejects.toBe(failure);
    await expect(fail()).rejects.toBe(failure);
    expect(breaker.state).toBe('closed');
  });

  it('opens after threshold consecutive failures and then fails at once without calling', async () => {
    for (let i = 0; i < 3; i++) await expect(fail()).rejects.toBe(failure);
    expect(breaker.state).toBe('open');
    const call = jest.fn(() => Promise.resolve('ok'));
    clock += 4_000;
    const error: unknown = await breaker.execute(call, alwaysFailure).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CircuitOpenError);
    expect((error as CircuitOpenError).retryAfterMs).toBe(6_000);
    expect(call).not.toHaveBeenCalled();
  });

  it('lets one probe through after the cool-down; its success closes the circuit', async () => {
    for (let i = 0; i < 3; i++) await expect(fail()).rejects.toBe(failure);
    clock += 10_000;
    expect(breaker.state).toBe('half-open');
    let release!: (value: string) => void;
    const probe = breaker.execute(
      () => new Promise<string>((resolve) => (release = resolve)),
      alwaysFailure,
    );
    // While the probe is in flight, everyone else still fails fast.
    await expect(succeed()).rejects.toBeInstanceOf(CircuitOpenError);
    release('probe ok');
    await expect(probe).resolves.toBe('probe ok');
    expect(breaker.state).toBe('closed');
    await expect(succeed()).resolves.toBe('ok');
  });

  it('re-opens for a full cool-down when the probe fails', async () => {
    for (let i = 0; i < 3; i++) await expect(fail()).rejects.toBe(failure);
    clock += 10_001;
    await expect(fail()).rejects.toBe(failure);
    expect(breaker.state).toBe('open');
    clock += 9_999;
    await expect(succeed()).rejects.toBeInstanceOf(CircuitOpenError);
    clock += 1;
    await expect(succeed()).resolves.toBe('ok');
  });

  it('does not count errors the caller says are not upstream failures', async () => {
    const notFound = new Error('404');
    for (let i = 0; i < 5; i++) {
      await expect(
        breaker.execute(
          () => Promise.reject(notFound),
          () => false,
        ),
      ).rejects.toBe(notFound);
    }
    expect(breaker.state).toBe('closed');
  });
});
