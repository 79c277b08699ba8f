import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Preview tokens (docs/behaviour.md#previews): what each token the studio issued may show (its
 * scope: a record, a draft, a release, or every draft), until when, and whether it was revoked;
 * a release's tokens go with it. Only a hash of the token is kept. The request
 * log marks preview reads (`preview`), which the daily rollups leave out.
 */
export class PreviewTokens1796600000000 implements MigrationInterface {
  name = 'PreviewTokens1796600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "preview_tokens" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "scope" character varying(16) NOT NULL,
        "resource" character varying(40),
        "record_id" uuid,
        "draft_id" uuid,
        "release_id" uuid,
        "token_hash" character varying(64) NOT NULL,
        "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "revoked_at" TIMESTAMP WITH TIME ZONE,
        "created_by" uuid,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_preview_tokens" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_preview_tokens_scope" CHECK ("scope" IN ('record', 'drafts', 'release')),
        CONSTRAINT "FK_preview_tokens_release" FOREIGN KEY ("release_id")
          REFERENCES "catalogue_releases" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_preview_tokens_created" ON "preview_tokens" ("created_at", "id")`,
    );
    await queryRunner.query(
      `ALTER TABLE "api_request_logs" ADD "preview" boolean NOT NULL DEFAULT false`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "api_request_logs" DROP COLUMN "preview"`);
    await queryRunner.query(`DROP TABLE "preview_tokens"`);
  }
}
