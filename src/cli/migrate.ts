import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/app-config';
import { dataSourceOptions } from '../database/data-source-options';
import { applyPendingMigrations } from '../database/migration-runner';
import { resolveDatabase } from '../database/resolve-database';

/**
 * The release step: applies pending migrations (DATABASE_URL, or the embedded PostgreSQL under
 * DATA_DIR) under the same advisory lock the instances take at start, then exits. Runs from the
 * build (`node dist/cli/migrate.js`), so it needs no ts-node in a production image.
 */
async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
  const database = await resolveDatabase(config);
  const dataSource = new DataSource(dataSourceOptions(database.url));
  try {
    await dataSource.initialize();
    if (dataSource.migrations.length === 0)
      throw new Error('No compiled migrations found; build with `npm run build`.');
    const applied = await applyPendingMigrations(dataSource);
    console.log(
      applied.length > 0 ? `Applied migrations: ${applied.join(', ')}` : 'No pending migrations',
    );
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
