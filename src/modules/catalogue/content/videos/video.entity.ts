import { Column, Index, JoinColumn, ManyToOne } from 'typeorm';
import { MediaAsset } from '@/modules/media/entities/media-asset.entity';
import {
  CatalogueEntity,
  CatalogueRow,
  TranslationsColumn,
} from '@/modules/catalogue/shared/catalogue-record';
import type { Translations } from '@/common/locale/translations';

export const VIDEO_PROVIDERS = ['youtube', 'vimeo', 'wistia', 'self_hosted'] as const;
export type VideoProvider = (typeof VIDEO_PROVIDERS)[number];

@CatalogueEntity('videos')
@Index('ix_videos_is_published', ['isPublished', 'publishedAt'])
export class Video extends CatalogueRow {
  @Column({ type: 'varchar', length: 300 })
  title!: string;

  @Column({ type: 'varchar', length: 200 })
  slug!: string;

  @Column({ type: 'varchar', length: 50 })
  provider!: string;

  @Column({ type: 'text', nullable: true })
  videoUrl!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  embedId!: string | null;

  @Column({ type: 'int', nullable: true })
  durationSeconds!: number | null;

  @Column({ type: 'text', nullable: true })
  thumbnailUrl!: string | null;

  /** The thumbnail from the media library (answered as `thumbnail_image`, ready for srcset). */
  @Index()
  @Column({ type: 'uuid', nullable: true })
  thumbnailImageId!: string | null;

  @ManyToOne(() => MediaAsset, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'thumbnail_image_id' })
  thumbnailImage?: MediaAsset | null;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ type: 'boolean', default: false })
  isPublished!: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  publishedAt!: Date | null;

  /** The text of the other content locales (docs/localization.md); `{}` when untranslated. */
  @TranslationsColumn()
  translations!: Translations;

  /** The content locale the record's text was read in: set by the read side, not stored. */
  locale?: string;
}
