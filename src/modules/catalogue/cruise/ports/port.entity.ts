import { Column, Index, JoinColumn, ManyToOne } from 'typeorm';
import { MediaAsset } from '@/modules/media/entities/media-asset.entity';
import { CatalogueEntity, CatalogueRecord } from '@/modules/catalogue/shared/catalogue-record';

export const PORT_TYPES = ['homeport', 'port_of_call', 'private_island'] as const;
export type PortType = (typeof PORT_TYPES)[number];

@CatalogueEntity('ports')
@Index(['name', 'id'])
export class Port extends CatalogueRecord {
  @Column({ type: 'varchar', length: 100 })
  country!: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  city!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  stateProvince!: string | null;

  @Index()
  @Column({ type: 'varchar', length: 100, nullable: true })
  region!: string | null;

  @Column({ type: 'numeric', precision: 9, scale: 6, nullable: true })
  latitude!: string | null;

  @Column({ type: 'numeric', precision: 9, scale: 6, nullable: true })
  longitude!: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  timezone!: string | null;

  @Index()
  @Column({ type: 'enum', enum: PORT_TYPES, enumName: 'port_type', nullable: true })
  portType!: PortType | null;

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
