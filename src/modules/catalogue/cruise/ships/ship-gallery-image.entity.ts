import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { MediaAsset } from '@/modules/media/entities/media-asset.entity';
import { Ship } from './ship.entity';

/** One image of a ship's gallery, at its place (0 first); kept and restored with the ship. */
@Entity('ship_gallery_images')
export class ShipGalleryImage {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'pk_ship_gallery_images' })
  shipId!: string;

  @PrimaryColumn({ type: 'smallint', primaryKeyConstraintName: 'pk_ship_gallery_images' })
  position!: number;

  @ManyToOne(() => Ship, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ship_id' })
  ship?: Ship;

  @Index()
  @Column({ type: 'uuid' })
  mediaAssetId!: string;

  @ManyToOne(() => MediaAsset, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'media_asset_id' })
  mediaAsset?: MediaAsset;
}
