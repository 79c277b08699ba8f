import { Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '@/config/app-config';
import { MediaAsset } from './entities/media-asset.entity';
import { MediaRetiredObject } from './entities/media-retired-object.entity';
import { ImageProcessor } from './image-processor';
import { MediaController } from './media.controller';
import { MediaService } from './media.service';
import { setPublicMediaUrl } from './media-url';
import { LocalMediaStorage, localMediaRoot } from './storage/local-storage';
import { MediaStorage } from './storage/media-storage';
import type { S3MediaStorage } from './storage/s3-storage';
import { ImageUploadInterceptor } from './upload.interceptor';
import { BoundedWorkQueue } from '@/common/concurrency/bounded-work-queue';

function createStorage(config: AppConfig): MediaStorage {
  const driver = config.media.driver;
  switch (driver) {
    case 'local':
      return new LocalMediaStorage(localMediaRoot(config.dataDir));
    case 's3': {
      // The AWS SDK only where it is used: loading it costs resident memory on every instance.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const s3 = require('./storage/s3-storage') as typeof import('./storage/s3-storage');
      return new s3.S3MediaStorage(s3.createS3Client(config.media.s3), config.media.s3.bucket!);
    }
  }
}

/** Image uploads into the configured object storage, and the studio's media library. */
@Module({
  imports: [TypeOrmModule.forFeature([MediaAsset, MediaRetiredObject])],
  controllers: [MediaController],
  providers: [
    MediaService,
    ImageProcessor,
    ImageUploadInterceptor,
    { provide: MediaStorage, inject: [AppConfig], useFactory: createStorage },
    {
      // Bounds the images decoded at once on this instance (CPU and native memory).
      provide: BoundedWorkQueue,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        new BoundedWorkQueue(config.media.concurrency, config.media.queueTimeoutMs, {
          busyDetail: 'The server is busy processing other images. Try again shortly.',
        }),
    },
  ],
})
export class MediaModule implements OnApplicationShutdown {
  constructor(
    @Inject(MediaStorage) private readonly storage: MediaStorage,
    config: AppConfig,
  ) {
    setPublicMediaUrl(config.media.publicUrl);
  }

  onApplicationShutdown(): void {
    if ('destroy' in this.storage) (this.storage as S3MediaStorage).destroy();
  }
}
