import { Logger } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
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
  let down: boolean;
  let calls: number;
  let inFlight: number;
  let maxInFlight: number;
  let warn: jest.SpyInstance;
  let log: jest.SpyInstance;

  beforeEach(() => {
    jest.useFakeTimers();
    down = true;
    calls = 0;
    inFlight = 0;
    maxInFlight = 0;
    const config = {
      requestLog: { enabled: true, batchSize: 2, flushMs: 1000 },
      database: { url: 'postgres://unused' },
    } as unknown as AppConfig;
    service = new RequestLogService(config);
    const pool = {
      query: async () => {
        calls += 1;
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        await Promise.resolve();
        inFlight -= 1;
        if (down) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
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
});
