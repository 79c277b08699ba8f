import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Scheduled publications (docs/behaviour.md#scheduled-publishing): a live record made public
 * (`publish`) or hidden (`unpublish`) at `run_at`, or a draft (`draft_id`) published then. The
 * row is the source of truth the job (graphile-worker's, keyed by the row's id) checks under a
 * lock: it is removed in the transaction that does the publication, so a job that runs again
 * finds nothing to do. A draft's row goes with the draft; a record's with the record's delete.
 */
export class ScheduledPublishing1796400000000 implements MigrationInterface {
  name = 'ScheduledPublishing1796400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "catalogue_schedules" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "resource" character varying(40) NOT NULL,
        "record_id" uuid,
        "draft_id" uuid,
        "action" character varying(16) NOT NULL,
        "run_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "failure" text,
        "created_by" uuid,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_catalogue_schedules" PRIMARY KEY ("id"),
        CONSTRAINT "FK_catalogue_schedules_draft" FOREIGN KEY ("draft_id")
          REFERENCES "catalogue_drafts" ("id") ON DELETE CASCADE,
        CONSTRAINT "CHK_catalogue_schedules_action" CHECK ("action" IN ('publish', 'unpublish')),
        CONSTRAINT "CHK_catalogue_schedules_target" CHECK (
          ("draft_id" IS NOT NULL AND "action" = 'publish') OR
          ("draft_id" IS NULL AND "record_id" IS NOT NULL))
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_catalogue_schedules_draft" ON "catalogue_schedules" ("draft_id") WHERE "draft_id" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_catalogue_schedules_record" ON "catalogue_schedules" ("resource", "record_id", "action") WHERE "draft_id" IS NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "catalogue_schedules"`);
  }
}
