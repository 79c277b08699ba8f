import { createServer, type Server } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import { PublicReadFastPath, type FastPathOptions } from './public-read-fast-path';

interface Front {
  server: Server;
  fastPath: PublicReadFastPath;
}

const fronts = new WeakMap<INestApplication, Front>();

/**
 * The HTTP server of `app`: a `node:http` server whose request listener is the public-read fast
 * path, which hands everything it does not answer to the Express application behind Nest (NestJS
 * documents serving an application from an `http.Server` of one's own: `app.init()`, then the
 * server listens with the Express instance as its handler). Nest's own server is never started.
 * `frontOf(app)` finds it again (main.ts, the tests).
 */
export function createFrontServer(
  app: INestApplication,
  options: Omit<FastPathOptions, 'next'>,
): Front {
  const express = app.getHttpAdapter().getInstance() as FastPathOptions['next'];
  const fastPath = new PublicReadFastPath({ ...options, next: express });
  const front = { server: createServer(fastPath.handle), fastPath };
  fronts.set(app, front);
  return front;
}

export function frontOf(app: INestApplication): Front {
  const front = fronts.get(app);
  if (!front) throw new Error('frontOf: the application was not configured by configureApp');
  return front;
}

/**
 * What `app.listen` does, on the service's own server: initialises the application (once),
 * starts accepting connections, and lets Nest's log lines buffered during start-up go out.
 * Resolves with the listening server.
 */
export async function serve(app: INestApplication, port: number, host?: string): Promise<Server> {
  await app.init();
  const { server } = frontOf(app);
  await listen(server, port, host);
  app.flushLogs();
  return server;
}

/** Starts accepting connections (after `app.init()`); resolves once listening. */
export function listen(server: Server, port: number, host?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Stops listening and closes every connection, idle or not (the tests' and benchmarks' stop). */
export function closeNow(server: Server): Promise<void> {
  if (!server.listening) return Promise.resolve();
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
