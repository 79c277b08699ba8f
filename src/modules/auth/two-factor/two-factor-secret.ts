import { DataSource, Not } from 'typeorm';
import type { VaultKeyring } from '@/modules/vault/vault-keyring';
import { RekeyReport, rewrapSealedRows, SealedRow } from '@/modules/vault/vault-rekey';
import { TwoFactorCredential } from './entities/two-factor-credential.entity';

/**
 * The additional authenticated data of a TOTP secret: its row id, in a namespace of its own, so a
 * ciphertext moved into another sealed table (or another row) does not decrypt.
 */
export const totpSecretAad = (credentialId: string) => `two-factor-secret:${credentialId}`;

export function sealTotpSecret(keyring: VaultKeyring, credentialId: string, secret: string) {
  return keyring.seal(totpSecretAad(credentialId), secret);
}

export function openTotpSecret(keyring: VaultKeyring, row: SealedRow): string {
  return keyring.open(totpSecretAad(row.id), row);
}

/** `npm run vault:rekey` for TOTP secrets: their data keys re-wrapped under the current master key. */
export function rekeyTotpSecrets(
  dataSource: DataSource,
  keyring: VaultKeyring,
): Promise<RekeyReport> {
  return rewrapSealedRows(
    dataSource.getRepository<SealedRow>(TwoFactorCredential),
    keyring,
    totpSecretAad,
  );
}

/** How many TOTP secrets are not yet under the current master key. */
export function countTotpSecretsNotCurrent(
  dataSource: DataSource,
  keyring: VaultKeyring,
): Promise<number> {
  return dataSource
    .getRepository(TwoFactorCredential)
    .countBy({ masterKeyId: Not(keyring.currentKeyId) });
}
