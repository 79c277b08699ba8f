import { Injectable } from '@nestjs/common';
import sharp from 'sharp';
import { AppError } from '../../common/errors';
import { detectImageType, ImageType } from './image-type';

/** Larger inputs are refused before decoding: 50 megapixels (e.g. 8660×5773) is plenty for a guide. */
export const MAX_INPUT_PIXELS = 50_000_000;
/** Stored images fit inside this box (aspect ratio kept, never enlarged): sharp on large screens, small files. */
export const MAX_DIMENSION = 2560;
/**
 * One image is decoded at a time; others wait. Each transform holds ~100 MB of native memory at
 * its peak, and glibc keeps freed arenas per thread, so two at once pushed ten concurrent uploads
 * past 400 MB resident (bench/media.ts); one keeps them well under it at the same single-upload time.
 */
export const MAX_CONCURRENT_TRANSFORMS = 1;
export const WEBP_QUALITY = 80;
/** libwebp effort 0-6: 1 is several times faster than the default 4 for nearly the same size on photos. */
export const WEBP_EFFORT = 1;

// Decoded pixels are large and never reused: keep nothing in libvips' operation cache.
sharp.cache(false);

export interface ProcessedImage {
  data: Buffer;
  width: number;
  height: number;
  pages: number;
  sourceType: ImageType;
}

export class UnsupportedImageError extends AppError {
  constructor(
    detail = 'The file is not a JPEG, PNG, WebP or GIF image (judged by its content, not its name).',
  ) {
    super(415, 'UNSUPPORTED_MEDIA_TYPE', detail);
  }
}

/** A small counting semaphore. */
class Gate {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly size: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active += 1;
    try {
      return await work();
    } finally {
      this.active -= 1;
      this.waiting.shift()?.();
    }
  }
}

/**
 * Re-encodes every upload as WebP: metadata (EXIF, GPS, ICC comments) stripped after applying the
 * EXIF orientation, animation kept, a pixel limit against decompression bombs, and a maximum size.
 */
@Injectable()
export class ImageProcessor {
  private readonly gate = new Gate(MAX_CONCURRENT_TRANSFORMS);

  async toWebp(input: Buffer): Promise<ProcessedImage> {
    const sourceType = detectImageType(input);
    if (!sourceType) throw new UnsupportedImageError();
    return this.gate.run(async () => {
      try {
        const pipeline = sharp(input, {
          animated: true,
          limitInputPixels: MAX_INPUT_PIXELS,
          autoOrient: true,
          failOn: 'error',
        });
        const metadata = await pipeline.metadata();
        // libvips judges the format by the bytes too; both must agree on an accepted type.
        if (metadata.format !== sourceType) throw new UnsupportedImageError();
        const { data, info } = await pipeline
          .resize({
            width: MAX_DIMENSION,
            height: MAX_DIMENSION,
            fit: 'inside',
            withoutEnlargement: true,
          })
          .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
          .toBuffer({ resolveWithObject: true });
        const pages = metadata.pages ?? 1;
        return {
          data,
          width: info.width,
          height: info.pageHeight ?? info.height,
          pages,
          sourceType,
        };
      } catch (error) {
        throw this.translate(error);
      }
    });
  }

  private translate(error: unknown): unknown {
    if (error instanceof AppError) return error;
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) {
      return new AppError(
        413,
        'PAYLOAD_TOO_LARGE',
        `The image has more than ${MAX_INPUT_PIXELS.toLocaleString('en')} pixels.`,
      );
    }
    // Anything libvips cannot decode (truncated, corrupt, a polyglot) is not an accepted image.
    return new UnsupportedImageError(
      'The file could not be read as a JPEG, PNG, WebP or GIF image (it may be damaged or truncated).',
    );
  }
}
