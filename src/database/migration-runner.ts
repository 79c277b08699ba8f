import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MIGRATIONS_GLOB } from './data-source-options';

/** Any fixed number: instances starting together take turns at the migrations. */
const MIGRATION_LOCK = 0x5a0a0000;

/**
 * Applies pending migrations at start, under a PostgreSQL advisory lock, so several instances
 * started at once do not race each other (the release step `npm run migration:run` does the same).
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
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      const applied = await this.dataSource.runMigrations();
      if (applied.length > 0)
        this.logger.log(`Applied migrations: ${applied.map((m) => m.name).join(', ')}`);
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      await runner.release();
    }
  }
}
