import type {
  Pool,
  PoolClient,
  QueryArrayConfig,
  QueryConfig,
  QueryResult,
  QueryResultRow,
} from 'pg';
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

/**
 * One statement on the pool (or a client) as one promise. pg's own promise form makes two
 * promises and a reaction more per statement, and on Node 20, where the logging context's
 * AsyncLocalStorage runs a hook for every promise, each is work on every read
 * (docs/performance.md).
 */
export function runQuery<R extends QueryResultRow>(
  on: Pool | PoolClient,
  config: QueryConfig | QueryArrayConfig,
): Promise<QueryResult<R>> {
  return new Promise((resolve, reject) => {
    // One runtime path for both configs; pg's types split them only for the rows' type.
    on.query<R>(config as QueryConfig, (error: Error | undefined, result: QueryResult<R>) =>
      error ? reject(error) : resolve(result),
    );
  });
}
