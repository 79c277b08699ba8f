import { Check, Column, Index, JoinColumn, ManyToOne } from 'typeorm';
import { MediaAsset } from '@/modules/media/entities/media-asset.entity';
import { CatalogueEntity, CatalogueRecord } from '@/modules/catalogue/shared/catalogue-record';
import { Resort } from '../resorts/resort.entity';
import { Ship } from '@/modules/catalogue/cruise/ships/ship.entity';
import { ThemePark } from '../theme-parks/theme-park.entity';
import { OpeningHours } from '../opening-hours';

/** A restaurant, bar or counter. It belongs to exactly one place: a park, a ship or a resort. */
@CatalogueEntity('dining_locations')
@Check('ck_dining_locations_one_place', 'num_nonnulls("theme_park_id", "ship_id", "resort_id") = 1')
@Index('ix_dining_locations_venue_type_lower', { synchronize: false })
@Index('ix_dining_locations_cuisine_type_lower', { synchronize: false })
export class DiningLocation extends CatalogueRecord {
  @Column({ type: 'varchar', length: 100 })
  venueType!: string;

  @Column({ type: 'varchar', length: 100 })
  cuisineType!: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  dressCode!: string | null;

  @Column({ type: 'varchar', length: 4, nullable: true })
  priceRange!: string | null;

  @Column({ type: 'jsonb', nullable: true })
  openingHours!: OpeningHours | null;

  @Index()
  @Column({ type: 'boolean', default: false })
  reservationRequired!: boolean;

  @Index()
  @Column({ type: 'uuid', nullable: true })
  themeParkId!: string | null;

  @ManyToOne(() => ThemePark, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'theme_park_id' })
  themePark?: ThemePark | null;

  @Index()
  @Column({ type: 'uuid', nullable: true })
  shipId!: string | null;

  @ManyToOne(() => Ship, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ship_id' })
  ship?: Ship | null;

  @Index()
  @Column({ type: 'uuid', nullable: true })
  resortId!: string | null;

  @ManyToOne(() => Resort, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'resort_id' })
  resort?: Resort | null;

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
