import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * API keys get a kind: `browser` (every existing key, which keeps its allowlist and behaviour) or
 * `server`. Allowlist entries may carry a `:port`, hence 6 more characters per entry (widened in
 * place, so the entries are kept).
 */
export class AddApiKeyKind1795900200000 implements MigrationInterface {
  name = 'AddApiKeyKind1795900200000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "public"."api_key_kind" AS ENUM('browser', 'server')`);
    await queryRunner.query(
      `ALTER TABLE "api_clients" ADD "kind" "public"."api_key_kind" NOT NULL DEFAULT 'browser'`,
    );
    await queryRunner.query(
      `ALTER TABLE "api_clients" ALTER COLUMN "allowed_domains" TYPE character varying(259) array`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // Entries with a port do not fit the old width and have no meaning before this migration.
    await queryRunner.query(
      `UPDATE "api_clients" SET "allowed_domains" = ARRAY(SELECT d FROM unnest("allowed_domains") AS d WHERE d NOT LIKE '%:%')`,
    );
    await queryRunner.query(
      `ALTER TABLE "api_clients" ALTER COLUMN "allowed_domains" TYPE character varying(253) array`,
    );
    await queryRunner.query(`ALTER TABLE "api_clients" DROP COLUMN "kind"`);
    await queryRunner.query(`DROP TYPE "public"."api_key_kind"`);
  }
}
