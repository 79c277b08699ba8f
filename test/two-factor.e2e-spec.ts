import { randomBytes } from 'node:crypto';
import { URI } from 'otpauth';
import { toDataURL } from 'qrcode';
import { AuditEntry } from '@/modules/audit/entities/audit-entry.entity';
import { TwoFactorCredential } from '@/modules/auth/two-factor/entities/two-factor-credential.entity';
import { RecoveryCode } from '@/modules/auth/two-factor/entities/recovery-code.entity';
import { User } from '@/modules/auth/entities/user.entity';
import {
  countTotpSecretsNotCurrent,
  openTotpSecret,
  rekeyTotpSecrets,
} from '@/modules/auth/two-factor/two-factor-secret';
import { VaultKeyring } from '@/modules/vault/vault-keyring';
import { challengeFor, enableTwoFactor, totpCode } from './factories/two-factor.factory';
import {
  bearer,
  createUser,
  createUserWithTokens,
  DEFAULT_PASSWORD,
  login,
  UserWithTokens,
} from './factories/users.factory';
import { expectProblem } from './support/problem';
import { createTestApp, TEST_VAULT_KEY, TestApp } from './support/test-app';

const STEP_MS = 30_000;

/**
 * A fake clock for the TOTP time steps: Date.now() (which the service, the test's codes and the
 * JWT library read) is held in the middle of a 30-second step and moved only by the test, so a
 * code's step never changes under a test's feet.
 */
function fakeClock() {
  let now = 0;
  beforeEach(() => {
    const real = Date.now();
    now = Math.floor(real / STEP_MS) * STEP_MS + STEP_MS / 2;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
  });
  afterEach(() => jest.restoreAllMocks());
  return {
    now: () => now,
    advance: (ms: number) => (now += ms),
  };
}

const payloadOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;

describe('two-factor authentication (TOTP)', () => {
  let t: TestApp;
  let ipSequence = 0;
  /** A client address of its own for each test that counts failures (TRUST_PROXY=true). */
  const freshIp = () => `10.38.${Math.floor(++ipSequence / 250)}.${(ipSequence % 250) + 1}`;
  const clock = fakeClock();

  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  const auditOf = (userId: string) =>
    t.dataSource
      .getRepository(AuditEntry)
      .find({ where: { entityId: userId }, order: { seq: 'ASC' } });

  const loginStep2 = (body: Record<string, unknown>, ip = '10.0.0.1') =>
    t.http.post('/studio/auth/login/2fa').set('X-Forwarded-For', ip).send(body);

  const enrolThroughApi = async (caller: UserWithTokens) => {
    const started = await t.http
      .post('/studio/auth/2fa/enrolment')
      .set(bearer(caller.accessToken))
      .expect(201);
    const secret = started.body.data.secret as string;
    const confirmed = await t.http
      .post('/studio/auth/2fa/enrolment/confirm')
      .set(bearer(caller.accessToken))
      .send({ code: totpCode(secret) })
      .expect(200);
    return { secret, recoveryCodes: confirmed.body.data.recovery_codes as string[] };
  };

  describe('enrolment', () => {
    it('answers the secret once as an otpauth:// URI, base32 text and a QR code of the URI, uncached', async () => {
      const caller = await createUserWithTokens(t);
      const response = await t.http
        .post('/studio/auth/2fa/enrolment')
        .set(bearer(caller.accessToken))
        .expect(201);
      expect(response.headers['cache-control']).toBe('no-store');
      const {
        otpauth_uri: uri,
        secret,
        qr_code: qr,
      } = response.body.data as Record<string, string>;
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      const parsed = URI.parse(uri);
      expect(parsed).toMatchObject({
        issuer: 'Guide Platform Studio',
        label: caller.user.email,
        algorithm: 'SHA1',
        digits: 6,
        period: 30,
      });
      expect(parsed.secret.base32).toBe(secret);
      expect(qr.startsWith('data:image/png;base64,')).toBe(true);
      const png = Buffer.from(qr.slice('data:image/png;base64,'.length), 'base64');
      expect(png.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
      // The same URI rendered by the library gives the same image: the QR code encodes it.
      expect(qr).toBe(
        await toDataURL(uri, { type: 'image/png', errorCorrectionLevel: 'M', margin: 2 }),
      );

      // Stored sealed: the secret is nowhere in the row.
      const row = await t.dataSource
        .getRepository(TwoFactorCredential)
        .findOneByOrFail({ userId: caller.user.id });
      const stored = Buffer.concat([row.ciphertext, row.nonce, row.authTag, row.wrappedKey]);
      expect(stored.includes(Buffer.from(secret))).toBe(false);
      expect(row.enabledAt).toBeNull();

      const status = await t.http
        .get('/studio/auth/2fa')
        .set(bearer(caller.accessToken))
        .expect(200);
      expect(status.body.data).toEqual({
        enabled: false,
        enrolment_pending: true,
        required: false,
        recovery_codes_remaining: 0,
      });
      // A pending enrolment changes nothing at login.
      await login(t, caller.user.email);
    });

    it('turns two-factor on with a first right code and answers 10 recovery codes, once', async () => {
      const caller = await createUserWithTokens(t);
      const started = await t.http
        .post('/studio/auth/2fa/enrolment')
        .set(bearer(caller.accessToken))
        .expect(201);
      const secret = started.body.data.secret as string;
      const wrong = await t.http
        .post('/studio/auth/2fa/enrolment/confirm')
        .set(bearer(caller.accessToken))
        .send({ code: totpCode(secret, clock.now() + 5 * STEP_MS) });
      expect(expectProblem(wrong, 400, 'VALIDATION_FAILED').errors).toEqual([
        { field: 'code', message: 'is incorrect or was already used' },
      ]);

      const confirmed = await t.http
        .post('/studio/auth/2fa/enrolment/confirm')
        .set(bearer(caller.accessToken))
        .send({ code: totpCode(secret) })
        .expect(200);
      expect(confirmed.headers['cache-control']).toBe('no-store');
      const codes = confirmed.body.data.recovery_codes as string[];
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      for (const code of codes) expect(code).toMatch(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){3}$/);
      // Stored hashed only.
      const rows = await t.dataSource
        .getRepository(RecoveryCode)
        .findBy({ userId: caller.user.id });
      expect(rows).toHaveLength(10);
      for (const code of codes)
        expect(rows.some((row) => row.codeHash.includes(code.replace(/-/g, '')))).toBe(false);

      const status = await t.http
        .get('/studio/auth/2fa')
        .set(bearer(caller.accessToken))
        .expect(200);
      expect(status.body.data).toMatchObject({ enabled: true, recovery_codes_remaining: 10 });

      expectProblem(
        await t.http.post('/studio/auth/2fa/enrolment').set(bearer(caller.accessToken)),
        409,
        'CONFLICT',
      );
      expectProblem(
        await t.http
          .post('/studio/auth/2fa/enrolment/confirm')
          .set(bearer(caller.accessToken))
          .send({ code: totpCode(secret, clock.now() + STEP_MS) }),
        409,
        'CONFLICT',
      );
    });

    it('answers 409 to a confirmation without a pending enrolment, 401 without a token', async () => {
      const caller = await createUserWithTokens(t);
      expectProblem(
        await t.http
          .post('/studio/auth/2fa/enrolment/confirm')
          .set(bearer(caller.accessToken))
          .send({ code: '123456' }),
        409,
        'CONFLICT',
      );
      expectProblem(await t.http.post('/studio/auth/2fa/enrolment'), 401, 'UNAUTHORIZED');
      expectProblem(await t.http.get('/studio/auth/2fa'), 401, 'UNAUTHORIZED');
      expectProblem(
        await t.http.post('/studio/auth/2fa/recovery-codes').send({ code: '123456' }),
        401,
        'UNAUTHORIZED',
      );
      expectProblem(
        await t.http.post('/studio/auth/2fa/disable').send({ code: '123456' }),
        401,
        'UNAUTHORIZED',
      );
    });

    it.each([
      ['letters', 'abcdef'],
      ['5 digits', '12345'],
      ['7 digits', '1234567'],
      ['a huge string', '1'.repeat(100_000)],
      ['a number', 123456],
      ['null', null],
    ])('refuses a code of %s with 400 naming the field', async (_what, code) => {
      const caller = await createUserWithTokens(t);
      await t.http.post('/studio/auth/2fa/enrolment').set(bearer(caller.accessToken)).expect(201);
      const response = await t.http
        .post('/studio/auth/2fa/enrolment/confirm')
        .set(bearer(caller.accessToken))
        .send({ code });
      expect(response.status).toBeLessThan(500);
      if (response.status === 413) return expectProblem(response, 413, 'PAYLOAD_TOO_LARGE');
      const body = expectProblem(response, 400, 'VALIDATION_FAILED');
      expect(body.errors?.map((e) => e.field)).toContain('code');
    });
  });

  describe('two-step login', () => {
    it('answers a challenge instead of tokens after the password, and the token pair after the code', async () => {
      const user = await createUser(t);
      const secret = await enableTwoFactor(t, user.id);
      const first = await t.http
        .post('/studio/auth/login')
        .type('form')
        .send({ username: user.email, password: DEFAULT_PASSWORD })
        .expect(200);
      expect(first.headers['cache-control']).toBe('no-store');
      expect(first.body).toEqual({
        two_factor_required: true,
        challenge_token: expect.any(String),
        expires_in: 300,
      });
      const challenge = first.body.challenge_token as string;
      expect(payloadOf(challenge)).toMatchObject({
        sub: user.id,
        typ: 'two_factor_challenge',
        aud: 'studio-two-factor-challenge',
      });

      const second = await loginStep2({
        challenge_token: challenge,
        code: totpCode(secret),
      }).expect(200);
      expect(second.headers['cache-control']).toBe('no-store');
      expect(second.body).toEqual({
        access_token: expect.any(String),
        refresh_token: expect.any(String),
        token_type: 'bearer',
        expires_in: 900,
      });
      const me = await t.http
        .get('/studio/auth/me')
        .set(bearer(second.body.access_token as string))
        .expect(200);
      expect(me.body.data.id).toBe(user.id);
      // The refresh token works as any other.
      await t.http
        .post('/studio/auth/refresh')
        .send({ refresh_token: second.body.refresh_token })
        .expect(200);
    });

    it('refuses the challenge token as an access token and as a refresh token', async () => {
      const user = await createUser(t);
      await enableTwoFactor(t, user.id);
      const challenge = await challengeFor(t, user.email);
      expectProblem(
        await t.http.get('/studio/auth/me').set(bearer(challenge)),
        401,
        'UNAUTHORIZED',
      );
      expectProblem(
        await t.http.post('/studio/auth/2fa/enrolment').set(bearer(challenge)),
        401,
        'UNAUTHORIZED',
      );
      expectProblem(
        await t.http.post('/studio/auth/refresh').send({ refresh_token: challenge }),
        401,
        'UNAUTHORIZED',
      );
    });

    it('refuses an access or refresh token as the challenge, an expired, tampered or foreign one', async () => {
      const user = await createUser(t);
      const secret = await enableTwoFactor(t, user.id);
      const other = await createUserWithTokens(t);
      const code = totpCode(secret);
      for (const token of [other.accessToken, other.refreshToken, 'not-a-jwt', 'a.b.c']) {
        expectProblem(await loginStep2({ challenge_token: token, code }), 401, 'UNAUTHORIZED');
      }
      const challenge = await challengeFor(t, user.email);
      const [header, payload, signature] = challenge.split('.');
      const forged = Buffer.from(
        JSON.stringify({ ...payloadOf(challenge), sub: other.user.id }),
      ).toString('base64url');
      expectProblem(
        await loginStep2({ challenge_token: `${header}.${forged}.${signature}`, code }),
        401,
        'UNAUTHORIZED',
      );
      expect(payload).toBeTruthy();

      clock.advance(301_000);
      const expired = await loginStep2({
        challenge_token: challenge,
        code: totpCode(secret, clock.now()),
      });
      expect(expectProblem(expired, 401, 'UNAUTHORIZED').detail).toMatch(/challenge/i);
    });

    it("refuses another user's code for a user's challenge (a code is bound to its user)", async () => {
      const alice = await createUser(t);
      const bob = await createUser(t);
      await enableTwoFactor(t, alice.id);
      const bobSecret = await enableTwoFactor(t, bob.id);
      const aliceChallenge = await challengeFor(t, alice.email);
      expectProblem(
        await loginStep2({ challenge_token: aliceChallenge, code: totpCode(bobSecret) }, freshIp()),
        401,
        'INVALID_CREDENTIALS',
      );
      // Bob's code is still unspent for Bob.
      await loginStep2({
        challenge_token: await challengeFor(t, bob.email),
        code: totpCode(bobSecret),
      }).expect(200);
    });

    it('refuses a code accepted once, and an older one after a newer one (replay)', async () => {
      const user = await createUser(t);
      const secret = await enableTwoFactor(t, user.id);
      const code = totpCode(secret);
      await loginStep2({ challenge_token: await challengeFor(t, user.email), code }).expect(200);
      const replay = await loginStep2(
        { challenge_token: await challengeFor(t, user.email), code },
        freshIp(),
      );
      expect(expectProblem(replay, 401, 'INVALID_CREDENTIALS').detail).toBe(
        'The code is incorrect or was already used.',
      );
      // The next step's code is fine (within the window), then the current one is older: refused.
      await loginStep2({
        challenge_token: await challengeFor(t, user.email),
        code: totpCode(secret, clock.now() + STEP_MS),
      }).expect(200);
      expectProblem(
        await loginStep2(
          {
            challenge_token: await challengeFor(t, user.email),
            code: totpCode(secret, clock.now()),
          },
          freshIp(),
        ),
        401,
        'INVALID_CREDENTIALS',
      );
    });

    it('refuses a challenge once it has been exchanged, even with a new right code', async () => {
      const user = await createUser(t);
      const secret = await enableTwoFactor(t, user.id);
      const challenge = await challengeFor(t, user.email);
      await loginStep2({ challenge_token: challenge, code: totpCode(secret) }).expect(200);
      const again = await loginStep2(
        { challenge_token: challenge, code: totpCode(secret, clock.now() + STEP_MS) },
        freshIp(),
      );
      expect(expectProblem(again, 401, 'UNAUTHORIZED').detail).toBe(
        'The challenge token was already used or is no longer valid. Log in again.',
      );
      // Nor with a recovery code.
      expectProblem(
        await loginStep2(
          { challenge_token: challenge, recovery_code: 'ABCD-EFGH-IJKL-MNOP' },
          freshIp(),
        ),
        401,
        'UNAUTHORIZED',
      );
    });

    it('lets exactly one of two simultaneous exchanges of one challenge through, with two right codes', async () => {
      const user = await createUser(t);
      const secret = await enableTwoFactor(t, user.id);
      const challenge = await challengeFor(t, user.email);
      const ip = freshIp();
      const answers = await Promise.all([
        loginStep2(
          { challenge_token: challenge, code: totpCode(secret, clock.now() - STEP_MS) },
          ip,
        ),
        loginStep2(
          { challenge_token: challenge, code: totpCode(secret, clock.now() + STEP_MS) },
          ip,
        ),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
    });

    it('gives a challenge 5 wrong codes; then it is refused, right code or not', async () => {
      const user = await createUser(t);
      const secret = await enableTwoFactor(t, user.id);
      const challenge = await challengeFor(t, user.email);
      const ip = freshIp();
      const wrong = totpCode(secret, clock.now() + 10 * STEP_MS);
      for (let i = 0; i < 5; i++) {
        expectProblem(
          await loginStep2({ challenge_token: challenge, code: wrong }, ip),
          401,
          'INVALID_CREDENTIALS',
        );
      }
      const spent = await loginStep2({ challenge_token: challenge, code: totpCode(secret) }, ip);
      expect(expectProblem(spent, 401, 'UNAUTHORIZED').detail).toBe(
        'Too many wrong codes for this challenge. Log in again.',
      );
      // The password again gives a new challenge, and the code still works with it.
      await loginStep2(
        { challenge_token: await challengeFor(t, user.email), code: totpCode(secret) },
        ip,
      ).expect(200);
    });

    it('lets exactly one of two simultaneous logins with the same code through', async () => {
      const user = await createUser(t);
      const secret = await enableTwoFactor(t, user.id);
      const challenge = await challengeFor(t, user.email);
      const code = totpCode(secret);
      const ip = freshIp();
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => loginStep2({ challenge_token: challenge, code }, ip)),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 401, 401, 401]);
    });

    it.each([
      ['no code', {}, 'code'],
      ['both codes', { code: '123456', recovery_code: 'ABCD-EFGH-IJKL-MNOP' }, 'recovery_code'],
      ['a code of letters', { code: 'abcdef' }, 'code'],
      ['a 5-digit code', { code: '12345' }, 'code'],
      ['a 7-digit code', { code: '1234567' }, 'code'],
      ['a huge code', { code: '9'.repeat(50_000) }, 'code'],
      ['a recovery code with symbols', { recovery_code: 'ABCD_EFGH!' }, 'recovery_code'],
      ['a huge recovery code', { recovery_code: 'A'.repeat(5_000) }, 'recovery_code'],
      ['an unknown field', { code: '123456', secret: 'x' }, 'secret'],
    ])('answers 400 for %s', async (_what, fields, field) => {
      const user = await createUser(t);
      await enableTwoFactor(t, user.id);
      const challenge = await challengeFor(t, user.email);
      const body = expectProblem(
        await loginStep2({ challenge_token: challenge, ...fields }),
        400,
        'VALIDATION_FAILED',
      );
      expect(body.errors?.map((e) => e.field)).toContain(field);
    });

    it('answers 400 for a missing or huge challenge token', async () => {
      expectProblem(await loginStep2({ code: '123456' }), 400, 'VALIDATION_FAILED');
      expectProblem(
        await loginStep2({ challenge_token: 'x'.repeat(10_000), code: '123456' }),
        400,
        'VALIDATION_FAILED',
      );
    });

    it('refuses the second step once two-factor is off or the user is deactivated', async () => {
      const user = await createUser(t);
      const secret = await enableTwoFactor(t, user.id);
      const challenge = await challengeFor(t, user.email);
      const other = await createUser(t);
      const otherSecret = await enableTwoFactor(t, other.id);
      const otherChallenge = await challengeFor(t, other.email);
      await t.dataSource.getRepository(TwoFactorCredential).delete({ userId: user.id });
      await t.dataSource.getRepository(User).update({ id: other.id }, { isActive: false });
      expectProblem(
        await loginStep2({ challenge_token: challenge, code: totpCode(secret) }),
        401,
        'UNAUTHORIZED',
      );
      expectProblem(
        await loginStep2({ challenge_token: otherChallenge, code: totpCode(otherSecret) }),
        401,
        'UNAUTHORIZED',
      );
    });
  });

  describe('recovery codes', () => {
    it('sign in once each, are audited without the code, and are counted down', async () => {
      const caller = await createUserWithTokens(t);
      const { recoveryCodes } = await enrolThroughApi(caller);
      const challenge = await challengeFor(t, caller.user.email);
      const typed = recoveryCodes[0].toLowerCase().replace(/-/g, ' ');
      const signedIn = await loginStep2({
        challenge_token: challenge,
        recovery_code: typed,
      }).expect(200);
      const again = await loginStep2(
        {
          challenge_token: await challengeFor(t, caller.user.email),
          recovery_code: recoveryCodes[0],
        },
        freshIp(),
      );
      expect(expectProblem(again, 401, 'INVALID_CREDENTIALS').detail).toBe(
        'The recovery code is incorrect or was already used.',
      );
      const status = await t.http
        .get('/studio/auth/2fa')
        .set(bearer(signedIn.body.access_token as string))
        .expect(200);
      expect(status.body.data.recovery_codes_remaining).toBe(9);

      const entries = await auditOf(caller.user.id);
      const used = entries.filter((e) => e.action === 'use_recovery_code');
      expect(used).toHaveLength(1);
      expect(used[0]).toMatchObject({
        userId: caller.user.id,
        entityType: 'user',
        changes: { purpose: 'login', recovery_codes_remaining: 9 },
        ip: '10.0.0.1',
      });
      const text = JSON.stringify(entries);
      for (const code of recoveryCodes) {
        expect(text).not.toContain(code);
        expect(text).not.toContain(code.replace(/-/g, ''));
      }
    });

    it('lets exactly one of two simultaneous logins with the same recovery code through', async () => {
      const caller = await createUserWithTokens(t);
      const { recoveryCodes } = await enrolThroughApi(caller);
      const challenge = await challengeFor(t, caller.user.email);
      const ip = freshIp();
      const answers = await Promise.all(
        Array.from({ length: 3 }, () =>
          loginStep2({ challenge_token: challenge, recovery_code: recoveryCodes[3] }, ip),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 401, 401]);
    });

    it('are replaced by new ones with a current code; the old ones stop working', async () => {
      const caller = await createUserWithTokens(t);
      const { secret, recoveryCodes } = await enrolThroughApi(caller);
      // The enrolment spent this step's code.
      expectProblem(
        await t.http
          .post('/studio/auth/2fa/recovery-codes')
          .set(bearer(caller.accessToken))
          .send({ code: totpCode(secret) }),
        400,
        'VALIDATION_FAILED',
      );
      const regenerated = await t.http
        .post('/studio/auth/2fa/recovery-codes')
        .set(bearer(caller.accessToken))
        .send({ code: totpCode(secret, clock.now() + STEP_MS) })
        .expect(200);
      expect(regenerated.headers['cache-control']).toBe('no-store');
      const fresh = regenerated.body.data.recovery_codes as string[];
      expect(fresh).toHaveLength(10);
      expect(fresh.some((code) => recoveryCodes.includes(code))).toBe(false);

      const challenge = await challengeFor(t, caller.user.email);
      expectProblem(
        await loginStep2(
          { challenge_token: challenge, recovery_code: recoveryCodes[1] },
          freshIp(),
        ),
        401,
        'INVALID_CREDENTIALS',
      );
      await loginStep2({ challenge_token: challenge, recovery_code: fresh[1] }).expect(200);
    });

    it('cannot be regenerated without two-factor on (409)', async () => {
      const caller = await createUserWithTokens(t);
      expectProblem(
        await t.http
          .post('/studio/auth/2fa/recovery-codes')
          .set(bearer(caller.accessToken))
          .send({ code: '123456' }),
        409,
        'CONFLICT',
      );
    });
  });

  describe('disabling', () => {
    it('turns two-factor off with a current code: the login answers tokens again', async () => {
      const caller = await createUserWithTokens(t);
      const secret = await enableTwoFactor(t, caller.user.id);
      expectProblem(
        await t.http
          .post('/studio/auth/2fa/disable')
          .set(bearer(caller.accessToken))
          .send({ code: totpCode(secret, clock.now() + 4 * STEP_MS) }),
        400,
        'VALIDATION_FAILED',
      );
      await t.http
        .post('/studio/auth/2fa/disable')
        .set(bearer(caller.accessToken))
        .send({ code: totpCode(secret) })
        .expect(204);
      await login(t, caller.user.email);
      const status = await t.http
        .get('/studio/auth/2fa')
        .set(bearer(caller.accessToken))
        .expect(200);
      expect(status.body.data).toMatchObject({ enabled: false, enrolment_pending: false });
      expectProblem(
        await t.http
          .post('/studio/auth/2fa/disable')
          .set(bearer(caller.accessToken))
          .send({ code: totpCode(secret, clock.now() + STEP_MS) }),
        409,
        'CONFLICT',
      );
    });

    it('takes a recovery code instead (lost device), and audits its use', async () => {
      const caller = await createUserWithTokens(t);
      const { recoveryCodes } = await enrolThroughApi(caller);
      await t.http
        .post('/studio/auth/2fa/disable')
        .set(bearer(caller.accessToken))
        .send({ recovery_code: recoveryCodes[5] })
        .expect(204);
      const actions = (await auditOf(caller.user.id)).map((e) => [e.action, e.changes]);
      expect(actions).toEqual([
        ['start_two_factor_enrolment', null],
        ['enable_two_factor', { code: '[REDACTED]' }],
        ['use_recovery_code', { purpose: 'disable_two_factor', recovery_codes_remaining: 0 }],
        ['disable_two_factor', { recovery_code: '[REDACTED]' }],
      ]);
    });
  });

  describe('audit', () => {
    it('records enrolment, regeneration and disabling with every code redacted', async () => {
      const caller = await createUserWithTokens(t);
      const { secret } = await enrolThroughApi(caller);
      const next = totpCode(secret, clock.now() + STEP_MS);
      await t.http
        .post('/studio/auth/2fa/recovery-codes')
        .set(bearer(caller.accessToken))
        .send({ code: next })
        .expect(200);
      clock.advance(2 * STEP_MS);
      const later = totpCode(secret, clock.now());
      await t.http
        .post('/studio/auth/2fa/disable')
        .set(bearer(caller.accessToken))
        .send({ code: later })
        .expect(204);
      const entries = await auditOf(caller.user.id);
      expect(entries.map((e) => [e.action, e.userId, e.entityType, e.changes])).toEqual([
        ['start_two_factor_enrolment', caller.user.id, 'user', null],
        ['enable_two_factor', caller.user.id, 'user', { code: '[REDACTED]' }],
        ['regenerate_recovery_codes', caller.user.id, 'user', { code: '[REDACTED]' }],
        ['disable_two_factor', caller.user.id, 'user', { code: '[REDACTED]' }],
      ]);
      const text = JSON.stringify(entries);
      expect(text).not.toContain(secret);
      expect(text).not.toContain(next);
      expect(text).not.toContain(later);
    });
  });

  describe('admin reset', () => {
    it("removes another user's two-factor, ends their sessions, and is audited", async () => {
      const admin = await createUserWithTokens(t, { role: 'admin' });
      const editor = await createUserWithTokens(t);
      await enableTwoFactor(t, editor.user.id);
      await t.http
        .delete(`/studio/users/${editor.user.id}/2fa`)
        .set(bearer(admin.accessToken))
        .expect(204);
      expect(
        await t.dataSource.getRepository(TwoFactorCredential).countBy({ userId: editor.user.id }),
      ).toBe(0);
      expectProblem(
        await t.http.get('/studio/auth/me').set(bearer(editor.accessToken)),
        401,
        'UNAUTHORIZED',
      );
      // Password only now, until the user enrols again.
      await login(t, editor.user.email);
      const [entry] = (await auditOf(editor.user.id)).filter(
        (e) => e.action === 'reset_two_factor',
      );
      expect(entry).toMatchObject({
        userId: admin.user.id,
        entityType: 'user',
        entityId: editor.user.id,
        changes: null,
      });

      expectProblem(
        await t.http.delete(`/studio/users/${editor.user.id}/2fa`).set(bearer(admin.accessToken)),
        404,
        'NOT_FOUND',
      );
    });

    it('is for admins only, not for oneself, and answers 404/400 for unknown or malformed ids', async () => {
      const admin = await createUserWithTokens(t, { role: 'admin' });
      const editor = await createUserWithTokens(t);
      const target = await createUser(t);
      await enableTwoFactor(t, target.id);
      await enableTwoFactor(t, admin.user.id);
      expectProblem(
        await t.http.delete(`/studio/users/${target.id}/2fa`).set(bearer(editor.accessToken)),
        403,
        'FORBIDDEN',
      );
      expectProblem(await t.http.delete(`/studio/users/${target.id}/2fa`), 401, 'UNAUTHORIZED');
      expectProblem(
        await t.http.delete(`/studio/users/${admin.user.id}/2fa`).set(bearer(admin.accessToken)),
        409,
        'CONFLICT',
      );
      expectProblem(
        await t.http
          .delete('/studio/users/3f1c1c4e-5f0a-4a8e-9c55-0c2f8d1a2b3c/2fa')
          .set(bearer(admin.accessToken)),
        404,
        'NOT_FOUND',
      );
      expectProblem(
        await t.http.delete('/studio/users/not-a-uuid/2fa').set(bearer(admin.accessToken)),
        400,
        'VALIDATION_FAILED',
      );
      expect(
        await t.dataSource.getRepository(TwoFactorCredential).countBy({ userId: target.id }),
      ).toBe(1);
    });
  });

  describe('login throttle', () => {
    const password = (email: string, ip: string) =>
      t.http
        .post('/studio/auth/login')
        .set('X-Forwarded-For', ip)
        .type('form')
        .send({ username: email, password: DEFAULT_PASSWORD });

    it('counts wrong codes like wrong passwords: 429 past the limit, even for the right code', async () => {
      const user = await createUser(t);
      const secret = await enableTwoFactor(t, user.id);
      const ip = freshIp();
      const wrong = totpCode(secret, clock.now() + 10 * STEP_MS);
      let challenge = '';
      // Two challenges, as each takes 5 wrong codes.
      for (let i = 0; i < 10; i++) {
        if (i % 5 === 0)
          challenge = (await password(user.email, ip).expect(200)).body.challenge_token as string;
        expectProblem(
          await loginStep2({ challenge_token: challenge, code: wrong }, ip),
          401,
          'INVALID_CREDENTIALS',
        );
      }
      const blocked = await loginStep2({ challenge_token: challenge, code: totpCode(secret) }, ip);
      expectProblem(blocked, 429, 'RATE_LIMITED');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // The password form is closed to this address too.
      expectProblem(await password(user.email, ip), 429, 'RATE_LIMITED');
    });

    it('does not clear the count of wrong codes when the password is right again', async () => {
      const user = await createUser(t);
      const secret = await enableTwoFactor(t, user.id);
      const ip = freshIp();
      const wrong = totpCode(secret, clock.now() + 10 * STEP_MS);
      for (let round = 0; round < 2; round++) {
        const challenge = (await password(user.email, ip).expect(200)).body
          .challenge_token as string;
        for (let i = 0; i < 5; i++)
          await loginStep2({ challenge_token: challenge, code: wrong }, ip).expect(401);
      }
      expectProblem(await password(user.email, ip), 429, 'RATE_LIMITED');
    });

    it('counts wrong codes at confirmation and disabling, and a right code clears the count', async () => {
      const caller = await createUserWithTokens(t);
      const secret = await enableTwoFactor(t, caller.user.id);
      const ip = freshIp();
      const wrong = totpCode(secret, clock.now() + 10 * STEP_MS);
      for (let i = 0; i < 9; i++) {
        await t.http
          .post('/studio/auth/2fa/disable')
          .set('X-Forwarded-For', ip)
          .set(bearer(caller.accessToken))
          .send({ code: wrong })
          .expect(400);
      }
      await t.http
        .post('/studio/auth/2fa/recovery-codes')
        .set('X-Forwarded-For', ip)
        .set(bearer(caller.accessToken))
        .send({ code: totpCode(secret) })
        .expect(200);
      for (let i = 0; i < 10; i++) {
        await t.http
          .post('/studio/auth/2fa/disable')
          .set('X-Forwarded-For', ip)
          .set(bearer(caller.accessToken))
          .send({ code: wrong })
          .expect(400);
      }
      expectProblem(
        await t.http
          .post('/studio/auth/2fa/disable')
          .set('X-Forwarded-For', ip)
          .set(bearer(caller.accessToken))
          .send({ code: totpCode(secret, clock.now() + STEP_MS) }),
        429,
        'RATE_LIMITED',
      );
    });
  });
});

describe('TOTP secrets at a vault master-key rotation', () => {
  let t: TestApp;
  fakeClock();
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are re-wrapped by npm run vault:rekey, and codes work under the new key', async () => {
    const user = await createUser(t);
    const secret = await enableTwoFactor(t, user.id);
    const oldKey = Buffer.from(TEST_VAULT_KEY, 'base64');
    const newKey = randomBytes(32);
    const rotated = new VaultKeyring(newKey, [oldKey]);
    const before = await t.dataSource
      .getRepository(TwoFactorCredential)
      .findOneByOrFail({ userId: user.id });

    expect(await rekeyTotpSecrets(t.dataSource, rotated)).toEqual({ rewrapped: 1, failed: [] });
    expect(await countTotpSecretsNotCurrent(t.dataSource, rotated)).toBe(0);
    const after = await t.dataSource
      .getRepository(TwoFactorCredential)
      .findOneByOrFail({ userId: user.id });
    expect(after.masterKeyId).toBe(rotated.currentKeyId);
    expect(after.ciphertext.equals(before.ciphertext)).toBe(true);
    expect(openTotpSecret(new VaultKeyring(newKey), after)).toBe(secret);

    // Back under the key the running service holds: a code checks out again.
    const back = new VaultKeyring(oldKey, [newKey]);
    expect(await rekeyTotpSecrets(t.dataSource, back)).toEqual({ rewrapped: 1, failed: [] });
    await t.http
      .post('/studio/auth/login/2fa')
      .send({ challenge_token: await challengeFor(t, user.email), code: totpCode(secret) })
      .expect(200);
  });
});

describe('STUDIO_REQUIRE_2FA', () => {
  const clock = fakeClock();

  describe('admins', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { STUDIO_REQUIRE_2FA: 'admins' } });
    });
    afterAll(() => t.close());

    it('lets an admin who has not enrolled sign in only to enrol, then refresh to full tokens', async () => {
      const admin = await createUserWithTokens(t, { role: 'admin' });
      expect(payloadOf(admin.accessToken).tfa).toBe('enrol');
      const refused = await t.http.get('/studio/users').set(bearer(admin.accessToken));
      expect(expectProblem(refused, 403, 'TWO_FACTOR_ENROLMENT_REQUIRED').detail).toMatch(/enrol/);
      expectProblem(
        await t.http
          .post('/studio/vault')
          .set(bearer(admin.accessToken))
          .send({ key_name: 'K', service_name: 's', environment: 'production', value: 'v' }),
        403,
        'TWO_FACTOR_ENROLMENT_REQUIRED',
      );
      await t.http.get('/studio/auth/me').set(bearer(admin.accessToken)).expect(200);
      const status = await t.http
        .get('/studio/auth/2fa')
        .set(bearer(admin.accessToken))
        .expect(200);
      expect(status.body.data).toMatchObject({ enabled: false, required: true });

      const started = await t.http
        .post('/studio/auth/2fa/enrolment')
        .set(bearer(admin.accessToken))
        .expect(201);
      const secret = started.body.data.secret as string;
      await t.http
        .post('/studio/auth/2fa/enrolment/confirm')
        .set(bearer(admin.accessToken))
        .send({ code: totpCode(secret) })
        .expect(200);
      // The access token in hand keeps its limit until it is refreshed.
      expectProblem(
        await t.http.get('/studio/users').set(bearer(admin.accessToken)),
        403,
        'TWO_FACTOR_ENROLMENT_REQUIRED',
      );
      const refreshed = await t.http
        .post('/studio/auth/refresh')
        .send({ refresh_token: admin.refreshToken })
        .expect(200);
      expect(payloadOf(refreshed.body.access_token as string).tfa).toBeUndefined();
      await t.http
        .get('/studio/users')
        .set(bearer(refreshed.body.access_token as string))
        .expect(200);

      // Required: it cannot be turned off by its user.
      expectProblem(
        await t.http
          .post('/studio/auth/2fa/disable')
          .set(bearer(refreshed.body.access_token as string))
          .send({ code: totpCode(secret, clock.now() + STEP_MS) }),
        409,
        'CONFLICT',
      );
      await t.http.post('/studio/auth/logout').set(bearer(admin.accessToken)).expect(204);
    });

    it('leaves editors alone', async () => {
      const editor = await createUserWithTokens(t);
      expect(payloadOf(editor.accessToken).tfa).toBeUndefined();
      await t.http.get('/studio/theme-parks').set(bearer(editor.accessToken)).expect(200);
    });

    it('after an admin reset, limits the user to enrolment again', async () => {
      const resetter = await createUser(t, { role: 'admin' });
      const resetterSecret = await enableTwoFactor(t, resetter.id);
      const signedIn = await t.http
        .post('/studio/auth/login/2fa')
        .send({
          challenge_token: await challengeFor(t, resetter.email),
          code: totpCode(resetterSecret),
        })
        .expect(200);
      const target = await createUser(t, { role: 'admin' });
      await enableTwoFactor(t, target.id);
      await t.http
        .delete(`/studio/users/${target.id}/2fa`)
        .set(bearer(signedIn.body.access_token as string))
        .expect(204);

      const limited = await login(t, target.email);
      expect(payloadOf(limited.accessToken).tfa).toBe('enrol');
      // An admin limited to enrolment cannot reset anyone.
      expectProblem(
        await t.http.delete(`/studio/users/${resetter.id}/2fa`).set(bearer(limited.accessToken)),
        403,
        'TWO_FACTOR_ENROLMENT_REQUIRED',
      );
    });
  });

  describe('all', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { STUDIO_REQUIRE_2FA: 'all' } });
    });
    afterAll(() => t.close());

    it('limits an editor who has not enrolled; one who has gets full tokens after the code', async () => {
      const editor = await createUserWithTokens(t);
      expectProblem(
        await t.http.get('/studio/theme-parks').set(bearer(editor.accessToken)),
        403,
        'TWO_FACTOR_ENROLMENT_REQUIRED',
      );
      const enrolled = await createUser(t);
      const secret = await enableTwoFactor(t, enrolled.id);
      const tokens = await t.http
        .post('/studio/auth/login/2fa')
        .send({ challenge_token: await challengeFor(t, enrolled.email), code: totpCode(secret) })
        .expect(200);
      await t.http
        .get('/studio/theme-parks')
        .set(bearer(tokens.body.access_token as string))
        .expect(200);
    });
  });
});
