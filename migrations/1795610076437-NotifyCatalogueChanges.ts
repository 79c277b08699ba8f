import { MigrationInterface, QueryRunner } from 'typeorm';

/** The catalogue tables whose changes purge the response caches of every instance. */
const TABLES = [
  'cruise_lines',
  'ships',
  'dry_docks',
  'ports',
  'itineraries',
  'itinerary_stops',
  'sailings',
  'excursions',
  'theme_parks',
  'resorts',
  'attractions',
  'special_events',
  'special_event_sessions',
  'dining_locations',
  'guides',
  'guide_related_items',
  'videos',
  'categories',
  'category_items',
];

/**
 * Every write to a catalogue table announces the table on the channel `catalogue_changed`, once
 * per statement. NOTIFY is delivered at commit (and not at all on rollback), so each instance's
 * response cache drops what it read from that table exactly when the change becomes visible,
 * whoever wrote it: the studio, a seed, a script.
 */
export class NotifyCatalogueChanges1795610076437 implements MigrationInterface {
  name = 'NotifyCatalogueChanges1795610076437';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE FUNCTION "notify_catalogue_change"() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
         RETURN NULL;
       END $$`,
    );
    for (const table of TABLES) {
      await queryRunner.query(
        `CREATE TRIGGER "tr_${table}_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"()`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES)
      await queryRunner.query(`DROP TRIGGER "tr_${table}_notify_change" ON "${table}"`);
    await queryRunner.query(`DROP FUNCTION "notify_catalogue_change"()`);
  }
}
