import { Column, Index, JoinColumn, ManyToOne } from 'typeorm';
import { MediaAsset } from '@/modules/media/entities/media-asset.entity';
import { CatalogueEntity, CatalogueRecord } from '@/modules/catalogue/shared/catalogue-record';

@CatalogueEntity('cruise_lines')
@Index(['name', 'id'])
export class CruiseLine extends CatalogueRecord {
  @Column({ type: 'text', nullable: true })
  logoUrl!: string | null;

  /** The logo from the media library (answered as `logo_image`, ready for srcset). */
  @Index()
  @Column({ type: 'uuid', nullable: true })
  logoImageId!: string | null;

  @ManyToOne(() => MediaAsset, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'logo_image_id' })
  logoImage?: MediaAsset | null;

  @Column({ type: 'text', nullable: true })
  websiteUrl!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  headquarters!: string | null;

  @Column({ type: 'int', nullable: true })
  foundedYear!: number | null;
}
