import { Injectable } from '@nestjs/common';
import type { default as SharpFactory, Sharp } from 'sharp';
import { AppError } from '@/common/errors';
import { detectImageType, ImageType } from './image-type';
import { VariantFormat, variantWidths } from './media-keys';
import { CROP_ASPECTS, type CropAspect } from './entities/media-asset.entity';

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
  /** Set on a crop: the aspect ratio it is cut to. */
  aspect?: CropAspect;
}

/** A point of the image as fractions (0..1) of its width and height from the top left. */
export interface FocalPoint {
  x: number;
  y: number;
}

/** Crops are for cards, tiles and banners: none is made wider than this. */
export const CROP_MAX_WIDTH = 1024;

const RATIOS: Record<CropAspect, number> = { '1:1': 1, '16:9': 16 / 9 };

/**
 * The largest region of a `width`×`height` image with the aspect ratio `ratio`, placed so that
 * the focal point (the centre when null) is as near its middle as the image's edges allow.
 */
export function cropRegion(
  width: number,
  height: number,
  ratio: number,
  focal: FocalPoint | null,
): { left: number; top: number; width: number; height: number } {
  const cropWidth = Math.min(width, Math.round(height * ratio));
  const cropHeight = Math.min(height, Math.round(cropWidth / ratio));
  const { x, y } = focal ?? { x: 0.5, y: 0.5 };
  const clamp = (value: number, max: number) => Math.min(Math.max(Math.round(value), 0), max);
  return {
    left: clamp(x * width - cropWidth / 2, width - cropWidth),
    top: clamp(y * height - cropHeight / 2, height - cropHeight),
    width: cropWidth,
    height: cropHeight,
  };
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

  /**
   * The cropped variants of a still, cut from `source` (the largest WebP variant: upright and
   * stripped already) around the focal point: for each aspect ratio of CROP_ASPECTS, one per
   * configured width up to CROP_MAX_WIDTH that the region allows, in each format.
   */
  async crops(
    source: Buffer,
    focal: FocalPoint | null,
    options: ProcessOptions,
  ): Promise<EncodedVariant[]> {
    try {
      const { width, height } = await this.open(source, false).metadata();
      const formats: VariantFormat[] = options.avif ? ['webp', 'avif'] : ['webp'];
      const small = options.widths.filter((w) => w <= CROP_MAX_WIDTH);
      const configured = small.length > 0 ? small : [Math.min(...options.widths)];
      const crops: EncodedVariant[] = [];
      for (const format of formats)
        for (const aspect of CROP_ASPECTS) {
          const ratio = RATIOS[aspect];
          const region = cropRegion(width, height, ratio, focal);
          for (const w of variantWidths(region.width, configured)) {
            const h = Math.max(1, Math.round(w / ratio));
            const cut = this.open(source, false)
              .extract(region)
              .resize({ width: w, height: h, fit: 'fill' });
            const encoder =
              format === 'webp'
                ? cut.webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
                : cut.avif({ quality: AVIF_QUALITY, effort: AVIF_EFFORT });
            const { data, info } = await encoder.toBuffer({ resolveWithObject: true });
            crops.push({ format, width: info.width, height: info.height, data, aspect });
          }
        }
      return crops;
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
