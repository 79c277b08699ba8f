import { randomBytes, randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { VaultKeyring } from '@/modules/vault/vault-keyring';
import { WebhookDelivery } from '@/modules/webhooks/entities/webhook-delivery.entity';
import { WebhookEndpointSecret } from '@/modules/webhooks/entities/webhook-endpoint-secret.entity';
import { openSigningSecret } from '@/modules/webhooks/webhook-secrets';
import {
  countWebhookSecretsNotCurrent,
  rekeyWebhookSecrets,
} from '@/modules/webhooks/webhook-secrets-rekey';
import { apiDocument } from '@/app.setup';
import { bearer, createUserWithTokens } from './factories/users.factory';
import { createWebhookEndpoint, raiseEvent } from './factories/webhooks.factory';
import { ContractValidator } from './support/contract';
import { expectProblem } from './support/problem';
import { createTestApp, TEST_VAULT_KEY, TestApp } from './support/test-app';
import {
  eventually,
  ReceivedWebhook,
  startWebhookReceiver,
  WebhookReceiver,
} from './support/webhook-receiver';

/** Verifies a received webhook with the Standard Webhooks reference library; throws if it fails. */
function verify(secret: string, webhook: ReceivedWebhook): unknown {
  return new Webhook(secret).verify(webhook.body, webhook.headers as Record<string, string>);
}

/**
 * The delivery app: receivers on 127.0.0.1, short back-off so no test waits long. The timeout is
 * short too, yet long enough that a busy machine does not turn a prompt answer into a timeout.
 */
const FAST_DELIVERY = {
  WEBHOOK_ALLOW_PRIVATE: 'true',
  WEBHOOK_TIMEOUT_MS: '2000',
  WEBHOOK_RETRY_BASE_MS: '20',
  WEBHOOK_RETRY_MAX_DELAY_MS: '200',
  WEBHOOK_POLL_MS: '200',
};

describe('webhooks', () => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp({ env: FAST_DELIVERY });
    admin = (await createUserWithTokens(t, { role: 'admin' })).accessToken;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    receiver = await startWebhookReceiver();
  });
  afterEach(async () => {
    // Every test starts without endpoints, so no test receives another's events.
    await t.dataSource.query('DELETE FROM webhook_endpoints');
    await receiver.close();
  });

  const deliveryOf = (endpointId: string, eventId: string) =>
    t.dataSource.getRepository(WebhookDelivery).findOneBy({ endpointId, eventId });
  const finished = (endpointId: string, eventId: string) =>
    eventually(async () => {
      const delivery = await deliveryOf(endpointId, eventId);
      return delivery && delivery.status !== 'pending' ? delivery : undefined;
    }, `delivery of ${eventId} to finish`);

  describe('POST /studio/webhooks', () => {
    it('creates an endpoint and shows its whsec_ secret once', async () => {
      const response = await t.http
        .post('/studio/webhooks')
        .set(bearer(admin))
        .send({ url: receiver.url, events: ['ship.*', '*.deleted'], description: 'Index' })
        .expect(201);
      const data = response.body.data as Record<string, unknown>;
      expect(data).toEqual(
        expect.objectContaining({
          url: receiver.url,
          events: ['ship.*', '*.deleted'],
          description: 'Index',
          is_active: true,
          disabled_at: null,
          disabled_reason: null,
          previous_secret_expires_at: null,
        }),
      );
      expect(data.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      expect(Buffer.from((data.secret as string).slice(6), 'base64')).toHaveLength(32);

      const shown = await t.http.get(`/studio/webhooks/${data.id as string}`).set(bearer(admin));
      expect(shown.body.data).not.toHaveProperty('secret');
      const listed = await t.http.get('/studio/webhooks').set(bearer(admin)).expect(200);
      expect(listed.body).toEqual(
        expect.objectContaining({ total: 1, skip: 0, limit: 20, data: [shown.body.data] }),
      );
      expect(JSON.stringify([shown.body, listed.body])).not.toContain(data.secret);
    });

    it('refuses unknown resources and operations, and malformed patterns, naming them', async () => {
      for (const [events, message] of [
        [['shipp.updated'], /'shipp' is not a resource/],
        [['ship.sunk'], /'sunk' is not an operation/],
        [['ship'], /not an event pattern/],
        [['*.*'], /written '\*'/],
        [[], /at least one/],
        [['ship.*', 'ship.*'], /repeat/],
      ] as const) {
        const problem = expectProblem(
          await t.http
            .post('/studio/webhooks')
            .set(bearer(admin))
            .send({ url: receiver.url, events }),
          400,
          'VALIDATION_FAILED',
        );
        expect(problem.errors).toEqual([
          { field: 'events', message: expect.stringMatching(message) },
        ]);
      }
    });

    it('refuses URLs that are not http(s), carry credentials, or are not URLs', async () => {
      for (const url of ['ftp://example.com/x', 'https://user:pw@example.com/', 'not a url']) {
        const problem = expectProblem(
          await t.http
            .post('/studio/webhooks')
            .set(bearer(admin))
            .send({ url, events: ['*'] }),
          400,
          'VALIDATION_FAILED',
        );
        expect(problem.errors?.[0].field).toBe('url');
      }
    });
  });

  describe('PATCH, DELETE and GET /studio/webhooks/{id}', () => {
    it('changes events and description, deactivates, deletes; unknown ids are 404', async () => {
      const { endpoint } = await createWebhookEndpoint(t, { url: receiver.url });
      const patched = await t.http
        .patch(`/studio/webhooks/${endpoint.id}`)
        .set(bearer(admin))
        .send({ events: ['port.created'], description: 'Ports', is_active: false })
        .expect(200);
      expect(patched.body.data).toEqual(
        expect.objectContaining({
          events: ['port.created'],
          description: 'Ports',
          is_active: false,
        }),
      );
      const inactive = await t.http
        .get('/studio/webhooks?is_active=false')
        .set(bearer(admin))
        .expect(200);
      expect(inactive.body.data.map((e: { id: string }) => e.id)).toEqual([endpoint.id]);
      expectProblem(
        await t.http
          .patch(`/studio/webhooks/${endpoint.id}`)
          .set(bearer(admin))
          .send({ secret: 'whsec_mine' }),
        400,
        'VALIDATION_FAILED',
      );
      await t.http.delete(`/studio/webhooks/${endpoint.id}`).set(bearer(admin)).expect(204);
      expectProblem(
        await t.http.get(`/studio/webhooks/${endpoint.id}`).set(bearer(admin)),
        404,
        'NOT_FOUND',
      );
      expectProblem(
        await t.http.delete(`/studio/webhooks/${randomUUID()}`).set(bearer(admin)),
        404,
        'NOT_FOUND',
      );
      expectProblem(
        await t.http.get('/studio/webhooks/not-a-uuid').set(bearer(admin)),
        400,
        'VALIDATION_FAILED',
      );
    });
  });

  describe('delivery', () => {
    it('POSTs a matching event signed per Standard Webhooks: webhook-id is the event id', async () => {
      const { endpoint, secret } = await createWebhookEndpoint(t, {
        url: receiver.url,
        events: ['ship.updated'],
      });
      const other = await startWebhookReceiver();
      await createWebhookEndpoint(t, { url: other.url, events: ['port.*'] });

      const event = await raiseEvent(t.dataSource, { resource: 'ship', operation: 'updated' });
      const [webhook] = await receiver.waitFor(1);
      expect(verify(secret, webhook)).toEqual(webhook.json);
      expect(webhook.headers['webhook-id']).toBe(event.id);
      expect(webhook.headers['content-type']).toBe('application/json');
      expect(webhook.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
      expect(webhook.json).toEqual({
        type: 'ship.updated',
        timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        data: { id: event.recordId, name: 'Wonder of the Seas' },
        changed_fields: [],
      });
      const delivery = await finished(endpoint.id, event.id);
      expect(delivery).toEqual(
        expect.objectContaining({ status: 'succeeded', attempts: 1, responseStatus: 204 }),
      );
      expect(other.received).toHaveLength(0);
      await other.close();
    });

    it("sends a ship's data as its public GET answers it, with the fields each write changed", async () => {
      await createWebhookEndpoint(t, { url: receiver.url, events: ['ship.*'] });
      const line = await t.http
        .post('/studio/cruise-lines')
        .set(bearer(admin))
        .send({ name: 'Payload Line', slug: 'payload-line' })
        .expect(201);
      const slug = 'payload-ship';
      await t.http
        .post('/studio/ships')
        .set(bearer(admin))
        .send({
          name: 'Payload Ship',
          slug,
          cruise_line_id: line.body.data.id,
          beam_meters: '64',
          year_built: 2020,
        })
        .expect(201);
      const publicGet = async () =>
        (await t.http.get(`/api/v1/ships/${slug}`).expect(200)).body.data as Record<
          string,
          unknown
        >;
      const [created] = await receiver.waitFor(1);
      const createdGet = await publicGet();
      expect(createdGet).toEqual(
        expect.objectContaining({
          beam_meters: '64.00',
          cruise_line: { id: line.body.data.id, name: 'Payload Line', slug: 'payload-line' },
          created_at: expect.stringMatching(/Z$/),
        }),
      );
      expect(created.json.type).toBe('ship.created');
      expect(created.json.data).toEqual(createdGet);
      expect(created.json.changed_fields).toEqual(
        expect.arrayContaining(['name', 'slug', 'cruise_line_id', 'beam_meters', 'year_built']),
      );

      await t.http
        .patch(`/studio/ships/${createdGet.id as string}`)
        .set(bearer(admin))
        .send({ beam_meters: '65.5' })
        .expect(200);
      const updated = (await receiver.waitFor(2))[1];
      const updatedGet = await publicGet();
      expect(updatedGet.beam_meters).toBe('65.50');
      expect(updated.json).toEqual({
        type: 'ship.updated',
        timestamp: expect.stringMatching(/Z$/),
        data: updatedGet,
        changed_fields: ['beam_meters'],
      });

      await t.http
        .delete(`/studio/ships/${createdGet.id as string}`)
        .set(bearer(admin))
        .expect(204);
      const deleted = (await receiver.waitFor(3))[2];
      expect(deleted.json).toEqual({
        type: 'ship.deleted',
        timestamp: expect.stringMatching(/Z$/),
        data: updatedGet,
        changed_fields: [],
      });

      // Each body matches the document's WebhookEvent schema (through ShipWebhookEvent).
      const contract = new ContractValidator(apiDocument(t.app));
      for (const webhook of [created, updated, deleted])
        expect(contract.schemaViolation('WebhookEvent', webhook.json)).toBeNull();
      expect(
        contract.schemaViolation('WebhookEvent', {
          ...updated.json,
          data: { ...updatedGet, beam_meters: 65.5 },
        }),
      ).not.toBeNull();
    });

    it('retries after 500s with back-off and records each outcome', async () => {
      const { endpoint, secret } = await createWebhookEndpoint(t, { url: receiver.url });
      receiver.respond((_r, i) =>
        i < 2 ? { status: 500, body: 'down' } : { status: 200, body: 'ok' },
      );
      const event = await raiseEvent(t.dataSource);
      const webhooks = await receiver.waitFor(3);
      for (const webhook of webhooks) {
        expect(webhook.headers['webhook-id']).toBe(event.id);
        expect(verify(secret, webhook)).toEqual(webhooks[0].json);
      }
      const delivery = await finished(endpoint.id, event.id);
      expect(delivery).toEqual(
        expect.objectContaining({
          status: 'succeeded',
          attempts: 3,
          responseStatus: 200,
          responseBody: 'ok',
          error: null,
        }),
      );
    });

    it('retries after a timeout', async () => {
      const { endpoint } = await createWebhookEndpoint(t, { url: receiver.url });
      receiver.respond((_r, i) => (i === 0 ? 'hang' : { status: 200 }));
      const event = await raiseEvent(t.dataSource);
      await receiver.waitFor(2);
      const delivery = await finished(endpoint.id, event.id);
      expect(delivery).toEqual(expect.objectContaining({ status: 'succeeded', attempts: 2 }));
    });

    it('keeps the order of one record: a later event waits until the earlier one got through', async () => {
      await createWebhookEndpoint(t, { url: receiver.url });
      receiver.respond((request, i) => (i < 3 ? { status: 503 } : { status: 200 }));
      const recordId = randomUUID();
      const first = await raiseEvent(t.dataSource, { recordId, operation: 'created' });
      const second = await raiseEvent(t.dataSource, { recordId, operation: 'updated' });
      const third = await raiseEvent(t.dataSource, { recordId, operation: 'deleted' });
      const webhooks = await receiver.waitFor(6);
      expect(webhooks.map((w) => w.headers['webhook-id'])).toEqual([
        first.id,
        first.id,
        first.id,
        first.id,
        second.id,
        third.id,
      ]);
    });

    it('sends a webhook.test event on request and lists it with its outcome', async () => {
      const { endpoint, secret } = await createWebhookEndpoint(t, {
        url: receiver.url,
        events: ['video.created'],
      });
      receiver.respond(() => ({ status: 202, body: 'x'.repeat(5000) }));
      const queued = await t.http
        .post(`/studio/webhooks/${endpoint.id}/test`)
        .set(bearer(admin))
        .expect(201);
      expect(queued.body.data).toEqual(
        expect.objectContaining({ event_type: 'webhook.test', trigger: 'test', status: 'pending' }),
      );
      const [webhook] = await receiver.waitFor(1);
      expect(verify(secret, webhook)).toEqual(
        expect.objectContaining({
          type: 'webhook.test',
          data: expect.objectContaining({ endpoint_id: endpoint.id }),
        }),
      );
      await finished(endpoint.id, queued.body.data.event_id as string);
      const listed = await t.http
        .get(`/studio/webhooks/${endpoint.id}/deliveries`)
        .set(bearer(admin))
        .expect(200);
      expect(listed.body).toEqual(expect.objectContaining({ total: 1, skip: 0, limit: 20 }));
      const [row] = listed.body.data as Array<Record<string, unknown>>;
      expect(row).toEqual(
        expect.objectContaining({
          id: queued.body.data.id,
          status: 'succeeded',
          attempts: 1,
          response_status: 202,
          latency_ms: expect.any(Number),
          next_attempt_at: null,
          error: null,
        }),
      );
      // Only the first kilobyte of an answer is kept.
      expect(row.response_body).toBe('x'.repeat(1024));
      expectProblem(
        await t.http.post(`/studio/webhooks/${randomUUID()}/test`).set(bearer(admin)),
        404,
        'NOT_FOUND',
      );
      expectProblem(
        await t.http
          .get(`/studio/webhooks/${endpoint.id}/deliveries?status=lost`)
          .set(bearer(admin)),
        400,
        'VALIDATION_FAILED',
      );
    });

    it('redelivers a finished delivery with the same webhook-id; a pending one is 409', async () => {
      const { endpoint } = await createWebhookEndpoint(t, { url: receiver.url });
      const event = await raiseEvent(t.dataSource);
      await receiver.waitFor(1);
      const delivery = await finished(endpoint.id, event.id);
      const again = await t.http
        .post(`/studio/webhooks/${endpoint.id}/deliveries/${delivery.id}/redeliver`)
        .set(bearer(admin))
        .expect(201);
      expect(again.body.data).toEqual(
        expect.objectContaining({ event_id: event.id, trigger: 'redelivery', attempts: 0 }),
      );
      const webhooks = await receiver.waitFor(2);
      expect(webhooks[1].headers['webhook-id']).toBe(event.id);
      expect(webhooks[1].body).toBe(webhooks[0].body);

      // A delivery still being retried cannot be redelivered.
      receiver.respond(() => ({ status: 500 }));
      const failing = await raiseEvent(t.dataSource);
      await receiver.waitFor(3);
      const pending = await deliveryOf(endpoint.id, failing.id);
      expect(pending?.status).toBe('pending');
      expectProblem(
        await t.http
          .post(`/studio/webhooks/${endpoint.id}/deliveries/${pending!.id}/redeliver`)
          .set(bearer(admin)),
        409,
        'CONFLICT',
      );
      expectProblem(
        await t.http
          .post(`/studio/webhooks/${endpoint.id}/deliveries/${randomUUID()}/redeliver`)
          .set(bearer(admin)),
        404,
        'NOT_FOUND',
      );
    });

    it('signs with both secrets during a rotation overlap, and only the new one after it', async () => {
      const { endpoint, secret: old } = await createWebhookEndpoint(t, { url: receiver.url });
      const rotated = await t.http
        .post(`/studio/webhooks/${endpoint.id}/rotate-secret`)
        .set(bearer(admin))
        .send({ overlap_seconds: 3600 })
        .expect(200);
      const fresh = rotated.body.data.secret as string;
      expect(fresh).toMatch(/^whsec_/);
      expect(fresh).not.toBe(old);
      expect(Date.parse(rotated.body.data.previous_secret_expires_at as string)).toBeGreaterThan(
        Date.parse(rotated.body.data.secret_rotated_at as string),
      );

      await raiseEvent(t.dataSource);
      const [during] = await receiver.waitFor(1);
      expect((during.headers['webhook-signature'] as string).split(' ')).toHaveLength(2);
      // Signed with both secrets while the old one is still valid: either verifies the same payload.
      expect(verify(fresh, during)).toEqual(JSON.parse(during.body));
      expect(verify(old, during)).toEqual(JSON.parse(during.body));

      await t.http
        .post(`/studio/webhooks/${endpoint.id}/rotate-secret`)
        .set(bearer(admin))
        .send({ overlap_seconds: 0 })
        .expect(200)
        .then((r) => expect(r.body.data.previous_secret_expires_at).toBeNull());
      const newest = await t.http.get(`/studio/webhooks/${endpoint.id}`).set(bearer(admin));
      expect(newest.body.data).not.toHaveProperty('secret');
      expectProblem(
        await t.http
          .post(`/studio/webhooks/${endpoint.id}/rotate-secret`)
          .set(bearer(admin))
          .send({ overlap_seconds: -1 }),
        400,
        'VALIDATION_FAILED',
      );
    });

    it('records studio writes in the audit log without any secret', async () => {
      const created = await t.http
        .post('/studio/webhooks')
        .set(bearer(admin))
        .send({ url: receiver.url, events: ['guide.*'] })
        .expect(201);
      const id = created.body.data.id as string;
      const rotated = await t.http
        .post(`/studio/webhooks/${id}/rotate-secret`)
        .set(bearer(admin))
        .send({})
        .expect(200);
      const test = await t.http.post(`/studio/webhooks/${id}/test`).set(bearer(admin)).expect(201);
      await t.http.delete(`/studio/webhooks/${id}`).set(bearer(admin)).expect(204);

      const audit = await t.http.get('/studio/logs/audit?limit=100').set(bearer(admin)).expect(200);
      const entries = (
        audit.body.data as Array<{ action: string; entity_type: string; entity_id: string }>
      ).filter((e) => [id, test.body.data.id].includes(e.entity_id));
      expect(entries.map((e) => [e.entity_type, e.action]).reverse()).toEqual([
        ['webhook_endpoint', 'create'],
        ['webhook_endpoint', 'rotate_secret'],
        ['webhook_delivery', 'test'],
        ['webhook_endpoint', 'delete'],
      ]);
      expect(entries[entries.length - 1].entity_id).toBe(id);
      const text = JSON.stringify(audit.body);
      expect(text).not.toContain(created.body.data.secret);
      expect(text).not.toContain(rotated.body.data.secret);
      expect(text).not.toContain('whsec_');
    });
  });
});

describe('webhook endpoints that keep failing', () => {
  let t: TestApp;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    // The retry window (24 h by default) shortened to one second.
    t = await createTestApp({ env: { ...FAST_DELIVERY, WEBHOOK_RETRY_WINDOW_SECONDS: '1' } });
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  it('gives a delivery up after the retry window and disables the endpoint, saying when and why', async () => {
    const admin = (await createUserWithTokens(t, { role: 'admin' })).accessToken;
    receiver.respond(() => ({ status: 503, body: 'maintenance' }));
    const { endpoint } = await createWebhookEndpoint(t, { url: receiver.url });
    const event = await raiseEvent(t.dataSource);
    const shown = await eventually(async () => {
      const r = await t.http.get(`/studio/webhooks/${endpoint.id}`).set(bearer(admin));
      return r.body.data.is_active === false ? (r.body.data as Record<string, unknown>) : undefined;
    }, 'the endpoint to be disabled');
    expect(shown.disabled_at).toEqual(expect.any(String));
    expect(shown.disabled_reason).toBe(
      'Every delivery failed for 1 second; the last attempt: HTTP 503',
    );
    const delivery = await t.dataSource
      .getRepository(WebhookDelivery)
      .findOneByOrFail({ endpointId: endpoint.id, eventId: event.id });
    expect(delivery).toEqual(
      expect.objectContaining({ status: 'failed', responseStatus: 503, nextAttemptAt: null }),
    );
    expect(delivery.attempts).toBeGreaterThan(1);

    // A disabled endpoint gets no new events; re-enabling it clears the reason.
    const before = receiver.received.length;
    await raiseEvent(t.dataSource);
    const reenabled = await t.http
      .patch(`/studio/webhooks/${endpoint.id}`)
      .set(bearer(admin))
      .send({ is_active: true })
      .expect(200);
    expect(reenabled.body.data).toEqual(
      expect.objectContaining({ is_active: true, disabled_at: null, disabled_reason: null }),
    );
    expect(receiver.received.length).toBe(before);
  });

  it('disables an endpoint that answers 410 Gone at once', async () => {
    const gone = await startWebhookReceiver();
    gone.respond(() => ({ status: 410 }));
    const { endpoint } = await createWebhookEndpoint(t, { url: gone.url, events: ['port.*'] });
    await raiseEvent(t.dataSource, { resource: 'port' });
    await gone.waitFor(1);
    const disabled = await eventually(async () => {
      const row = await t.dataSource.query<Array<{ is_active: boolean; disabled_reason: string }>>(
        'SELECT is_active, disabled_reason FROM webhook_endpoints WHERE id = $1',
        [endpoint.id],
      );
      return row[0].is_active ? undefined : row[0];
    }, 'the 410 to disable the endpoint');
    expect(disabled.disabled_reason).toMatch(/410 Gone/);
    expect(gone.received).toHaveLength(1);
    await gone.close();
  });

  it('has its signing secrets re-wrapped by npm run vault:rekey with the vault entries', async () => {
    const { endpoint, secret } = await createWebhookEndpoint(t, {
      url: receiver.url,
      events: ['video.*'],
    });
    const oldKey = Buffer.from(TEST_VAULT_KEY, 'base64');
    const newKey = randomBytes(32);
    const keyring = new VaultKeyring(newKey, [oldKey]);
    // Every endpoint's secret of this app (this one's included) is under the old key.
    const waiting = await countWebhookSecretsNotCurrent(t.dataSource, keyring);
    expect(waiting).toBe(await t.dataSource.getRepository(WebhookEndpointSecret).count());
    const report = await rekeyWebhookSecrets(t.dataSource, keyring);
    expect(report).toEqual({ rewrapped: waiting, failed: [] });
    expect(await countWebhookSecretsNotCurrent(t.dataSource, keyring)).toBe(0);
    const stored = await t.dataSource
      .getRepository(WebhookEndpointSecret)
      .findOneByOrFail({ endpointId: endpoint.id });
    // The new key alone opens it now; the secret itself is unchanged.
    expect(openSigningSecret(new VaultKeyring(newKey), stored)).toBe(secret);
    expect(await rekeyWebhookSecrets(t.dataSource, new VaultKeyring(newKey, [oldKey]))).toEqual({
      rewrapped: 0,
      failed: [],
    });
  });
});
