import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One purge the server accepted or refused: which API, the keys, and the credentials sent. */
export interface ReceivedPurge {
  api: 'fastly' | 'cloudflare' | 'generic';
  /** The Fastly service id or Cloudflare zone id in the path; null for generic. */
  target: string | null;
  keys: string[];
  /** `Fastly-Key`, or the Bearer token. */
  credential: string | null;
  status: number;
}

export interface PurgeServer {
  /** The API base URL (CDN_API_URL for Fastly and Cloudflare). */
  url: string;
  /** The generic provider's purge URL. */
  genericUrl: string;
  received: ReceivedPurge[];
  /** The keys of every accepted purge. */
  purgedKeys(): string[];
  /**
   * The next `count` purges are answered `status` (429 with `Retry-After: 0`), or, for 0, get
   * their connection cut without an answer (the API unreachable).
   */
  failNext(count: number, status: number): void;
  /** Forgets what it received. */
  reset(): void;
  close(): Promise<void>;
}

const FASTLY = /^\/service\/([^/]+)\/purge$/;
const CLOUDFLARE = /^\/client\/v4\/zones\/([^/]+)\/purge_cache$/;

/**
 * A local server speaking the CDN purge APIs the service sends to: Fastly's
 * `POST /service/{id}/purge` (keys in `Surrogate-Key`, space-separated; `Fastly-Key` auth),
 * Cloudflare's `POST /client/v4/zones/{zone}/purge_cache` (`{"tags": [...]}`, Bearer auth) and a
 * generic `POST /purge` (`{"keys": [...]}`). It records each purge and can be told to refuse the
 * next ones, as a provider down or rate-limiting would.
 */
export async function startPurgeServer(): Promise<PurgeServer> {
  const received: ReceivedPurge[] = [];
  let failures: { count: number; status: number } = { count: 0, status: 500 };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '';
      const body = Buffer.concat(chunks).toString('utf8');
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? null;
      let purge: Omit<ReceivedPurge, 'status'> | undefined;
      const fastly = FASTLY.exec(path);
      const cloudflare = CLOUDFLARE.exec(path);
      if (req.method === 'POST' && fastly) {
        const header = req.headers['surrogate-key'];
        purge = {
          api: 'fastly',
          target: fastly[1],
          keys: typeof header === 'string' ? header.split(' ').filter(Boolean) : [],
          credential: (req.headers['fastly-key'] as string | undefined) ?? null,
        };
      } else if (req.method === 'POST' && cloudflare) {
        purge = {
          api: 'cloudflare',
          target: cloudflare[1],
          keys: (JSON.parse(body) as { tags: string[] }).tags,
          credential: bearer,
        };
      } else if (req.method === 'POST' && path === '/purge') {
        purge = {
          api: 'generic',
          target: null,
          keys: (JSON.parse(body) as { keys: string[] }).keys,
          credential: bearer,
        };
      }
      if (!purge) {
        res.writeHead(404).end();
        return;
      }
      const status = failures.count > 0 ? failures.status : 200;
      if (failures.count > 0) failures.count -= 1;
      received.push({ ...purge, status });
      if (status === 0) {
        req.socket.destroy();
        return;
      }
      res.writeHead(status, {
        'Content-Type': 'application/json',
        ...(status === 429 ? { 'Retry-After': '0' } : {}),
      });
      res.end(
        purge.api === 'cloudflare'
          ? JSON.stringify({ success: status === 200, errors: [], messages: [], result: {} })
          : JSON.stringify({ status: status === 200 ? 'ok' : 'error' }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    genericUrl: `${url}/purge`,
    received,
    purgedKeys: () => received.filter((p) => p.status === 200).flatMap((p) => p.keys),
    failNext: (count, status) => (failures = { count, status }),
    reset: () => {
      received.length = 0;
      failures = { count: 0, status: 500 };
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
