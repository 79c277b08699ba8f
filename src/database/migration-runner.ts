import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { migrateJobQueue } from '../modules/jobs/scheduled-jobs';
import { MIGRATIONS_GLOB } from './data-source-options';

/** Any fixed number: instances starting together take turns at the migrations. */
const MIGRATION_LOCK = 0x5a0a0000;

/**
 * Applies the pending migrations under the advisory lock and returns their names, then creates or
 * upgrades the job queue's schema (graphile-worker's own migrations). Used at start, by the release
 * step `node dist/cli/migrate.js` and by the tests' template database.
 *
 * Neither the lock nor the migrations are bound by the pool's 30-second query timeout: on a large
 * catalogue one statement of a migration (an index build, a table rewrite) takes minutes, and an
 * instance starting meanwhile waits that long for the lock.
 */
export async function applyPendingMigrations(dataSource: DataSource): Promise<string[]> {
  const url = 'url' in dataSource.options ? dataSource.options.url : undefined;
  if (!url) throw new Error('Migrations need the data source to be configured with a url');
  const lock = new Client({
    connectionString: url,
    application_name: 'guide-platform-api:migrations',
  });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const applied = (await dataSource.showMigrations()) ? await runUnlimited(dataSource) : [];
    await migrateJobQueue(url);
    return applied.map((m) => m.name);
  } finally {
    await lock.end().catch(() => undefined);
  }
}

/** Runs the pending migrations on a data source like `dataSource` whose queries have no time limit. */
async function runUnlimited(dataSource: DataSource) {
  const { options } = dataSource;
  const unlimited = new DataSource({
    ...options,
    extra: { ...(options.extra as object), max: 2, query_timeout: 0 },
  });
  await unlimited.initialize();
  try {
    return await unlimited.runMigrations();
  } finally {
    await unlimited.destroy();
  }
}

/**
 * Applies pending migrations at start, under a PostgreSQL advisory lock, so several instances
 * started at once do not race each other (the release step `node dist/cli/migrate.js` takes the same lock).
 */
@Injectable()
export class MigrationRunner implements OnModuleInit {
  private readonly logger = new Logger(MigrationRunner.name);

  constructor(private readonly dataSource: DataSource) {}

  async onModuleInit(): Promise<void> {
    if (this.dataSource.migrations.length === 0) {
      // A build that left out migrations/ would otherwise start on an empty schema.
      throw new Error(`No migrations found (${MIGRATIONS_GLOB}); build with \`npm run build\`.`);
    }
    const applied = await applyPendingMigrations(this.dataSource);
    if (applied.length > 0) this.logger.log(`Applied migrations: ${applied.join(', ')}`);
  }
}
