import { MigrationInterface, QueryRunner } from 'typeorm';

export class RequestLogLeadsApiClients1795289425422 implements MigrationInterface {
  name = 'RequestLogLeadsApiClients1795289425422';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "api_clients" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(200) NOT NULL, "notes" character varying(2000) NOT NULL DEFAULT '', "allowed_domains" character varying(253) array NOT NULL DEFAULT '{}', "public_id" character varying(8) NOT NULL, "key_prefix" character varying(12) NOT NULL, "secret_hash" character(64) NOT NULL, "rate_limit_per_minute" integer NOT NULL DEFAULT '1200', "is_active" boolean NOT NULL DEFAULT true, "revoked_at" TIMESTAMP WITH TIME ZONE, "last_used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_ef2d5ef0eb5e9a6ddc67cfa310e" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_api_clients_public_id" ON "api_clients"  ("public_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "leads" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(200) NOT NULL, "email" character varying(254) NOT NULL, "trip_interests" character varying(50) array NOT NULL, "phone" character varying(50), "message" text, "travel_start" date, "travel_end" date, "party_size" smallint, "consent_given" boolean NOT NULL DEFAULT false, "consent_at" TIMESTAMP WITH TIME ZONE, "utm_source" character varying(200), "utm_medium" character varying(200), "utm_campaign" character varying(200), "referrer" character varying(2000), "sailing_id" uuid, "theme_park_id" uuid, "ip" character varying(64), "user_agent" character varying(500), "dedupe_key" character(64) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_cd102ed7a9a4ca7d4d8bfeba406" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_leads_dedupe_key_created_at" ON "leads"  ("dedupe_key", "created_at") `,
    );
    await queryRunner.query(`CREATE INDEX "ix_leads_created_at" ON "leads"  ("created_at") `);

    // The raw request log is not a TypeORM entity: it is partitioned by UTC day (the
    // partitions are created ahead and dropped after REQUEST_LOG_RETENTION_DAYS by
    // RequestLogPartitionsService). Rows outside every partition land in the default one.
    await queryRunner.query(
      `CREATE TABLE "api_request_logs" ("id" bigserial NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "method" character varying(10) NOT NULL, "path" character varying(500) NOT NULL, "route" character varying(300), "status" smallint NOT NULL, "response_time_ms" integer NOT NULL, "ip" character varying(64), "client_id" uuid, "user_id" uuid, "user_agent" character varying(300), "request_id" character varying(128), CONSTRAINT "pk_api_request_logs" PRIMARY KEY ("created_at", "id")) PARTITION BY RANGE ("created_at")`,
    );
    await queryRunner.query(
      `CREATE TABLE "api_request_logs_default" PARTITION OF "api_request_logs" DEFAULT`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_api_request_logs_client_created_at" ON "api_request_logs" ("client_id", "created_at")`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_api_request_logs_status_created_at" ON "api_request_logs" ("status", "created_at")`,
    );

    // Daily rollups maintained by every request-log batch; analytics read only these.
    await queryRunner.query(
      `CREATE TABLE "api_request_daily" ("day" date NOT NULL, "method" character varying(10) NOT NULL, "route" character varying(300) NOT NULL, "status" smallint NOT NULL, "client_id" uuid, "requests" bigint NOT NULL, "total_response_ms" bigint NOT NULL, CONSTRAINT "uq_api_request_daily" UNIQUE NULLS NOT DISTINCT ("day", "method", "route", "status", "client_id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_api_request_daily_client_day" ON "api_request_daily" ("client_id", "day")`,
    );
    await queryRunner.query(
      `CREATE TABLE "api_request_latency_daily" ("day" date NOT NULL, "bucket_ms" integer NOT NULL, "requests" bigint NOT NULL, CONSTRAINT "pk_api_request_latency_daily" PRIMARY KEY ("day", "bucket_ms"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "api_request_latency_daily"`);
    await queryRunner.query(`DROP TABLE "api_request_daily"`);
    await queryRunner.query(`DROP TABLE "api_request_logs"`);
    await queryRunner.query(`DROP INDEX "public"."ix_leads_created_at"`);
    await queryRunner.query(`DROP INDEX "public"."ix_leads_dedupe_key_created_at"`);
    await queryRunner.query(`DROP TABLE "leads"`);
    await queryRunner.query(`DROP INDEX "public"."uq_api_clients_public_id"`);
    await queryRunner.query(`DROP TABLE "api_clients"`);
  }
}
