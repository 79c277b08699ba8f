import { DataSource, Not } from 'typeorm';
import type { VaultKeyring } from '@/modules/vault/vault-keyring';
import { RekeyReport, rewrapSealedRows, SealedRow } from '@/modules/vault/vault-rekey';
import { OidcRefreshToken } from './oidc-refresh-token.entity';

/**
 * The additional authenticated data of a provider refresh token: its session's id, in a namespace
 * of its own, so a ciphertext moved into another sealed table (or another row) does not decrypt.
 */
export const oidcRefreshTokenAad = (sessionId: string) => `oidc-refresh-token:${sessionId}`;

export function sealOidcRefreshToken(keyring: VaultKeyring, sessionId: string, token: string) {
  return keyring.seal(oidcRefreshTokenAad(sessionId), token);
}

export function openOidcRefreshToken(keyring: VaultKeyring, row: SealedRow): string {
  return keyring.open(oidcRefreshTokenAad(row.id), row);
}

/** `npm run vault:rekey` for provider refresh tokens: their data keys re-wrapped under the current master key. */
export function rekeyOidcRefreshTokens(
  dataSource: DataSource,
  keyring: VaultKeyring,
): Promise<RekeyReport> {
  return rewrapSealedRows(
    dataSource.getRepository<SealedRow>(OidcRefreshToken),
    keyring,
    oidcRefreshTokenAad,
  );
}

/** How many provider refresh tokens are not yet under the current master key. */
export function countOidcRefreshTokensNotCurrent(
  dataSource: DataSource,
  keyring: VaultKeyring,
): Promise<number> {
  return dataSource
    .getRepository(OidcRefreshToken)
    .countBy({ masterKeyId: Not(keyring.currentKeyId) });
}
