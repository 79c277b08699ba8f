import { CircuitOpenError, UpstreamBreaker } from './upstream-breaker';

describe('UpstreamBreaker', () => {
  let breaker: UpstreamBreaker;
  const failure = new Error('upstream down');
  const notFound = new Error('404');
  const fail = () => breaker.execute(() => Promise.reject(failure));
  const succeed = () => breaker.execute(() => Promise.resolve('ok'));
  const advance = (ms: number) => jest.setSystemTime(Date.now() + ms);

  beforeEach(() => {
    // The cool-down reads Date.now(); the breaker sets no timers of its own.
    jest.useFakeTimers({ now: 1_000_000 });
    breaker = new UpstreamBreaker({
      threshold: 3,
      cooldownMs: 10_000,
      isFailure: (error) => error !== notFound,
    });
  });
  afterEach(() => jest.useRealTimers());

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
    advance(4_000);
    const error: unknown = await breaker.execute(call).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CircuitOpenError);
    expect((error as CircuitOpenError).retryAfterMs).toBe(6_000);
    expect(call).not.toHaveBeenCalled();
  });

  it('lets one probe through after the cool-down; calls meanwhile wait for it', async () => {
    for (let i = 0; i < 3; i++) await expect(fail()).rejects.toBe(failure);
    advance(10_000);
    expect(breaker.state).toBe('half-open');
    let release!: (value: string) => void;
    const probe = breaker.execute(() => new Promise<string>((resolve) => (release = resolve)));
    const waiting = jest.fn(() => Promise.resolve('after the probe'));
    const meanwhile = breaker.execute(waiting);
    await Promise.resolve();
    expect(waiting).not.toHaveBeenCalled();
    release('probe ok');
    await expect(probe).resolves.toBe('probe ok');
    await expect(meanwhile).resolves.toBe('after the probe');
    expect(breaker.state).toBe('closed');
  });

  it('re-opens for a full cool-down when the probe fails', async () => {
    for (let i = 0; i < 3; i++) await expect(fail()).rejects.toBe(failure);
    advance(10_001);
    await expect(fail()).rejects.toBe(failure);
    expect(breaker.state).toBe('open');
    advance(9_999);
    await expect(succeed()).rejects.toBeInstanceOf(CircuitOpenError);
    advance(1);
    await expect(succeed()).resolves.toBe('ok');
  });

  it('does not count errors the caller says are not upstream failures', async () => {
    for (let i = 0; i < 5; i++)
      await expect(breaker.execute(() => Promise.reject(notFound))).rejects.toBe(notFound);
    expect(breaker.state).toBe('closed');
  });
});
