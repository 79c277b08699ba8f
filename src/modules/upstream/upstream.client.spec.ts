import type { HttpService } from '@nestjs/axios';
import type { AppConfig } from '@/config/app-config';
import { answerReserveMs, UpstreamClient } from './upstream.client';
import { UpstreamUnavailableError } from './upstream.errors';

describe('answerReserveMs', () => {
  it('keeps 5 % of the timeout for a lone call, at least 20 ms and at most 250 ms', () => {
    expect(answerReserveMs(2000, 0)).toBe(100);
    expect(answerReserveMs(5000, 0)).toBe(250);
    expect(answerReserveMs(60_000, 0)).toBe(250);
    expect(answerReserveMs(200, 0)).toBe(20);
  });

  it('keeps 5 ms more for each call already waiting, so a burst does not time out at once', () => {
    expect(answerReserveMs(2000, 10)).toBe(150);
    expect(answerReserveMs(2000, 100)).toBe(600);
  });

  it('never keeps more than a third of the timeout', () => {
    expect(answerReserveMs(2000, 10_000)).toBeCloseTo(2000 / 3);
    expect(answerReserveMs(300, 50)).toBe(100);
  });
});

describe('UpstreamClient deadline (fake clock)', () => {
  const TIMEOUT_MS = 600;
  /** A lone call's reserve at this timeout: 5 % is 30 ms. */
  const RESERVE_MS = 30;
  const ENTITY = '75ea578a-adc8-4116-a54d-dccb60765ef9';
  let requests: number;
  let aborted: number;
  let client: UpstreamClient;

  beforeEach(() => {
    jest.useFakeTimers();
    requests = 0;
    aborted = 0;
    // An upstream that never answers: only the client's own deadline can end a call.
    const http = {
      axiosRef: {
        get: (_url: string, options: { signal: AbortSignal }) => {
          requests += 1;
          return new Promise((_, reject) =>
            options.signal.addEventListener('abort', () => {
              aborted += 1;
              reject(new Error('aborted'));
            }),
          );
        },
      },
    } as unknown as HttpService;
    const config = {
      upstream: {
        url: 'http://upstream.invalid/v1',
        timeoutMs: TIMEOUT_MS,
        breakerThreshold: 1000,
        breakerCooldownMs: 1000,
        maxSockets: 4,
      },
    } as AppConfig;
    client = new UpstreamClient(http, config);
    // No log lines from the failures below.
    (client as unknown as { logger: { warn: () => void } }).logger = { warn: () => undefined };
  });
  afterEach(() => {
    client.onApplicationShutdown();
    jest.useRealTimers();
  });

  /** Settles `call` as far as the fake clock allows: what it threw, or 'pending'. */
  async function state(call: Promise<unknown>): Promise<unknown> {
    let outcome: unknown = 'pending';
    call.catch((error: unknown) => (outcome = error));
    await jest.advanceTimersByTimeAsync(0);
    return outcome;
  }

  it('fails a call with 502 when the timeout, less the answer reserve, has passed', async () => {
    const call = client.entityLive(ENTITY);
    call.catch(() => undefined);
    await jest.advanceTimersByTimeAsync(TIMEOUT_MS - RESERVE_MS - 1);
    expect(await state(call)).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);
    expect(await state(call)).toBeInstanceOf(UpstreamUnavailableError);
    expect(requests).toBe(1);
    // The request itself is aborted just after the caller has its answer.
    expect(aborted).toBe(0);
    await jest.runOnlyPendingTimersAsync();
    expect(aborted).toBe(1);
  });

  it("counts the timeout from the request's arrival, not from the call", async () => {
    // The request waited 450 ms before the call: 120 ms are left of its 570.
    const call = client.entityLive(ENTITY, performance.now() - 450);
    call.catch(() => undefined);
    await jest.advanceTimersByTimeAsync(TIMEOUT_MS - RESERVE_MS - 450 - 1);
    expect(await state(call)).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);
    expect(await state(call)).toBeInstanceOf(UpstreamUnavailableError);
  });

  it('answers 502 at once, without a request, when the time was already up before the call', async () => {
    const call = client.entitySchedule(ENTITY, performance.now() - TIMEOUT_MS);
    expect(await state(call)).toBeInstanceOf(UpstreamUnavailableError);
    expect(requests).toBe(0);
  });
});
