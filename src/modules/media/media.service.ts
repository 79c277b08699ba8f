import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { UploadMediaDto } from './dto/upload-media.dto';
import { UploadResultDto } from './dto/upload-result.dto';
import { ImageProcessor } from './image-processor';
import { MediaStorage } from './storage/media-storage';

export const mediaKey = (input: UploadMediaDto): string =>
  `images/${input.content_type}/${input.slug}/${input.filename}.webp`;

@Injectable()
export class MediaService {
  constructor(
    private readonly images: ImageProcessor,
    private readonly storage: MediaStorage,
    private readonly config: AppConfig,
  ) {}

  /** Re-encodes the image as WebP and stores it under its key; the same key again replaces it. */
  async upload(input: UploadMediaDto, file: Buffer): Promise<UploadResultDto> {
    const image = await this.images.toWebp(file);
    const stored = await this.storage.put(mediaKey(input), image.data, 'image/webp');
    return {
      url: `${this.config.media.publicUrl}/${stored.key}`,
      key: stored.key,
      size: stored.size,
    };
  }
}
