import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';

/**
 * Graceful stop behind a load balancer. Tracks the requests in flight; `drain()` stops accepting
 * connections, closes the idle kept-alive ones at once, marks every response not yet started and
 * every request still arriving with `Connection: close` (so clients reconnect elsewhere instead of
 * reusing a connection about to go), and resolves when the last in-flight response has finished.
 */
export class HttpDrain {
  private stopping = false;
  private readonly inFlight = new Set<ServerResponse>();
  private drained?: () => void;
  /**
   * performance.now() when the drain ended: the last in-flight response closed (or the drain
   * began, when nothing was in flight). main.ts measures the rest of the shutdown from here.
   */
  drainedAt?: number;

  constructor(private readonly server: Server) {
    // Before the application's own listener, so the header is set before any handler answers.
    server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
      if (this.stopping) res.setHeader('Connection', 'close');
      this.inFlight.add(res);
      res.once('close', () => {
        this.inFlight.delete(res);
        if (this.stopping && this.inFlight.size === 0 && this.drainedAt === undefined) {
          this.drainedAt = performance.now();
          this.drained?.();
        }
      });
    });
  }

  get requestsInFlight(): number {
    return this.inFlight.size;
  }

  drain(): Promise<void> {
    this.stopping = true;
    for (const res of this.inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
    // Stops listening and (Node 19+) closes the connections that have no request in flight.
    this.server.close();
    this.server.closeIdleConnections();
    return new Promise<void>((resolve) => {
      if (this.inFlight.size === 0) {
        this.drainedAt ??= performance.now();
        resolve();
      } else this.drained = resolve;
    }).then(() => this.server.closeIdleConnections());
  }

  /** The backstop: closes every connection, requests in flight included. */
  cut(): void {
    this.server.closeAllConnections();
  }
}

const drains = new WeakMap<Server, HttpDrain>();

/** The drain of an HTTP server, created on first use (app.setup.ts; main.ts drives it). */
export function httpDrainOf(server: Server): HttpDrain {
  let drain = drains.get(server);
  if (!drain) {
    drain = new HttpDrain(server);
    drains.set(server, drain);
  }
  return drain;
}
