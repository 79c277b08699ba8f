import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { totpCode } from './factories/two-factor.factory';
import { checkedFetch } from './support/checked-http';
import { eventually } from './support/eventually';
import { startServer, ServerProcess } from './support/server-process';
import { createTestDatabase, dropTestDatabase } from './support/test-database';
import { TEST_JWT_SECRET, TEST_VAULT_KEY } from './support/test-app';

// Starts the service as a process to capture every log line it writes.
jest.setTimeout(180_000);

const STEP_MS = 30_000;

interface Answer {
  access_token?: string;
  refresh_token?: string;
  challenge_token?: string;
  data?: { secret?: string; otpauth_uri?: string; recovery_codes?: string[] };
}

/**
 * A whole two-factor workflow (enrolment, two-step logins with a code and a recovery code, wrong,
 * replayed and malformed codes, disabling) against the real process at log level `trace`, then a
 * scan of everything it wrote for the secret, the codes and the tokens.
 */
describe('two-factor secrets never reach a log line', () => {
  let dataDir: string;
  let database: { name: string; url: string };
  let server: ServerProcess;
  const email = 'twofactor-admin@example.com';
  const password = 'two-factor-admin-password';

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'guide-2fa-'));
    database = await createTestDatabase();
    server = await startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      JWT_SECRET: TEST_JWT_SECRET,
      VAULT_MASTER_KEY: TEST_VAULT_KEY,
      ADMIN_EMAIL: email,
      ADMIN_PASSWORD: password,
      LOG_LEVEL: 'trace',
    });
  });
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await dropTestDatabase(database.name);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps the TOTP secret, codes, recovery codes and tokens out of the output', async () => {
    const call = async (path: string, body: unknown, token?: string, raw?: string) => {
      const response = await checkedFetch(`${server.url}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token && { authorization: `Bearer ${token}` }),
        },
        body: raw ?? JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, json: (text ? JSON.parse(text) : {}) as Answer };
    };
    // The server runs on the real clock: each code is of a later step than the one before, and
    // never more than one step ahead of now (the ±1 window).
    let lastStep = 0;
    const nextCode = (secret: string) => {
      const current = Math.floor(Date.now() / STEP_MS);
      const step = Math.max(current, lastStep + 1);
      if (step > current + 1) throw new Error('no unspent code within the window');
      lastStep = step;
      return totpCode(secret, step * STEP_MS + 1);
    };

    const first = await call('/studio/auth/login', { username: email, password });
    expect(first.status).toBe(200);
    const token = first.json.access_token!;
    const started = await call('/studio/auth/2fa/enrolment', undefined, token);
    expect(started.status).toBe(201);
    const secret = started.json.data!.secret!;
    const uri = started.json.data!.otpauth_uri!;

    const enrolCode = nextCode(secret);
    const confirmed = await call('/studio/auth/2fa/enrolment/confirm', { code: enrolCode }, token);
    expect(confirmed.status).toBe(200);
    const recoveryCodes = confirmed.json.data!.recovery_codes!;

    const challenge = (await call('/studio/auth/login', { username: email, password })).json
      .challenge_token!;
    expect(challenge).toEqual(expect.any(String));
    // Wrong, replayed, malformed and unparsable attempts carrying codes.
    const wrong = totpCode(secret, Date.now() + 10 * STEP_MS);
    expect(
      (await call('/studio/auth/login/2fa', { challenge_token: challenge, code: wrong })).status,
    ).toBe(401);
    expect(
      (await call('/studio/auth/login/2fa', { challenge_token: challenge, code: enrolCode }))
        .status,
    ).toBe(401);
    expect(
      (
        await call('/studio/auth/login/2fa', {
          challenge_token: challenge,
          recovery_code: `${recoveryCodes[9]}!`,
        })
      ).status,
    ).toBe(400);
    expect(
      (await call('/studio/auth/login/2fa', undefined, undefined, `{"code": "${wrong}"`)).status,
    ).toBe(400);

    const loginCode = nextCode(secret);
    const second = await call('/studio/auth/login/2fa', {
      challenge_token: challenge,
      code: loginCode,
    });
    expect(second.status).toBe(200);
    const recovered = await call('/studio/auth/login/2fa', {
      challenge_token: (await call('/studio/auth/login', { username: email, password })).json
        .challenge_token,
      recovery_code: recoveryCodes[0],
    });
    expect(recovered.status).toBe(200);
    const disabled = await call(
      '/studio/auth/2fa/disable',
      { recovery_code: recoveryCodes[1] },
      recovered.json.access_token,
    );
    expect(disabled.status).toBe(204);

    // The disable's access line is the last line the requests write: once it is out, all are.
    const output = await eventually(() => {
      const written = server.output();
      return written.includes('"method":"POST","url":"/studio/auth/2fa/disable"')
        ? written
        : undefined;
    }, 'the access line of the last request');
    // The log really was captured: it has the two-factor requests in it.
    expect(output).toContain('/studio/auth/login/2fa');
    expect(output).toContain('/studio/auth/2fa/disable');

    const texts = [
      secret,
      uri,
      encodeURIComponent(secret),
      challenge,
      second.json.access_token!,
      second.json.refresh_token!,
      recovered.json.access_token!,
      ...recoveryCodes,
      ...recoveryCodes.map((code) => code.replace(/-/g, '')),
    ];
    for (const text of texts)
      expect({ text, inLogs: output.includes(text) }).toEqual({
        text,
        inLogs: false,
      });
    for (const code of [enrolCode, wrong, loginCode]) {
      expect({ code, inLogs: new RegExp(`\\b${code}\\b`).test(output) }).toEqual({
        code,
        inLogs: false,
      });
    }
  });
});
