import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkedFetch } from './support/checked-http';
import { startServer, ServerProcess } from './support/server-process';
import { createTestDatabase, dropTestDatabase } from './support/test-database';
import { TEST_JWT_SECRET, TEST_VAULT_KEY } from './support/test-app';
import { eventually } from './support/eventually';

// Starts the service as a process to capture every log line it writes.
jest.setTimeout(180_000);

/**
 * A whole vault workflow against the real process with the most verbose logging, then a scan of
 * every response (status line, headers, body) and of everything the process wrote, for the secrets.
 */
describe('vault secrets never leave the service', () => {
  let dataDir: string;
  let database: { name: string; url: string };
  let server: ServerProcess;
  const password = 'vault-admin-password';

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'guide-vault-'));
    database = await createTestDatabase();
    server = await startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      JWT_SECRET: TEST_JWT_SECRET,
      VAULT_MASTER_KEY: TEST_VAULT_KEY,
      ADMIN_EMAIL: 'vault-admin@example.com',
      ADMIN_PASSWORD: password,
      LOG_LEVEL: 'trace',
    });
  });
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await dropTestDatabase(database.name);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every value out of responses and logs through create, read, patch, rotate and delete', async () => {
    const secrets = Array.from(
      { length: 6 },
      (_, i) => `s3cr3t-${i}-${randomBytes(16).toString('hex')}`,
    );
    const transcript: string[] = [];
    const call = async (method: string, path: string, body?: unknown, token?: string) => {
      const response = await checkedFetch(`${server.url}${path}`, {
        method,
        headers: {
          ...(body !== undefined && { 'content-type': 'application/json' }),
          ...(token && { authorization: `Bearer ${token}` }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      transcript.push(
        `${method} ${path} ${response.status}\n${[...response.headers].map(([k, v]) => `${k}: ${v}`).join('\n')}\n${text}`,
      );
      return {
        status: response.status,
        json: (text ? JSON.parse(text) : {}) as { data?: { id: string; version: number } },
      };
    };

    const login = await checkedFetch(`${server.url}/studio/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'vault-admin@example.com', password }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };

    const created = await call(
      'POST',
      '/studio/vault',
      {
        key_name: 'STRIPE_KEY',
        service_name: 'stripe',
        environment: 'production',
        value: secrets[0],
      },
      token,
    );
    expect(created.status).toBe(201);
    const id = created.json.data!.id;

    expect((await call('GET', '/studio/vault', undefined, token)).status).toBe(200);
    expect((await call('GET', `/studio/vault/${id}`, undefined, token)).status).toBe(200);
    expect(
      (await call('PATCH', `/studio/vault/${id}`, { description: 'live key' }, token)).status,
    ).toBe(200);
    // Refused requests that carry secrets: a value in PATCH, an over-long value, a duplicate.
    expect((await call('PATCH', `/studio/vault/${id}`, { value: secrets[1] }, token)).status).toBe(
      400,
    );
    expect(
      (
        await call(
          'POST',
          `/studio/vault/${id}/rotate`,
          { new_value: secrets[2] + 'x'.repeat(10_000) },
          token,
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await call(
          'POST',
          '/studio/vault',
          {
            key_name: 'STRIPE_KEY',
            service_name: 'stripe',
            environment: 'production',
            value: secrets[3],
          },
          token,
        )
      ).status,
    ).toBe(409);
    expect(
      (await call('POST', '/studio/vault', { key_name: 'X', value: secrets[4] }, token)).status,
    ).toBe(400);
    // Malformed JSON holding a secret.
    const malformed = await checkedFetch(`${server.url}/studio/vault`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: `{"value": "${secrets[4]}"`,
    });
    transcript.push(`${malformed.status} ${await malformed.text()}`);
    expect(malformed.status).toBe(400);

    const rotated = await call(
      'POST',
      `/studio/vault/${id}/rotate`,
      { new_value: secrets[5] },
      token,
    );
    expect(rotated.status).toBe(200);
    expect(rotated.json.data?.version).toBe(2);
    expect((await call('DELETE', `/studio/vault/${id}`, undefined, token)).status).toBe(204);

    // The delete's access line is the last line the requests write: once it is out, all are.
    const output = await eventually(() => {
      const written = server.output();
      return written.includes(`"method":"DELETE","url":"/studio/vault/${id}"`)
        ? written
        : undefined;
    }, 'the access line of the last request');
    // The log really was captured: it has the vault requests in it.
    expect(output).toContain(`/studio/vault/${id}/rotate`);
    expect(transcript).toHaveLength(11);

    for (const secret of secrets) {
      for (const form of [secret, Buffer.from(secret).toString('base64')]) {
        expect({ secret, inResponses: transcript.join('\n').includes(form) }).toEqual({
          secret,
          inResponses: false,
        });
        expect({ secret, inLogs: output.includes(form) }).toEqual({ secret, inLogs: false });
      }
    }
  });
});
