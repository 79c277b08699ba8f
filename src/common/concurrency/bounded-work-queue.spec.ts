import { BoundedWorkQueue, WorkQueueBusyError } from './bounded-work-queue';

/** A piece of work that finishes when the test says so. */
function controllable() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: () => done, finish };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('BoundedWorkQueue', () => {
  afterEach(() => jest.useRealTimers());

  it('runs up to its size at once and makes the next caller wait for a free slot', async () => {
    const queue = new BoundedWorkQueue(2, 10_000);
    const [a, b] = [controllable(), controllable()];
    const started: string[] = [];
    const runA = queue.run(() => (started.push('a'), a.work()));
    const runB = queue.run(() => (started.push('b'), b.work()));
    const runC = queue.run(() => (started.push('c'), Promise.resolve('c done')));
    await settle();
    expect(started).toEqual(['a', 'b']);
    expect(queue.load).toEqual({ active: 2, waiting: 1 });

    a.finish();
    await expect(runC).resolves.toBe('c done');
    expect(started).toEqual(['a', 'b', 'c']);
    b.finish();
    await Promise.all([runA, runB]);
    expect(queue.load).toEqual({ active: 0, waiting: 0 });
  });

  it('admits waiters in arrival order, and a newcomer does not overtake them', async () => {
    const queue = new BoundedWorkQueue(1, 10_000);
    const first = controllable();
    const order: number[] = [];
    const running = queue.run(first.work);
    const waiters = [1, 2, 3].map((n) => queue.run(() => Promise.resolve(order.push(n))));
    first.finish();
    await running;
    const late = queue.run(() => Promise.resolve(order.push(4)));
    await Promise.all([...waiters, late]);
    expect(order).toEqual([1, 2, 3, 4]);
  });

  it('refuses a caller that waited longer than the bound with 503 and Retry-After, and forgets it', async () => {
    jest.useFakeTimers();
    const queue = new BoundedWorkQueue(1, 500);
    const first = controllable();
    const running = queue.run(first.work);
    let ran = false;
    const waiting = queue.run(() => Promise.resolve((ran = true)));
    const outcome = waiting.catch((error: unknown) => error);
    jest.advanceTimersByTime(499);
    expect(queue.load.waiting).toBe(1);
    jest.advanceTimersByTime(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(WorkQueueBusyError);
    expect(error).toEqual(
      expect.objectContaining({
        status: 503,
        code: 'SERVICE_UNAVAILABLE',
        headers: { 'Retry-After': expect.stringMatching(/^\d+$/) },
      }),
    );
    expect(queue.load).toEqual({ active: 1, waiting: 0 });

    first.finish();
    await running;
    expect(ran).toBe(false);
    expect(queue.load).toEqual({ active: 0, waiting: 0 });
  });

  it('refuses a caller at once when maxWaiting callers already wait', async () => {
    const queue = new BoundedWorkQueue(1, 10_000, { maxWaiting: 1, busyDetail: 'Busy.' });
    const first = controllable();
    const running = queue.run(first.work);
    const waiting = queue.run(() => Promise.resolve('waited'));
    let ran = false;
    await expect(queue.run(() => Promise.resolve((ran = true)))).rejects.toEqual(
      expect.objectContaining({ status: 503, code: 'SERVICE_UNAVAILABLE', detail: 'Busy.' }),
    );
    expect(ran).toBe(false);
    expect(queue.load).toEqual({ active: 1, waiting: 1 });
    first.finish();
    await running;
    await expect(waiting).resolves.toBe('waited');
    expect(queue.load).toEqual({ active: 0, waiting: 0 });
  });

  it('frees the slot when the work fails', async () => {
    const queue = new BoundedWorkQueue(1, 10_000);
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(queue.run(() => Promise.resolve('next'))).resolves.toBe('next');
    expect(queue.load).toEqual({ active: 0, waiting: 0 });
  });
});
