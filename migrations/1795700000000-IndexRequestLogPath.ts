import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The studio's request log filters by path prefix (`path LIKE 'x%'`); without an index every such
 * query read every day partition. text_pattern_ops compares byte-wise, so the prefix match uses
 * the index whatever the database's collation; created_at second serves the date filters and the
 * count by an index-only scan. On the partitioned table the index is created on every partition.
 */
export class IndexRequestLogPath1795700000000 implements MigrationInterface {
  name = 'IndexRequestLogPath1795700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "ix_api_request_logs_path_created_at" ON "api_request_logs" ("path" text_pattern_ops, "created_at")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."ix_api_request_logs_path_created_at"`);
  }
}
