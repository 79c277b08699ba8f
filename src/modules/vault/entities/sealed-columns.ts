import { Column, Index } from 'typeorm';
import type { SealedSecret } from '../vault-keyring';

/**
 * The columns of a row sealed with the vault's keyring (vault entries, webhook signing secrets):
 * the value's ciphertext under the row's own data key, and that data key wrapped by a master key.
 * With the row's id (part of the additional authenticated data) it is what the keyring opens.
 */
export abstract class SealedColumns implements SealedSecret {
  @Column({ type: 'bytea' })
  ciphertext!: Buffer;

  @Column({ type: 'bytea' })
  nonce!: Buffer;

  @Column({ type: 'bytea' })
  authTag!: Buffer;

  @Column({ type: 'bytea' })
  wrappedKey!: Buffer;

  /** Which master key wrapped the data key: `npm run vault:rekey` looks for the old ones. */
  @Index()
  @Column({ type: 'varchar', length: 32 })
  masterKeyId!: string;
}
