import { randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { TwoFactorCredential } from '@/modules/auth/two-factor/entities/two-factor-credential.entity';
import { sealTotpSecret } from '@/modules/auth/two-factor/two-factor-secret';
import { VaultKeyring } from '@/modules/vault/vault-keyring';
import type { TestApp } from '../support/test-app';
import { DEFAULT_PASSWORD } from './users.factory';

/** The code an authenticator app shows for `secret` at `timestampMs` (default: now). */
export function totpCode(secret: string, timestampMs = Date.now()): string {
  return new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).generate({ timestamp: timestampMs });
}

/**
 * Turns two-factor on for a user straight in the database (no code spent yet), as a confirmed
 * enrolment leaves it; answers the secret. Tests of enrolment itself go through the API.
 */
export async function enableTwoFactor(t: TestApp, userId: string): Promise<string> {
  const secret = new Secret({ size: 20 }).base32;
  const id = randomUUID();
  await t.dataSource.getRepository(TwoFactorCredential).insert({
    id,
    userId,
    enabledAt: new Date(),
    lastUsedStep: null,
    ...sealTotpSecret(t.app.get(VaultKeyring), id, secret),
  });
  return secret;
}

/** The first login step of a user with two-factor on: the challenge token. */
export async function challengeFor(
  t: TestApp,
  email: string,
  password = DEFAULT_PASSWORD,
): Promise<string> {
  const response = await t.http
    .post('/studio/auth/login')
    .type('form')
    .send({ username: email, password });
  if (response.status !== 200 || typeof response.body.challenge_token !== 'string')
    throw new Error(`no challenge: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.challenge_token as string;
}
