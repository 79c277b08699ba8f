import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { MediaAsset } from '@/modules/media/entities/media-asset.entity';
import { Resort } from './resort.entity';

/** One image of a resort's gallery, at its place (0 first); kept and restored with it. */
@Entity('resort_gallery_images')
export class ResortGalleryImage {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'pk_resort_gallery_images' })
  resortId!: string;

  @PrimaryColumn({ type: 'smallint', primaryKeyConstraintName: 'pk_resort_gallery_images' })
  position!: number;

  @ManyToOne(() => Resort, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'resort_id' })
  resort?: Resort;

  @Index()
  @Column({ type: 'uuid' })
  mediaAssetId!: string;

  @ManyToOne(() => MediaAsset, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'media_asset_id' })
  mediaAsset?: MediaAsset;
}
