import type { SealedRow } from '../vault/vault-rekey';
import type { VaultKeyring } from '../vault/vault-keyring';

/** The columns a sealed signing secret is stored in (webhook_endpoint_secrets). */
export type SealedSecretRow = SealedRow;

/**
 * The additional authenticated data of a signing secret: its row id, in a namespace of its own so
 * that a ciphertext moved into a vault row (or the other way round) does not decrypt.
 */
export const signingSecretAad = (secretId: string) => `webhook-endpoint-secret:${secretId}`;

export function sealSigningSecret(keyring: VaultKeyring, secretId: string, secret: string) {
  return keyring.seal(signingSecretAad(secretId), secret);
}

export function openSigningSecret(keyring: VaultKeyring, row: SealedSecretRow): string {
  return keyring.open(signingSecretAad(row.id), row);
}
