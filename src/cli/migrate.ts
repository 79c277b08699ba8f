import 'reflect-metadata';
import { applyPendingMigrations } from '../database/migration-runner';
import { runCli, withDataSource } from './cli-context';

/**
 * The release step: applies pending migrations (DATABASE_URL, or the embedded PostgreSQL under
 * DATA_DIR) under the same advisory lock the instances take at start, then exits. Runs from the
 * build (`node dist/cli/migrate.js`), so it needs no ts-node in a production image.
 */
runCli(() =>
  withDataSource(async (dataSource) => {
    if (dataSource.migrations.length === 0)
      throw new Error('No compiled migrations found; build with `npm run build`.');
    const applied = await applyPendingMigrations(dataSource);
    console.log(
      applied.length > 0 ? `Applied migrations: ${applied.join(', ')}` : 'No pending migrations',
    );
  }),
);
