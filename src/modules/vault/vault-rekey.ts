import { DataSource, Not } from 'typeorm';
import { VaultEntry } from './entities/vault-entry.entity';
import { VaultDecryptionError, VaultKeyring } from './vault-keyring';
import { sealedOf } from './vault.service';

export interface RekeyReport {
  /** Entries whose data key is now wrapped by the current master key. */
  rewrapped: number;
  /** Entries left as they were because their master key is not configured or their data failed authentication. */
  failed: Array<{ id: string; reason: string }>;
}

const BATCH = 100;

/**
 * Re-wraps every data key that is not under the current master key. Only the 60-byte wrapped keys
 * change; the values' ciphertexts stay. Each row is updated only if nobody changed its wrapping in
 * the meantime, so it is safe to run while the service is up, and to run again.
 */
export async function rekeyVault(
  dataSource: DataSource,
  keyring: VaultKeyring,
): Promise<RekeyReport> {
  const repository = dataSource.getRepository(VaultEntry);
  const report: RekeyReport = { rewrapped: 0, failed: [] };
  const skipped = new Set<string>();
  for (;;) {
    const batch = await repository
      .createQueryBuilder('e')
      .where('e.master_key_id <> :current', { current: keyring.currentKeyId })
      .andWhere(skipped.size > 0 ? 'e.id NOT IN (:...skipped)' : 'TRUE', { skipped: [...skipped] })
      .orderBy('e.id')
      .take(BATCH)
      .getMany();
    if (batch.length === 0) break;
    for (const entry of batch) {
      try {
        const rewrapped = keyring.rewrap(entry.id, sealedOf(entry));
        const { affected } = await repository.update(
          { id: entry.id, masterKeyId: entry.masterKeyId, wrappedKey: entry.wrappedKey },
          { wrappedKey: rewrapped.wrappedKey, masterKeyId: rewrapped.masterKeyId },
        );
        if (affected) report.rewrapped += 1;
        // Rotated meanwhile: it is now sealed under the current key anyway, or picked up again.
      } catch (error) {
        if (!(error instanceof VaultDecryptionError)) throw error;
        skipped.add(entry.id);
        report.failed.push({ id: entry.id, reason: error.message });
      }
    }
  }
  return report;
}

/** How many entries are not yet under the current master key. */
export async function countNotCurrent(
  dataSource: DataSource,
  keyring: VaultKeyring,
): Promise<number> {
  return dataSource.getRepository(VaultEntry).countBy({ masterKeyId: Not(keyring.currentKeyId) });
}
