import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** What is stored beside a vault entry; none of it reveals the value without the master key. */
export interface SealedSecret {
  /** AES-256-GCM ciphertext of the value under the entry's own data key. */
  ciphertext: Buffer;
  nonce: Buffer;
  authTag: Buffer;
  /** The data key encrypted by the master key: nonce (12) || tag (16) || ciphertext (32). */
  wrappedKey: Buffer;
  /** Which master key wrapped the data key (see {@link masterKeyId}). */
  masterKeyId: string;
}

export class VaultDecryptionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VaultDecryptionError';
  }
}

/**
 * A short public name for a master key: 16 hex digits of a domain-separated SHA-256. It says which
 * key wrapped an entry, so keys can be rotated, and reveals nothing usable about the key.
 */
export function masterKeyId(key: Buffer): string {
  return createHash('sha256')
    .update('guide-platform vault master key id\0')
    .update(key)
    .digest('hex')
    .slice(0, 16);
}

function encrypt(key: Buffer, plaintext: Buffer, aad: Buffer) {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, nonce, { authTagLength: TAG_BYTES });
  cipher.setAAD(aad);
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return { nonce, ciphertext, authTag: cipher.getAuthTag() };
}

function decrypt(key: Buffer, nonce: Buffer, ciphertext: Buffer, authTag: Buffer, aad: Buffer) {
  const decipher = createDecipheriv(ALGORITHM, key, nonce, { authTagLength: TAG_BYTES });
  decipher.setAAD(aad);
  decipher.setAuthTag(authTag);
  return Buffer.concat([decipher.update(ciphertext), decipher.final()]);
}

/**
 * Envelope encryption for the vault. Every seal draws a fresh 256-bit data key and a fresh 96-bit
 * nonce; the value is encrypted with AES-256-GCM under the data key with the entry's id as
 * additional authenticated data, so a ciphertext copied to another row does not decrypt. The data
 * key is itself wrapped (AES-256-GCM, same AAD) by the current master key. Older master keys only
 * unwrap, until `npm run vault:rekey` has re-wrapped their entries under the current key.
 */
export class VaultKeyring {
  readonly currentKeyId: string;
  private readonly keys = new Map<string, Buffer>();

  constructor(current: Buffer, previous: Buffer[] = []) {
    for (const key of [current, ...previous]) {
      if (key.length !== KEY_BYTES) throw new Error('A vault master key must be 32 bytes');
    }
    this.currentKeyId = masterKeyId(current);
    this.keys.set(this.currentKeyId, current);
    for (const key of previous) {
      const id = masterKeyId(key);
      if (!this.keys.has(id)) this.keys.set(id, key);
    }
  }

  knows(keyId: string): boolean {
    return this.keys.has(keyId);
  }

  get knownKeyIds(): string[] {
    return [...this.keys.keys()];
  }

  seal(entryId: string, value: string): SealedSecret {
    const aad = Buffer.from(entryId, 'utf8');
    const dataKey = randomBytes(KEY_BYTES);
    try {
      const sealed = encrypt(dataKey, Buffer.from(value, 'utf8'), aad);
      return {
        ciphertext: sealed.ciphertext,
        nonce: sealed.nonce,
        authTag: sealed.authTag,
        wrappedKey: this.wrap(entryId, dataKey),
        masterKeyId: this.currentKeyId,
      };
    } finally {
      dataKey.fill(0);
    }
  }

  open(entryId: string, sealed: SealedSecret): string {
    const dataKey = this.unwrap(entryId, sealed);
    try {
      return decrypt(
        dataKey,
        sealed.nonce,
        sealed.ciphertext,
        sealed.authTag,
        Buffer.from(entryId, 'utf8'),
      ).toString('utf8');
    } catch {
      throw new VaultDecryptionError(`The value of vault entry ${entryId} failed authentication`);
    } finally {
      dataKey.fill(0);
    }
  }

  /** The same data key wrapped by the current master key; the value's ciphertext is untouched. */
  rewrap(entryId: string, sealed: SealedSecret): Pick<SealedSecret, 'wrappedKey' | 'masterKeyId'> {
    const dataKey = this.unwrap(entryId, sealed);
    try {
      return { wrappedKey: this.wrap(entryId, dataKey), masterKeyId: this.currentKeyId };
    } finally {
      dataKey.fill(0);
    }
  }

  private wrap(entryId: string, dataKey: Buffer): Buffer {
    const current = this.keys.get(this.currentKeyId)!;
    const { nonce, authTag, ciphertext } = encrypt(current, dataKey, Buffer.from(entryId, 'utf8'));
    return Buffer.concat([nonce, authTag, ciphertext]);
  }

  private unwrap(entryId: string, sealed: SealedSecret): Buffer {
    const masterKey = this.keys.get(sealed.masterKeyId);
    if (!masterKey) {
      throw new VaultDecryptionError(
        `Vault entry ${entryId} is wrapped by master key ${sealed.masterKeyId}, which is not configured (VAULT_MASTER_KEY / VAULT_PREVIOUS_MASTER_KEYS)`,
      );
    }
    const wrapped = sealed.wrappedKey;
    if (wrapped.length !== NONCE_BYTES + TAG_BYTES + KEY_BYTES) {
      throw new VaultDecryptionError(`The data key of vault entry ${entryId} is malformed`);
    }
    try {
      return decrypt(
        masterKey,
        wrapped.subarray(0, NONCE_BYTES),
        wrapped.subarray(NONCE_BYTES + TAG_BYTES),
        wrapped.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES),
        Buffer.from(entryId, 'utf8'),
      );
    } catch {
      throw new VaultDecryptionError(
        `The data key of vault entry ${entryId} failed authentication`,
      );
    }
  }
}
