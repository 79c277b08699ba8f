import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { uniqueIndexName } from '@/database/snake-naming.strategy';
import type { Translations } from '@/common/locale/translations';

/** The `translations` column of a translatable record (see {@link Translations}). */
export const TranslationsColumn = (): PropertyDecorator =>
  Column({ type: 'jsonb', default: () => "'{}'" });

/**
 * The columns every catalogue table has: a uuid key and the creation and last-change times.
 * Child rows (dry docks, itinerary stops, event sessions, tags) extend this directly.
 */
export abstract class CatalogueRow {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}

/**
 * A catalogue record with a name, the slug the public reaches it by (declare its table with
 * `@CatalogueEntity`, which adds the slug's unique index) and a description. Categories are this;
 * the records that can be hidden are a {@link CatalogueRecord}.
 */
export abstract class NamedRecord extends CatalogueRow {
  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ type: 'varchar', length: 200 })
  slug!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  /** The text of the other content locales (docs/localization.md); `{}` when untranslated. */
  @TranslationsColumn()
  translations!: Translations;

  /** The content locale the record's text was read in: set by the read side, not stored. */
  locale?: string;
}

/**
 * A named record hidden from public reads while `isActive` is false (indexed: public lists
 * filter on it).
 */
export abstract class CatalogueRecord extends NamedRecord {
  @Index()
  @Column({ type: 'boolean', default: true })
  isActive!: boolean;
}

/**
 * `@Entity(table)` for a record with a `slug`, plus its unique index `uq_<table>_slug`. The
 * index is declared here, per table, because TypeORM does not tell the naming strategy that an
 * index is unique (an unnamed unique index would be named `ix_…`).
 */
export function CatalogueEntity(table: string): ClassDecorator {
  return (target) => {
    Entity(table)(target);
    Index(uniqueIndexName(table, ['slug']), ['slug'], { unique: true })(target);
  };
}
