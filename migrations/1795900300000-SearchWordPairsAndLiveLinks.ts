import { MigrationInterface, QueryRunner } from 'typeorm';

/** The words of names and keywords, each at least 3 letters (unchanged). */
const WORDS_OF_NAME = `
    INSERT INTO search_words (word)
    SELECT DISTINCT w
      FROM regexp_split_to_table(lower(NEW.title || ' ' || NEW.keywords), '[^[:alpha:]]+') AS w
     WHERE length(w) BETWEEN 3 AND 100
    ON CONFLICT DO NOTHING;`;

/** Two adjacent words of a name, joined, with the phrase they stand for. */
const pairsOf = (title: string) => `
    SELECT DISTINCT ON (p.w || p.next) p.w || p.next, p.w || ' ' || p.next
      FROM (SELECT t.w, lead(t.w) OVER (ORDER BY t.i) AS next
              FROM regexp_split_to_table(lower(${title}), '[^[:alpha:]]+') WITH ORDINALITY AS t(w, i)) p
     WHERE length(p.w) >= 3 AND length(p.next) >= 3 AND length(p.w || p.next) <= 100`;

const syncFunction = (
  body: string,
) => `CREATE OR REPLACE FUNCTION search_names_sync() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO search_names (id, entity_type, is_visible, visible_from, name_vector)
  VALUES (NEW.id, NEW.entity_type, NEW.is_visible, NEW.visible_from,
          to_tsvector('english', NEW.title || ' ' || NEW.keywords))
  ON CONFLICT (id) DO UPDATE SET
    entity_type = EXCLUDED.entity_type, is_visible = EXCLUDED.is_visible,
    visible_from = EXCLUDED.visible_from, name_vector = EXCLUDED.name_vector;
  IF TG_OP = 'INSERT' OR NEW.title IS DISTINCT FROM OLD.title
     OR NEW.keywords IS DISTINCT FROM OLD.keywords THEN${body}
  END IF;
  RETURN NULL;
END
$fn$`;

/**
 * - Typo correction across word boundaries: the dictionary also holds every two adjacent words of
 *   a name joined, with the phrase they stand for, so "rolercoaster" is corrected to
 *   "roller coaster" and finds Rock 'n' Roller Coaster. A word that is also a pair keeps whichever
 *   came first.
 * - Live records are tied to catalogue attractions by upstream id, case-insensitively, once per
 *   live answer: an index on lower(upstream_entity_id).
 */
export class SearchWordPairsAndLiveLinks1795900300000 implements MigrationInterface {
  name = 'SearchWordPairsAndLiveLinks1795900300000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "search_words" ADD "phrase" character varying(101)`);
    await queryRunner.query(
      syncFunction(`${WORDS_OF_NAME}
    INSERT INTO search_words (word, phrase)${pairsOf('NEW.title')}
    ON CONFLICT DO NOTHING;`),
    );
    await queryRunner.query(
      `INSERT INTO search_words (word, phrase)
       SELECT DISTINCT ON (pair.word) pair.word, pair.phrase
         FROM search_documents d
         CROSS JOIN LATERAL (${pairsOf('d.title')}) AS pair(word, phrase)
        ORDER BY pair.word, pair.phrase
       ON CONFLICT DO NOTHING`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_attractions_upstream_entity_id" ON "attractions" (lower("upstream_entity_id")) WHERE "upstream_entity_id" IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "ix_attractions_upstream_entity_id"`);
    await queryRunner.query(syncFunction(WORDS_OF_NAME));
    await queryRunner.query(`DELETE FROM search_words WHERE phrase IS NOT NULL`);
    await queryRunner.query(`ALTER TABLE "search_words" DROP COLUMN "phrase"`);
  }
}
