import { EventEmitter } from 'node:events';
import type { Request, Response } from 'express';
import { FinishedRequest, requestPipeline } from './request-pipeline';

function exchange(headers: Record<string, string> = {}) {
  const req = { headers, method: 'GET', url: '/api/v1/ports' } as unknown as Request;
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
  it('keeps a well-formed incoming request id and echoes it', () => {
    const { req, res } = exchange({ 'x-request-id': 'abc-123' });
    const next = jest.fn();
    requestPipeline([])(req, res, next);
    expect(req.id).toBe('abc-123');
    expect(res.headers['x-request-id']).toBe('abc-123');
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('replaces a malformed incoming id with a generated one', () => {
    const { req, res } = exchange({ 'x-request-id': 'bad id with spaces' });
    requestPipeline([])(req, res, () => undefined);
    expect(req.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['x-request-id']).toBe(req.id);
  });

  it('tells every listener once when the response has closed, with its status', () => {
    const finished: FinishedRequest[] = [];
    const { req, res } = exchange();
    requestPipeline([(f) => finished.push(f)])(req, res, () => undefined);
    res.statusCode = 404;
    res.emit('close');
    res.emit('close');
    expect(finished).toEqual([expect.objectContaining({ status: 404, aborted: false, req, res })]);
  });

  it('reports a response the client left before it was complete as 499, aborted', () => {
    const finished: FinishedRequest[] = [];
    const { req, res } = exchange();
    requestPipeline([(f) => finished.push(f)])(req, res, () => undefined);
    res.writableFinished = false;
    res.emit('close');
    expect(finished).toEqual([expect.objectContaining({ status: 499, aborted: true })]);
  });
});
