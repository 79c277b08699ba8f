import { randomUUID } from 'node:crypto';
import { VaultKeyring } from '@/modules/vault/vault-keyring';
import { generateSigningSecret } from '@/modules/webhooks/delivery/signature';
import { WebhookDelivery } from '@/modules/webhooks/entities/webhook-delivery.entity';
import { WebhookEndpointSecret } from '@/modules/webhooks/entities/webhook-endpoint-secret.entity';
import { WebhookEndpoint } from '@/modules/webhooks/entities/webhook-endpoint.entity';
import { sealSigningSecret } from '@/modules/webhooks/webhook-secrets';
import { bearer, createUserWithTokens } from './factories/users.factory';
import { raiseEvent } from './factories/webhooks.factory';
import { expectProblem } from './support/problem';
import { createTestApp, TestApp } from './support/test-app';
import { eventually, startWebhookReceiver, WebhookReceiver } from './support/webhook-receiver';

/**
 * With WEBHOOK_ALLOW_PRIVATE off (the default), no webhook reaches the service's own network:
 * refused when the endpoint is saved, and again at every delivery after DNS resolution. Nothing
 * here sends traffic anywhere but 127.0.0.1: refused targets are never connected to.
 */
describe('webhook URLs and server-side request forgery', () => {
  let t: TestApp;
  let admin: string;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        WEBHOOK_RETRY_BASE_MS: '20',
        WEBHOOK_RETRY_MAX_DELAY_MS: '100',
        WEBHOOK_POLL_MS: '200',
      },
    });
    admin = (await createUserWithTokens(t, { role: 'admin' })).accessToken;
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  /** An endpoint written straight to the database, as if its URL had passed the check earlier. */
  const saveEndpoint = async (url: string): Promise<string> => {
    const id = randomUUID();
    const secretId = randomUUID();
    await t.dataSource.getRepository(WebhookEndpoint).insert({ id, url, events: ['*'] });
    await t.dataSource.getRepository(WebhookEndpointSecret).insert({
      id: secretId,
      endpointId: id,
      ...sealSigningSecret(t.app.get(VaultKeyring), secretId, generateSigningSecret()),
    });
    return id;
  };

  it.each([
    ['loopback', 'http://127.0.0.1:8080/hook', /loopback/],
    ['loopback by name', 'http://localhost/hook', /localhost \(127\.0\.0\.1\), a loopback/],
    ['loopback, integer notation', 'http://2130706433/hook', /loopback/],
    ['IPv6 loopback', 'http://[::1]/hook', /loopback/],
    ['IPv4-mapped IPv6 loopback', 'http://[::ffff:127.0.0.1]/hook', /loopback/],
    ['private 10/8', 'https://10.1.2.3/hook', /private-network/],
    ['private 192.168/16', 'https://192.168.1.10/hook', /private-network/],
    ['private 172.16/12', 'https://172.20.0.5/hook', /private-network/],
    ['IPv6 unique local', 'https://[fd12:3456::1]/hook', /private-network/],
    ['link-local', 'http://169.254.10.10/hook', /link-local/],
    ['IPv6 link-local', 'http://[fe80::1]/hook', /link-local/],
    ['cloud metadata', 'http://169.254.169.254/latest/meta-data', /metadata/],
    ['IPv4-mapped metadata', 'http://[::ffff:169.254.169.254]/', /metadata/],
    ['IPv4-translated (SIIT) loopback', 'http://[::ffff:0:7f00:1]/hook', /loopback/],
    ['IPv4-translated (SIIT) private', 'http://[::ffff:0:10.0.0.1]/hook', /private-network/],
    ['IPv4-compatible loopback', 'http://[::7f00:1]/hook', /loopback/],
    ['NAT64 metadata', 'http://[64:ff9b::a9fe:a9fe]/', /metadata/],
    ['CGNAT', 'http://100.64.1.1/hook', /CGNAT/],
    ['unspecified', 'http://0.0.0.0/hook', /unspecified/],
    ['multicast', 'http://224.0.0.1/hook', /multicast/],
  ])('refuses %s (%s) with 400 on create and on update', async (_what, url, reason) => {
    const created = expectProblem(
      await t.http
        .post('/studio/webhooks')
        .set(bearer(admin))
        .send({ url, events: ['*'] }),
      400,
      'VALIDATION_FAILED',
    );
    expect(created.errors).toEqual([{ field: 'url', message: expect.stringMatching(reason) }]);
    const saved = await saveEndpoint('https://hooks.example.com/guide');
    expectProblem(
      await t.http.patch(`/studio/webhooks/${saved}`).set(bearer(admin)).send({ url }),
      400,
      'VALIDATION_FAILED',
    );
    await t.dataSource.query('DELETE FROM webhook_endpoints');
  });

  it('names WEBHOOK_ALLOW_PRIVATE in the 400 for a private address, not for one it never allows', async () => {
    const refused = async (url: string) =>
      expectProblem(
        await t.http
          .post('/studio/webhooks')
          .set(bearer(admin))
          .send({ url, events: ['*'] }),
        400,
        'VALIDATION_FAILED',
      );
    const privateUrl = await refused('https://192.168.1.10/hook');
    expect(privateUrl.errors).toEqual([
      {
        field: 'url',
        message:
          'points at 192.168.1.10, a private-network address; webhooks are only sent to public addresses (WEBHOOK_ALLOW_PRIVATE=true on the service allows private addresses, for development and tests only)',
      },
    ]);
    expect(privateUrl.detail).toContain('WEBHOOK_ALLOW_PRIVATE=true');
    const metadata = await refused('http://169.254.169.254/latest/meta-data');
    expect(metadata.errors?.[0].message).not.toContain('WEBHOOK_ALLOW_PRIVATE');
  });

  it('checks again at delivery, after DNS resolution, and never connects to a refused address', async () => {
    // As if the name had resolved to a public address when the endpoint was saved and resolves
    // to the service's own machine now (DNS rebinding).
    const endpointId = await saveEndpoint(`http://localhost:${receiver.port}/hooks`);
    const event = await raiseEvent(t.dataSource);
    const delivery = await eventually(async () => {
      const row = await t.dataSource
        .getRepository(WebhookDelivery)
        .findOneBy({ endpointId, eventId: event.id });
      return row && row.attempts >= 2 ? row : undefined;
    }, 'two refused attempts');
    expect(delivery).toEqual(
      expect.objectContaining({
        status: 'pending',
        responseStatus: null,
        error: `refused: the URL points at localhost (127.0.0.1), a loopback address; webhooks are only sent to public addresses (WEBHOOK_ALLOW_PRIVATE=true on the service allows private addresses, for development and tests only)`,
      }),
    );
    expect(receiver.received).toHaveLength(0);
  });
});
