import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Search follows the public endpoints: a ship or itinerary of an inactive cruise line, and a
 * resort, attraction, event or dining location of an inactive park (or resort, or ship), is not
 * found. The sync function also refreshes children when a parent's is_active changes, and the
 * documents of records under an inactive parent are refreshed once here.
 */
export class SearchFollowsParentVisibility1795300354321 implements MigrationInterface {
  name = 'SearchFollowsParentVisibility1795300354321';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE OR REPLACE FUNCTION search_documents_sync() RETURNS trigger
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

  -- A record is public only while the records it belongs to are (as the public endpoints show it).
  IF kind IN ('ship', 'itinerary') THEN
    v_visible := v_visible AND coalesce(
      (SELECT c.is_active FROM cruise_lines c WHERE c.id = (r->>'cruise_line_id')::uuid), false);
  ELSIF kind IN ('resort', 'attraction', 'special_event') THEN
    v_visible := v_visible AND coalesce(
      (SELECT t.is_active FROM theme_parks t WHERE t.id = (r->>'theme_park_id')::uuid), false);
  ELSIF kind = 'dining_location' THEN
    v_visible := v_visible AND coalesce(
      (SELECT t.is_active FROM theme_parks t WHERE t.id = (r->>'theme_park_id')::uuid),
      (SELECT s.is_active AND t.is_active FROM resorts s JOIN theme_parks t ON t.id = s.theme_park_id
        WHERE s.id = (r->>'resort_id')::uuid),
      (SELECT s.is_active AND c.is_active FROM ships s JOIN cruise_lines c ON c.id = s.cruise_line_id
        WHERE s.id = (r->>'ship_id')::uuid),
      false);
  END IF;

  INSERT INTO search_documents
    (entity_type, entity_id, slug, title, keywords, body, is_visible, visible_from)
  VALUES (kind, NEW.id, r->>'slug', left(v_title, 300), v_keywords, v_body, v_visible, v_from)
  ON CONFLICT (entity_type, entity_id) DO UPDATE SET
    slug = EXCLUDED.slug, title = EXCLUDED.title, keywords = EXCLUDED.keywords,
    body = EXCLUDED.body, is_visible = EXCLUDED.is_visible,
    visible_from = EXCLUDED.visible_from, updated_at = now();

  -- Child records carry their parent's name in their keywords and follow its visibility:
  -- refresh them when either changes.
  IF TG_OP = 'UPDATE' THEN
    old_r := to_jsonb(OLD);
    IF old_r->>'name' IS DISTINCT FROM r->>'name'
       OR old_r->>'is_active' IS DISTINCT FROM r->>'is_active' THEN
      IF kind = 'cruise_line' THEN
        UPDATE ships SET id = id WHERE cruise_line_id = NEW.id;
        UPDATE itineraries SET id = id WHERE cruise_line_id = NEW.id;
        UPDATE dining_locations SET id = id
         WHERE ship_id IN (SELECT s.id FROM ships s WHERE s.cruise_line_id = NEW.id);
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
        UPDATE dining_locations SET id = id
         WHERE resort_id IN (SELECT s.id FROM resorts s WHERE s.theme_park_id = NEW.id);
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
    await this.refreshChildrenOfInactiveParents(queryRunner);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE OR REPLACE FUNCTION search_documents_sync() RETURNS trigger
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
    await this.refreshChildrenOfInactiveParents(queryRunner);
  }

  private async refreshChildrenOfInactiveParents(queryRunner: QueryRunner): Promise<void> {
    const inactiveLines = 'SELECT id FROM cruise_lines WHERE NOT is_active';
    const inactiveParks = 'SELECT id FROM theme_parks WHERE NOT is_active';
    await queryRunner.query(`UPDATE ships SET id = id WHERE cruise_line_id IN (${inactiveLines})`);
    await queryRunner.query(
      `UPDATE itineraries SET id = id WHERE cruise_line_id IN (${inactiveLines})`,
    );
    for (const table of ['resorts', 'attractions', 'special_events']) {
      await queryRunner.query(
        `UPDATE "${table}" SET id = id WHERE theme_park_id IN (${inactiveParks})`,
      );
    }
    await queryRunner.query(
      `UPDATE dining_locations d SET id = d.id
        WHERE d.theme_park_id IN (${inactiveParks})
           OR d.resort_id IN (SELECT s.id FROM resorts s
                               WHERE NOT s.is_active OR s.theme_park_id IN (${inactiveParks}))
           OR d.ship_id IN (SELECT s.id FROM ships s
                             WHERE NOT s.is_active OR s.cruise_line_id IN (${inactiveLines}))`,
    );
  }
}
