import type { Pool, PoolClient } from 'pg';

/**
 * Runs `work` in a transaction on a client of `pool` (a `pg` pool of a background worker's own,
 * outside TypeORM): BEGIN, COMMIT when it resolves, ROLLBACK and rethrow when it throws.
 */
export async function inPoolTransaction<T>(
  pool: Pool,
  work: (client: PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let failure: Error | undefined;
  // The pool stops listening for a checked-out client's errors: a connection lost between two
  // statements would otherwise be an unhandled 'error' event (the statement itself fails too).
  const onError = (error: Error) => (failure = error);
  client.on('error', onError);
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    failure = error as Error;
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    // A client whose transaction failed is discarded: its connection may be the broken part.
    client.removeListener('error', onError);
    client.release(failure);
  }
}
