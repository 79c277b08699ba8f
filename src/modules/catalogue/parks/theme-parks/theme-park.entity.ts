import { Column, Index, JoinColumn, ManyToOne } from 'typeorm';
import { MediaAsset } from '@/modules/media/entities/media-asset.entity';
import { CatalogueEntity, CatalogueRecord } from '@/modules/catalogue/shared/catalogue-record';

/** A theme park. `state` filters on lower(state_province) through an expression index (migration). */
@CatalogueEntity('theme_parks')
@Index('ix_theme_parks_state_lower', { synchronize: false })
export class ThemePark extends CatalogueRecord {
  @Column({ type: 'varchar', length: 200, nullable: true })
  parentCompany!: string | null;

  /** Derived from parent_company by the service; the `company` filter compares against it. */
  @Index()
  @Column({ type: 'varchar', length: 200, nullable: true })
  parentCompanySlug!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  destination!: string | null;

  @Column({ type: 'varchar', length: 36, nullable: true })
  upstreamEntityId!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  city!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  stateProvince!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  country!: string | null;

  @Column({ type: 'numeric', precision: 9, scale: 6, nullable: true })
  latitude!: string | null;

  @Column({ type: 'numeric', precision: 9, scale: 6, nullable: true })
  longitude!: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  timezone!: string | null;

  @Column({ type: 'int', nullable: true })
  openingYear!: number | null;

  @Column({ type: 'text', nullable: true })
  websiteUrl!: string | null;

  @Column({ type: 'text', nullable: true })
  heroImageUrl!: string | null;

  /** The main image from the media library (answered as `hero_image`, ready for srcset). */
  @Index()
  @Column({ type: 'uuid', nullable: true })
  heroImageId!: string | null;

  @ManyToOne(() => MediaAsset, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'hero_image_id' })
  heroImage?: MediaAsset | null;

  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true })
  admissionPriceFrom!: string | null;

  @Column({ type: 'char', length: 3, default: 'USD' })
  currency!: string;

  @Column({ type: 'int', nullable: true })
  annualVisitors!: number | null;
}
