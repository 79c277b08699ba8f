import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Releases (docs/behaviour.md#releases): a named group of drafts published together in one
 * transaction, now or at `publish_at`. An entry keeps the draft's id, resource and record after
 * publishing removes the draft; `pending_draft_id` is the link to the staged draft while it waits
 * (unique: a draft is in at most one release), so discarding the draft, publishing it alone or
 * deleting its record takes it out of the release.
 */
export class CatalogueReleases1796500000000 implements MigrationInterface {
  name = 'CatalogueReleases1796500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "catalogue_releases" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "name" character varying(200) NOT NULL,
        "status" character varying(20) NOT NULL DEFAULT 'open',
        "publish_at" TIMESTAMP WITH TIME ZONE,
        "publish_force" boolean NOT NULL DEFAULT false,
        "published_at" TIMESTAMP WITH TIME ZONE,
        "published_by" uuid,
        "attempted_at" TIMESTAMP WITH TIME ZONE,
        "attempted_by" uuid,
        "error" jsonb,
        "created_by" uuid,
        "updated_by" uuid,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_catalogue_releases" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_catalogue_releases_status"
          CHECK ("status" IN ('open', 'scheduled', 'published', 'failed')),
        CONSTRAINT "CHK_catalogue_releases_schedule"
          CHECK (("status" = 'scheduled') = ("publish_at" IS NOT NULL))
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_catalogue_releases_updated" ON "catalogue_releases" ("updated_at", "id")`,
    );
    await queryRunner.query(`
      CREATE TABLE "catalogue_release_entries" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "release_id" uuid NOT NULL,
        "pending_draft_id" uuid,
        "draft_id" uuid NOT NULL,
        "resource" character varying(40) NOT NULL,
        "record_id" uuid,
        "new_record" boolean NOT NULL,
        "result" character varying(20),
        "added_by" uuid,
        "added_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_catalogue_release_entries" PRIMARY KEY ("id"),
        CONSTRAINT "FK_catalogue_release_entries_release" FOREIGN KEY ("release_id")
          REFERENCES "catalogue_releases" ("id") ON DELETE CASCADE,
        CONSTRAINT "FK_catalogue_release_entries_draft" FOREIGN KEY ("pending_draft_id")
          REFERENCES "catalogue_drafts" ("id") ON DELETE CASCADE,
        CONSTRAINT "UQ_catalogue_release_entries_draft" UNIQUE ("pending_draft_id"),
        CONSTRAINT "CHK_catalogue_release_entries_result"
          CHECK ("result" IN ('published', 'failed', 'not_published'))
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_catalogue_release_entries_release" ON "catalogue_release_entries" ("release_id", "added_at", "id")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "catalogue_release_entries"`);
    await queryRunner.query(`DROP TABLE "catalogue_releases"`);
  }
}
