import { DataSource, Not } from 'typeorm';
import { RekeyReport, rewrapSealedRows, SealedRow } from '../vault/vault-rekey';
import { VaultKeyring } from '../vault/vault-keyring';
import { WebhookEndpointSecret } from './entities/webhook-endpoint-secret.entity';
import { signingSecretAad } from './webhook-secrets';

/**
 * `npm run vault:rekey` for webhook signing secrets, which are sealed with the vault's keyring:
 * their data keys are re-wrapped under the current master key like the vault entries'.
 */
export function rekeyWebhookSecrets(
  dataSource: DataSource,
  keyring: VaultKeyring,
): Promise<RekeyReport> {
  return rewrapSealedRows(
    dataSource.getRepository<SealedRow>(WebhookEndpointSecret),
    keyring,
    signingSecretAad,
  );
}

/** How many signing secrets are not yet under the current master key. */
export function countWebhookSecretsNotCurrent(
  dataSource: DataSource,
  keyring: VaultKeyring,
): Promise<number> {
  return dataSource
    .getRepository(WebhookEndpointSecret)
    .countBy({ masterKeyId: Not(keyring.currentKeyId) });
}
