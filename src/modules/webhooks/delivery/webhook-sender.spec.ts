import { createServer, IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { generateSigningSecret } from './signature';
import { HostLookup } from './target-policy';
import { utf8Prefix, WebhookSender } from './webhook-sender';

describe('WebhookSender', () => {
  let server: Server;
  let port: number;
  const seen: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
  let reply: (res: import('node:http').ServerResponse) => void = (res) => res.end('ok');

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({ headers: req.headers, body });
        reply(res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    seen.length = 0;
    reply = (res) => res.end('ok');
  });

  const webhook = (url: string, secret = generateSigningSecret()) => ({
    url,
    messageId: 'a1b2c3d4-0000-4000-8000-000000000001',
    body: '{"type":"ship.updated","timestamp":"2026-11-24T10:00:00.000Z","data":{}}',
    secrets: [secret],
  });

  it('connects to the address its own resolution checked, once, with the name as Host', async () => {
    const lookups: string[] = [];
    // A name only this resolver knows: the request can only get there through the checked answer.
    const lookup: HostLookup = (host) => {
      lookups.push(host);
      return Promise.resolve([{ address: '127.0.0.1', family: 4 }]);
    };
    const sender = new WebhookSender({ timeoutMs: 2000, allowPrivate: true, lookup });
    const secret = generateSigningSecret();
    const outcome = await sender.send(webhook(`http://receiver.test:${port}/in`, secret));
    expect(outcome).toEqual(expect.objectContaining({ ok: true, status: 200, responseBody: 'ok' }));
    expect(lookups).toEqual(['receiver.test']);
    expect(seen[0].headers.host).toBe(`receiver.test:${port}`);
    expect(
      new Webhook(secret).verify(seen[0].body, seen[0].headers as Record<string, string>),
    ).toEqual(JSON.parse(seen[0].body));
  });

  it('refuses a name that resolves to a private address, without connecting (DNS rebinding)', async () => {
    let calls = 0;
    const lookup: HostLookup = () =>
      Promise.resolve([{ address: ++calls === 1 ? '93.184.215.14' : '127.0.0.1', family: 4 }]);
    const sender = new WebhookSender({ timeoutMs: 2000, allowPrivate: false, lookup });
    // The first resolution (at creation) was public; at delivery it is loopback.
    await lookup('rebind.test');
    const outcome = await sender.send(webhook(`http://rebind.test:${port}/in`));
    expect(outcome).toEqual(
      expect.objectContaining({
        ok: false,
        status: null,
        error: expect.stringMatching(/^refused: .*loopback/),
      }),
    );
    expect(seen).toHaveLength(0);
  });

  it('refuses a name with one private address among public ones', async () => {
    const lookup: HostLookup = () =>
      Promise.resolve([
        { address: '93.184.215.14', family: 4 },
        { address: '10.0.0.7', family: 4 },
      ]);
    const sender = new WebhookSender({ timeoutMs: 2000, allowPrivate: false, lookup });
    const outcome = await sender.send(webhook('http://mixed.test/in'));
    expect(outcome.error).toMatch(/10\.0\.0\.7.*private-network/);
  });

  it('does not follow redirects', async () => {
    reply = (res) => {
      res.writeHead(302, { location: 'http://169.254.169.254/' });
      res.end();
    };
    const sender = new WebhookSender({ timeoutMs: 2000, allowPrivate: true });
    const outcome = await sender.send(webhook(`http://127.0.0.1:${port}/in`));
    expect(outcome).toEqual(
      expect.objectContaining({
        ok: false,
        status: 302,
        error: 'HTTP 302 (redirects are not followed)',
      }),
    );
    expect(seen).toHaveLength(1);
  });

  it('gives up at the deadline when no answer comes', async () => {
    reply = () => undefined;
    const sender = new WebhookSender({ timeoutMs: 150, allowPrivate: true });
    const outcome = await sender.send(webhook(`http://127.0.0.1:${port}/in`));
    expect(outcome).toEqual(
      expect.objectContaining({ ok: false, status: null, error: 'no answer within 150 ms' }),
    );
  });

  it('keeps 1 KB of a long answer and reads the Retry-After', async () => {
    reply = (res) => {
      res.writeHead(503, { 'retry-after': '30' });
      res.end('é'.repeat(4000));
    };
    const sender = new WebhookSender({ timeoutMs: 2000, allowPrivate: true });
    const outcome = await sender.send(webhook(`http://127.0.0.1:${port}/in`));
    expect(outcome).toEqual(
      expect.objectContaining({ ok: false, status: 503, error: 'HTTP 503', retryAfterMs: 30_000 }),
    );
    expect(outcome.responseBody).toBe('é'.repeat(512));
  });
});

describe('utf8Prefix', () => {
  it('cuts on a character boundary and drops NUL', () => {
    expect(utf8Prefix(Buffer.from('aé'), 2)).toBe('a');
    expect(utf8Prefix(Buffer.from('a\u0000b'), 10)).toBe('a\uFFFDb');
    expect(Buffer.byteLength(utf8Prefix(Buffer.from('€'.repeat(500)), 1024))).toBeLessThanOrEqual(
      1024,
    );
  });
});
