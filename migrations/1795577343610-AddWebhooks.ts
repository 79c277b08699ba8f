import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Webhook endpoints, their sealed signing secrets and their deliveries; outbox events learn when
 * they were fanned out, and every insert into the outbox wakes the dispatchers (NOTIFY is sent at
 * commit, so an event is announced exactly when it becomes visible).
 */
export class AddWebhooks1795577343610 implements MigrationInterface {
  name = 'AddWebhooks1795577343610';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "webhook_endpoints" ("id" uuid NOT NULL, "url" character varying(2048) NOT NULL, "events" character varying(100) array NOT NULL, "description" character varying(500) NOT NULL DEFAULT '', "is_active" boolean NOT NULL DEFAULT true, "disabled_at" TIMESTAMP WITH TIME ZONE, "disabled_reason" character varying(600), "failing_since" TIMESTAMP WITH TIME ZONE, "secret_rotated_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "pk_webhook_endpoints" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "webhook_endpoint_secrets" ("id" uuid NOT NULL, "endpoint_id" uuid NOT NULL, "ciphertext" bytea NOT NULL, "nonce" bytea NOT NULL, "auth_tag" bytea NOT NULL, "wrapped_key" bytea NOT NULL, "master_key_id" character varying(32) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "pk_webhook_endpoint_secrets" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_webhook_endpoint_secrets_endpoint_id" ON "webhook_endpoint_secrets"  ("endpoint_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_webhook_endpoint_secrets_master_key_id" ON "webhook_endpoint_secrets"  ("master_key_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "webhook_deliveries" ("id" uuid NOT NULL, "endpoint_id" uuid NOT NULL, "event_id" uuid NOT NULL, "event_type" character varying(100) NOT NULL, "record_id" uuid, "event_seq" bigint, "trigger" character varying(16) NOT NULL, "body" text NOT NULL, "status" character varying(16) NOT NULL DEFAULT 'pending', "attempts" integer NOT NULL DEFAULT '0', "next_attempt_at" TIMESTAMP WITH TIME ZONE, "claimed_until" TIMESTAMP WITH TIME ZONE, "last_attempt_at" TIMESTAMP WITH TIME ZONE, "response_status" integer, "response_body" text, "latency_ms" integer, "error" character varying(500), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "completed_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "pk_webhook_deliveries" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_webhook_deliveries_completed_at" ON "webhook_deliveries"  ("completed_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_webhook_deliveries_record_order" ON "webhook_deliveries"  ("endpoint_id", "record_id", "event_seq") WHERE "status" = 'pending'`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_webhook_deliveries_due" ON "webhook_deliveries"  ("next_attempt_at") WHERE "status" = 'pending'`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_webhook_deliveries_endpoint_created" ON "webhook_deliveries"  ("endpoint_id", "created_at", "id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "outbox_events" ADD "fanned_out_at" TIMESTAMP WITH TIME ZONE`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_outbox_events_not_fanned_out" ON "outbox_events"  ("seq") WHERE "fanned_out_at" IS NULL`,
    );
    await queryRunner.query(
      `CREATE FUNCTION "notify_outbox_events"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('outbox_events', ''); RETURN NULL; END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "trg_outbox_events_notify" AFTER INSERT ON "outbox_events" FOR EACH STATEMENT EXECUTE FUNCTION "notify_outbox_events"()`,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_endpoint_secrets" ADD CONSTRAINT "fk_webhook_endpoint_secrets_endpoint" FOREIGN KEY ("endpoint_id") REFERENCES "webhook_endpoints"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "fk_webhook_deliveries_endpoint" FOREIGN KEY ("endpoint_id") REFERENCES "webhook_endpoints"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "fk_webhook_deliveries_endpoint"`,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_endpoint_secrets" DROP CONSTRAINT "fk_webhook_endpoint_secrets_endpoint"`,
    );
    await queryRunner.query(`DROP TRIGGER "trg_outbox_events_notify" ON "outbox_events"`);
    await queryRunner.query(`DROP FUNCTION "notify_outbox_events"()`);
    await queryRunner.query(`DROP INDEX "public"."ix_outbox_events_not_fanned_out"`);
    await queryRunner.query(`ALTER TABLE "outbox_events" DROP COLUMN "fanned_out_at"`);
    await queryRunner.query(`DROP INDEX "public"."ix_webhook_deliveries_endpoint_created"`);
    await queryRunner.query(`DROP INDEX "public"."ix_webhook_deliveries_due"`);
    await queryRunner.query(`DROP INDEX "public"."ix_webhook_deliveries_record_order"`);
    await queryRunner.query(`DROP INDEX "public"."ix_webhook_deliveries_completed_at"`);
    await queryRunner.query(`DROP TABLE "webhook_deliveries"`);
    await queryRunner.query(`DROP INDEX "public"."ix_webhook_endpoint_secrets_master_key_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_webhook_endpoint_secrets_endpoint_id"`);
    await queryRunner.query(`DROP TABLE "webhook_endpoint_secrets"`);
    await queryRunner.query(`DROP TABLE "webhook_endpoints"`);
  }
}
