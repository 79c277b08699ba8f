import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../database/data-source-options';
import { runCli } from './cli-context';
import { createScratchDatabase } from './scratch-database';

/**
 * CI's migration check on a fresh database: every migration applies, every one reverts, they
 * apply again, and then the entities ask for no further change (what `migration:generate` would
 * write is empty). Exits 1 and prints the missing SQL when entities and migrations disagree.
 */
async function main(): Promise<number> {
  const scratch = await createScratchDatabase(process.env.DATABASE_URL, 'migration_check');
  const dataSource = new DataSource(dataSourceOptions(scratch.url));
  try {
    await dataSource.initialize();
    const applied = await dataSource.runMigrations();
    for (let i = 0; i < applied.length; i++) await dataSource.undoLastMigration();
    await dataSource.runMigrations();
    const pending = await dataSource.driver.createSchemaBuilder().log();
    if (pending.upQueries.length > 0) {
      console.error('Entities and migrations disagree. A migration is missing for:');
      for (const query of pending.upQueries) console.error(`  ${query.query};`);
      return 1;
    }
    console.log(
      `Migrations OK: ${applied.length} applied, reverted and re-applied; entities match the schema.`,
    );
    return 0;
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await scratch.drop();
  }
}

runCli(main);
