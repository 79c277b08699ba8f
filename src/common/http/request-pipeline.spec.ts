import { EventEmitter } from 'node:events';
import type { Request, Response } from 'express';
import { storage } from 'nestjs-pino/storage';
import pino from 'pino';
import { FinishedRequest, requestPipeline } from './request-pipeline';

/** A pino root that keeps its lines. */
function recordingRoot() {
  const lines: Array<Record<string, unknown>> = [];
  const root = pino({ base: undefined }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { root, lines };
}

/** A request built on `prototype` (the pipeline defines `req.log` there) and a response. */
function exchange(prototype: object, headers: Record<string, string> = {}) {
  const req = Object.assign(Object.create(prototype) as Request, {
    headers,
    method: 'GET',
    url: '/api/v1/ports',
  });
  const sent: Record<string, unknown> = {};
  const res = Object.assign(new EventEmitter(), {
    headers: sent,
    statusCode: 200,
    writableFinished: true,
    setHeader(name: string, value: unknown) {
      sent[name.toLowerCase()] = value;
    },
  });
  return { req, res: res as unknown as Response & typeof res };
}

describe('requestPipeline', () => {
  it('gives the request an id and a logger that nestjs-pino finds through its store, made on first use', () => {
    const { root, lines } = recordingRoot();
    const prototype = {};
    const pipeline = requestPipeline(prototype, root, []);
    const { req, res } = exchange(prototype, { 'x-request-id': 'abc-123' });

    let fromStore: unknown;
    pipeline(req, res, () => {
      const store = storage.getStore()!;
      // The store keeps the request id, not the request (nor anything that leads to it).
      expect(Object.values(store)).not.toContain(req);
      expect(Object.values(store)).not.toContain(res);
      fromStore = store.logger;
      store.logger.info('from a service');
    });
    req.log.info('from the request');

    expect(req.id).toBe('abc-123');
    expect(res.headers['x-request-id']).toBe('abc-123');
    expect(req.log).toBe(fromStore);
    expect(lines.map((line) => [line.msg, line.req])).toEqual([
      ['from a service', { id: 'abc-123' }],
      ['from the request', { id: 'abc-123' }],
    ]);
  });

  it('replaces a malformed incoming id, and a logger assigned later is the one both use', () => {
    const { root, lines } = recordingRoot();
    const prototype = {};
    const pipeline = requestPipeline(prototype, root, []);
    const { req, res } = exchange(prototype, { 'x-request-id': 'bad id with spaces' });

    pipeline(req, res, () => {
      const store = storage.getStore()!;
      store.logger = store.logger.child({ user: 'u1' });
    });
    req.log.info('after');

    expect(req.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toEqual([
      expect.objectContaining({ msg: 'after', user: 'u1', req: { id: req.id } }),
    ]);
  });

  it('tells every listener once when the response has closed, with its status and duration', () => {
    const { root } = recordingRoot();
    const prototype = {};
    const finished: FinishedRequest[] = [];
    const pipeline = requestPipeline(prototype, root, [(f) => finished.push(f)]);
    const { req, res } = exchange(prototype);

    pipeline(req, res, () => undefined);
    res.statusCode = 404;
    res.emit('close');
    res.emit('close');

    expect(finished).toEqual([expect.objectContaining({ status: 404, aborted: false, req, res })]);
    expect(finished[0].durationMs).toBeGreaterThanOrEqual(0);
  });
});
