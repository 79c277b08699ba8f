import { ApiClient } from '@/modules/api-clients/entities/api-client.entity';
import { ApiClientsService } from '@/modules/api-clients/api-clients.service';
import { createApiClient } from './factories/api-clients.factory';
import { bearer, createUserWithTokens, UserWithTokens } from './factories/users.factory';
import { expectProblem } from './support/problem';
import { PublicTestModule } from './support/public-test.module';
import { flushRequestLog } from './support/request-log';
import { createTestApp, TestApp } from './support/test-app';

const CLIENT_SHAPE = {
  id: expect.stringMatching(/^[0-9a-f-]{36}$/),
  name: expect.any(String),
  notes: expect.any(String),
  kind: 'browser',
  allowed_domains: expect.any(Array),
  key_prefix: expect.stringMatching(/^gpk_[0-9A-Za-z]{8}$/),
  rate_limit_per_minute: expect.any(Number),
  is_active: expect.any(Boolean),
  revoked_at: null,
  last_used_at: null,
  created_at: expect.stringMatching(/Z$/),
  updated_at: expect.stringMatching(/Z$/),
  usage: { requests_total: expect.any(Number), requests_30d: expect.any(Number) },
};

describe('API clients (admin only) and X-API-Key', () => {
  let t: TestApp;
  let admin: UserWithTokens;

  beforeAll(async () => {
    t = await createTestApp({ imports: [PublicTestModule] });
    admin = await createUserWithTokens(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  const asAdmin = () => bearer(admin.accessToken);

  describe('POST /studio/api-clients', () => {
    it('creates a client and shows its raw key once; only a hash is stored', async () => {
      const response = await t.http
        .post('/studio/api-clients')
        .set(asAdmin())
        .send({ name: 'Partner site', notes: 'Widget', allowed_domains: ['Partner.Example.com'] })
        .expect(201);
      const { raw_key: rawKey, ...client } = response.body.data;
      expect(client).toEqual({
        ...CLIENT_SHAPE,
        name: 'Partner site',
        notes: 'Widget',
        allowed_domains: ['partner.example.com'],
        rate_limit_per_minute: 1200,
        is_active: true,
        usage: { requests_total: 0, requests_30d: 0 },
      });
      expect(rawKey).toMatch(/^gpk_[0-9A-Za-z]{40}$/);
      expect(rawKey.slice(0, 12)).toBe(client.key_prefix);

      const stored = await t.dataSource.getRepository(ApiClient).findOneByOrFail({ id: client.id });
      expect(JSON.stringify(stored)).not.toContain(rawKey.slice(12));
      expect(stored.secretHash).toMatch(/^[0-9a-f]{64}$/);

      const again = await t.http.get(`/studio/api-clients/${client.id}`).set(asAdmin()).expect(200);
      expect(again.body.data).toEqual({ ...client, usage: expect.any(Object) });
      expect(JSON.stringify(again.body)).not.toContain(rawKey);
    });

    it.each([
      [{}, 'name'],
      [{ name: '' }, 'name'],
      [{ name: 'x'.repeat(201) }, 'name'],
      [{ name: 'A', allowed_domains: 'example.com' }, 'allowed_domains'],
      [{ name: 'A', allowed_domains: ['https://example.com'] }, 'allowed_domains'],
      [{ name: 'A', allowed_domains: ['exa mple.com'] }, 'allowed_domains'],
      [{ name: 'A', rate_limit_per_minute: 0 }, 'rate_limit_per_minute'],
      [{ name: 'A', allowed_domains: ['example.com:99999'] }, 'allowed_domains'],
      [{ name: 'A', kind: 'mobile' }, 'kind'],
      [{ name: 'A', kind: 'server', allowed_domains: ['example.com'] }, 'allowed_domains'],
      [{ name: 'A', raw_key: 'gpk_x' }, 'raw_key'],
    ])('answers 400 for %j', async (body, field) => {
      const response = await t.http.post('/studio/api-clients').set(asAdmin()).send(body);
      const problem = expectProblem(response, 400, 'VALIDATION_FAILED');
      expect(problem.errors?.map((e) => e.field)).toContain(field);
    });

    it('names the allowlist entries it refuses', async () => {
      const response = await t.http
        .post('/studio/api-clients')
        .set(asAdmin())
        .send({
          name: 'A',
          allowed_domains: ['ok.example.com', 'https://shop.example.com', 'a.test:0'],
        });
      const problem = expectProblem(response, 400, 'VALIDATION_FAILED');
      expect(problem.errors).toEqual([
        {
          field: 'allowed_domains',
          message:
            "'https://shop.example.com', 'a.test:0' is not a host name such as 'example.com', '*.example.com' or 'localhost:3000'",
        },
      ]);
    });

    it('creates a browser key with ports in its allowlist, and a server key', async () => {
      const browser = await t.http
        .post('/studio/api-clients')
        .set(asAdmin())
        .send({ name: 'Dev site', kind: 'browser', allowed_domains: ['localhost:3000'] })
        .expect(201);
      expect(browser.body.data).toEqual(
        expect.objectContaining({ kind: 'browser', allowed_domains: ['localhost:3000'] }),
      );
      const server = await t.http
        .post('/studio/api-clients')
        .set(asAdmin())
        .send({ name: 'Renderer', kind: 'server' })
        .expect(201);
      expect(server.body.data).toEqual(
        expect.objectContaining({
          kind: 'server',
          allowed_domains: [],
          rate_limit_per_minute: 1200,
        }),
      );
    });
  });

  describe('list, get, patch, delete', () => {
    it('lists clients with usage stats, paginated, and filters by is_active', async () => {
      const { client, rawKey } = await createApiClient(t, { name: 'AAA usage client' });
      await t.http.get('/api/v1/test-items').set('X-API-Key', rawKey).expect(200);
      await t.http.get('/api/v1/test-items/one').set('X-API-Key', rawKey).expect(200);
      await flushRequestLog(t);

      const list = await t.http.get('/studio/api-clients?limit=100').set(asAdmin()).expect(200);
      const [stored] = await t.dataSource.query<{ n: string }[]>(
        'SELECT count(*) AS n FROM api_clients',
      );
      expect(list.body).toEqual({
        data: expect.arrayContaining([expect.objectContaining({ id: client.id })]),
        total: Number(stored.n),
        skip: 0,
        limit: 100,
      });
      expect(list.body.data).toHaveLength(Math.min(Number(stored.n), 100));
      const found = list.body.data.find((c: { id: string }) => c.id === client.id);
      expect(found.usage).toEqual({ requests_total: 2, requests_30d: 2 });
      expect(found).not.toHaveProperty('raw_key');
      const names = (list.body.data as Array<{ name: string }>).map((c) => c.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));

      await t.app.get(ApiClientsService).revoke(client.id);
      const inactive = await t.http
        .get('/studio/api-clients?is_active=false')
        .set(asAdmin())
        .expect(200);
      expect(inactive.body.data.map((c: { id: string }) => c.id)).toContain(client.id);
      expect(inactive.body.data.every((c: { is_active: boolean }) => !c.is_active)).toBe(true);
    });

    it('records when a key was last used, in batches', async () => {
      const { client, rawKey } = await createApiClient(t);
      await t.http.get('/api/v1/test-items').set('X-API-Key', rawKey).expect(200);
      await t.app.get(ApiClientsService).flushLastUsed();
      const response = await t.http
        .get(`/studio/api-clients/${client.id}`)
        .set(asAdmin())
        .expect(200);
      expect(response.body.data.last_used_at).toMatch(/Z$/);
    });

    it('patches name, notes, allowlist and rate limit', async () => {
      const { client } = await createApiClient(t);
      const response = await t.http
        .patch(`/studio/api-clients/${client.id}`)
        .set(asAdmin())
        .send({
          name: 'Renamed',
          notes: 'n',
          allowed_domains: ['*.example.com'],
          rate_limit_per_minute: 60,
        })
        .expect(200);
      expect(response.body.data).toEqual(
        expect.objectContaining({
          name: 'Renamed',
          notes: 'n',
          allowed_domains: ['*.example.com'],
          rate_limit_per_minute: 60,
          key_prefix: client.keyPrefix,
        }),
      );
      expectProblem(
        await t.http
          .patch(`/studio/api-clients/${client.id}`)
          .set(asAdmin())
          .send({ key_prefix: 'x' }),
        400,
        'VALIDATION_FAILED',
      );
    });

    it('changes the kind; a server key cannot keep an allowlist', async () => {
      const { client } = await createApiClient(t, { allowed_domains: ['shop.example.com'] });
      const kept = await t.http
        .patch(`/studio/api-clients/${client.id}`)
        .set(asAdmin())
        .send({ kind: 'server' });
      const problem = expectProblem(kept, 400, 'VALIDATION_FAILED');
      expect(problem.errors?.map((e) => e.field)).toEqual(['allowed_domains']);
      const changed = await t.http
        .patch(`/studio/api-clients/${client.id}`)
        .set(asAdmin())
        .send({ kind: 'server', allowed_domains: [] })
        .expect(200);
      expect(changed.body.data).toEqual(
        expect.objectContaining({ kind: 'server', allowed_domains: [] }),
      );
      expectProblem(
        await t.http.patch(`/studio/api-clients/${client.id}`).set(asAdmin()).send({ kind: 'x' }),
        400,
        'VALIDATION_FAILED',
      );
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      const unknown = '00000000-0000-4000-8000-000000000000';
      for (const [method, path] of [
        ['get', `/studio/api-clients/${unknown}`],
        ['patch', `/studio/api-clients/${unknown}`],
        ['post', `/studio/api-clients/${unknown}/revoke`],
        ['post', `/studio/api-clients/${unknown}/regenerate`],
        ['delete', `/studio/api-clients/${unknown}`],
      ] as const) {
        expectProblem(await t.http[method](path).set(asAdmin()).send({}), 404, 'NOT_FOUND');
      }
      expectProblem(
        await t.http.get('/studio/api-clients/nope').set(asAdmin()),
        400,
        'VALIDATION_FAILED',
      );
    });

    it('deletes a client; its key stops working at once', async () => {
      const { client, rawKey } = await createApiClient(t);
      await t.http.delete(`/studio/api-clients/${client.id}`).set(asAdmin()).expect(204);
      await t.http.get(`/studio/api-clients/${client.id}`).set(asAdmin()).expect(404);
      expectProblem(
        await t.http.get('/api/v1/test-items').set('X-API-Key', rawKey),
        401,
        'INVALID_API_KEY',
      );
    });
  });

  describe('X-API-Key on public endpoints', () => {
    it('counts a keyed request for its client; a key is optional', async () => {
      const { client, rawKey } = await createApiClient(t);
      const keyed = await t.http.get('/api/v1/test-items').set('X-API-Key', rawKey).expect(200);
      expect(keyed.body.client_id).toBe(client.id);
      const anonymous = await t.http.get('/api/v1/test-items').expect(200);
      expect(anonymous.body.client_id).toBeNull();
      const outsideV1 = await t.http.get('/api/test-guides').set('X-API-Key', rawKey).expect(200);
      expect(outsideV1.body.client_id).toBe(client.id);
    });

    it.each([
      ['an unknown key', 'gpk_AAAAAAAA' + 'B'.repeat(32)],
      ['a malformed key', 'not-a-key'],
      ['an empty key', ''],
    ])('refuses %s with 401 INVALID_API_KEY', async (_label, key) => {
      expectProblem(
        await t.http.get('/api/v1/test-items').set('X-API-Key', key),
        401,
        'INVALID_API_KEY',
      );
    });

    it('refuses a known public id with a wrong secret', async () => {
      const { rawKey } = await createApiClient(t);
      const forged = rawKey.slice(0, 12) + 'x'.repeat(32);
      expectProblem(
        await t.http.get('/api/v1/test-items').set('X-API-Key', forged),
        401,
        'INVALID_API_KEY',
      );
    });

    it('refuses a key revoked mid-test at once, and accepts the regenerated one only', async () => {
      const { client, rawKey } = await createApiClient(t);
      await t.http.get('/api/v1/test-items').set('X-API-Key', rawKey).expect(200);

      const revoked = await t.http
        .post(`/studio/api-clients/${client.id}/revoke`)
        .set(asAdmin())
        .expect(200);
      expect(revoked.body.data).toEqual(
        expect.objectContaining({
          id: client.id,
          is_active: false,
          revoked_at: expect.stringMatching(/Z$/),
        }),
      );
      expect(revoked.body.data).not.toHaveProperty('raw_key');
      expectProblem(
        await t.http.get('/api/v1/test-items').set('X-API-Key', rawKey),
        401,
        'INVALID_API_KEY',
      );

      const regenerated = await t.http
        .post(`/studio/api-clients/${client.id}/regenerate`)
        .set(asAdmin())
        .expect(200);
      const newKey = regenerated.body.data.raw_key as string;
      expect(newKey).toMatch(/^gpk_[0-9A-Za-z]{40}$/);
      expect(newKey).not.toBe(rawKey);
      expect(regenerated.body.data).toEqual(
        expect.objectContaining({
          is_active: true,
          revoked_at: null,
          key_prefix: newKey.slice(0, 12),
        }),
      );
      expectProblem(
        await t.http.get('/api/v1/test-items').set('X-API-Key', rawKey),
        401,
        'INVALID_API_KEY',
      );
      await t.http.get('/api/v1/test-items').set('X-API-Key', newKey).expect(200);

      // Regenerating again retires the second key as well.
      await t.http.post(`/studio/api-clients/${client.id}/regenerate`).set(asAdmin()).expect(200);
      expectProblem(
        await t.http.get('/api/v1/test-items').set('X-API-Key', newKey),
        401,
        'INVALID_API_KEY',
      );
    });

    describe('with an allowlist', () => {
      let rawKey: string;
      beforeAll(async () => {
        ({ rawKey } = await createApiClient(t, {
          allowed_domains: ['shop.example.com', '*.partner.test'],
        }));
      });

      it('accepts an allowed Origin, a subdomain match and an allowed Referer', async () => {
        const get = () => t.http.get('/api/v1/test-items').set('X-API-Key', rawKey);
        await get().set('Origin', 'https://shop.example.com').expect(200);
        await get().set('Origin', 'https://www.partner.test:8443').expect(200);
        await get().set('Referer', 'https://a.b.partner.test/page?x=1').expect(200);
      });

      it('refuses a foreign origin, a look-alike, and a request with neither header (403)', async () => {
        const get = () => t.http.get('/api/v1/test-items').set('X-API-Key', rawKey);
        const foreign = expectProblem(
          await get().set('Origin', 'https://evil.example.net'),
          403,
          'ORIGIN_NOT_ALLOWED',
        );
        expect(foreign.detail).toContain('evil.example.net');
        expectProblem(await get().set('Origin', 'https://partner.test'), 403, 'ORIGIN_NOT_ALLOWED');
        expectProblem(
          await get().set('Origin', 'https://shop.example.com.evil.net'),
          403,
          'ORIGIN_NOT_ALLOWED',
        );
        expectProblem(await get(), 403, 'ORIGIN_NOT_ALLOWED');
      });
    });

    describe('with ports in the allowlist', () => {
      it("accepts the entry's port only, the scheme's default when the origin names none", async () => {
        const { rawKey } = await createApiClient(t, {
          allowed_domains: ['localhost:3000', 'shop.example.com:443'],
        });
        const get = (origin: string) =>
          t.http.get('/api/v1/test-items').set('X-API-Key', rawKey).set('Origin', origin);
        await get('http://localhost:3000').expect(200);
        await get('https://shop.example.com').expect(200);
        const other = expectProblem(await get('http://localhost:5173'), 403, 'ORIGIN_NOT_ALLOWED');
        expect(other.detail).toBe(
          "The origin 'localhost:5173' is not in this API key's allowlist.",
        );
        expectProblem(await get('https://shop.example.com:8443'), 403, 'ORIGIN_NOT_ALLOWED');
      });
    });

    describe('a server key', () => {
      let client: { id: string };
      let rawKey: string;
      beforeAll(async () => {
        ({ client, rawKey } = await createApiClient(t, { kind: 'server' }));
      });

      it('is accepted without an Origin and limited per client', async () => {
        const response = await t.http
          .get('/api/v1/test-items')
          .set('X-API-Key', rawKey)
          .expect(200);
        expect(response.body.client_id).toBe(client.id);
        expect(response.headers['x-ratelimit-limit']).toBe('1200');
      });

      it('is refused with 403 from a browser, whatever the origin', async () => {
        for (const origin of ['https://shop.example.com', 'null']) {
          const problem = expectProblem(
            await t.http.get('/api/v1/test-items').set('X-API-Key', rawKey).set('Origin', origin),
            403,
            'ORIGIN_NOT_ALLOWED',
          );
          expect(problem.detail).toBe(
            'This is a server key: it is refused on requests from a browser (with an Origin header). Use a browser key, with an origin allowlist, in web pages.',
          );
        }
      });
    });

    it('ignores X-API-Key on studio routes', async () => {
      await t.http.get('/studio/auth/me').set(asAdmin()).set('X-API-Key', 'garbage').expect(200);
    });
  });
});
