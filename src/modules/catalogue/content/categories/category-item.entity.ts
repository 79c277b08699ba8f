import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CatalogueRow } from '@/modules/catalogue/shared/catalogue-record';
import { Category } from './category.entity';

/** Tags a guide, a video or a catalogue record with a category. */
@Entity('category_items')
@Index('uq_category_items', ['categoryId', 'itemType', 'itemId'], { unique: true })
@Index('ix_category_items_item', ['itemType', 'itemId'])
export class CategoryItem extends CatalogueRow {
  @Column({ type: 'uuid' })
  categoryId!: string;

  @ManyToOne(() => Category, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'category_id' })
  category?: Category;

  @Column({ type: 'varchar', length: 50 })
  itemType!: string;

  @Column({ type: 'uuid' })
  itemId!: string;
}
