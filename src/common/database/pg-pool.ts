import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/**
 * The pg pool TypeORM opened, for the hot public reads that send hand-written SQL instead of
 * going through the query builder and entity hydration (docs/performance.md). Same connections,
 * same limits, and the same errors (a pg error carries the SQLSTATE the problem filter reads).
 */
export function pgPool(dataSource: DataSource): Pool {
  return (dataSource.driver as PostgresDriver).master as Pool;
}
