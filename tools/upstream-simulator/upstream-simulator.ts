import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import {
  childrenOf,
  liveRecordOf,
  monthScheduleOf,
  scheduleOf,
  SimEntity,
  WORLD,
} from './simulator-data';

/**
 * A local stand-in for the upstream live-data API (ThemeParks.wiki v1): the paths the service uses,
 * for the real ids of the known parks, with switchable failure modes.
 *
 * - `healthy`: answers like the real API.
 * - `error500`: every upstream path answers 500.
 * - `slow`: answers correctly after `delayMs`.
 * - `garbage`: 200 with a body that is not JSON (truncated JSON or an HTML page, alternately).
 * - `wrong-shape`: 200 with valid JSON of the wrong shape.
 * - `reset`: accepts the connection, then destroys the socket without answering.
 * - `down`: stops listening: connections are refused (in-process only; see setMode).
 */
export const SIMULATOR_MODES = [
  'healthy',
  'error500',
  'slow',
  'garbage',
  'wrong-shape',
  'reset',
  'down',
] as const;
export type SimulatorMode = (typeof SIMULATOR_MODES)[number];

export interface SimulatorOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  mode?: SimulatorMode;
  /** Delay of the `slow` mode (default 10 s). */
  delayMs?: number;
}

export interface UpstreamSimulator {
  /** Base URL to use as UPSTREAM_URL, e.g. http://127.0.0.1:4010/v1. */
  readonly url: string;
  readonly port: number;
  readonly mode: SimulatorMode;
  /** Upstream requests received so far (control requests excluded). */
  readonly requests: number;
  /** Requests received per path. */
  readonly requestsByPath: ReadonlyMap<string, number>;
  /** Connections open right now. */
  readonly connections: number;
  setMode(mode: SimulatorMode, options?: { delayMs?: number }): Promise<void>;
  resetCounts(): void;
  close(): Promise<void>;
}

const BASE = '/v1';

export async function startUpstreamSimulator(
  options: SimulatorOptions = {},
): Promise<UpstreamSimulator> {
  const host = options.host ?? '127.0.0.1';
  let mode: SimulatorMode = options.mode ?? 'healthy';
  let delayMs = options.delayMs ?? 10_000;
  let requests = 0;
  let garbageToggle = false;
  const requestsByPath = new Map<string, number>();
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();

  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://sim').pathname;
    if (path.startsWith('/__sim/')) return control(req, res, path);
    requests += 1;
    requestsByPath.set(path, (requestsByPath.get(path) ?? 0) + 1);
    switch (mode) {
      case 'reset':
        req.socket.destroy();
        return;
      case 'error500':
        return send(res, 500, { statusCode: 500, message: 'Internal Server Error' });
      case 'garbage':
        garbageToggle = !garbageToggle;
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(
          garbageToggle ? '{"liveData": [{"id": "75ea5' : '<html><body>Bad gateway</body></html>',
        );
        return;
      case 'wrong-shape':
        return send(res, 200, {
          destinations: { oops: true },
          liveData: 'not a list',
          schedule: 42,
          children: null,
        });
      case 'slow': {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!res.destroyed) route(path, res);
        }, delayMs);
        timers.add(timer);
        res.on('close', () => {
          clearTimeout(timer);
          timers.delete(timer);
        });
        return;
      }
      case 'healthy':
      case 'down':
        return route(path, res);
    }
  });
  server.keepAliveTimeout = 5_000;
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  /** In-process callers use setMode; a separate process (npm run upstream:sim) is switched over HTTP. */
  function control(req: IncomingMessage, res: ServerResponse, path: string): void {
    if (path === '/__sim/stats' && req.method === 'GET')
      return send(res, 200, { mode, delayMs, requests, connections: sockets.size });
    if (path === '/__sim/mode' && req.method === 'POST') {
      const query = new URL(req.url ?? '/', 'http://sim').searchParams;
      const next = query.get('mode') as SimulatorMode | null;
      const delay = query.get('delayMs');
      if (!next || !SIMULATOR_MODES.includes(next) || next === 'down')
        return send(res, 400, {
          message: `mode must be one of ${SIMULATOR_MODES.join(', ')} but down`,
        });
      mode = next;
      if (delay && /^\d+$/.test(delay)) delayMs = Number(delay);
      return send(res, 200, { mode, delayMs });
    }
    if (path === '/__sim/reset' && req.method === 'POST') {
      requests = 0;
      requestsByPath.clear();
      return send(res, 200, { requests });
    }
    send(res, 404, { message: 'unknown control path' });
  }

  await listen(server, options.port ?? 0, host);
  const port = (server.address() as AddressInfo).port;

  const closeConnections = () => {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    server.closeAllConnections();
    for (const socket of sockets) socket.destroy();
  };

  return {
    url: `http://${host}:${port}${BASE}`,
    port,
    get mode() {
      return mode;
    },
    get requests() {
      return requests;
    },
    get requestsByPath() {
      return requestsByPath;
    },
    get connections() {
      return sockets.size;
    },
    async setMode(next, opts = {}) {
      if (opts.delayMs !== undefined) delayMs = opts.delayMs;
      if (next === mode) return;
      const wasDown = mode === 'down';
      mode = next;
      if (next === 'down') {
        closeConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      } else if (wasDown) {
        await listen(server, port, host);
      }
    },
    resetCounts() {
      requests = 0;
      requestsByPath.clear();
    },
    async close() {
      closeConnections();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

const ENTITY_PATH =
  /^\/v1\/entity\/([^/]+)(?:\/(live|children|schedule)(?:\/(\d{4})\/(\d{1,2}))?)?\/?$/;

function header(entity: SimEntity) {
  return {
    id: entity.id,
    name: entity.name,
    entityType: entity.entityType,
    timezone: entity.timezone,
  };
}

/** Everything under an entity, itself included (a park's /live lists the park and its children). */
function subtree(entity: SimEntity): SimEntity[] {
  return [entity, ...childrenOf(entity.id).flatMap(subtree)];
}

function route(path: string, res: ServerResponse): void {
  const now = Date.now();
  if (path === `${BASE}/destinations` || path === `${BASE}/destinations/`) {
    const destinations = [...WORLD.values()]
      .filter((e) => e.entityType === 'DESTINATION')
      .map((d) => ({
        id: d.id,
        name: d.name,
        slug: d.slug,
        parks: childrenOf(d.id).map((p) => ({ id: p.id, name: p.name })),
      }));
    return send(res, 200, { destinations });
  }
  const match = ENTITY_PATH.exec(path);
  const entity = match
    ? (WORLD.get(match[1].toLowerCase()) ??
      [...WORLD.values()].find((e) => e.slug === match[1].toLowerCase()))
    : undefined;
  if (!match || !entity) return send(res, 404, { statusCode: 404, message: 'Not Found' });
  const [, , what, year, month] = match;
  switch (what) {
    case undefined:
      return send(res, 200, {
        ...header(entity),
        slug: entity.slug,
        parentId: entity.parentId ?? null,
        destinationId: entity.destinationId ?? null,
      });
    case 'children':
      return send(res, 200, {
        ...header(entity),
        children: childrenOf(entity.id).map((c) => ({
          id: c.id,
          name: c.name,
          entityType: c.entityType,
          parentId: c.parentId,
          externalId: `sim-${c.slug}`,
        })),
      });
    case 'live':
      return send(res, 200, {
        ...header(entity),
        liveData: subtree(entity)
          .filter((e) => e.entityType !== 'DESTINATION')
          .map((e) => liveRecordOf(e, now)),
      });
    case 'schedule':
      return send(res, 200, {
        ...header(entity),
        schedule: year
          ? monthScheduleOf(entity, Number(year), Number(month))
          : scheduleOf(entity, now),
      });
    default:
      return send(res, 404, { statusCode: 404, message: 'Not Found' });
  }
}
