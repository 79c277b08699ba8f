import { Column, Index, JoinColumn, ManyToOne } from 'typeorm';
import { MediaAsset } from '@/modules/media/entities/media-asset.entity';
import {
  CatalogueEntity,
  CatalogueRow,
  TranslationsColumn,
} from '@/modules/catalogue/shared/catalogue-record';
import type { Translations } from '@/common/locale/translations';

export const GUIDE_STATUSES = ['draft', 'published'] as const;
export type GuideStatus = (typeof GUIDE_STATUSES)[number];

/** A travel guide in markdown. Public when published and published_at has passed. */
@CatalogueEntity('guides')
@Index(['status', 'publishedAt'])
export class Guide extends CatalogueRow {
  @Column({ type: 'varchar', length: 300 })
  title!: string;

  @Column({ type: 'varchar', length: 200 })
  slug!: string;

  @Column({ type: 'text', nullable: true })
  summary!: string | null;

  @Column({ type: 'text', default: '' })
  body!: string;

  @Column({ type: 'enum', enum: GUIDE_STATUSES, enumName: 'guide_status', default: 'draft' })
  status!: GuideStatus;

  @Column({ type: 'timestamptz', nullable: true })
  publishedAt!: Date | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  author!: string | null;

  @Column({ type: 'text', nullable: true })
  heroImageUrl!: string | null;

  /** The main image from the media library (answered as `hero_image`, ready for srcset). */
  @Index()
  @Column({ type: 'uuid', nullable: true })
  heroImageId!: string | null;

  @ManyToOne(() => MediaAsset, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'hero_image_id' })
  heroImage?: MediaAsset | null;

  /** The text of the other content locales (docs/localization.md); `{}` when untranslated. */
  @TranslationsColumn()
  translations!: Translations;

  /** The content locale the record's text was read in: set by the read side, not stored. */
  locale?: string;
}
