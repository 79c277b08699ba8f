import { ApiProperty } from '@nestjs/swagger';
import { isoTimestamp } from '@/common/http/iso-date';
import { ACCEPTED_IMAGE_TYPES } from '../image-type';
import { CROP_ASPECTS, MediaAsset, StoredVariant } from '../entities/media-asset.entity';
import type { ImageUser } from '../media-usage';
import { FocalPointDto } from './update-media.dto';

const COLOR_PATTERN = '^#[0-9a-f]{6}$';

export class MediaVariantDto {
  @ApiProperty({
    format: 'uri',
    example:
      'http://localhost:3000/media/images/ships/wonder-of-the-seas/hero.9f2c41d03a6be187.640w.avif',
  })
  url!: string;

  @ApiProperty({
    example: 'images/ships/wonder-of-the-seas/hero.9f2c41d03a6be187.640w.avif',
    description: 'Holds a hash of the bytes: the object never changes.',
  })
  key!: string;

  @ApiProperty({ type: 'integer', minimum: 1, example: 640 })
  width!: number;

  @ApiProperty({ type: 'integer', minimum: 1, example: 427 })
  height!: number;

  @ApiProperty({ enum: ['webp', 'avif'], example: 'avif' })
  format!: 'webp' | 'avif';

  @ApiProperty({ type: 'integer', minimum: 0, example: 24310, description: 'Bytes.' })
  size!: number;
}

export class MediaCropDto extends MediaVariantDto {
  @ApiProperty({
    enum: CROP_ASPECTS,
    example: '16:9',
    description: 'The aspect ratio the variant is cut to, around the focal point.',
  })
  aspect!: (typeof CROP_ASPECTS)[number];
}

const toVariant = (v: StoredVariant, url: (key: string) => string): MediaVariantDto => ({
  url: url(v.key),
  key: v.key,
  width: v.width,
  height: v.height,
  format: v.format,
  size: v.size,
});

/** An image of the media library; also the answer to an upload. */
export class MediaAssetResponseDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({
    format: 'uri',
    example:
      'http://localhost:3000/media/images/ships/wonder-of-the-seas/hero.5be0c7a1d94f2e38.2560w.webp',
    description: 'The largest WebP variant (content-addressed: a replacement gets a new URL).',
  })
  url!: string;

  @ApiProperty({
    example: 'images/ships/wonder-of-the-seas/hero.webp',
    description:
      "The image's name in the library: an upload to the same name replaces the image. Not a stored object; `url` and the variants' URLs are.",
  })
  key!: string;

  @ApiProperty({
    type: 'integer',
    example: 183204,
    description: 'Size of the largest WebP (the object at `url`) in bytes.',
  })
  size!: number;

  @ApiProperty({
    type: 'integer',
    example: 2560,
    description: 'Width of the largest WebP; with `height`, the intrinsic size for the img tag.',
  })
  width!: number;

  @ApiProperty({ type: 'integer', example: 1707 })
  height!: number;

  @ApiProperty({
    type: [MediaVariantDto],
    description:
      'Every stored variant, WebP then AVIF, by ascending width (for `srcset`); none wider than the upload. Animated images have WebP variants only.',
  })
  variants!: MediaVariantDto[];

  @ApiProperty({
    type: [MediaCropDto],
    description:
      'The cropped variants, cut around `focal_point`: per aspect ratio (1:1, 16:9), WebP then AVIF, by ascending width, none wider than 1024 px. None for animated images.',
  })
  crops!: MediaCropDto[];

  @ApiProperty({
    example:
      'data:image/webp;base64,UklGRjQAAABXRUJQVlA4ICgAAACQAQCdASoQAAsAAUAmJaQAA3AA/v8MWP/ngAA=',
    description:
      'A tiny WebP (at most 16 px, under 1 KB) as a data URI, to show blurred while loading.',
  })
  placeholder!: string;

  @ApiProperty({ pattern: COLOR_PATTERN, example: '#5d7fa3' })
  dominant_color!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Icon of the Seas leaving Miami',
    description: 'What the image shows: the `alt` of the records that use it.',
  })
  alt_text!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Icon of the Seas on her first sailing out of PortMiami, January 2024.',
    description: 'A line to show under the image.',
  })
  caption!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Photo: Jane Doe / Royal Caribbean',
    description: 'Who made the image, as its licence asks them to be named.',
  })
  credit!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '© 2024 Royal Caribbean International',
  })
  copyright!: string | null;

  @ApiProperty({
    type: FocalPointDto,
    nullable: true,
    description: 'The point the crops are cut around; null: the centre.',
  })
  focal_point!: FocalPointDto | null;

  @ApiProperty({ example: 'ships' })
  content_type!: string;

  @ApiProperty({ example: 'wonder-of-the-seas' })
  slug!: string;

  @ApiProperty({ example: 'hero' })
  filename!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'IMG_2041.jpg',
    description: 'The file name as sent by the uploader.',
  })
  original_name!: string | null;

  @ApiProperty({ type: 'integer', example: 3773739, description: 'Bytes of the uploaded file.' })
  original_size!: number;

  @ApiProperty({ enum: ACCEPTED_IMAGE_TYPES, example: 'jpeg' })
  original_format!: string;

  @ApiProperty({ type: 'integer', example: 4000, description: 'Upright width of the upload.' })
  original_width!: number;

  @ApiProperty({ type: 'integer', example: 3000 })
  original_height!: number;

  @ApiProperty({ description: 'Animated GIF or WebP (its variants keep the animation).' })
  animated!: boolean;

  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The studio user who uploaded the current image (null once that user is deleted).',
  })
  uploaded_by!: string | null;

  @ApiProperty({ format: 'date-time' })
  uploaded_at!: string;

  static from(asset: MediaAsset, publicUrl: string): MediaAssetResponseDto {
    const url = (key: string) => `${publicUrl}/${key}`;
    const webp = asset.variants.filter((v) => v.format === 'webp' && !v.aspect);
    const largest = webp[webp.length - 1] ?? asset.variants[0];
    return {
      id: asset.id,
      url: url(largest.key),
      key: asset.key,
      size: asset.size,
      width: asset.width,
      height: asset.height,
      variants: asset.variants.filter((v) => !v.aspect).map((v) => toVariant(v, url)),
      crops: asset.variants
        .filter((v) => v.aspect)
        .map((v) => ({ ...toVariant(v, url), aspect: v.aspect! })),
      placeholder: asset.placeholder,
      dominant_color: asset.dominantColor,
      alt_text: asset.altText,
      caption: asset.caption,
      credit: asset.credit,
      copyright: asset.copyright,
      focal_point: focalPointOf(asset),
      content_type: asset.contentType,
      slug: asset.slug,
      filename: asset.filename,
      original_name: asset.originalName,
      original_size: asset.originalSize,
      original_format: asset.originalFormat,
      original_width: asset.originalWidth,
      original_height: asset.originalHeight,
      animated: asset.animated,
      uploaded_by: asset.uploadedById,
      uploaded_at: isoTimestamp(asset.uploadedAt),
    };
  }
}

export const focalPointOf = (asset: Pick<MediaAsset, 'focalX' | 'focalY'>): FocalPointDto | null =>
  asset.focalX === null || asset.focalY === null ? null : { x: asset.focalX, y: asset.focalY };

export class ImageUserDto {
  @ApiProperty({
    example: 'ship',
    description: "The record's resource, as webhooks and the audit log name it.",
  })
  type!: string;

  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'icon-of-the-seas' })
  slug!: string;

  @ApiProperty({
    example: 'Icon of the Seas',
    description: "Its name (a guide's or video's title).",
  })
  name!: string;

  @ApiProperty({
    example: 'hero_image_id',
    description:
      'The field of the record that holds the image: `hero_image_id`, `logo_image_id`, `thumbnail_image_id` or `gallery_image_ids`.',
  })
  field!: string;
}

/** One image of the media library with the records that use it. */
export class MediaAssetDetailResponseDto extends MediaAssetResponseDto {
  @ApiProperty({
    type: [ImageUserDto],
    description:
      'Every record that uses the image, by type then slug (a record using it twice, say as main image and in its gallery, is listed once per field).',
  })
  used_by!: ImageUserDto[];

  static detail(
    asset: MediaAsset,
    publicUrl: string,
    users: ImageUser[],
  ): MediaAssetDetailResponseDto {
    return { ...MediaAssetResponseDto.from(asset, publicUrl), used_by: users };
  }
}
