import { DataSource, MigrationInterface, QueryRunner } from 'typeorm';
import { dataSourceOptions } from '@/database/data-source-options';
import { applyPendingMigrations } from '@/database/migration-runner';
import { createTestDatabase, dropTestDatabase } from './support/test-database';

/** A migration with one statement longer than the pool's query timeout below. */
class SlowStatement1000000000000 implements MigrationInterface {
  name = 'SlowStatement1000000000000';
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('SELECT pg_sleep(0.6)');
    await queryRunner.query('CREATE TABLE slow_statement_done (id int)');
  }
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE slow_statement_done');
  }
}

describe('applyPendingMigrations', () => {
  let database: { name: string; url: string };
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase();
    // The service's options with a query timeout far below the migration's statement.
    const options = dataSourceOptions(database.url);
    dataSource = new DataSource({
      ...options,
      migrations: [SlowStatement1000000000000],
      extra: { ...(options.extra as object), query_timeout: 200 },
    });
    await dataSource.initialize();
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await dropTestDatabase(database.name);
  });

  it('runs a statement longer than the pool’s query timeout (an index build on a large table)', async () => {
    expect(await applyPendingMigrations(dataSource)).toEqual(['SlowStatement1000000000000']);
    expect(await dataSource.query(`SELECT to_regclass('slow_statement_done') AS t`)).toEqual([
      { t: 'slow_statement_done' },
    ]);
    // Nothing is pending any more: a second run applies nothing.
    expect(await applyPendingMigrations(dataSource)).toEqual([]);
  });
});
