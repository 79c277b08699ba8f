import { DataSource, Not, Repository } from 'typeorm';
import { VaultEntry } from './entities/vault-entry.entity';
import { SealedSecret, VaultDecryptionError, VaultKeyring } from './vault-keyring';

export interface RekeyReport {
  /** Entries whose data key is now wrapped by the current master key. */
  rewrapped: number;
  /** Entries left as they were because their master key is not configured or their data failed authentication. */
  failed: Array<{ id: string; reason: string }>;
}

const BATCH = 100;

/** The columns of a row sealed with the vault keyring (vault entries, webhook signing secrets). */
export interface SealedRow extends SealedSecret {
  id: string;
}

/**
 * Re-wraps every data key of `repository`'s rows that is not under the current master key. Only
 * the 60-byte wrapped keys change; the values' ciphertexts stay. Each row is updated only if
 * nobody changed its wrapping in the meantime, so it is safe to run while the service is up, and
 * to run again. `aadOf` gives the additional authenticated data a row was sealed with.
 */
export async function rewrapSealedRows(
  repository: Repository<SealedRow>,
  keyring: VaultKeyring,
  aadOf: (id: string) => string = (id) => id,
): Promise<RekeyReport> {
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
    for (const row of batch) {
      try {
        const rewrapped = keyring.rewrap(aadOf(row.id), row);
        const { affected } = await repository.update(
          { id: row.id, masterKeyId: row.masterKeyId, wrappedKey: row.wrappedKey },
          rewrapped,
        );
        if (affected) report.rewrapped += 1;
        // Rotated meanwhile: it is now sealed under the current key anyway, or picked up again.
      } catch (error) {
        if (!(error instanceof VaultDecryptionError)) throw error;
        skipped.add(row.id);
        report.failed.push({ id: row.id, reason: error.message });
      }
    }
  }
  return report;
}

/** Re-wraps every vault entry not under the current master key (`npm run vault:rekey`). */
export function rekeyVault(dataSource: DataSource, keyring: VaultKeyring): Promise<RekeyReport> {
  return rewrapSealedRows(dataSource.getRepository<SealedRow>(VaultEntry), keyring);
}

/** How many entries are not yet under the current master key. */
export async function countNotCurrent(
  dataSource: DataSource,
  keyring: VaultKeyring,
): Promise<number> {
  return dataSource.getRepository(VaultEntry).countBy({ masterKeyId: Not(keyring.currentKeyId) });
}
