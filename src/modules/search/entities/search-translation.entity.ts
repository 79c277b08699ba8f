import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { SearchDocument } from './search-document.entity';

/**
 * A search document's text in one content locale it has a translation in: the name and body
 * served in that locale (each field from the locale, its parent locale, else the record's own
 * text) with vectors in the locale's text-search configuration (`search_config(locale)`). Written
 * only by a trigger on every searchable table (the SearchTranslations migration).
 */
@Entity('search_translations')
export class SearchTranslation {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'pk_search_translations' })
  id!: string;

  /** A BCP 47 tag of CONTENT_LOCALES other than the default, as the translations column keys it. */
  @PrimaryColumn({
    type: 'varchar',
    length: 35,
    primaryKeyConstraintName: 'pk_search_translations',
  })
  locale!: string;

  @ManyToOne(() => SearchDocument, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'id', foreignKeyConstraintName: 'fk_search_translations_document' })
  document?: SearchDocument;

  @Column({ type: 'varchar', length: 32 })
  entityType!: string;

  @Column({ type: 'boolean' })
  isVisible!: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  visibleFrom!: Date | null;

  @Column({ type: 'varchar', length: 300 })
  title!: string;

  @Column({ type: 'text' })
  body!: string;

  /** Weighted like the document's (name A, keywords B, body C); GIN index created by the migration. */
  @Index('ix_search_translations_vector', { synchronize: false })
  @Column({ type: 'tsvector', select: false, insert: false, update: false })
  searchVector!: string;

  /** The name and keywords; GIN index created by the migration. */
  @Index('ix_search_translations_name_vector', { synchronize: false })
  @Column({ type: 'tsvector', select: false, insert: false, update: false })
  nameVector!: string;
}
