import { randomBytes } from 'node:crypto';
import { VaultEntry } from '@/modules/vault/entities/vault-entry.entity';
import { VaultDecryptionError, VaultKeyring } from '@/modules/vault/vault-keyring';
import { rekeyVault } from '@/modules/vault/vault-rekey';
import { VaultService } from '@/modules/vault/vault.service';
import { bearer, createUserWithTokens, UserWithTokens } from './factories/users.factory';
import { expectProblem } from './support/problem';
import { collect, runScript } from './support/server-process';
import { createTestApp, TEST_VAULT_KEY, TestApp } from './support/test-app';

const METADATA = {
  id: expect.stringMatching(/^[0-9a-f-]{36}$/),
  key_name: expect.any(String),
  service_name: expect.any(String),
  environment: expect.any(String),
  description: null,
  version: 1,
  created_at: expect.stringMatching(/Z$/),
  updated_at: expect.stringMatching(/Z$/),
  rotated_at: null,
};
const METADATA_KEYS = Object.keys(METADATA).sort();

let sequence = 0;
const uniqueKey = () => `API_KEY_${++sequence}_${randomBytes(3).toString('hex')}`;
const secret = (label: string) => `${label}-${randomBytes(12).toString('hex')}`;

describe('credential vault (admin only)', () => {
  let t: TestApp;
  let admin: UserWithTokens;
  let editor: UserWithTokens;
  const asAdmin = () => bearer(admin.accessToken);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUserWithTokens(t, { role: 'admin' });
    editor = await createUserWithTokens(t, { role: 'editor' });
  });
  afterAll(() => t.close());

  async function createEntry(overrides: Record<string, unknown> = {}) {
    const body = {
      key_name: uniqueKey(),
      service_name: 'stripe',
      environment: 'production',
      value: secret('create'),
      ...overrides,
    };
    const response = await t.http.post('/studio/vault').set(asAdmin()).send(body).expect(201);
    return { body, entry: response.body.data as { id: string; version: number } };
  }

  describe('POST /studio/vault', () => {
    it('stores the secret and answers 201 with metadata only', async () => {
      const value = secret('stripe-live');
      const response = await t.http
        .post('/studio/vault')
        .set(asAdmin())
        .send({
          key_name: ' STRIPE_SECRET_KEY ',
          service_name: 'stripe',
          environment: 'production',
          value,
          description: 'Card payments',
        })
        .expect(201);
      expect(response.body).toEqual({
        data: {
          ...METADATA,
          key_name: 'STRIPE_SECRET_KEY',
          service_name: 'stripe',
          environment: 'production',
          description: 'Card payments',
        },
      });
      expect(Object.keys(response.body.data).sort()).toEqual(METADATA_KEYS);
      expect(response.text).not.toContain(value);
      expect(await t.app.get(VaultService).reveal(response.body.data.id)).toBe(value);
    });

    it('keeps the value exactly as sent (no trimming)', async () => {
      const value = `  ${secret('spaced')}\n`;
      const { entry } = await createEntry({ value });
      expect(await t.app.get(VaultService).reveal(entry.id)).toBe(value);
    });

    it('answers 409 for a second entry with the same key, service and environment', async () => {
      const { body } = await createEntry();
      const response = await t.http
        .post('/studio/vault')
        .set(asAdmin())
        .send({ ...body, value: secret('other') });
      expectProblem(response, 409, 'CONFLICT');
      // Another environment is another entry.
      await t.http
        .post('/studio/vault')
        .set(asAdmin())
        .send({ ...body, environment: 'staging' })
        .expect(201);
    });

    it.each([
      ['a missing key_name', { key_name: undefined }, 'key_name', 'is required'],
      ['a missing service_name', { service_name: undefined }, 'service_name', 'is required'],
      ['a missing environment', { environment: undefined }, 'environment', 'is required'],
      ['a missing value', { value: undefined }, 'value', 'is required'],
      ['an empty value', { value: '' }, 'value', 'must not be empty'],
      [
        'a value over 10000 characters',
        { value: 'x'.repeat(10_001) },
        'value',
        expect.stringMatching(/10000/),
      ],
      ['a value that is not a string', { value: 42 }, 'value', expect.any(String)],
      ['a blank key_name', { key_name: '   ' }, 'key_name', 'must not be empty'],
      [
        'a control character in key_name',
        { key_name: 'a\u0000b' },
        'key_name',
        'must not contain control characters',
      ],
      [
        'an environment over 100 characters',
        { environment: 'e'.repeat(101) },
        'environment',
        expect.any(String),
      ],
      ['a description that is not a string', { description: 5 }, 'description', expect.any(String)],
      ['an id', { id: '00000000-0000-0000-0000-000000000000' }, 'id', 'is not an accepted field'],
      ['a version', { version: 9 }, 'version', 'is not an accepted field'],
    ])('answers 400 for %s', async (_label, overrides, field, message) => {
      const body = {
        key_name: uniqueKey(),
        service_name: 'svc',
        environment: 'dev',
        value: secret('v'),
        ...overrides,
      };
      const response = await t.http.post('/studio/vault').set(asAdmin()).send(body);
      const problem = expectProblem(response, 400, 'VALIDATION_FAILED');
      expect(problem.errors).toEqual([{ field, message }]);
    });
  });

  describe('GET /studio/vault', () => {
    it('lists metadata, paginated, ordered by service, key and environment, filterable', async () => {
      const service = `svc-${randomBytes(3).toString('hex')}`;
      await createEntry({ service_name: service, key_name: 'B_KEY' });
      await createEntry({ service_name: service, key_name: 'A_KEY', environment: 'staging' });
      const response = await t.http
        .get(`/studio/vault?service_name=${service}&limit=1`)
        .set(asAdmin())
        .expect(200);
      expect(response.body).toEqual({
        data: [{ ...METADATA, key_name: 'A_KEY', service_name: service, environment: 'staging' }],
        total: 2,
        skip: 0,
        limit: 1,
      });
      const filtered = await t.http
        .get(`/studio/vault?service_name=${service}&environment=production`)
        .set(asAdmin())
        .expect(200);
      expect(filtered.body.data.map((e: { key_name: string }) => e.key_name)).toEqual(['B_KEY']);
      const all = await t.http.get('/studio/vault?limit=100').set(asAdmin()).expect(200);
      expect(all.body.total).toBeGreaterThanOrEqual(2);
      for (const entry of all.body.data) expect(Object.keys(entry).sort()).toEqual(METADATA_KEYS);
    });

    it.each(['limit=101', 'skip=-1', 'unknown=1', 'environment='])(
      'answers 400 for ?%s',
      async (query) => {
        expectProblem(
          await t.http.get(`/studio/vault?${query}`).set(asAdmin()),
          400,
          'VALIDATION_FAILED',
        );
      },
    );
  });

  describe('GET /studio/vault/{id}', () => {
    it('answers the metadata, 404 for an unknown id and 400 for a malformed one', async () => {
      const { entry, body } = await createEntry();
      const response = await t.http.get(`/studio/vault/${entry.id}`).set(asAdmin()).expect(200);
      expect(response.body).toEqual({
        data: { ...METADATA, id: entry.id, key_name: body.key_name },
      });
      expectProblem(
        await t.http.get('/studio/vault/6f1c2a52-7c1e-4c1a-9d55-8a2f3c4b5d6e').set(asAdmin()),
        404,
        'NOT_FOUND',
      );
      expectProblem(
        await t.http.get('/studio/vault/not-a-uuid').set(asAdmin()),
        400,
        'VALIDATION_FAILED',
      );
    });
  });

  describe('PATCH /studio/vault/{id}', () => {
    it('changes metadata and leaves the secret and version alone', async () => {
      const { entry, body } = await createEntry();
      const response = await t.http
        .patch(`/studio/vault/${entry.id}`)
        .set(asAdmin())
        .send({ environment: 'staging', description: 'moved' })
        .expect(200);
      expect(response.body.data).toEqual({
        ...METADATA,
        id: entry.id,
        key_name: body.key_name,
        environment: 'staging',
        description: 'moved',
      });
      expect(await t.app.get(VaultService).reveal(entry.id)).toBe(body.value);
      const cleared = await t.http
        .patch(`/studio/vault/${entry.id}`)
        .set(asAdmin())
        .send({ description: null })
        .expect(200);
      expect(cleared.body.data.description).toBeNull();
    });

    it.each([
      [{ value: 'a-new-secret' }, 'value'],
      [{ value: 'a-new-secret', description: 'sneaky' }, 'value'],
      [{ new_value: 'a-new-secret' }, 'new_value'],
    ])('answers 400 for %j: the secret changes only through rotate', async (body, field) => {
      const { entry, body: created } = await createEntry();
      const problem = expectProblem(
        await t.http.patch(`/studio/vault/${entry.id}`).set(asAdmin()).send(body),
        400,
        'VALIDATION_FAILED',
      );
      expect(problem.errors?.map((e) => e.field)).toEqual([field]);
      expect(JSON.stringify(problem)).not.toContain('a-new-secret');
      expect(await t.app.get(VaultService).reveal(entry.id)).toBe(created.value);
    });

    it('answers 409 when the new names collide with another entry, 404 for an unknown id', async () => {
      const first = await createEntry();
      const second = await createEntry();
      expectProblem(
        await t.http
          .patch(`/studio/vault/${second.entry.id}`)
          .set(asAdmin())
          .send({ key_name: first.body.key_name }),
        409,
        'CONFLICT',
      );
      expectProblem(
        await t.http
          .patch('/studio/vault/6f1c2a52-7c1e-4c1a-9d55-8a2f3c4b5d6e')
          .set(asAdmin())
          .send({ description: 'x' }),
        404,
        'NOT_FOUND',
      );
    });
  });

  describe('POST /studio/vault/{id}/rotate', () => {
    it('replaces the secret under a fresh data key, sets rotated_at and adds 1 to version', async () => {
      const { entry } = await createEntry();
      const before = await t.dataSource.getRepository(VaultEntry).findOneByOrFail({ id: entry.id });
      const newValue = secret('rotated');
      const response = await t.http
        .post(`/studio/vault/${entry.id}/rotate`)
        .set(asAdmin())
        .send({ new_value: newValue })
        .expect(200);
      expect(response.body.data).toEqual({
        ...METADATA,
        id: entry.id,
        version: 2,
        rotated_at: expect.stringMatching(/Z$/),
      });
      expect(response.text).not.toContain(newValue);
      const after = await t.dataSource.getRepository(VaultEntry).findOneByOrFail({ id: entry.id });
      expect(after.nonce.equals(before.nonce)).toBe(false);
      expect(after.wrappedKey.equals(before.wrappedKey)).toBe(false);
      expect(await t.app.get(VaultService).reveal(entry.id)).toBe(newValue);

      const again = await t.http
        .post(`/studio/vault/${entry.id}/rotate`)
        .set(asAdmin())
        .send({ new_value: secret('rotated-again') })
        .expect(200);
      expect(again.body.data.version).toBe(3);
    });

    it.each([[{}], [{ new_value: '' }], [{ value: 'x' }], [{ new_value: 'x', extra: 1 }]])(
      'answers 400 for %j',
      async (body) => {
        const { entry } = await createEntry();
        expectProblem(
          await t.http.post(`/studio/vault/${entry.id}/rotate`).set(asAdmin()).send(body),
          400,
          'VALIDATION_FAILED',
        );
      },
    );

    it('answers 404 for an unknown entry', async () => {
      expectProblem(
        await t.http
          .post('/studio/vault/6f1c2a52-7c1e-4c1a-9d55-8a2f3c4b5d6e/rotate')
          .set(asAdmin())
          .send({ new_value: 'x' }),
        404,
        'NOT_FOUND',
      );
    });
  });

  describe('DELETE /studio/vault/{id}', () => {
    it('deletes for good (204), then 404', async () => {
      const { entry } = await createEntry();
      await t.http.delete(`/studio/vault/${entry.id}`).set(asAdmin()).expect(204);
      expectProblem(await t.http.get(`/studio/vault/${entry.id}`).set(asAdmin()), 404, 'NOT_FOUND');
      expectProblem(
        await t.http.delete(`/studio/vault/${entry.id}`).set(asAdmin()),
        404,
        'NOT_FOUND',
      );
    });
  });

  describe('access (the role matrix itself: test/studio-access.e2e-spec.ts)', () => {
    it('leaves no trace of an editor attempt', async () => {
      const before = await t.dataSource.getRepository(VaultEntry).count();
      await t.http
        .post('/studio/vault')
        .set(bearer(editor.accessToken))
        .send({ key_name: 'EDITOR', service_name: 's', environment: 'e', value: 'v' })
        .expect(403);
      expect(await t.dataSource.getRepository(VaultEntry).count()).toBe(before);
    });
  });

  describe('storage', () => {
    it('keeps no plaintext in the database row', async () => {
      const value = secret('plaintext-probe');
      const { entry } = await createEntry({ value });
      const [row] = await t.dataSource.query<Array<Record<string, unknown>>>(
        'SELECT * FROM vault_entries WHERE id = $1',
        [entry.id],
      );
      const forms = [
        value,
        Buffer.from(value).toString('base64'),
        Buffer.from(value).toString('hex'),
      ];
      for (const [column, cell] of Object.entries(row)) {
        const texts = Buffer.isBuffer(cell)
          ? [
              cell.toString('latin1'),
              cell.toString('utf8'),
              cell.toString('hex'),
              cell.toString('base64'),
            ]
          : [String(cell)];
        for (const text of texts)
          for (const form of forms)
            expect({ column, leaks: text.includes(form) }).toEqual({ column, leaks: false });
      }
      // The ciphertext has the value's length (GCM is a stream mode), but not its bytes.
      expect((row.ciphertext as Buffer).length).toBe(Buffer.byteLength(value));
      expect(row.master_key_id).toMatch(/^[0-9a-f]{16}$/);
    });

    it('does not decrypt a ciphertext copied into another row', async () => {
      const source = await createEntry({ value: secret('source') });
      const target = await createEntry({ value: secret('target') });
      await t.dataSource.query(
        `UPDATE vault_entries AS t
            SET ciphertext = s.ciphertext, nonce = s.nonce, auth_tag = s.auth_tag,
                wrapped_key = s.wrapped_key, master_key_id = s.master_key_id
           FROM vault_entries AS s
          WHERE s.id = $1 AND t.id = $2`,
        [source.entry.id, target.entry.id],
      );
      await expect(t.app.get(VaultService).reveal(target.entry.id)).rejects.toThrow(
        VaultDecryptionError,
      );
      expect(await t.app.get(VaultService).reveal(source.entry.id)).toBe(source.body.value);
      await t.http.delete(`/studio/vault/${target.entry.id}`).set(asAdmin()).expect(204);
    });
  });

  describe('master-key rotation', () => {
    it('re-wraps every entry under a new key (npm run vault:rekey), after which only the new key is needed', async () => {
      const service = t.app.get(VaultService);
      const entries = [await createEntry(), await createEntry()];
      const rotated = await createEntry();
      const rotatedValue = secret('before-rekey');
      await t.http
        .post(`/studio/vault/${rotated.entry.id}/rotate`)
        .set(asAdmin())
        .send({ new_value: rotatedValue })
        .expect(200);
      const expected = new Map([
        ...entries.map((e) => [e.entry.id, e.body.value] as const),
        [rotated.entry.id, rotatedValue],
      ]);
      const repository = t.dataSource.getRepository(VaultEntry);
      const ciphertextsBefore = new Map(
        (await repository.find()).map((e) => [e.id, e.ciphertext.toString('hex')]),
      );

      const oldKey = Buffer.from(TEST_VAULT_KEY, 'base64');
      const newKey = randomBytes(32);
      // Before re-keying, the new key alone cannot read anything.
      const newOnly = new VaultKeyring(newKey);
      const sample = await repository.findOneByOrFail({ id: rotated.entry.id });
      expect(() => newOnly.open(sample.id, sample)).toThrow(/not configured/);

      const run = collect(
        runScript('src/cli/vault-rekey.ts', [], {
          DATABASE_URL: t.databaseUrl,
          DATA_DIR: t.config.dataDir,
          VAULT_MASTER_KEY: newKey.toString('base64'),
          VAULT_PREVIOUS_MASTER_KEYS: TEST_VAULT_KEY,
          JWT_SECRET: 'x'.repeat(40),
          LOG_LEVEL: 'silent',
        }),
      );
      expect({ code: await run.exited, output: run.output() }).toEqual({
        code: 0,
        output: expect.stringMatching(
          /Re-wrapped \d+ vault entries under master key [0-9a-f]{16}; 0 not under it/,
        ),
      });
      // The same run covers the other secrets sealed with the keyring.
      expect(run.output()).toMatch(
        /Re-wrapped \d+ identity provider refresh tokens under master key [0-9a-f]{16}; 0 not under it/,
      );
      expect(run.output()).not.toContain(newKey.toString('base64'));
      expect(run.output()).not.toContain(TEST_VAULT_KEY);

      for (const entry of await repository.find()) {
        expect(entry.masterKeyId).toBe(newOnly.currentKeyId);
        // Only the data keys were re-wrapped: the values' ciphertexts are unchanged.
        expect(entry.ciphertext.toString('hex')).toBe(ciphertextsBefore.get(entry.id));
        if (expected.has(entry.id))
          expect(newOnly.open(entry.id, entry)).toBe(expected.get(entry.id));
      }
      // The running service still holds the old key only: it says so instead of misreading.
      await expect(service.reveal(rotated.entry.id)).rejects.toThrow(/not configured/);
      // Nothing is left to do: a second run re-wraps nothing.
      expect(await rekeyVault(t.dataSource, new VaultKeyring(newKey, [oldKey]))).toEqual({
        rewrapped: 0,
        failed: [],
      });
    }, 120_000);

    it('reports, and leaves alone, entries whose master key it does not have', async () => {
      const { entry } = await createEntry();
      const stranger = new VaultKeyring(randomBytes(32));
      const report = await rekeyVault(t.dataSource, stranger);
      expect(report.rewrapped).toBe(0);
      expect(report.failed.map((f) => f.id)).toContain(entry.id);
      expect(report.failed.every((f) => /not configured/.test(f.reason))).toBe(true);
    });
  });
});
