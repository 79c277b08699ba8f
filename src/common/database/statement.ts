import type {
  Pool,
  PoolClient,
  QueryArrayConfig,
  QueryConfig,
  QueryResult,
  QueryResultRow,
} from 'pg';

/** A statement of the read side: rows as objects, or as arrays (what the read models map). */
export type ReadStatement = QueryConfig | QueryArrayConfig;

/**
 * One statement as one promise. pg's own promise form makes two promises and a reaction more per
 * statement, and on Node 20, where the logging context's AsyncLocalStorage runs a hook for every
 * promise, each is work on every read (docs/performance.md).
 */
export function send(
  on: Pool | PoolClient,
  statement: ReadStatement,
): Promise<QueryResult<QueryResultRow>> {
  return new Promise((resolve, reject) => {
    // One runtime path for both configs; pg's types split them only for the rows' type.
    on.query(statement as QueryConfig, (error: Error | undefined, result: QueryResult) =>
      error ? reject(error) : resolve(result),
    );
  });
}
