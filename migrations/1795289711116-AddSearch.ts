import { MigrationInterface, QueryRunner } from 'typeorm';

/** The searchable tables and the entity type each one's documents carry. */
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

const SEARCH_VECTOR =
  "setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || " +
  "setweight(to_tsvector('english'::regconfig, coalesce(keywords, '')), 'B') || " +
  "setweight(to_tsvector('english'::regconfig, coalesce(body, '')), 'C')";

/**
 * Full-text search: one `search_documents` row per searchable record, written by triggers on every
 * searchable table (the database keeps it in step, whatever writes the record), a weighted
 * tsvector generated from it (names A, keywords B, descriptions and bodies C), a GIN index on that
 * vector and a pg_trgm GIN index on the titles for the typo fallback.
 */
export class AddSearch1795289711116 implements MigrationInterface {
  name = 'AddSearch1795289711116';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    // TypeORM compares generated columns with this record (per database).
    await queryRunner.query(
      `INSERT INTO "typeorm_metadata"("database", "schema", "table", "type", "name", "value")
       VALUES (current_database(), current_schema(), 'search_documents', 'GENERATED_COLUMN', 'search_vector', $1)`,
      [SEARCH_VECTOR],
    );
    await queryRunner.query(
      `CREATE TABLE "search_documents" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "entity_type" character varying(32) NOT NULL, "entity_id" uuid NOT NULL, "slug" character varying(200) NOT NULL, "title" character varying(300) NOT NULL, "keywords" text NOT NULL DEFAULT '', "body" text NOT NULL DEFAULT '', "is_visible" boolean NOT NULL DEFAULT true, "visible_from" TIMESTAMP WITH TIME ZONE, "search_vector" tsvector GENERATED ALWAYS AS (${SEARCH_VECTOR}) STORED NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "pk_search_documents" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_search_documents_entity" ON "search_documents" ("entity_type", "entity_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_search_documents_vector" ON "search_documents" USING GIN ("search_vector")`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_search_documents_title_trgm" ON "search_documents" USING GIN ("title" gin_trgm_ops)`,
    );
    await queryRunner.query(`CREATE FUNCTION search_documents_sync() RETURNS trigger
LANGUAGE plpgsql AS $fn$
DECLARE
  kind text := TG_ARGV[0];
  r jsonb;
  old_r jsonb;
  v_title text;
  v_keywords text;
  v_body text;
  v_visible boolean;
  v_from timestamptz;
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM search_documents WHERE entity_type = kind AND entity_id = OLD.id;
    RETURN OLD;
  END IF;
  r := to_jsonb(NEW);
  v_title := coalesce(r->>'name', r->>'title', '');
  v_body := coalesce(r->>'description', '');
  v_visible := coalesce((r->>'is_active')::boolean, true);
  v_from := NULL;
  v_keywords := CASE kind
    WHEN 'cruise_line' THEN concat_ws(' ', r->>'headquarters')
    WHEN 'ship' THEN concat_ws(' ',
      (SELECT c.name FROM cruise_lines c WHERE c.id = (r->>'cruise_line_id')::uuid),
      r->>'ship_class', r->>'flag_state')
    WHEN 'port' THEN concat_ws(' ', r->>'city', r->>'state_province', r->>'country',
      r->>'region', replace(r->>'port_type', '_', ' '))
    WHEN 'itinerary' THEN concat_ws(' ',
      (SELECT c.name FROM cruise_lines c WHERE c.id = (r->>'cruise_line_id')::uuid),
      r->>'cruise_region', (r->>'nights') || ' nights',
      (SELECT p.name FROM ports p WHERE p.id = (r->>'embarkation_port_id')::uuid),
      (SELECT p.name FROM ports p WHERE p.id = (r->>'disembarkation_port_id')::uuid))
    WHEN 'excursion' THEN concat_ws(' ', r->>'excursion_type',
      (SELECT p.name FROM ports p WHERE p.id = (r->>'port_id')::uuid),
      (SELECT t.name FROM theme_parks t WHERE t.id = (r->>'theme_park_id')::uuid))
    WHEN 'theme_park' THEN concat_ws(' ', r->>'parent_company', r->>'destination', r->>'city',
      r->>'state_province', r->>'country')
    WHEN 'resort' THEN concat_ws(' ',
      (SELECT t.name FROM theme_parks t WHERE t.id = (r->>'theme_park_id')::uuid),
      (SELECT t.destination FROM theme_parks t WHERE t.id = (r->>'theme_park_id')::uuid),
      r->>'price_tier',
      (SELECT string_agg(a, ' ') FROM jsonb_array_elements_text(
        CASE WHEN jsonb_typeof(r->'amenities') = 'array' THEN r->'amenities' ELSE '[]'::jsonb END) a))
    WHEN 'attraction' THEN concat_ws(' ',
      (SELECT t.name FROM theme_parks t WHERE t.id = (r->>'theme_park_id')::uuid),
      r->>'ride_type', r->>'thrill_level')
    WHEN 'special_event' THEN concat_ws(' ',
      (SELECT t.name FROM theme_parks t WHERE t.id = (r->>'theme_park_id')::uuid))
    WHEN 'dining_location' THEN concat_ws(' ', r->>'cuisine_type', r->>'venue_type',
      (SELECT t.name FROM theme_parks t WHERE t.id = (r->>'theme_park_id')::uuid),
      (SELECT s.name FROM ships s WHERE s.id = (r->>'ship_id')::uuid),
      (SELECT s.name FROM resorts s WHERE s.id = (r->>'resort_id')::uuid))
    WHEN 'guide' THEN concat_ws(' ', r->>'author')
    WHEN 'video' THEN concat_ws(' ', r->>'provider')
    ELSE ''
  END;
  IF kind = 'guide' THEN
    v_body := concat_ws(repeat(chr(10), 2), nullif(r->>'summary', ''), r->>'body');
    v_visible := r->>'status' = 'published' AND r->>'published_at' IS NOT NULL;
    v_from := (r->>'published_at')::timestamptz;
  ELSIF kind = 'video' THEN
    v_visible := coalesce((r->>'is_published')::boolean, false);
  END IF;

  INSERT INTO search_documents
    (entity_type, entity_id, slug, title, keywords, body, is_visible, visible_from)
  VALUES (kind, NEW.id, r->>'slug', left(v_title, 300), v_keywords, v_body, v_visible, v_from)
  ON CONFLICT (entity_type, entity_id) DO UPDATE SET
    slug = EXCLUDED.slug, title = EXCLUDED.title, keywords = EXCLUDED.keywords,
    body = EXCLUDED.body, is_visible = EXCLUDED.is_visible,
    visible_from = EXCLUDED.visible_from, updated_at = now();

  -- Child records carry their parent's name in their keywords: refresh them on a rename.
  IF TG_OP = 'UPDATE' THEN
    old_r := to_jsonb(OLD);
    IF old_r->>'name' IS DISTINCT FROM r->>'name' THEN
      IF kind = 'cruise_line' THEN
        UPDATE ships SET id = id WHERE cruise_line_id = NEW.id;
        UPDATE itineraries SET id = id WHERE cruise_line_id = NEW.id;
      ELSIF kind = 'port' THEN
        UPDATE itineraries SET id = id
         WHERE embarkation_port_id = NEW.id OR disembarkation_port_id = NEW.id;
        UPDATE excursions SET id = id WHERE port_id = NEW.id;
      ELSIF kind = 'theme_park' THEN
        UPDATE resorts SET id = id WHERE theme_park_id = NEW.id;
        UPDATE attractions SET id = id WHERE theme_park_id = NEW.id;
        UPDATE special_events SET id = id WHERE theme_park_id = NEW.id;
        UPDATE dining_locations SET id = id WHERE theme_park_id = NEW.id;
        UPDATE excursions SET id = id WHERE theme_park_id = NEW.id;
      ELSIF kind = 'ship' THEN
        UPDATE dining_locations SET id = id WHERE ship_id = NEW.id;
      ELSIF kind = 'resort' THEN
        UPDATE dining_locations SET id = id WHERE resort_id = NEW.id;
      END IF;
    END IF;
  END IF;
  RETURN NEW;
END
$fn$`);
    for (const [table, type] of SEARCHABLE) {
      await queryRunner.query(
        `CREATE TRIGGER "tr_${table}_search" AFTER INSERT OR UPDATE OR DELETE ON "${table}"
         FOR EACH ROW EXECUTE FUNCTION search_documents_sync('${type}')`,
      );
      // Existing records: a no-op update runs the trigger once per row.
      await queryRunner.query(`UPDATE "${table}" SET id = id`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table] of [...SEARCHABLE].reverse()) {
      await queryRunner.query(`DROP TRIGGER "tr_${table}_search" ON "${table}"`);
    }
    await queryRunner.query(`DROP FUNCTION search_documents_sync()`);
    await queryRunner.query(`DROP TABLE "search_documents"`);
    await queryRunner.query(
      `DELETE FROM "typeorm_metadata" WHERE "type" = 'GENERATED_COLUMN' AND "name" = 'search_vector' AND "database" = current_database() AND "schema" = current_schema() AND "table" = 'search_documents'`,
    );
  }
}
