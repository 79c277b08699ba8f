import { Column, Index, JoinColumn, ManyToOne } from 'typeorm';
import { MediaAsset } from '@/modules/media/entities/media-asset.entity';
import { CatalogueEntity, CatalogueRecord } from '@/modules/catalogue/shared/catalogue-record';
import { ThemePark } from '../theme-parks/theme-park.entity';

export const THRILL_LEVELS = ['mild', 'moderate', 'thrill', 'extreme'] as const;
export type ThrillLevel = (typeof THRILL_LEVELS)[number];

/** Structured accessibility information of an attraction (stored as jsonb). */
export interface AttractionAccessibility {
  wheelchair_accessible?: boolean;
  must_transfer?: boolean;
  transfer_device?: boolean;
  service_animals_allowed?: boolean;
  assistive_listening?: boolean;
  closed_captioning?: boolean;
  audio_description?: boolean;
  sign_language?: boolean;
  notes?: string;
}

@CatalogueEntity('attractions')
@Index('ix_attractions_ride_type_lower', { synchronize: false })
export class Attraction extends CatalogueRecord {
  @Index()
  @Column({ type: 'uuid' })
  themeParkId!: string;

  @ManyToOne(() => ThemePark, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'theme_park_id' })
  themePark?: ThemePark;

  @Index()
  @Column({
    type: 'enum',
    enum: THRILL_LEVELS,
    enumName: 'attraction_thrill_level',
    nullable: true,
  })
  thrillLevel!: ThrillLevel | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  rideType!: string | null;

  @Column({ type: 'int', nullable: true })
  minHeightCm!: number | null;

  @Column({ type: 'int', nullable: true })
  maxHeightCm!: number | null;

  @Column({ type: 'int', nullable: true })
  durationMinutes!: number | null;

  @Column({ type: 'jsonb', nullable: true })
  accessibility!: AttractionAccessibility | null;

  /** Live records are tied to attractions by it: expression index on lower(), by the migration. */
  @Index('ix_attractions_upstream_entity_id', { synchronize: false })
  @Column({ type: 'varchar', length: 36, nullable: true })
  upstreamEntityId!: string | null;

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
