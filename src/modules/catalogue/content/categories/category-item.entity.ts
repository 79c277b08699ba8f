import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { Category } from './category.entity';

/** Tags a guide, a video or a catalogue record with a category. */
@Entity('category_items')
@Index('uq_category_items', ['categoryId', 'itemType', 'itemId'], { unique: true })
@Index('ix_category_items_item', ['itemType', 'itemId'])
export class CategoryItem {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  categoryId!: string;

  @ManyToOne(() => Category, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'category_id', foreignKeyConstraintName: 'fk_category_items_category' })
  category?: Category;

  @Column({ type: 'varchar', length: 50 })
  itemType!: string;

  @Column({ type: 'uuid' })
  itemId!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
