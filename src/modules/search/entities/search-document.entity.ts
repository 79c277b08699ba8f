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
 * One row per searchable catalogue record, written only by the database: triggers on every
 * searchable table keep it in step (see the AddSearch migration). The service only reads it.
 */
@Entity('search_documents')
@Index('uq_search_documents_entity', ['entityType', 'entityId'], { unique: true })
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

  /** GIN index; created by the migration. */
  @Index('ix_search_documents_vector', { synchronize: false })
  @Column({
    type: 'tsvector',
    generatedType: 'STORED',
    asExpression: SEARCH_VECTOR_EXPRESSION,
    select: false,
    insert: false,
    update: false,
  })
  searchVector!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
