import { Injectable } from '@nestjs/common';
import type { default as SharpFactory, Sharp } from 'sharp';
import { AppError } from '@/common/errors';
import { detectImageType, ImageType } from './image-type';
import { VariantFormat, variantWidths } from './media-keys';

/** Larger inputs are refused before decoding: 50 megapixels (e.g. 8660×5773) is plenty for a guide. */
export const MAX_INPUT_PIXELS = 50_000_000;
export const WEBP_QUALITY = 80;
/** libwebp effort 0-6: 1 is several times faster than the default 4 for nearly the same size on photos. */
export const WEBP_EFFORT = 1;
/** AVIF at quality 50 looks like WebP at 80 and is about half its size. */
export const AVIF_QUALITY = 50;
/** libaom effort 0-9: 0 keeps a 4000×3000 photo's five AVIF widths within the upload budget. */
export const AVIF_EFFORT = 0;
/** The placeholder fits this box: a few hundred bytes, meant to be shown blurred and stretched. */
export const PLACEHOLDER_SIZE = 16;

let sharpModule: typeof SharpFactory | undefined;

/**
 * sharp (libvips) on first use rather than at start: loading it adds resident memory to every
 * instance, and most instances never process an image.
 */
function sharp(...args: Parameters<typeof SharpFactory>): Sharp {
  if (!sharpModule) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    sharpModule = require('sharp') as typeof SharpFactory;
    // Decoded pixels are large and never reused: keep nothing in libvips' operation cache.
    sharpModule.cache(false);
  }
  return sharpModule(...args);
}

export interface EncodedVariant {
  format: VariantFormat;
  width: number;
  height: number;
  data: Buffer;
}

export interface ProcessedImage {
  sourceType: ImageType;
  /** Upright size of the source (EXIF orientation applied), of one frame when animated. */
  sourceWidth: number;
  sourceHeight: number;
  animated: boolean;
  /** WebP variants by ascending width, then AVIF ones (none for animated sources). */
  variants: EncodedVariant[];
  /** `data:image/webp;base64,…` of a tiny still of the first frame. */
  placeholder: string;
  /** `#rrggbb`, the most common colour (transparency shown on white). */
  dominantColor: string;
}

export interface ProcessOptions {
  widths: readonly number[];
  avif: boolean;
}

export class UnsupportedImageError extends AppError {
  constructor(
    detail = 'The file is not a JPEG, PNG, WebP or GIF image (judged by its content, not its name).',
  ) {
    super(415, 'UNSUPPORTED_MEDIA_TYPE', detail);
  }
}

const hex = (value: number): string => value.toString(16).padStart(2, '0');

/**
 * Turns one upload into its responsive set: WebP at every planned width (animation kept), AVIF at
 * the same widths when enabled (stills only), a tiny placeholder and the dominant colour. Every
 * output has the EXIF orientation applied and no metadata (EXIF, GPS, XMP, ICC comments); a pixel
 * limit guards against decompression bombs. Each output decodes the source afresh: JPEG and WebP
 * shrink-on-load make the small widths cheap, and no full-size bitmap is held between outputs.
 */
@Injectable()
export class ImageProcessor {
  async process(input: Buffer, options: ProcessOptions): Promise<ProcessedImage> {
    const sourceType = detectImageType(input);
    if (!sourceType) throw new UnsupportedImageError();
    try {
      const metadata = await this.open(input, true).metadata();
      // libvips judges the format by the bytes too; both must agree on an accepted type.
      if (metadata.format !== sourceType) throw new UnsupportedImageError();
      const animated = (metadata.pages ?? 1) > 1;
      const sourceWidth = metadata.autoOrient.width;
      const sourceHeight = animated
        ? (metadata.pageHeight ?? metadata.height)
        : metadata.autoOrient.height;

      const formats: VariantFormat[] = options.avif && !animated ? ['webp', 'avif'] : ['webp'];
      const variants: EncodedVariant[] = [];
      for (const format of formats) {
        for (const width of variantWidths(sourceWidth, options.widths)) {
          variants.push(await this.encode(input, animated, width, format));
        }
      }
      return {
        sourceType,
        sourceWidth,
        sourceHeight,
        animated,
        variants,
        placeholder: await this.placeholder(input),
        dominantColor: await this.dominantColor(input),
      };
    } catch (error) {
      throw this.translate(error);
    }
  }

  private open(input: Buffer, animated: boolean): Sharp {
    return sharp(input, {
      animated,
      limitInputPixels: MAX_INPUT_PIXELS,
      autoOrient: true,
      failOn: 'error',
    });
  }

  private async encode(
    input: Buffer,
    animated: boolean,
    width: number,
    format: VariantFormat,
  ): Promise<EncodedVariant> {
    const resized = this.open(input, animated).resize({ width, withoutEnlargement: true });
    const encoder =
      format === 'webp'
        ? resized.webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
        : resized.avif({ quality: AVIF_QUALITY, effort: AVIF_EFFORT });
    const { data, info } = await encoder.toBuffer({ resolveWithObject: true });
    return { format, width: info.width, height: info.pageHeight ?? info.height, data };
  }

  private async placeholder(input: Buffer): Promise<string> {
    const data = await this.open(input, false)
      .resize(PLACEHOLDER_SIZE, PLACEHOLDER_SIZE, { fit: 'inside' })
      .webp({ quality: 40, effort: 4 })
      .toBuffer();
    return `data:image/webp;base64,${data.toString('base64')}`;
  }

  private async dominantColor(input: Buffer): Promise<string> {
    const { data, info } = await this.open(input, false)
      .resize(64, 64, { fit: 'inside' })
      .flatten({ background: '#ffffff' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { dominant } = await sharp(data, {
      raw: { width: info.width, height: info.height, channels: info.channels },
    }).stats();
    return `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`;
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
