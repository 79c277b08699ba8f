import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { findFreePort } from '@/database/embedded-postgres';
import { bearer, createUserWithTokens } from './factories/users.factory';
import { createWebhookEndpoint, raiseEvent } from './factories/webhooks.factory';
import { createTestApp, TestApp } from './support/test-app';
import { eventually } from './support/webhook-receiver';

interface Delivery {
  id: string;
  event_id: string;
  status: string;
  response_status: number | null;
}

const GUIDE = join(__dirname, '..', 'docs', 'webhooks.md');
const MARKER = '<!-- webhooks-example: receiver -->';

/** The ```js block right under the marker in docs/webhooks.md, as a reader copies it. */
function receiverExample(): string {
  const text = readFileSync(GUIDE, 'utf8');
  const at = text.indexOf(MARKER);
  if (at < 0) throw new Error(`docs/webhooks.md has no ${MARKER}`);
  const match = /^```js\n([\s\S]*?)\n```$/m.exec(text.slice(at + MARKER.length));
  if (!match) throw new Error('the marker is not followed by a ```js block');
  return match[1];
}

/**
 * docs/webhooks.md, executed: its receiver example runs as a plain Node process (no dependencies)
 * against the service and must accept the signed deliveries, once each, and refuse a forgery.
 */
describe('the receiver example of docs/webhooks.md', () => {
  let t: TestApp;
  let dir: string;
  let receiver: ChildProcess;
  const lines: string[] = [];
  const waiters: Array<() => void> = [];

  const lineMatching = async (pattern: RegExp) => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const line = lines.find((l) => pattern.test(l));
      if (line) return line;
      if (Date.now() > deadline)
        throw new Error(`the example printed no line matching ${pattern}: ${lines.join(' | ')}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  };

  beforeAll(async () => {
    t = await createTestApp({
      env: { WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_RETRY_BASE_MS: '50', WEBHOOK_POLL_MS: '200' },
    });
    dir = mkdtempSync(join(tmpdir(), 'webhooks-example-'));
  });
  afterAll(async () => {
    receiver?.kill('SIGKILL');
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('receives signed events once each and rejects a forged one', async () => {
    const port = await findFreePort();
    const { endpoint, secret } = await createWebhookEndpoint(t, {
      url: `http://127.0.0.1:${port}/webhooks`,
      events: ['ship.*'],
    });
    const script = join(dir, 'receiver.js');
    writeFileSync(script, receiverExample());
    receiver = spawn(process.execPath, [script], {
      env: { PATH: process.env.PATH ?? '', WEBHOOK_SECRET: secret, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    createInterface({ input: receiver.stdout! }).on('line', (line) => {
      lines.push(line);
      waiters.splice(0).forEach((wake) => wake());
    });
    await lineMatching(/^listening$/);

    const admin = (await createUserWithTokens(t, { role: 'admin' })).accessToken;
    const test = await t.http
      .post(`/studio/webhooks/${endpoint.id}/test`)
      .set(bearer(admin))
      .expect(201);
    await lineMatching(
      new RegExp(`^received webhook\\.test ${test.body.data.event_id as string}$`),
    );

    const event = await raiseEvent(t.dataSource, { resource: 'ship', operation: 'updated' });
    await lineMatching(new RegExp(`^received ship\\.updated ${event.id}$`));

    // A redelivery has the same webhook-id: acknowledged, but not handled twice.
    const deliveries = `/studio/webhooks/${endpoint.id}/deliveries`;
    const finished = (id: string) =>
      eventually(async () => {
        const r = await t.http.get(`${deliveries}/${id}`).set(bearer(admin));
        return r.body.data.status === 'pending' ? undefined : (r.body.data as Delivery);
      }, `delivery ${id}`);
    const listed = (await t.http.get(deliveries).set(bearer(admin))).body.data as Delivery[];
    const first = await finished(listed.find((d) => d.event_id === event.id)!.id);
    expect(first.status).toBe('succeeded');
    const again = await t.http
      .post(`${deliveries}/${first.id}/redeliver`)
      .set(bearer(admin))
      .expect(201);
    expect(await finished(again.body.data.id as string)).toEqual(
      expect.objectContaining({ status: 'succeeded', response_status: 204, event_id: event.id }),
    );
    expect(lines.filter((l) => l.includes(event.id))).toHaveLength(1);

    const forged = await fetch(`http://127.0.0.1:${port}/webhooks`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-id': event.id,
        'webhook-timestamp': String(Math.floor(Date.now() / 1000)),
        'webhook-signature': 'v1,' + Buffer.alloc(32).toString('base64'),
      },
      body: '{"type":"ship.deleted","timestamp":"2026-11-25T00:00:00.000Z","data":{}}',
    });
    expect(forged.status).toBe(401);
    await lineMatching(/^rejected: no valid signature$/);
  });
});
