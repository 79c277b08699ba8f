import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { MediaAsset } from '@/modules/media/entities/media-asset.entity';
import { ThemePark } from './theme-park.entity';

/** One image of a theme park's gallery, at its place (0 first); kept and restored with the park. */
@Entity('theme_park_gallery_images')
export class ThemeParkGalleryImage {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'pk_theme_park_gallery_images' })
  themeParkId!: string;

  @PrimaryColumn({ type: 'smallint', primaryKeyConstraintName: 'pk_theme_park_gallery_images' })
  position!: number;

  @ManyToOne(() => ThemePark, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'theme_park_id' })
  themePark?: ThemePark;

  @Index()
  @Column({ type: 'uuid' })
  mediaAssetId!: string;

  @ManyToOne(() => MediaAsset, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'media_asset_id' })
  mediaAsset?: MediaAsset;
}
