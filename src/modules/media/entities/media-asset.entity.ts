import {
  Check,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { User } from '@/modules/auth/entities/user.entity';
import type { ImageType } from '../image-type';
import type { VariantFormat } from '../media-keys';

/** The aspect ratios of the cropped variants, each cut around the focal point. */
export const CROP_ASPECTS = ['1:1', '16:9'] as const;
export type CropAspect = (typeof CROP_ASPECTS)[number];

/** One stored variant of an image; its public URL is MEDIA_URL + "/" + key (content-addressed). */
export interface StoredVariant {
  key: string;
  format: VariantFormat;
  width: number;
  height: number;
  size: number;
  /** Set on a cropped variant: the aspect ratio it is cut to, around the focal point. */
  aspect?: CropAspect;
}

/**
 * An uploaded image in the media library: where its variants are stored and what it is. One
 * record per image key (content type, slug and file name); uploading to the same key again
 * replaces the record's image and variants and keeps its id.
 */
@Entity('media_assets')
@Check(
  'ck_media_assets_focal_point',
  '(focal_x IS NULL AND focal_y IS NULL) OR (focal_x BETWEEN 0 AND 1 AND focal_y BETWEEN 0 AND 1)',
)
@Index('ix_media_assets_uploaded_at', ['uploadedAt', 'id'])
@Index(['contentType', 'slug'])
export class MediaAsset {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_media_assets' })
  id!: string;

  /**
   * The image's name in the library, `images/<content_type>/<slug>/<filename>.webp`: an upload to
   * the same name replaces the image. No object is stored under it; every variant has a key of its
   * own that holds a hash of its bytes.
   */
  @Index('uq_media_assets_key', { unique: true })
  @Column({ type: 'varchar', length: 500 })
  key!: string;

  @Column({ type: 'varchar', length: 50 })
  contentType!: string;

  @Column({ type: 'varchar', length: 200 })
  slug!: string;

  @Column({ type: 'varchar', length: 200 })
  filename!: string;

  /** The name the file had on the uploader's machine, as sent (trimmed to 255 characters). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  originalName!: string | null;

  @Column({ type: 'integer' })
  originalSize!: number;

  @Column({ type: 'varchar', length: 8 })
  originalFormat!: ImageType;

  /** Upright size of the upload, of one frame when animated. */
  @Column({ type: 'integer' })
  originalWidth!: number;

  @Column({ type: 'integer' })
  originalHeight!: number;

  /** Size of the largest WebP, the one at `key`. */
  @Column({ type: 'integer' })
  width!: number;

  @Column({ type: 'integer' })
  height!: number;

  /** Bytes of the largest WebP. */
  @Column({ type: 'integer' })
  size!: number;

  @Column({ type: 'boolean', default: false })
  animated!: boolean;

  @Column({ type: 'jsonb' })
  variants!: StoredVariant[];

  @Column({ type: 'varchar', length: 1400 })
  placeholder!: string;

  @Column({ type: 'char', length: 7 })
  dominantColor!: string;

  /** What the image shows, for `alt`; set by the studio, kept when the image is replaced. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  altText!: string | null;

  /** A line to show under the image; kept when the image is replaced, like the rest below. */
  @Column({ type: 'varchar', length: 1000, nullable: true })
  caption!: string | null;

  /** Who made the image (photographer, agency), as the licence asks it to be named. */
  @Column({ type: 'varchar', length: 300, nullable: true })
  credit!: string | null;

  /** The copyright notice, e.g. `© 2026 Royal Caribbean International`. */
  @Column({ type: 'varchar', length: 300, nullable: true })
  copyright!: string | null;

  /**
   * The point the crops are cut around, as fractions (0..1) of the width and height from the
   * top left; both null: the centre.
   */
  @Column({ type: 'double precision', nullable: true })
  focalX!: number | null;

  @Column({ type: 'double precision', nullable: true })
  focalY!: number | null;

  /** Kept (as null) when the user is deleted. */
  @Index()
  @Column({ type: 'uuid', nullable: true })
  uploadedById!: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'uploaded_by_id' })
  uploadedBy?: User | null;

  /** When the current image was uploaded (a replacement moves it). */
  @Column({ type: 'timestamptz' })
  uploadedAt!: Date;
}
