import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Precise purges of the response caches (docs/architecture.md#surrogate-keys): each outbox event
 * announces its record on `catalogue_changed` as `<resource>:<record_id>` at commit, and each
 * instance drops only the cached answers carrying that record's surrogate keys. The tables' own
 * notices (their name: an unknown set of records, so everything is dropped) stay for writes
 * outside the catalogue write path (SQL, seeds, scripts); a transaction whose changes its events
 * announce says so with the transaction-local setting `guide.announced_by_outbox` (outbox.ts,
 * announceByOutbox), and its statements send no table notice.
 *
 * One notice per event keeps every payload far below NOTIFY's 8000 bytes; PostgreSQL delivers a
 * transaction's notices together, at commit, and drops identical ones.
 */
export class AnnounceChangedRecords1796700000000 implements MigrationInterface {
  name = 'AnnounceChangedRecords1796700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE OR REPLACE FUNCTION "notify_catalogue_change"() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF current_setting('guide.announced_by_outbox', true) IS DISTINCT FROM 'on' THEN
           PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
         END IF;
         RETURN NULL;
       END $$`,
    );
    await queryRunner.query(
      `CREATE FUNCTION "notify_changed_record"() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         PERFORM pg_notify('catalogue_changed', NEW."resource" || ':' || NEW."record_id");
         RETURN NULL;
       END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "trg_outbox_events_notify_change" AFTER INSERT ON "outbox_events" FOR EACH ROW EXECUTE FUNCTION "notify_changed_record"()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "trg_outbox_events_notify_change" ON "outbox_events"`);
    await queryRunner.query(`DROP FUNCTION "notify_changed_record"()`);
    await queryRunner.query(
      `CREATE OR REPLACE FUNCTION "notify_catalogue_change"() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
         RETURN NULL;
       END $$`,
    );
  }
}
