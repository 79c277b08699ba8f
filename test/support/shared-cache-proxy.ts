import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Stored {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The request headers the answer's Vary named, with the values the request that filled it sent. */
  varied: Array<[name: string, value: string | undefined]> | '*';
}

export interface SharedCacheProxy {
  url: string;
  /** Requests answered from the proxy's store. */
  hits: number;
  flush(): void;
  close(): Promise<void>;
}

/**
 * A shared cache in front of the service, as a CDN keeps answers (RFC 9111, the part a CDN
 * applies to GETs): a 200 with `Cache-Control: public` and `max-age` is stored under its URL
 * (never one marked `private` or `no-store`), and a stored answer is reused for a later request
 * only when every request header its `Vary` names has the same value (`Vary: *` never matches).
 * `honourVary: false` is the broken CDN that ignores Vary, for showing what Vary prevents.
 */
export async function startSharedCacheProxy(
  target: string,
  options: { honourVary?: boolean } = {},
): Promise<SharedCacheProxy> {
  const honourVary = options.honourVary ?? true;
  const store = new Map<string, Stored[]>();
  const proxy: SharedCacheProxy = {
    url: '',
    hits: 0,
    flush: () => store.clear(),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const matches = (stored: Stored, headers: IncomingHttpHeaders) =>
    !honourVary ||
    (stored.varied !== '*' &&
      stored.varied.every(([name, value]) => headerValue(headers, name) === value));

  const server: Server = createServer((req, res) => {
    const url = req.url ?? '/';
    const found = (store.get(url) ?? []).find((stored) => matches(stored, req.headers));
    if (req.method === 'GET' && found) {
      proxy.hits += 1;
      res.writeHead(found.status, { ...found.headers, 'x-shared-cache': 'HIT' }).end(found.body);
      return;
    }
    const forwarded: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers))
      if (typeof value === 'string' && name !== 'host' && name !== 'connection')
        forwarded[name] = value;
    fetch(new URL(url, target), { method: req.method, headers: forwarded })
      .then(async (answer) => {
        const body = await answer.text();
        const headers: Record<string, string> = {};
        answer.headers.forEach((value, name) => {
          if (
            !['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(
              name,
            )
          )
            headers[name] = value;
        });
        if (req.method === 'GET' && storable(answer.status, headers['cache-control'])) {
          const vary = (headers['vary'] ?? '')
            .split(',')
            .map((name) => name.trim().toLowerCase())
            .filter((name) => name !== '');
          const varied = vary.includes('*')
            ? '*'
            : vary.map((name): [string, string | undefined] => [
                name,
                headerValue(req.headers, name),
              ]);
          store.set(url, [
            ...(store.get(url) ?? []),
            { status: answer.status, headers, body, varied },
          ]);
        }
        res.writeHead(answer.status, { ...headers, 'x-shared-cache': 'MISS' }).end(body);
      })
      .catch(() => res.writeHead(502).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return proxy;
}

function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

function storable(status: number, cacheControl: string | undefined): boolean {
  if (status !== 200 || !cacheControl) return false;
  const directives = cacheControl.split(',').map((d) => d.trim().toLowerCase());
  return (
    directives.includes('public') &&
    directives.some((d) => d.startsWith('max-age=') || d.startsWith('s-maxage=')) &&
    !directives.includes('private') &&
    !directives.includes('no-store')
  );
}
