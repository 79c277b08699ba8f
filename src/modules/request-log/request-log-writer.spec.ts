import { Logger } from '@nestjs/common';
import type { AppConfig } from '@/config/app-config';
import type { RequestLogEntry } from './request-log-entry';
import { RequestLogService } from './request-log.service';

const entry = (n: number): RequestLogEntry => ({
  createdAt: new Date(),
  method: 'GET',
  path: `/api/v1/ships/${n}`,
  route: '/api/v1/ships/:slug',
  status: 200,
  responseTimeMs: 1,
  ip: null,
  clientId: null,
  userId: null,
  userAgent: null,
  requestId: null,
});

describe('the request-log writer while the database is away', () => {
  let service: RequestLogService;
  let config: AppConfig;
  let down: boolean;
  let calls: number;
  let inFlight: number;
  let maxInFlight: number;
  /** Paths of the rows written, in order. */
  let written: string[];
  let warn: jest.SpyInstance;
  let log: jest.SpyInstance;

  beforeEach(() => {
    jest.useFakeTimers();
    down = true;
    calls = 0;
    inFlight = 0;
    maxInFlight = 0;
    written = [];
    config = {
      requestLog: { enabled: true, batchSize: 2, flushMs: 1000 },
      database: { url: 'postgres://unused' },
    } as unknown as AppConfig;
    service = new RequestLogService(config);
    const pool = {
      query: async (_sql: string, params: unknown[][]) => {
        calls += 1;
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        await Promise.resolve();
        inFlight -= 1;
        if (down) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
        written.push(...(params[2] as string[]));
      },
    };
    Object.assign(service, { pool });
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    log = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('keeps one write in flight, backs off, warns once, and writes everything once it is back', async () => {
    for (let n = 0; n < 1000; n++) service.push(entry(n));
    await service.flush();
    // 1,000 rows at a batch size of 2 asked for 500 flushes: one write went out and failed.
    expect(calls).toBe(1);
    expect(maxInFlight).toBe(1);
    expect(service.pending).toBe(1000);

    // Attempts follow the backoff (250 ms, doubling), whatever the traffic does meanwhile.
    for (const wait of [250, 500, 1000]) {
      jest.advanceTimersByTime(wait - 1);
      service.push(entry(0));
      await service.flush();
      const before = calls;
      jest.advanceTimersByTime(1);
      await service.flush();
      expect(calls).toBe(before + 1);
    }
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/^Cannot write the request log \(connect ECONNREFUSED\)/);

    down = false;
    jest.advanceTimersByTime(2000);
    await service.flush();
    expect(service.pending).toBe(0);
    expect(maxInFlight).toBe(1);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0][0]).toMatch(
      /^Writing the request log again after .* s; 0 rows dropped meanwhile$/,
    );
    expect(service.droppedRows).toBe(0);
  });
  it('bounds its buffer while the database is away, drops the oldest rows and counts them', async () => {
    // The first write fails and puts the instance in backoff; traffic keeps coming meanwhile.
    service.push(entry(-1));
    service.push(entry(-2));
    await service.flush();
    expect(calls).toBe(1);
    for (let n = 0; n < 109_999; n++) service.push(entry(n));
    // 110,001 rows: one over the bound's slack (100,000 + a tenth), so the oldest 10,001 go at once.
    expect(service.pending).toBe(100_000);
    expect(service.droppedRows).toBe(10_001);
    // Pushing never started a write of its own while the backoff ran.
    expect(calls).toBe(1);

    down = false;
    // Catching up in 10 batches rather than 50,000 two-row ones.
    config.requestLog.batchSize = 10_000;
    jest.advanceTimersByTime(250);
    await service.flush();
    expect(service.pending).toBe(0);
    // The newest 100,000 were kept, in order: the two first rows and entries 0 to 9998 were dropped.
    expect(written).toHaveLength(100_000);
    expect(written[0]).toBe('/api/v1/ships/9999');
    expect(written[written.length - 1]).toBe('/api/v1/ships/109998');
    expect(maxInFlight).toBe(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0][0]).toMatch(
      /^Writing the request log again after .* s; 10001 rows dropped meanwhile$/,
    );
  });

  it('writes full batches as they fill, a flush what was buffered when it began, and shutdown everything', async () => {
    down = false;
    config.requestLog.batchSize = 3;
    let release: () => void = () => undefined;
    const slow = service as unknown as { pool: { query: (...args: unknown[]) => Promise<void> } };
    const query = slow.pool.query;
    // The database takes its time: rows keep arriving while a batch is written.
    slow.pool.query = async (...args: unknown[]) => {
      await new Promise<void>((resolve) => (release = resolve));
      return query(...args);
    };
    for (let n = 0; n < 3; n++) service.push(entry(n));
    expect(calls).toBe(0);
    service.push(entry(3));
    service.push(entry(4));
    release();
    for (let tick = 0; tick < 20; tick++) await Promise.resolve();
    // One full batch went out; the two rows that came meanwhile wait, not a batch of their own.
    expect(calls).toBe(1);
    expect(written).toEqual(['/api/v1/ships/0', '/api/v1/ships/1', '/api/v1/ships/2']);
    expect(service.pending).toBe(2);

    // A flush writes what was buffered when it began; a row arriving meanwhile waits too.
    const flushed = service.flush();
    service.push(entry(5));
    release();
    await flushed;
    expect(calls).toBe(2);
    expect(written.slice(3)).toEqual(['/api/v1/ships/3', '/api/v1/ships/4']);
    expect(service.pending).toBe(1);

    const last = service.flush();
    release();
    await last;
    expect(written.slice(5)).toEqual(['/api/v1/ships/5']);
    expect(service.pending).toBe(0);

    // Shutdown's flush drains: a row recorded while it writes (a response cut at the backstop)
    // is written too, before the process exits.
    service.push(entry(6));
    const drained = service.flush({ now: true });
    service.push(entry(7));
    release();
    for (let tick = 0; tick < 20; tick++) await Promise.resolve();
    release();
    await drained;
    expect(written.slice(6)).toEqual(['/api/v1/ships/6', '/api/v1/ships/7']);
    expect(service.pending).toBe(0);
    expect(maxInFlight).toBe(1);
  });
});
