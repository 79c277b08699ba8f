import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { CROP_ASPECTS, type MediaAsset } from '../entities/media-asset.entity';
import { focalPointOf } from './media-asset-response.dto';
import { FocalPointDto } from './update-media.dto';
import { publicMediaUrlOf } from '../media-url';

/** The columns of a media asset a public record's image is built from (read models select them). */
export const IMAGE_COLUMNS = [
  'id',
  'width',
  'height',
  'altText',
  'caption',
  'credit',
  'copyright',
  'focalX',
  'focalY',
  'placeholder',
  'dominantColor',
  'variants',
] as const satisfies ReadonlyArray<keyof MediaAsset>;

export type ImageColumns = Pick<MediaAsset, (typeof IMAGE_COLUMNS)[number]>;

export class ImageVariantDto {
  @ApiProperty({
    format: 'uri',
    example:
      'https://cdn.example.com/media/images/ships/icon-of-the-seas/hero.3f9a1c0e5b7d2a46.640w.webp',
    description: 'Content-addressed: it never changes, so it may be cached for a year.',
  })
  url!: string;

  @ApiProperty({ type: 'integer', minimum: 1, example: 640, description: 'The `w` of `srcset`.' })
  width!: number;

  @ApiProperty({ type: 'integer', minimum: 1, example: 427 })
  height!: number;

  @ApiProperty({ enum: ['webp', 'avif'], example: 'webp', description: 'For `<source type>`.' })
  format!: 'webp' | 'avif';
}

export class ImageCropDto extends ImageVariantDto {
  @ApiProperty({
    enum: CROP_ASPECTS,
    example: '16:9',
    description: 'The aspect ratio the variant is cut to, around `focal_point`.',
  })
  aspect!: (typeof CROP_ASPECTS)[number];
}

/** An image of a public record, with what `<img srcset>` and a placeholder need. */
export class ImageDto {
  @ApiProperty({ format: 'uuid', description: 'The media asset.' })
  id!: string;

  @ApiProperty({
    format: 'uri',
    example:
      'https://cdn.example.com/media/images/ships/icon-of-the-seas/hero.8d2e0b7c41a9f3e5.2560w.webp',
    description: 'The largest WebP variant: the `src` fallback.',
  })
  url!: string;

  @ApiProperty({
    type: 'integer',
    example: 2560,
    description: 'Width of `url`; with `height`, the intrinsic size for the img tag.',
  })
  width!: number;

  @ApiProperty({ type: 'integer', example: 1707 })
  height!: number;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Icon of the Seas leaving Miami',
    description: 'Text for `alt`; null when the studio has not described the image yet.',
  })
  alt!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Icon of the Seas on her first sailing out of PortMiami, January 2024.',
    description: 'A line to show under the image (`<figcaption>`).',
  })
  caption!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Photo: Jane Doe / Royal Caribbean',
    description: 'Who made the image, to be shown as its licence asks.',
  })
  credit!: string | null;

  @ApiProperty({ type: String, nullable: true, example: '© 2024 Royal Caribbean International' })
  copyright!: string | null;

  @ApiProperty({
    type: FocalPointDto,
    nullable: true,
    description:
      'The point of interest, as fractions of the width and height from the top left; null: the centre. `crops` are cut around it; for the full-frame variants in a box of another shape, use it as CSS `object-position: <x*100>% <y*100>%`.',
  })
  focal_point!: FocalPointDto | null;

  @ApiProperty({
    example:
      'data:image/webp;base64,UklGRjQAAABXRUJQVlA4ICgAAACQAQCdASoQAAsAAUAmJaQAA3AA/v8MWP/ngAA=',
    description: 'A tiny WebP data URI to show blurred while the image loads.',
  })
  placeholder!: string;

  @ApiProperty({ pattern: '^#[0-9a-f]{6}$', example: '#5d7fa3' })
  dominant_color!: string;

  @ApiProperty({
    type: [ImageVariantDto],
    description:
      'Every variant, WebP then AVIF, each by ascending width: `srcset` is the variants of one format as `url width"w"`, joined by ", ".',
  })
  variants!: ImageVariantDto[];

  @ApiProperty({
    type: [ImageCropDto],
    description:
      'Variants cut to a fixed aspect ratio (1:1, 16:9) around `focal_point`, at most 1024 px wide: per aspect ratio, WebP then AVIF, each by ascending width; the `srcset` of a square tile is the `1:1` crops of one format. Empty for animated images.',
  })
  crops!: ImageCropDto[];

  /** Null for a record without an image (a LEFT JOIN that found none reads as null). */
  static of(asset: ImageColumns | null | undefined): ImageDto | null {
    if (!asset) return null;
    const variant = (v: (typeof asset.variants)[number]) => ({
      url: publicMediaUrlOf(v.key),
      width: v.width,
      height: v.height,
      format: v.format,
    });
    const variants = asset.variants.filter((v) => !v.aspect).map(variant);
    const crops = asset.variants
      .filter((v) => v.aspect)
      .map((v) => ({ ...variant(v), aspect: v.aspect! }));
    const largest = variants.filter((v) => v.format === 'webp').at(-1) ?? variants[0];
    return {
      id: asset.id,
      url: largest.url,
      width: largest.width,
      height: largest.height,
      alt: asset.altText,
      caption: asset.caption,
      credit: asset.credit,
      copyright: asset.copyright,
      focal_point: focalPointOf(asset),
      placeholder: asset.placeholder,
      dominant_color: asset.dominantColor,
      variants,
      crops,
    };
  }

  static list(assets: Array<{ mediaAsset?: ImageColumns }>): ImageDto[] {
    return assets.map((a) => ImageDto.of(a.mediaAsset)!).filter(Boolean);
  }
}

/** A record's main image property: an ImageDto or null. */
export const ApiImage = (description: string): PropertyDecorator =>
  applyDecorators(ApiProperty({ type: ImageDto, nullable: true, description }));

/** A record's gallery property: ImageDto[] in the studio's order. */
export const ApiGallery = (): PropertyDecorator =>
  applyDecorators(
    ApiProperty({
      type: [ImageDto],
      description: 'More images of the record, in the order the studio set (gallery_image_ids).',
    }),
  );
