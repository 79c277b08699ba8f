import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { MediaAsset } from '@/modules/media/entities/media-asset.entity';
import { Port } from './port.entity';

/** One image of a port's gallery, at its place (0 first); kept and restored with it. */
@Entity('port_gallery_images')
export class PortGalleryImage {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'pk_port_gallery_images' })
  portId!: string;

  @PrimaryColumn({ type: 'smallint', primaryKeyConstraintName: 'pk_port_gallery_images' })
  position!: number;

  @ManyToOne(() => Port, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'port_id' })
  port?: Port;

  @Index()
  @Column({ type: 'uuid' })
  mediaAssetId!: string;

  @ManyToOne(() => MediaAsset, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'media_asset_id' })
  mediaAsset?: MediaAsset;
}
