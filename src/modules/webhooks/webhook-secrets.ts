import type { SealedSecret, VaultKeyring } from '../vault/vault-keyring';

/** The columns a sealed signing secret is stored in (webhook_endpoint_secrets). */
export interface SealedSecretRow {
  id: string;
  ciphertext: Buffer;
  nonce: Buffer;
  authTag: Buffer;
  wrappedKey: Buffer;
  masterKeyId: string;
}

/**
 * The additional authenticated data of a signing secret: its row id, in a namespace of its own so
 * that a ciphertext moved into a vault row (or the other way round) does not decrypt.
 */
const aadOf = (secretId: string) => `webhook-endpoint-secret:${secretId}`;

export function sealSigningSecret(keyring: VaultKeyring, secretId: string, secret: string) {
  return keyring.seal(aadOf(secretId), secret);
}

const sealedOf = (row: SealedSecretRow): SealedSecret => ({
  ciphertext: row.ciphertext,
  nonce: row.nonce,
  authTag: row.authTag,
  wrappedKey: row.wrappedKey,
  masterKeyId: row.masterKeyId,
});

export function openSigningSecret(keyring: VaultKeyring, row: SealedSecretRow): string {
  return keyring.open(aadOf(row.id), sealedOf(row));
}

/** The same secret with its data key wrapped by the current master key (`npm run vault:rekey`). */
export function rewrapSigningSecret(keyring: VaultKeyring, row: SealedSecretRow) {
  return keyring.rewrap(aadOf(row.id), sealedOf(row));
}
