import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CatalogueRow } from '@/modules/catalogue/shared/catalogue-record';
import { Guide } from './guide.entity';

/** A catalogue record a guide is about (a park, a ship, an attraction …), in the editor's order. */
@Entity('guide_related_items')
@Index('uq_guide_related_items', ['guideId', 'itemType', 'itemId'], { unique: true })
@Index('ix_guide_related_items_item', ['itemType', 'itemId'])
export class GuideRelatedItem extends CatalogueRow {
  @Column({ type: 'uuid' })
  guideId!: string;

  @ManyToOne(() => Guide, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'guide_id' })
  guide?: Guide;

  @Column({ type: 'varchar', length: 50 })
  itemType!: string;

  @Column({ type: 'uuid' })
  itemId!: string;

  @Column({ type: 'int', default: 0 })
  position!: number;
}
