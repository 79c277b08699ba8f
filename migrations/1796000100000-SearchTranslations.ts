import { MigrationInterface, QueryRunner } from 'typeorm';

/** The searchable tables (all of them translatable) and the entity type of their documents. */
const SEARCHABLE: Array<[table: string, type: string]> = [
  ['cruise_lines', 'cruise_line'],
  ['ships', 'ship'],
  ['ports', 'port'],
  ['itineraries', 'itinerary'],
  ['excursions', 'excursion'],
  ['theme_parks', 'theme_park'],
  ['resorts', 'resort'],
  ['attractions', 'attraction'],
  ['special_events', 'special_event'],
  ['dining_locations', 'dining_location'],
  ['guides', 'guide'],
  ['videos', 'video'],
  ['categories', 'category'],
];

/** A language subtag and the PostgreSQL text-search configuration (Snowball stemmer) for it. */
const CONFIGS: Array<[language: string, config: string]> = [
  ['ar', 'arabic'],
  ['ca', 'catalan'],
  ['da', 'danish'],
  ['de', 'german'],
  ['el', 'greek'],
  ['en', 'english'],
  ['es', 'spanish'],
  ['et', 'estonian'],
  ['eu', 'basque'],
  ['fi', 'finnish'],
  ['fr', 'french'],
  ['ga', 'irish'],
  ['hi', 'hindi'],
  ['hu', 'hungarian'],
  ['hy', 'armenian'],
  ['id', 'indonesian'],
  ['it', 'italian'],
  ['lt', 'lithuanian'],
  ['nb', 'norwegian'],
  ['ne', 'nepali'],
  ['nl', 'dutch'],
  ['nn', 'norwegian'],
  ['no', 'norwegian'],
  ['pt', 'portuguese'],
  ['ro', 'romanian'],
  ['ru', 'russian'],
  ['sr', 'serbian'],
  ['sv', 'swedish'],
  ['ta', 'tamil'],
  ['tr', 'turkish'],
  ['yi', 'yiddish'],
];

/** The translated fields search reads (API names), as a SQL array. */
const SEARCHED_FIELDS = `ARRAY['name', 'title', 'description', 'summary', 'body']`;

/**
 * Search in the content locales (docs/architecture.md, "Search in other languages").
 *
 * - `search_config(locale)`: the text-search configuration of a BCP 47 tag's language, `simple`
 *   for a language without a stemmer or one this server lacks (configurations differ between
 *   PostgreSQL versions).
 * - `search_translations`: one row per search document and locale it has a translation of a
 *   searched field in (name or title, description, a guide's summary and body), holding the text
 *   served in that locale (each field from the locale, else from its parent locale `de` for
 *   `de-CH`, else the record's own) with vectors in the locale's configuration. Written by a
 *   trigger on every searchable table after the document's own; a record without translations
 *   costs one comparison. The dictionary of the typo fallback learns the translated names.
 * - The default-locale documents, names and queries are unchanged.
 */
export class SearchTranslations1796000100000 implements MigrationInterface {
  name = 'SearchTranslations1796000100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE FUNCTION search_config(locale text) RETURNS regconfig
LANGUAGE sql STABLE PARALLEL SAFE AS $fn$
  SELECT coalesce(
    (SELECT c.oid::regconfig FROM pg_catalog.pg_ts_config c
      WHERE c.cfgnamespace = 'pg_catalog'::regnamespace
        AND c.cfgname = CASE lower(split_part(locale, '-', 1))
          ${CONFIGS.map(([language, config]) => `WHEN '${language}' THEN '${config}'`).join(' ')}
        END),
    'pg_catalog.simple'::regconfig)
$fn$`);
    await queryRunner.query(`CREATE FUNCTION search_translated(tr jsonb, chain text[], field text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT nullif(tr -> c ->> field, '') FROM unnest(chain) WITH ORDINALITY AS u(c, i)
   WHERE nullif(tr -> c ->> field, '') IS NOT NULL ORDER BY i LIMIT 1
$fn$`);

    await queryRunner.query(
      `CREATE TABLE "search_translations" ("id" uuid NOT NULL, "locale" character varying(35) NOT NULL, "entity_type" character varying(32) NOT NULL, "is_visible" boolean NOT NULL, "visible_from" TIMESTAMP WITH TIME ZONE, "title" character varying(300) NOT NULL, "body" text NOT NULL, "search_vector" tsvector NOT NULL, "name_vector" tsvector NOT NULL, CONSTRAINT "pk_search_translations" PRIMARY KEY ("id", "locale"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "search_translations" ADD CONSTRAINT "fk_search_translations_document" FOREIGN KEY ("id") REFERENCES "search_documents"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_search_translations_vector" ON "search_translations" USING GIN ("search_vector")`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_search_translations_name_vector" ON "search_translations" USING GIN ("name_vector")`,
    );

    await queryRunner.query(`CREATE FUNCTION search_translations_sync() RETURNS trigger
LANGUAGE plpgsql AS $fn$
DECLARE
  kind text := TG_ARGV[0];
  tr jsonb := coalesce(NEW.translations, '{}'::jsonb);
  r jsonb;
  doc search_documents%ROWTYPE;
  loc text;
  parent text;
  chain text[];
  cfg regconfig;
  v_title text;
  v_body text;
BEGIN
  IF tr = '{}'::jsonb AND (TG_OP = 'INSERT' OR OLD.translations = '{}'::jsonb) THEN
    RETURN NULL;
  END IF;
  SELECT * INTO doc FROM search_documents WHERE entity_type = kind AND entity_id = NEW.id;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  r := to_jsonb(NEW);
  DELETE FROM search_translations t
   WHERE t.id = doc.id
     AND NOT coalesce(jsonb_typeof(tr -> t.locale) = 'object'
                      AND (tr -> t.locale) ?| ${SEARCHED_FIELDS}, false);
  FOR loc IN SELECT k FROM jsonb_object_keys(tr) AS k LOOP
    CONTINUE WHEN jsonb_typeof(tr -> loc) <> 'object' OR NOT (tr -> loc) ?| ${SEARCHED_FIELDS};
    -- A field missing in the locale comes from its parent locales (de-CH, then de), then the record.
    chain := ARRAY[loc];
    parent := loc;
    WHILE position('-' IN parent) > 0 LOOP
      parent := regexp_replace(parent, '-[^-]*$', '');
      IF tr ? parent THEN
        chain := chain || parent;
      END IF;
    END LOOP;
    cfg := search_config(loc);
    v_title := left(coalesce(search_translated(tr, chain, 'name'),
                             search_translated(tr, chain, 'title'), doc.title), 300);
    IF kind = 'guide' THEN
      v_body := concat_ws(repeat(chr(10), 2),
        coalesce(search_translated(tr, chain, 'summary'), nullif(r->>'summary', '')),
        coalesce(search_translated(tr, chain, 'body'), r->>'body'));
    ELSE
      v_body := coalesce(search_translated(tr, chain, 'description'), doc.body);
    END IF;
    INSERT INTO search_translations
      (id, locale, entity_type, is_visible, visible_from, title, body, search_vector, name_vector)
    VALUES (doc.id, loc, doc.entity_type, doc.is_visible, doc.visible_from, v_title, v_body,
      setweight(to_tsvector(cfg, v_title), 'A') || setweight(to_tsvector(cfg, doc.keywords), 'B')
        || setweight(to_tsvector(cfg, v_body), 'C'),
      to_tsvector(cfg, v_title || ' ' || doc.keywords))
    ON CONFLICT (id, locale) DO UPDATE SET
      entity_type = EXCLUDED.entity_type, is_visible = EXCLUDED.is_visible,
      visible_from = EXCLUDED.visible_from, title = EXCLUDED.title, body = EXCLUDED.body,
      search_vector = EXCLUDED.search_vector, name_vector = EXCLUDED.name_vector;
    -- The typo fallback's dictionary learns the translated name, its words and joined word pairs.
    IF TG_OP = 'INSERT' OR OLD.translations IS DISTINCT FROM NEW.translations THEN
      INSERT INTO search_words (word)
      SELECT DISTINCT w
        FROM regexp_split_to_table(lower(v_title), '[^[:alpha:]]+') AS w
       WHERE length(w) BETWEEN 3 AND 100
      ON CONFLICT DO NOTHING;
      INSERT INTO search_words (word, phrase)
      SELECT DISTINCT ON (p.w || p.next) p.w || p.next, p.w || ' ' || p.next
        FROM (SELECT t.w, lead(t.w) OVER (ORDER BY t.i) AS next
                FROM regexp_split_to_table(lower(v_title), '[^[:alpha:]]+') WITH ORDINALITY AS t(w, i)) p
       WHERE length(p.w) >= 3 AND length(p.next) >= 3 AND length(p.w || p.next) <= 100
      ON CONFLICT DO NOTHING;
    END IF;
  END LOOP;
  RETURN NULL;
END
$fn$`);
    for (const [table, type] of SEARCHABLE) {
      // Named to sort after tr_<table>_search, so it runs after the document is written.
      await queryRunner.query(
        `CREATE TRIGGER "tr_${table}_search_translations" AFTER INSERT OR UPDATE ON "${table}"
         FOR EACH ROW EXECUTE FUNCTION search_translations_sync('${type}')`,
      );
      await queryRunner.query(`UPDATE "${table}" SET id = id WHERE translations <> '{}'::jsonb`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table] of [...SEARCHABLE].reverse()) {
      await queryRunner.query(`DROP TRIGGER "tr_${table}_search_translations" ON "${table}"`);
    }
    await queryRunner.query(`DROP FUNCTION search_translations_sync()`);
    await queryRunner.query(`DROP INDEX "ix_search_translations_name_vector"`);
    await queryRunner.query(`DROP INDEX "ix_search_translations_vector"`);
    await queryRunner.query(
      `ALTER TABLE "search_translations" DROP CONSTRAINT "fk_search_translations_document"`,
    );
    await queryRunner.query(`DROP TABLE "search_translations"`);
    await queryRunner.query(`DROP FUNCTION search_translated(jsonb, text[], text)`);
    await queryRunner.query(`DROP FUNCTION search_config(text)`);
  }
}
