import { MigrationInterface, QueryRunner } from 'typeorm';

/** The words of names and keywords, each at least 3 letters, and joined word pairs (unchanged). */
const WORDS = `
    INSERT INTO search_words (word)
    SELECT DISTINCT w
      FROM regexp_split_to_table(lower(NEW.title || ' ' || NEW.keywords), '[^[:alpha:]]+') AS w
     WHERE length(w) BETWEEN 3 AND 100
    ON CONFLICT DO NOTHING;
    INSERT INTO search_words (word, phrase)
    SELECT DISTINCT ON (p.w || p.next) p.w || p.next, p.w || ' ' || p.next
      FROM (SELECT t.w, lead(t.w) OVER (ORDER BY t.i) AS next
              FROM regexp_split_to_table(lower(NEW.title), '[^[:alpha:]]+') WITH ORDINALITY AS t(w, i)) p
     WHERE length(p.w) >= 3 AND length(p.next) >= 3 AND length(p.w || p.next) <= 100
    ON CONFLICT DO NOTHING;`;

/** The name vector: the name weighted A, the keywords B (the same lexemes and positions as before). */
const WEIGHTED = (title: string, keywords: string) =>
  `setweight(to_tsvector('english', ${title}), 'A') || setweight(to_tsvector('english', ${keywords}), 'B')`;
const UNWEIGHTED = (title: string, keywords: string) =>
  `to_tsvector('english', ${title} || ' ' || ${keywords})`;

/**
 * The snippet's source: the body as plain text on one line (HTML tags, Markdown marks and the
 * highlight marks removed), else the title; the expression the service used to evaluate per result.
 */
const SNIPPET_SOURCE =
  "coalesce(nullif(regexp_replace(regexp_replace(regexp_replace(body, '<[^>]*>|[\uE000\uE001]', ' ', 'g'), '[*_#`>]+', '', 'g'), '\\s+', ' ', 'g'), ''), regexp_replace(title, '[\uE000\uE001]', '', 'g'))";

const syncFunction = (
  withTitle: boolean,
) => `CREATE OR REPLACE FUNCTION search_names_sync() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO search_names (id, entity_type, is_visible, visible_from, name_vector${withTitle ? ', title' : ''})
  VALUES (NEW.id, NEW.entity_type, NEW.is_visible, NEW.visible_from,
          ${withTitle ? `${WEIGHTED('NEW.title', 'NEW.keywords')}, NEW.title` : UNWEIGHTED('NEW.title', 'NEW.keywords')})
  ON CONFLICT (id) DO UPDATE SET
    entity_type = EXCLUDED.entity_type, is_visible = EXCLUDED.is_visible,
    visible_from = EXCLUDED.visible_from, name_vector = EXCLUDED.name_vector${withTitle ? ', title = EXCLUDED.title' : ''};
  IF TG_OP = 'INSERT' OR NEW.title IS DISTINCT FROM OLD.title
     OR NEW.keywords IS DISTINCT FROM OLD.keywords THEN${WORDS}
  END IF;
  RETURN NULL;
END
$fn$`;

/**
 * Search on a catalogue of a million records:
 *
 * - The full-text GIN indexes of `search_documents` and `search_names` lead with the entity type
 *   (btree_gin), so a search filtered by `types` intersects the type's entries with the words'
 *   inside the index instead of visiting every match of a common word to discard the other types.
 *   Searches without `types` use the same indexes on their vector column alone.
 * - `search_documents.snippet_source`, generated: the body as plain text, computed once per write
 *   rather than by three regular expressions over each result's body on every search.
 * - `search_names` carries the record's title, and its name vector weighs the name (A) above the
 *   keywords (B): name matches are ranked on this narrow row alone, without reading the wide
 *   document (and its long body vector) of each of up to 1,001 matches.
 */
export class SearchAtScale1796800000000 implements MigrationInterface {
  name = 'SearchAtScale1796800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS btree_gin`);
    await queryRunner.query(`ALTER TABLE "search_names" ADD "title" character varying(300)`);
    await queryRunner.query(syncFunction(true));
    // Existing rows, written directly (through the documents' trigger, every word would be re-read).
    await queryRunner.query(
      `UPDATE search_names s
          SET title = d.title, name_vector = ${WEIGHTED('d.title', 'd.keywords')}
         FROM search_documents d
        WHERE d.id = s.id`,
    );
    await queryRunner.query(`ALTER TABLE "search_names" ALTER COLUMN "title" SET NOT NULL`);
    await queryRunner.query(`DROP INDEX "ix_search_names_vector"`);
    await queryRunner.query(
      `CREATE INDEX "ix_search_names_type_vector" ON "search_names" USING GIN ("entity_type", "name_vector")`,
    );
    // The column is added between the two indexes: the table is rewritten once, with no GIN index.
    await queryRunner.query(`DROP INDEX "ix_search_documents_vector"`);
    await queryRunner.query(
      `INSERT INTO "typeorm_metadata"("database", "schema", "table", "type", "name", "value")
       VALUES (current_database(), current_schema(), 'search_documents', 'GENERATED_COLUMN', 'snippet_source', $1)`,
      [SNIPPET_SOURCE],
    );
    await queryRunner.query(
      `ALTER TABLE "search_documents" ADD "snippet_source" text GENERATED ALWAYS AS (${SNIPPET_SOURCE}) STORED NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_search_documents_type_vector" ON "search_documents" USING GIN ("entity_type", "search_vector")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "ix_search_documents_type_vector"`);
    await queryRunner.query(`ALTER TABLE "search_documents" DROP COLUMN "snippet_source"`);
    await queryRunner.query(
      `DELETE FROM "typeorm_metadata" WHERE "type" = 'GENERATED_COLUMN' AND "name" = 'snippet_source' AND "database" = current_database() AND "schema" = current_schema() AND "table" = 'search_documents'`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_search_documents_vector" ON "search_documents" USING GIN ("search_vector")`,
    );
    await queryRunner.query(`DROP INDEX "ix_search_names_type_vector"`);
    await queryRunner.query(
      `CREATE INDEX "ix_search_names_vector" ON "search_names" USING GIN ("name_vector")`,
    );
    await queryRunner.query(syncFunction(false));
    await queryRunner.query(
      `UPDATE search_names s SET name_vector = ${UNWEIGHTED('d.title', 'd.keywords')}
         FROM search_documents d WHERE d.id = s.id`,
    );
    await queryRunner.query(`ALTER TABLE "search_names" DROP COLUMN "title"`);
    // btree_gin stays: another index may use it by now.
  }
}
