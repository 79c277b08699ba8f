import type { Pool } from 'pg';
import { inPoolTransaction } from '@/common/database/pool-transaction';

/** The purge queue's inserts notify this channel (see the migration). */
export const PURGE_CHANNEL = 'cdn_purges';

export interface QueuedPurge {
  id: string;
  resource: string;
  record_id: string;
  attempts: number;
}

export type BatchResult = { purged: true } | { purged: false; error: string; retryDelayMs: number };

/**
 * The purge queue's SQL, on the purger's own pool. A batch is claimed with FOR UPDATE SKIP
 * LOCKED in a transaction that stays open while its purge is sent, so one instance sends it; an
 * instance that stops mid-way rolls it back and the rows are taken again. Times are the
 * database's, so instances whose clocks differ agree on what is due.
 */
export class CdnPurgeStore {
  constructor(private readonly pool: Pool) {}

  /**
   * Claims up to `limit` due rows, hands them to `purge` and, in the same transaction, deletes
   * them (purged) or schedules their next attempt. Answers how many rows it took (0: none due).
   */
  async purgeDue(
    limit: number,
    purge: (rows: QueuedPurge[]) => Promise<BatchResult>,
  ): Promise<number> {
    return inPoolTransaction(this.pool, async (client) => {
      const { rows } = await client.query<QueuedPurge>(
        `SELECT id, resource, record_id, attempts FROM cdn_purges
          WHERE next_attempt_at <= now() ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [limit],
      );
      if (rows.length === 0) return 0;
      const ids = rows.map((row) => row.id);
      const result = await purge(rows);
      if (result.purged) await client.query('DELETE FROM cdn_purges WHERE id = ANY($1)', [ids]);
      else
        await client.query(
          `UPDATE cdn_purges SET attempts = attempts + 1, last_error = $2,
                  next_attempt_at = now() + $3 * interval '1 millisecond'
            WHERE id = ANY($1)`,
          [ids, result.error.slice(0, 500), result.retryDelayMs],
        );
      return rows.length;
    });
  }

  /** Milliseconds until the next row is due (0 when one is), or null when the queue is empty. */
  async msUntilNextDue(): Promise<number | null> {
    const { rows } = await this.pool.query<{ wait_ms: number | null }>(
      `SELECT GREATEST(0, EXTRACT(EPOCH FROM (min(next_attempt_at) - now())) * 1000)::float8 AS wait_ms
         FROM cdn_purges`,
    );
    return rows[0]?.wait_ms ?? null;
  }
}
