import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * Every word of the searchable names and keywords, once, and every two adjacent words of a name
 * joined ("rollercoaster" for "Roller Coaster"): the dictionary a query that finds nothing is
 * corrected against (pg_trgm). Written only by a trigger on `search_documents`.
 */
@Entity('search_words')
export class SearchWord {
  /** GIN trigram index created by the migration. */
  @Index('ix_search_words_trgm', { synchronize: false })
  @PrimaryColumn({ type: 'varchar', length: 100, primaryKeyConstraintName: 'pk_search_words' })
  word!: string;

  /** For two joined words, the words with a space ("roller coaster"); null for a single word. */
  @Column({ type: 'varchar', length: 101, nullable: true })
  phrase!: string | null;
}
