import { MigrationInterface, QueryRunner } from 'typeorm';

/** Revisions of catalogue records, written in the transaction of each studio write. */
export class AddRevisions1795608775351 implements MigrationInterface {
  name = 'AddRevisions1795608775351';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "revisions" ("id" uuid NOT NULL, "resource" character varying(64) NOT NULL, "record_id" uuid NOT NULL, "number" integer NOT NULL, "operation" character varying(16) NOT NULL, "actor_id" uuid, "actor_email" character varying(254), "data" jsonb NOT NULL, "changes" jsonb NOT NULL, "restored_from" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "pk_revisions" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_revisions_created_at" ON "revisions" ("created_at") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_revisions_resource_record_id_number" ON "revisions" ("resource", "record_id", "number") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."uq_revisions_resource_record_id_number"`);
    await queryRunner.query(`DROP INDEX "public"."ix_revisions_created_at"`);
    await queryRunner.query(`DROP TABLE "revisions"`);
  }
}
