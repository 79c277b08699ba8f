import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** The weighted document text: names (A) above keywords and aliases (B) above descriptions (C). */
export const SEARCH_VECTOR_EXPRESSION =
  "setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || " +
  "setweight(to_tsvector('english'::regconfig, coalesce(keywords, '')), 'B') || " +
  "setweight(to_tsvector('english'::regconfig, coalesce(body, '')), 'C')";

/**
 * The snippet's source: the body as plain text on one line (HTML tags, Markdown marks and the
 * highlight marks U+E000/U+E001 removed), else the title. The service's snippetSource() for
 * translations is the same expression.
 */
export const SNIPPET_SOURCE_EXPRESSION =
  "coalesce(nullif(regexp_replace(regexp_replace(regexp_replace(body, '<[^>]*>|[\uE000\uE001]', ' ', 'g'), '[*_#`>]+', '', 'g'), '\\s+', ' ', 'g'), ''), regexp_replace(title, '[\uE000\uE001]', '', 'g'))";

/**
 * One row per searchable catalogue record, written only by the database: triggers on every
 * searchable table keep it in step (see the AddSearch migration). The service only reads it.
 * Hash-partitioned by id, which is `search_document_id(entity_type, entity_id)`, so a record has
 * one document, found in one partition (the PartitionSearchTables migration).
 */
@Entity('search_documents')
export class SearchDocument {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 32 })
  entityType!: string;

  @Column({ type: 'uuid' })
  entityId!: string;

  @Column({ type: 'varchar', length: 200 })
  slug!: string;

  @Column({ type: 'varchar', length: 300 })
  title!: string;

  @Column({ type: 'text', default: '' })
  keywords!: string;

  @Column({ type: 'text', default: '' })
  body!: string;

  /** is_active, published, ... as the record's own table defines it. */
  @Column({ type: 'boolean', default: true })
  isVisible!: boolean;

  /** Guides become visible at published_at, which may lie in the future. */
  @Column({ type: 'timestamptz', nullable: true })
  visibleFrom!: Date | null;

  /** GIN-indexed after the entity type (btree_gin); created by the migrations. */
  @Index('ix_search_documents_type_vector', { synchronize: false })
  @Column({
    type: 'tsvector',
    generatedType: 'STORED',
    asExpression: SEARCH_VECTOR_EXPRESSION,
    select: false,
    insert: false,
    update: false,
  })
  searchVector!: string;

  /** Generated: what ts_headline reads for a result's snippet. */
  @Column({
    type: 'text',
    generatedType: 'STORED',
    asExpression: SNIPPET_SOURCE_EXPRESSION,
    select: false,
    insert: false,
    update: false,
  })
  snippetSource!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
