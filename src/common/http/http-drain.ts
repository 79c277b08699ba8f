import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { performance } from 'node:perf_hooks';

/** The response a connection is answering now (set per request, cleared when it closes). */
const CURRENT_RESPONSE = Symbol('currentResponse');
type TrackedSocket = Socket & { [CURRENT_RESPONSE]?: ServerResponse };

/**
 * Graceful stop behind a load balancer. Counts the requests in flight; `drain()` stops accepting
 * connections, closes the idle kept-alive ones at once, marks every response not yet started and
 * every request still arriving with `Connection: close` (so clients reconnect elsewhere instead of
 * reusing a connection about to go), and resolves when the last in-flight response has finished.
 *
 * Responses are counted, and found through their connections, rather than kept in a collection of
 * their own: a long-lived collection that every request passes through keeps recently finished
 * requests reachable from old space, so young-generation collections copy and promote them, a few
 * KB per request and an ever busier heap under load (docs/performance.md, "Garbage collection").
 */
export class HttpDrain {
  private stopping = false;
  private inFlight = 0;
  private readonly sockets = new Set<TrackedSocket>();
  private drained?: () => void;
  /**
   * performance.now() when the drain ended: the last in-flight response closed (or the drain
   * began, when nothing was in flight). main.ts measures the rest of the shutdown from here.
   */
  drainedAt?: number;

  constructor(private readonly server: Server) {
    server.on('connection', (socket: TrackedSocket) => {
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
    });
    // Before the application's own listener, so the header is set before any handler answers.
    server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
      if (this.stopping) res.setHeader('Connection', 'close');
      this.inFlight++;
      const socket = req.socket as TrackedSocket;
      socket[CURRENT_RESPONSE] = res;
      res.once('close', () => {
        this.inFlight--;
        if (socket[CURRENT_RESPONSE] === res) socket[CURRENT_RESPONSE] = undefined;
        if (this.stopping && this.inFlight === 0 && this.drainedAt === undefined) {
          this.drainedAt = performance.now();
          this.drained?.();
        }
      });
    });
  }

  get requestsInFlight(): number {
    return this.inFlight;
  }

  /**
   * From now on every answer, and the one each connection is preparing, says `Connection: close`,
   * while the server still accepts connections and serves them: the SHUTDOWN_DELAY_MS before the
   * drain (main.ts), when a load balancer may still send a request or two. Idle kept-alive
   * connections stay open meanwhile, so a request sent on one is answered rather than reset.
   */
  closeAfterEachAnswer(): void {
    this.stopping = true;
    for (const socket of this.sockets) {
      const res = socket[CURRENT_RESPONSE];
      if (res && !res.headersSent) res.setHeader('Connection', 'close');
    }
  }

  drain(): Promise<void> {
    this.closeAfterEachAnswer();
    // Stops listening and (Node 19+) closes the connections that have no request in flight.
    this.server.close();
    this.server.closeIdleConnections();
    return new Promise<void>((resolve) => {
      if (this.inFlight === 0) {
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
