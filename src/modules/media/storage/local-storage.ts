import { Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { StorageUnavailableError } from '@/common/errors';
import { MediaStorage, StoredObject } from './media-storage';

export const localMediaRoot = (dataDir: string): string => resolve(dataDir, 'media');

/** Files under DATA_DIR/media, served by the application itself under /media. */
export class LocalMediaStorage extends MediaStorage {
  private readonly logger = new Logger(LocalMediaStorage.name);

  constructor(private readonly root: string) {
    super();
  }

  async put(key: string, body: Buffer): Promise<StoredObject> {
    const target = this.pathOf(key);
    // Write beside the target, then rename: a reader never sees half a file.
    const temporary = join(dirname(target), `.${randomBytes(6).toString('hex')}.tmp`);
    try {
      await mkdir(dirname(target), { recursive: true });
      await writeFile(temporary, body, { mode: 0o644 });
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true }).catch(() => undefined);
      const code = (error as NodeJS.ErrnoException).code;
      this.logger.error(`Storing ${key} on disk failed: ${code ?? String(error)}`);
      throw new StorageUnavailableError();
    }
    return { key, size: body.length };
  }

  async get(key: string): Promise<Buffer> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      this.logger.error(`Reading ${key} from disk failed: ${code ?? String(error)}`);
      throw new StorageUnavailableError('The media storage is unavailable. Try again shortly.');
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      try {
        await rm(this.pathOf(key), { force: true });
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        this.logger.error(`Deleting ${key} from disk failed: ${code ?? String(error)}`);
        throw new StorageUnavailableError('The media storage is unavailable. Try again shortly.');
      }
    }
  }

  private pathOf(key: string): string {
    const target = resolve(this.root, key);
    // Keys are built from validated words, so this never trips; it is the last line of defence.
    if (!target.startsWith(this.root + sep)) throw new Error(`media key escapes the root: ${key}`);
    return target;
  }
}
