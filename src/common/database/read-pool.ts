import type { OnApplicationShutdown } from '@nestjs/common';
import {
  Pool,
  PoolClient,
  PoolConfig,
  QueryArrayConfig,
  QueryConfig,
  QueryResult,
  QueryResultRow,
} from 'pg';
import type { EntityManager } from 'typeorm';

/**
 * The read side's connections to PostgreSQL: its own pg pool (pg's public API), separate from
 * TypeORM's, which the writes keep. The catalogue's read models (`common/read`) and the live-data
 * look-ups send their statements here. Provided once by the DatabaseModule and closed when the
 * application shuts down; built from `readPoolOptions` (database/data-source-options.ts), which
 * issue 39 (read replicas) can point at another database without touching a reader.
 *
 * `query(statement, on)` is the whole layer: with `on`, a transaction's EntityManager (a studio
 * write building its answer), the statement runs on that transaction's connection
 * (`queryRunner.connect()`, TypeORM's public API), so it sees what the write has written;
 * without it, on this pool. A pg error arrives as it is (its SQLSTATE is what the problem filter
 * reads).
 */
export class ReadPool implements OnApplicationShutdown {
  private readonly pool: Pool;

  constructor(options: PoolConfig) {
    this.pool = new Pool(options);
    // An idle connection the server ends is dropped by the pool; the statement that needed it
    // fails on its own.
    this.pool.on('error', () => undefined);
  }

  /** Rows as objects named by the select list. */
  query<R extends QueryResultRow>(
    statement: QueryConfig,
    on?: EntityManager,
  ): Promise<QueryResult<R>>;
  /** Rows as arrays in the order of the select list (what the read models map). */
  query(statement: QueryArrayConfig, on?: EntityManager): Promise<QueryResult<unknown[]>>;
  query(
    statement: QueryConfig | QueryArrayConfig,
    on?: EntityManager,
  ): Promise<QueryResult<QueryResultRow>> {
    const runner = on?.queryRunner;
    if (!runner) return send(this.pool, statement);
    return (runner.connect() as Promise<PoolClient>).then((client) => send(client, statement));
  }

  onApplicationShutdown(): Promise<void> {
    return this.pool.end();
  }
}

/**
 * One statement as one promise. pg's own promise form makes two promises and a reaction more per
 * statement, and on Node 20, where the logging context's AsyncLocalStorage runs a hook for every
 * promise, each is work on every read (docs/performance.md).
 */
function send(
  on: Pool | PoolClient,
  statement: QueryConfig | QueryArrayConfig,
): Promise<QueryResult<QueryResultRow>> {
  return new Promise((resolve, reject) => {
    // One runtime path for both configs; pg's types split them only for the rows' type.
    on.query(statement as QueryConfig, (error: Error | undefined, result: QueryResult) =>
      error ? reject(error) : resolve(result),
    );
  });
}
