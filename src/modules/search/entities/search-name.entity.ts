import { Column, Entity, Index, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { SearchDocument } from './search-document.entity';

/**
 * The name and keywords of each search document, in a narrow row of their own, so that matches on
 * a name are found and ranked first without reading the wide documents. Written only by a trigger
 * on `search_documents` (the SearchNamesAndWords and SearchAtScale migrations).
 */
@Entity('search_names')
export class SearchName {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'pk_search_names' })
  id!: string;

  @OneToOne(() => SearchDocument, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'id', foreignKeyConstraintName: 'fk_search_names_document' })
  document?: SearchDocument;

  @Column({ type: 'varchar', length: 32 })
  entityType!: string;

  @Column({ type: 'boolean' })
  isVisible!: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  visibleFrom!: Date | null;

  /** The document's title, so that name matches are ranked on this row alone. */
  @Column({ type: 'varchar', length: 300 })
  title!: string;

  /**
   * The title (weight A) and keywords (B) as a tsvector; GIN-indexed after the entity type
   * (btree_gin) by the migration.
   */
  @Index('ix_search_names_type_vector', { synchronize: false })
  @Column({ type: 'tsvector', select: false, insert: false, update: false })
  nameVector!: string;
}
