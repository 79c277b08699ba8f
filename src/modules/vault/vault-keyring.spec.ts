import { randomBytes, randomUUID } from 'node:crypto';
import { masterKeyId, VaultDecryptionError, VaultKeyring } from './vault-keyring';

describe('VaultKeyring', () => {
  const master = randomBytes(32);
  const keyring = new VaultKeyring(master);
  const id = randomUUID();

  it('round-trips a value, unicode included', () => {
    const value = 'sk_live_ünïcødé 🔑 secret';
    expect(keyring.open(id, keyring.seal(id, value))).toBe(value);
  });

  it('draws a fresh data key and nonce for every seal', () => {
    const a = keyring.seal(id, 'same value');
    const b = keyring.seal(id, 'same value');
    expect(a.nonce.equals(b.nonce)).toBe(false);
    expect(a.ciphertext.equals(b.ciphertext)).toBe(false);
    expect(a.wrappedKey.equals(b.wrappedKey)).toBe(false);
    expect(a.nonce).toHaveLength(12);
    expect(a.authTag).toHaveLength(16);
    expect(a.wrappedKey).toHaveLength(60);
    expect(a.masterKeyId).toBe(masterKeyId(master));
  });

  it('never contains the plaintext', () => {
    const value = 'plain-text-marker-1234567890';
    const sealed = keyring.seal(id, value);
    for (const part of [sealed.ciphertext, sealed.nonce, sealed.authTag, sealed.wrappedKey]) {
      expect(part.includes(Buffer.from(value))).toBe(false);
    }
  });

  it('refuses a ciphertext moved to another entry (the id is authenticated data)', () => {
    const sealed = keyring.seal(id, 'bound to its row');
    expect(() => keyring.open(randomUUID(), sealed)).toThrow(VaultDecryptionError);
  });

  it('refuses a tampered ciphertext, tag or wrapped key', () => {
    const sealed = keyring.seal(id, 'tamper with me');
    const flip = (b: Buffer) => {
      const copy = Buffer.from(b);
      copy[0] ^= 1;
      return copy;
    };
    expect(() => keyring.open(id, { ...sealed, ciphertext: flip(sealed.ciphertext) })).toThrow(
      VaultDecryptionError,
    );
    expect(() => keyring.open(id, { ...sealed, authTag: flip(sealed.authTag) })).toThrow(
      VaultDecryptionError,
    );
    expect(() => keyring.open(id, { ...sealed, wrappedKey: flip(sealed.wrappedKey) })).toThrow(
      VaultDecryptionError,
    );
  });

  it('cannot open an entry under another master key', () => {
    const sealed = keyring.seal(id, 'x');
    const other = new VaultKeyring(randomBytes(32));
    expect(() => other.open(id, sealed)).toThrow(/not configured/);
  });

  it('opens entries of a previous master key and re-wraps them under the current one', () => {
    const sealed = keyring.seal(id, 'survives rotation');
    const next = randomBytes(32);
    const rotated = new VaultKeyring(next, [master]);
    expect(rotated.open(id, sealed)).toBe('survives rotation');
    const rewrapped = { ...sealed, ...rotated.rewrap(id, sealed) };
    expect(rewrapped.masterKeyId).toBe(rotated.currentKeyId);
    expect(rewrapped.ciphertext.equals(sealed.ciphertext)).toBe(true);
    // Once re-wrapped, the old key is no longer needed.
    const withoutOld = new VaultKeyring(next);
    expect(withoutOld.open(id, rewrapped)).toBe('survives rotation');
  });

  it('names keys by a stable, non-reversible 16-hex-digit id', () => {
    expect(masterKeyId(master)).toMatch(/^[0-9a-f]{16}$/);
    expect(masterKeyId(Buffer.from(master))).toBe(masterKeyId(master));
    expect(masterKeyId(randomBytes(32))).not.toBe(masterKeyId(master));
  });

  it('refuses master keys that are not 32 bytes', () => {
    expect(() => new VaultKeyring(randomBytes(16))).toThrow(/32 bytes/);
  });
});
