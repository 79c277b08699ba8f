import type { Server } from 'node:http';
import { connect } from 'node:net';
import { HealthService } from '@/modules/health/health.service';
import { expectProblem } from './support/problem';
import { createTestApp, TestApp } from './support/test-app';

/**
 * Sends raw bytes, ending the request (`finish`) or leaving it unfinished, and answers everything
 * the server wrote before it closed the connection.
 */
function exchange(port: number, bytes: string, finish: boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
    if (finish) socket.end(bytes);
    else socket.write(bytes);
  });
}

const raw = (port: number, bytes: string) => exchange(port, bytes, true);
/** The start of a request, never the rest. */
const unfinished = (port: number, bytes: string) => exchange(port, bytes, false);

function parse(answer: string) {
  const [head, body] = answer.split('\r\n\r\n');
  const [statusLine, ...headers] = head.split('\r\n');
  return {
    status: Number(statusLine.split(' ')[1]),
    headers: Object.fromEntries(
      headers.map((h) => [h.slice(0, h.indexOf(':')).toLowerCase(), h.slice(h.indexOf(':') + 2)]),
    ),
    body: JSON.parse(body) as Record<string, unknown>,
  };
}

describe("the HTTP server's own answers", () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp();
    port = Number(new URL(await t.listen()).port);
  });
  afterAll(() => t.close());

  it('answers headers over the limit with 431 problem+json', async () => {
    const answer = parse(
      await raw(
        port,
        `GET /api/v1/ships HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      ),
    );
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toBe('application/problem+json');
    expect(answer.headers.connection).toBe('close');
    expect(answer.body).toEqual({
      type: 'about:blank',
      title: 'Request Header Fields Too Large',
      status: 431,
      detail: 'The request headers are too large (at most 16 KiB in all).',
      code: 'HEADERS_TOO_LARGE',
    });
  });

  it('answers a malformed request line with 400 problem+json', async () => {
    const answer = parse(await raw(port, 'GET /a b c HTTP/9\r\n\r\n'));
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toBe('application/problem+json');
    expect(answer.body).toEqual({
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      detail: 'The request is not valid HTTP (bad request line, header or body framing).',
      code: 'VALIDATION_FAILED',
    });
  });

  it('answers readiness with 503 from the moment the instance is stopping', async () => {
    const ready = await t.http.get('/health/ready').expect(200);
    expect(ready.body.database).toBe('up');
    t.app.get(HealthService).markStopping();
    const stopping = await t.http.get('/health/ready');
    const body = expectProblem(stopping, 503, 'SERVICE_UNAVAILABLE');
    expect(body.detail).toBe('The instance is shutting down.');
    // Liveness is not readiness: the process still answers.
    await t.http.get('/health').expect(200);
  });
});

describe("the HTTP server's answer to a request that does not arrive in time", () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp();
    // Node's own timeouts (defaults: 60 s for the headers, 300 s for the request, checked every
    // 30 s), shortened for this server only. The checking interval is a createServer option
    // that Node keeps on the server and reads when it starts listening.
    const server = t.server as Server & { connectionsCheckingInterval: number };
    server.connectionsCheckingInterval = 50;
    server.headersTimeout = 300;
    server.requestTimeout = 600;
    port = Number(new URL(await t.listen()).port);
  });
  afterAll(() => t.close());

  it('answers headers that never finish with 408 problem+json', async () => {
    const answer = parse(await unfinished(port, 'GET /api/v1/ships HTTP/1.1\r\nHost: x\r\n'));
    expect(answer.status).toBe(408);
    expect(answer.headers['content-type']).toBe('application/problem+json');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers.connection).toBe('close');
    expect(answer.body).toEqual({
      type: 'about:blank',
      title: 'Request Timeout',
      status: 408,
      detail: 'The request was not received in time.',
      code: 'REQUEST_TIMEOUT',
    });
  });
});
