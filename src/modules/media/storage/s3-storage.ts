import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Logger } from '@nestjs/common';
import { StorageUnavailableError } from '@/common/errors';
import { AppConfig } from '@/config/app-config';
import { MEDIA_CACHE_CONTROL, MediaStorage, StoredObject } from './media-storage';

/** Gives up on a store that does not answer, so an upload fails with 502 instead of hanging. */
const CONNECTION_TIMEOUT_MS = 3_000;
const REQUEST_TIMEOUT_MS = 30_000;
const DELETE_PARALLELISM = 4;

/** Name and message only: the SDK's error object carries request metadata, never needed here. */
function describe(error: unknown): string {
  const name = error instanceof Error ? error.name : 'Error';
  const message = error instanceof Error ? error.message : String(error);
  return `${name}: ${message}`;
}

export function createS3Client(s3: AppConfig['media']['s3']): S3Client {
  return new S3Client({
    region: s3.region ?? 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    credentials:
      s3.accessKeyId && s3.secretAccessKey
        ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey }
        : undefined,
    maxAttempts: 2,
    // Checksums only where S3 requires them: several S3-compatible stores reject the newer defaults.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      connectionTimeout: CONNECTION_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
    },
  });
}

/** Objects in an S3 bucket (AWS, or an S3-compatible store such as MinIO with path-style URLs). */
export class S3MediaStorage extends MediaStorage {
  private readonly logger = new Logger(S3MediaStorage.name);

  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {
    super();
  }

  async put(key: string, body: Buffer, contentType: string): Promise<StoredObject> {
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
          CacheControl: MEDIA_CACHE_CONTROL,
        }),
      );
    } catch (error) {
      this.logger.error(`Storing ${key} in bucket ${this.bucket} failed: ${describe(error)}`);
      throw new StorageUnavailableError();
    }
    return { key, size: body.length };
  }

  async get(key: string): Promise<Buffer> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      return Buffer.from(await answer.Body!.transformToByteArray());
    } catch (error) {
      this.logger.error(`Reading ${key} from bucket ${this.bucket} failed: ${describe(error)}`);
      throw new StorageUnavailableError('The media storage is unavailable. Try again shortly.');
    }
  }

  /**
   * One DeleteObject per key, a few at a time: DeleteObjects needs a checksum header that several
   * S3-compatible stores reject, and an image has a dozen objects at most. S3 answers 204 for a
   * key that does not exist.
   */
  async delete(keys: readonly string[]): Promise<void> {
    const pending = [...keys];
    const worker = async (): Promise<void> => {
      for (let key = pending.shift(); key !== undefined; key = pending.shift()) {
        try {
          await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
        } catch (error) {
          this.logger.error(
            `Deleting ${key} from bucket ${this.bucket} failed: ${describe(error)}`,
          );
          throw new StorageUnavailableError('The media storage is unavailable. Try again shortly.');
        }
      }
    };
    await Promise.all(Array.from({ length: DELETE_PARALLELISM }, worker));
  }

  destroy(): void {
    this.client.destroy();
  }
}
