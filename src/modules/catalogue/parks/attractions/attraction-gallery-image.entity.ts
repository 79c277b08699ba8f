import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { MediaAsset } from '@/modules/media/entities/media-asset.entity';
import { Attraction } from './attraction.entity';

/** One image of an attraction's gallery, at its place (0 first); kept and restored with it. */
@Entity('attraction_gallery_images')
export class AttractionGalleryImage {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'pk_attraction_gallery_images' })
  attractionId!: string;

  @PrimaryColumn({ type: 'smallint', primaryKeyConstraintName: 'pk_attraction_gallery_images' })
  position!: number;

  @ManyToOne(() => Attraction, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'attraction_id' })
  attraction?: Attraction;

  @Index()
  @Column({ type: 'uuid' })
  mediaAssetId!: string;

  @ManyToOne(() => MediaAsset, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'media_asset_id' })
  mediaAsset?: MediaAsset;
}
