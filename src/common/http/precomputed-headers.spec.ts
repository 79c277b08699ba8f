import cors from 'cors';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { corsHeaders, headersSetBy, securityHeaders, setHeaders } from './precomputed-headers';
import { hasBody } from './body-parsers';

/** A response that keeps its headers as Node's does (names case-insensitive, last set wins). */
function recordingResponse() {
  const headers = new Map<string, string | string[]>();
  const res = {
    headers,
    statusCode: 200,
    ended: false,
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    setHeader(name: string, value: string | number | string[]) {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value : String(value));
      return res;
    },
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
    end() {
      res.ended = true;
    },
  };
  return res;
}

function run(middleware: RequestHandler, req: Partial<Request>) {
  const res = recordingResponse();
  const next = jest.fn<void, [unknown?]>();
  void middleware(
    { method: 'GET', url: '/', headers: {}, ...req } as Request,
    res as unknown as Response,
    next as NextFunction,
  );
  return { headers: Object.fromEntries(res.headers), ended: res.ended, next };
}

const HELMET_OPTIONS = {
  contentSecurityPolicy: {
    directives: { 'upgrade-insecure-requests': null, 'style-src': ["'self'", "'unsafe-inline'"] },
  },
};
const CORS_LIST = { origin: ['https://studio.example.com'], exposedHeaders: ['X-Request-Id'] };

describe('securityHeaders', () => {
  it('sets exactly the headers helmet sets, and continues', () => {
    const ours = run(setHeaders(securityHeaders(HELMET_OPTIONS)), {});
    const helmets = run(helmet(HELMET_OPTIONS), {});
    expect(ours.headers).toEqual(helmets.headers);
    expect(ours.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(ours.next).toHaveBeenCalledWith();
  });

  it('refuses a directive computed per request', () => {
    const nonce = () => "'nonce-abc'";
    expect(() =>
      securityHeaders({
        contentSecurityPolicy: { directives: { 'script-src': ["'self'", nonce] } },
      }),
    ).toThrow('a directive computed per request cannot be set once');
  });
});

describe('corsHeaders', () => {
  it.each([
    ['any origin', { origin: '*', exposedHeaders: ['X-Request-Id'], maxAge: 600 }],
    ['a list of origins', CORS_LIST],
  ])('answers a request without Origin as cors does (%s)', (_name, options) => {
    const ours = run(corsHeaders(options), {});
    expect(ours.headers).toEqual(run(cors(options), {}).headers);
    expect(ours.next).toHaveBeenCalledWith();
  });

  it("leaves a browser's request and a preflight to cors", () => {
    const listed = { headers: { origin: 'https://studio.example.com' } };
    expect(run(corsHeaders(CORS_LIST), listed).headers).toEqual(
      run(cors(CORS_LIST), listed).headers,
    );
    expect(run(corsHeaders(CORS_LIST), listed).headers['access-control-allow-origin']).toBe(
      'https://studio.example.com',
    );
    const preflight = {
      method: 'OPTIONS',
      headers: {
        origin: 'https://studio.example.com',
        'access-control-request-method': 'PATCH',
      },
    };
    const answered = run(corsHeaders(CORS_LIST), preflight);
    expect(answered.ended).toBe(true);
    expect(answered.next).not.toHaveBeenCalled();
    expect(answered.headers).toEqual(run(cors(CORS_LIST), preflight).headers);
  });
});

describe('headersSetBy', () => {
  it('refuses a middleware that answers the probe or does not continue at once', () => {
    expect(() => headersSetBy((_req, res) => res.end(), {})).toThrow('answered the probe');
    expect(() => headersSetBy(() => undefined, {})).toThrow('did not continue synchronously');
    expect(() => headersSetBy((_req, _res, next) => next(new Error('no')), {})).toThrow(
      'failed on the probe',
    );
  });
});

describe('hasBody', () => {
  it.each([
    [{}, false],
    [{ 'content-length': '0' }, true],
    [{ 'content-length': '12' }, true],
    [{ 'content-length': 'twelve' }, false],
    [{ 'transfer-encoding': 'chunked' }, true],
  ])('%j → %s, as body-parser decides', (headers, expected) => {
    expect(hasBody({ headers } as unknown as Request)).toBe(expected);
  });
});
