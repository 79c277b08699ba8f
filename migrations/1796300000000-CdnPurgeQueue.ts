import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The CDN purge queue: one row per outbox event, inserted by a trigger in the transaction that
 * writes the event, so a change that commits has its purge waiting and a restart loses none
 * (src/modules/cdn). Rows leave when their keys are purged; failures wait `next_attempt_at`.
 */
export class CdnPurgeQueue1796300000000 implements MigrationInterface {
  name = 'CdnPurgeQueue1796300000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "cdn_purges" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "event_id" uuid NOT NULL, "resource" character varying(64) NOT NULL, "record_id" uuid NOT NULL, "attempts" integer NOT NULL DEFAULT 0, "next_attempt_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_error" character varying(500), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "pk_cdn_purges" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_cdn_purges_next_attempt_at" ON "cdn_purges" ("next_attempt_at")`,
    );
    await queryRunner.query(
      `CREATE FUNCTION "enqueue_cdn_purge"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO "cdn_purges" ("event_id", "resource", "record_id") VALUES (NEW."id", NEW."resource", NEW."record_id"); RETURN NULL; END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "trg_outbox_events_cdn_purge" AFTER INSERT ON "outbox_events" FOR EACH ROW EXECUTE FUNCTION "enqueue_cdn_purge"()`,
    );
    await queryRunner.query(
      `CREATE FUNCTION "notify_cdn_purges"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('cdn_purges', ''); RETURN NULL; END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "trg_cdn_purges_notify" AFTER INSERT ON "cdn_purges" FOR EACH STATEMENT EXECUTE FUNCTION "notify_cdn_purges"()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "trg_cdn_purges_notify" ON "cdn_purges"`);
    await queryRunner.query(`DROP FUNCTION "notify_cdn_purges"()`);
    await queryRunner.query(`DROP TRIGGER "trg_outbox_events_cdn_purge" ON "outbox_events"`);
    await queryRunner.query(`DROP FUNCTION "enqueue_cdn_purge"()`);
    await queryRunner.query(`DROP TABLE "cdn_purges"`);
  }
}
