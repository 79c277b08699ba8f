import { Writable } from 'node:stream';
import type { Request, Response } from 'express';
import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino, { type Logger as PinoInstance } from 'pino';
import { pinoHttp, type Options } from 'pino-http';
import type { AppConfig } from '@/config/app-config';
import { accessLog, loggerParams, rootLogger } from './logger.config';
import { SUMMARISED } from './repeated-errors';

function capture() {
  const lines: Array<{ level: number; msg: string; res: { status: number } }> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as (typeof lines)[number]);
      done();
    },
  });
  return { root: pino({ level: 'info' }, stream), lines };
}

function finished(status: number, locals: Record<string, unknown> = {}, aborted = false) {
  return {
    req: {
      id: `r-${status}`,
      method: 'GET',
      originalUrl: '/api/v1/ships',
      socket: { remoteAddress: '127.0.0.1' },
    } as unknown as Request,
    res: { locals } as unknown as Response,
    status,
    aborted,
    durationMs: 1.4,
    startedAt: new Date(0),
  };
}

describe('accessLog', () => {
  it('writes 5xx at warn, 2xx, 4xx and aborts at info, and a 5xx counted into a summary at info', async () => {
    const { root, lines } = capture();
    const log = accessLog(root);
    log(finished(200));
    log(finished(404));
    log(finished(499, {}, true));
    log(finished(503));
    log(finished(503, { [SUMMARISED]: true }));
    log(finished(500, { [SUMMARISED]: false }));
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.map((l) => [l.res.status, l.level, l.msg])).toEqual([
      [200, 30, 'request completed'],
      [404, 30, 'request completed'],
      [499, 30, 'request aborted'],
      [503, 40, 'request completed'],
      [503, 30, 'request completed'],
      [500, 40, 'request completed'],
    ]);
  });

  it('at LOG_LEVEL=warn writes only the 5xx that no summary counted', async () => {
    const { root, lines } = capture();
    root.level = 'warn';
    const log = accessLog(root);
    log(finished(503));
    for (let i = 0; i < 1000; i++) log(finished(503, { [SUMMARISED]: true }));
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.map((l) => [l.res.status, l.level])).toEqual([[503, 40]]);
  });
});

describe('rootLogger', () => {
  function written(format: 'json' | 'pretty') {
    const chunks: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk.toString());
        done();
      },
    });
    const root = rootLogger({ log: { level: 'info', format } }, destination);
    root.info({ body: { password: 'Swordfish-12345' }, ship: 'Aurora' }, 'ship saved');
    root.flush();
    return chunks.join('');
  }

  it('writes one JSON object a line by default', () => {
    const line = JSON.parse(written('json')) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 30, msg: 'ship saved', ship: 'Aurora' });
    expect(line.body).toEqual({ password: '[redacted]' });
  });

  it('writes readable lines when pretty, redacted the same way', () => {
    const text = written('pretty');
    expect(() => JSON.parse(text) as unknown).toThrow();
    expect(text).toMatch(/INFO.*ship saved/);
    expect(text).toContain('Aurora');
    expect(text).not.toContain('Swordfish');
  });
});

describe('loggerParams', () => {
  it("gives each request pino-http's child logger bound to the pipeline's request id, and no access line of its own", () => {
    const { root, lines } = capture();
    const params = loggerParams({ log: { level: 'info', format: 'json' } } as AppConfig)
      .pinoHttp as Options;
    const middleware = pinoHttp({ ...params, logger: root });
    const req = Object.assign(new EventEmitter(), {
      id: 'pipeline-id-1',
      method: 'GET',
      url: '/api/v1/ships',
      headers: { authorization: 'Bearer secret' },
    }) as unknown as IncomingMessage;
    const res = Object.assign(new EventEmitter(), { statusCode: 200 }) as unknown as ServerResponse;
    const next = jest.fn();
    middleware(req, res, next);
    (req as unknown as { log: PinoInstance }).log.info('from a service');
    res.emit('finish');
    res.emit('close');

    expect(next).toHaveBeenCalledTimes(1);
    expect(lines).toEqual([
      expect.objectContaining({ msg: 'from a service', req: { id: 'pipeline-id-1' } }),
    ]);
  });
});
