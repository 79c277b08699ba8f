import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface AppendingProxy {
  port: number;
  close(): Promise<void>;
}

/**
 * A reverse proxy in front of `target` that appends the address it received the connection from
 * to X-Forwarded-For, as nginx's `$proxy_add_x_forwarded_for` and AWS ALB do: whatever the client
 * wrote in the header stays to the left of it.
 */
export async function startAppendingProxy(target: {
  host: string;
  port: number;
}): Promise<AppendingProxy> {
  const server: Server = createServer((incoming, outgoing) => {
    const written = incoming.headers['x-forwarded-for'];
    const peer = incoming.socket.remoteAddress!;
    const headers: IncomingHttpHeaders = {
      ...incoming.headers,
      'x-forwarded-for': written ? `${String(written)}, ${peer}` : peer,
    };
    const upstream = request(
      { ...target, method: incoming.method, path: incoming.url, headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface ClientAnswer {
  status: number;
  body: string;
}

/**
 * One HTTP request to `127.0.0.1:port` sent from the loopback address `from` (any 127.x.y.z), so
 * the proxy sees a client that is not itself.
 */
export function sendFrom(
  from: string,
  port: number,
  options: { method: string; path: string; headers?: Record<string, string>; body?: unknown },
): Promise<ClientAnswer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: options.method,
        path: options.path,
        agent: false,
        headers: {
          ...options.headers,
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          resolve({ status: answer.statusCode!, body: Buffer.concat(chunks).toString() }),
        );
        answer.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}
