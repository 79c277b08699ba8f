import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The studio's request log filters previews (`preview = true`), a small share of the traffic:
 * without an index the newest-first page and the count read every day partition to find none or
 * a few. A partial index holds only the preview rows, so it costs the writer nothing for the rest.
 * On the partitioned table the index is created on every partition.
 */
export class IndexRequestLogPreviews1796900000000 implements MigrationInterface {
  name = 'IndexRequestLogPreviews1796900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "ix_api_request_logs_preview_created_at" ON "api_request_logs" ("created_at") WHERE "preview"`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."ix_api_request_logs_preview_created_at"`);
  }
}
