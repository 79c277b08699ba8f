/** Every stored image may be cached for a year: docs/behaviour.md (Media) on replacing an image. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export interface StoredObject {
  key: string;
  size: number;
}

/**
 * Where uploaded images go. One driver is bound at start (STORAGE_DRIVER): `local` or `s3`.
 * Drivers throw StorageUnavailableError (502) when the store refuses or does not answer.
 */
export abstract class MediaStorage {
  abstract put(key: string, body: Buffer, contentType: string): Promise<StoredObject>;

  /** The object's bytes (a focal point change re-cuts the crops from the largest variant). */
  abstract get(key: string): Promise<Buffer>;

  /** Removes the objects; keys that do not exist are not an error. */
  abstract delete(keys: readonly string[]): Promise<void>;
}
