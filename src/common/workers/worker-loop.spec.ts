import { Logger } from '@nestjs/common';
import { WorkerLoop } from './worker-loop';

const POLL_MS = 10_000;

/** A loop whose cycles are recorded by start time and answer what `next` says. */
function loopOf(next: (cycle: number) => Promise<number> | number) {
  const started: number[] = [];
  const logger = { warn: jest.fn(), log: jest.fn() } as unknown as Logger & {
    warn: jest.Mock;
    log: jest.Mock;
  };
  const loop = new WorkerLoop({
    name: 'Test work',
    logger,
    pollMs: POLL_MS,
    cycle: async () => {
      started.push(Date.now());
      return next(started.length);
    },
  });
  return { loop, started, logger };
}

/** A promise settled from outside: a cycle that is still running until the test lets it end. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('WorkerLoop', () => {
  let t0: number;
  beforeEach(() => {
    jest.useFakeTimers();
    t0 = Date.now();
  });
  afterEach(() => jest.useRealTimers());

  it('runs a cycle at start, then after the wait each cycle answers', async () => {
    const { loop, started } = loopOf((n) => (n === 1 ? 300 : POLL_MS));
    loop.start();
    await jest.advanceTimersByTimeAsync(0);
    expect(started).toEqual([t0]);
    await jest.advanceTimersByTimeAsync(299);
    expect(started).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(started).toEqual([t0, t0 + 300]);
    await jest.advanceTimersByTimeAsync(POLL_MS);
    expect(started).toEqual([t0, t0 + 300, t0 + 300 + POLL_MS]);
    await loop.stop();
  });

  it('runs a woken cycle at once, and one more (not two, not alongside) after a cycle woken while it ran', async () => {
    const running = gate();
    const { loop, started } = loopOf((n) =>
      n === 2 ? running.opened.then(() => POLL_MS) : POLL_MS,
    );
    loop.start();
    await jest.advanceTimersByTimeAsync(1000);
    loop.wake();
    await jest.advanceTimersByTimeAsync(0);
    expect(started).toEqual([t0, t0 + 1000]);
    loop.wake();
    loop.wake();
    await jest.advanceTimersByTimeAsync(500);
    expect(started).toHaveLength(2);
    running.open();
    await jest.advanceTimersByTimeAsync(0);
    expect(started).toEqual([t0, t0 + 1000, t0 + 1500]);
    await jest.advanceTimersByTimeAsync(POLL_MS - 1);
    expect(started).toHaveLength(3);
    await loop.stop();
  });

  it('backs off after failed cycles (500 ms doubling, up to the poll), warns once, and says when it recovers', async () => {
    const failing = 7;
    const { loop, started, logger } = loopOf((n) => {
      if (n <= failing) throw new Error('database away');
      return POLL_MS;
    });
    loop.start();
    await jest.advanceTimersByTimeAsync(0);
    await jest.advanceTimersByTimeAsync(60_000);
    const pauses = started.slice(1).map((at, i) => at - started[i]);
    expect(pauses.slice(0, failing)).toEqual([500, 1000, 2000, 4000, 8000, POLL_MS, POLL_MS]);
    expect(loop.failedCycles).toBe(0);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn).toHaveBeenCalledWith('Test work cycle failed; retrying: database away');
    expect(logger.log).toHaveBeenCalledWith('Test work works again after 7 failed cycles');
    await loop.stop();
  });

  it('counts failed cycles in a row', async () => {
    const { loop } = loopOf(() => Promise.reject(new Error('down')));
    loop.start();
    await jest.advanceTimersByTimeAsync(0);
    await jest.advanceTimersByTimeAsync(500 + 1000);
    expect(loop.failedCycles).toBe(3);
    await loop.stop();
  });

  it('stops: waits for the running cycle, then runs none, however it is woken', async () => {
    const running = gate();
    const { loop, started } = loopOf((n) => (n === 1 ? running.opened.then(() => 0) : 0));
    loop.start();
    await jest.advanceTimersByTimeAsync(0);
    let stopped = false;
    const stopping = loop.stop().then(() => (stopped = true));
    expect(loop.stopping).toBe(true);
    await jest.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    running.open();
    await stopping;
    loop.wake();
    await jest.advanceTimersByTimeAsync(POLL_MS * 3);
    expect(started).toHaveLength(1);
  });
});
