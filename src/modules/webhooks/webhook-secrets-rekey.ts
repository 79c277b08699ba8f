import { DataSource, Not } from 'typeorm';
import type { RekeyReport } from '../vault/vault-rekey';
import { VaultDecryptionError, VaultKeyring } from '../vault/vault-keyring';
import { WebhookEndpointSecret } from './entities/webhook-endpoint-secret.entity';
import { rewrapSigningSecret } from './webhook-secrets';

const BATCH = 100;

/**
 * `npm run vault:rekey` for webhook signing secrets, which are sealed with the vault's keyring:
 * re-wraps every data key not under the current master key, each update guarded by the row's
 * previous wrapping (safe while the service runs, and to repeat).
 */
export async function rekeyWebhookSecrets(
  dataSource: DataSource,
  keyring: VaultKeyring,
): Promise<RekeyReport> {
  const repository = dataSource.getRepository(WebhookEndpointSecret);
  const report: RekeyReport = { rewrapped: 0, failed: [] };
  const skipped = new Set<string>();
  for (;;) {
    const batch = await repository
      .createQueryBuilder('s')
      .where('s.master_key_id <> :current', { current: keyring.currentKeyId })
      .andWhere(skipped.size > 0 ? 's.id NOT IN (:...skipped)' : 'TRUE', { skipped: [...skipped] })
      .orderBy('s.id')
      .take(BATCH)
      .getMany();
    if (batch.length === 0) break;
    for (const secret of batch) {
      try {
        const rewrapped = rewrapSigningSecret(keyring, secret);
        const { affected } = await repository.update(
          { id: secret.id, masterKeyId: secret.masterKeyId, wrappedKey: secret.wrappedKey },
          rewrapped,
        );
        if (affected) report.rewrapped += 1;
      } catch (error) {
        if (!(error instanceof VaultDecryptionError)) throw error;
        skipped.add(secret.id);
        report.failed.push({ id: secret.id, reason: error.message });
      }
    }
  }
  return report;
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
