import { Column, Entity, Index, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { SearchDocument } from './search-document.entity';

/**
 * The name and keywords of each search document, in a narrow row of their own, so that matches on
 * a name are found and ranked first without reading the wide documents. Written only by a trigger
 * on `search_documents` (the SearchNamesAndWords migration).
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

  /** to_tsvector of the title and keywords; GIN index created by the migration. */
  @Index('ix_search_names_vector', { synchronize: false })
  @Column({ type: 'tsvector', select: false, insert: false, update: false })
  nameVector!: string;
}
