import { Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { ImageProcessor } from './image-processor';
import { MediaController } from './media.controller';
import { MediaService } from './media.service';
import { LocalMediaStorage, localMediaRoot } from './storage/local-storage';
import { MediaStorage } from './storage/media-storage';
import { createS3Client, S3MediaStorage } from './storage/s3-storage';
import { ImageUploadInterceptor } from './upload.interceptor';

function createStorage(config: AppConfig): MediaStorage {
  const driver = config.media.driver;
  switch (driver) {
    case 'local':
      return new LocalMediaStorage(localMediaRoot(config.dataDir));
    case 's3':
      return new S3MediaStorage(createS3Client(config.media.s3), config.media.s3.bucket!);
  }
}

/** Image uploads (POST /studio/media/upload) into the configured object storage. */
@Module({
  controllers: [MediaController],
  providers: [
    MediaService,
    ImageProcessor,
    ImageUploadInterceptor,
    { provide: MediaStorage, inject: [AppConfig], useFactory: createStorage },
  ],
})
export class MediaModule implements OnApplicationShutdown {
  constructor(@Inject(MediaStorage) private readonly storage: MediaStorage) {}

  onApplicationShutdown(): void {
    if (this.storage instanceof S3MediaStorage) this.storage.destroy();
  }
}
