import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { httpDrainOf } from '@/common/http/http-drain';
import { leadBody } from './factories/leads.factory';
import { createTestApp, TestApp } from './support/test-app';

/** A raw connection: what the server sent, and when it closed the connection. */
function rawConnection(port: number) {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  socket.on('error', () => undefined);
  let isClosed = false;
  const closed = new Promise<void>((resolve) =>
    socket.on('close', () => {
      isClosed = true;
      resolve();
    }),
  );
  const until = async (done: () => boolean) => {
    while (!done()) await new Promise((r) => setTimeout(r, 10));
  };
  return {
    socket,
    closed,
    isClosed: () => isClosed,
    received: () => received,
    until,
  };
}

/**
 * main.ts's SIGTERM handler drives this drain; test/shutdown.e2e-spec.ts runs it on the built
 * server. Here the server's keep-alive timeout is a minute, so an idle connection that closes can
 * only have been closed by the drain.
 */
describe('the HTTP drain at shutdown', () => {
  let t: TestApp;
  let server: Server;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp();
    server = t.server;
    await t.listen();
    server.keepAliveTimeout = 60_000;
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('closes idle kept-alive connections at once and lets the request in flight finish with Connection: close', async () => {
    // A kept-alive connection that has had its answer and now sits idle.
    const idle = rawConnection(port);
    idle.socket.write('GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await idle.until(() => /\r\n\r\n\{.*\}$/s.test(idle.received()));
    expect(idle.received()).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(idle.received()).toMatch(/\r\nConnection: keep-alive\r\n/i);

    // A lead the server has started (it answered 100 Continue) whose body is still to come.
    const body = JSON.stringify(leadBody());
    const busy = rawConnection(port);
    busy.socket.write(
      'POST /api/leads HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n`,
    );
    await busy.until(() => busy.received().includes('100 Continue'));

    const drain = httpDrainOf(server);
    expect(drain.requestsInFlight).toBe(1);
    let drained = false;
    const done = drain.drain().then(() => (drained = true));

    await idle.closed;
    // The idle connection went while the lead was still in flight, and the drain waits for it.
    expect(busy.isClosed()).toBe(false);
    expect(drained).toBe(false);
    // No new connection is accepted.
    const refused = rawConnection(port);
    await refused.closed;
    expect(refused.received()).toBe('');

    busy.socket.write(body);
    await busy.closed;
    await done;
    expect(busy.received()).toMatch(/\r\nHTTP\/1\.1 201 Created\r\n/);
    expect(busy.received()).toMatch(/\r\nConnection: close\r\n/i);
    expect(drain.requestsInFlight).toBe(0);
  });
});
