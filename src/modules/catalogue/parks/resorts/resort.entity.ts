import { Column, Index, JoinColumn, ManyToOne } from 'typeorm';
import { MediaAsset } from '@/modules/media/entities/media-asset.entity';
import { CatalogueEntity, CatalogueRecord } from '@/modules/catalogue/shared/catalogue-record';
import { ThemePark } from '../theme-parks/theme-park.entity';

/** A hotel resort of a park destination. */
@CatalogueEntity('resorts')
export class Resort extends CatalogueRecord {
  @Index()
  @Column({ type: 'uuid' })
  themeParkId!: string;

  @ManyToOne(() => ThemePark, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'theme_park_id' })
  themePark?: ThemePark;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  amenities!: string[];

  @Column({ type: 'varchar', length: 50, nullable: true })
  priceTier!: string | null;

  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true })
  nightlyPriceFrom!: string | null;

  @Column({ type: 'char', length: 3, default: 'USD' })
  currency!: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  timezone!: string | null;

  @Column({ type: 'numeric', precision: 9, scale: 6, nullable: true })
  latitude!: string | null;

  @Column({ type: 'numeric', precision: 9, scale: 6, nullable: true })
  longitude!: string | null;

  @Column({ type: 'text', nullable: true })
  heroImageUrl!: string | null;

  /** The main image from the media library (answered as `hero_image`, ready for srcset). */
  @Index()
  @Column({ type: 'uuid', nullable: true })
  heroImageId!: string | null;

  @ManyToOne(() => MediaAsset, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'hero_image_id' })
  heroImage?: MediaAsset | null;
}
