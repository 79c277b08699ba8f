import { createConnection, createServer, Socket } from 'node:net';
import { findFreePort } from '@/database/embedded-postgres';

/**
 * What the proxy does with the bytes a client sends: relay them, swallow them (the service behind
 * it hangs), or answer each with bytes that are not the target's protocol.
 */
export type ProxyBehaviour = 'relay' | 'hang' | 'garbage';

export interface FaultyProxy {
  port: number;
  /** From now on, for open and new connections; back to 'relay' also cuts the open ones. */
  behave(behaviour: ProxyBehaviour): void;
  close(): Promise<void>;
}

/**
 * A PostgreSQL wire-protocol message of a type that does not exist (type 0x01, no body): a pg
 * client fails the query or the connection it was waiting on with "received invalid response".
 */
const GARBAGE = Buffer.from([0x01, 0x00, 0x00, 0x00, 0x04]);

/** A loopback TCP relay in front of `target` that a test can make hang or answer garbage. */
export async function startFaultyProxy(target: {
  host: string;
  port: number;
}): Promise<FaultyProxy> {
  const port = await findFreePort();
  let behaviour: ProxyBehaviour = 'relay';
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = createConnection(target);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
      socket.on('error', () => undefined);
    }
    client.on('data', (chunk: Buffer) => {
      if (behaviour === 'relay') upstream.write(chunk);
      else if (behaviour === 'garbage') client.write(GARBAGE);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (behaviour === 'relay') client.write(chunk);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const cutAll = () => {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  };
  return {
    port,
    behave: (next) => {
      // A connection that lived through a fault may be mid-message: start clean.
      if (next === 'relay' && behaviour !== 'relay') cutAll();
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        cutAll();
        server.close(() => resolve());
      }),
  };
}
