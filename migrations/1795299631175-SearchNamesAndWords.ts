import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Search that stays fast on a large catalogue.
 *
 * - `search_names`: one narrow row per search document with a vector of its name and keywords only.
 *   Matches on a name are found (and ranked first) without touching the wide document rows.
 * - `search_words`: every word of the names and keywords, once, with a trigram index. A query that
 *   finds nothing is corrected word by word against this short list, instead of comparing the
 *   query with every name in the catalogue, which grew slow with the catalogue.
 *
 * Both are written by a trigger on `search_documents` (itself written by triggers on the catalogue
 * tables); words are never removed, since a word no record carries any more only finds nothing.
 * The trigram index on document titles is replaced by the one on words.
 */
export class SearchNamesAndWords1795299631175 implements MigrationInterface {
  name = 'SearchNamesAndWords1795299631175';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "search_names" ("id" uuid NOT NULL, "entity_type" character varying(32) NOT NULL, "is_visible" boolean NOT NULL, "visible_from" TIMESTAMP WITH TIME ZONE, "name_vector" tsvector NOT NULL, CONSTRAINT "pk_search_names" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "search_names" ADD CONSTRAINT "fk_search_names_document" FOREIGN KEY ("id") REFERENCES "search_documents"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_search_names_vector" ON "search_names" USING GIN ("name_vector")`,
    );
    await queryRunner.query(
      `CREATE TABLE "search_words" ("word" character varying(100) NOT NULL, CONSTRAINT "pk_search_words" PRIMARY KEY ("word"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_search_words_trgm" ON "search_words" USING GIN ("word" gin_trgm_ops)`,
    );
    await queryRunner.query(`DROP INDEX "ix_search_documents_title_trgm"`);

    await queryRunner.query(`CREATE FUNCTION search_names_sync() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO search_names (id, entity_type, is_visible, visible_from, name_vector)
  VALUES (NEW.id, NEW.entity_type, NEW.is_visible, NEW.visible_from,
          to_tsvector('english', NEW.title || ' ' || NEW.keywords))
  ON CONFLICT (id) DO UPDATE SET
    entity_type = EXCLUDED.entity_type, is_visible = EXCLUDED.is_visible,
    visible_from = EXCLUDED.visible_from, name_vector = EXCLUDED.name_vector;
  IF TG_OP = 'INSERT' OR NEW.title IS DISTINCT FROM OLD.title
     OR NEW.keywords IS DISTINCT FROM OLD.keywords THEN
    INSERT INTO search_words (word)
    SELECT DISTINCT w
      FROM regexp_split_to_table(lower(NEW.title || ' ' || NEW.keywords), '[^[:alpha:]]+') AS w
     WHERE length(w) BETWEEN 3 AND 100
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$fn$`);
    await queryRunner.query(
      `CREATE TRIGGER "tr_search_documents_names" AFTER INSERT OR UPDATE ON "search_documents"
       FOR EACH ROW EXECUTE FUNCTION search_names_sync()`,
    );
    // Existing documents, written directly (an UPDATE through the trigger would rewrite every row).
    await queryRunner.query(
      `INSERT INTO search_names (id, entity_type, is_visible, visible_from, name_vector)
       SELECT id, entity_type, is_visible, visible_from, to_tsvector('english', title || ' ' || keywords)
         FROM search_documents`,
    );
    await queryRunner.query(
      `INSERT INTO search_words (word)
       SELECT DISTINCT w
         FROM search_documents, regexp_split_to_table(lower(title || ' ' || keywords), '[^[:alpha:]]+') AS w
        WHERE length(w) BETWEEN 3 AND 100`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "tr_search_documents_names" ON "search_documents"`);
    await queryRunner.query(`DROP FUNCTION search_names_sync()`);
    await queryRunner.query(
      `CREATE INDEX "ix_search_documents_title_trgm" ON "search_documents" USING GIN ("title" gin_trgm_ops)`,
    );
    await queryRunner.query(`DROP INDEX "ix_search_words_trgm"`);
    await queryRunner.query(`DROP TABLE "search_words"`);
    await queryRunner.query(`DROP INDEX "ix_search_names_vector"`);
    await queryRunner.query(
      `ALTER TABLE "search_names" DROP CONSTRAINT "fk_search_names_document"`,
    );
    await queryRunner.query(`DROP TABLE "search_names"`);
  }
}
