import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staged changes of catalogue records (docs/architecture.md#drafts): one draft per live record
 * (`record_id`), or a record not created yet (`record_id` null). `body` is the resource's own
 * PATCH or create body; `base_revision` and `base_updated_at` are the live record as the draft
 * was staged against, for the conflict check at publishing.
 */
export class CatalogueDrafts1796100000000 implements MigrationInterface {
  name = 'CatalogueDrafts1796100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "catalogue_drafts" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "resource" character varying(40) NOT NULL,
        "record_id" uuid,
        "body" jsonb NOT NULL,
        "base_revision" integer,
        "base_updated_at" TIMESTAMP WITH TIME ZONE,
        "created_by" uuid,
        "updated_by" uuid,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_catalogue_drafts" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_catalogue_drafts_record" ON "catalogue_drafts" ("resource", "record_id") WHERE "record_id" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_catalogue_drafts_updated" ON "catalogue_drafts" ("updated_at", "id")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "catalogue_drafts"`);
  }
}
