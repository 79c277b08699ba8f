import type { Pool } from 'pg';
import { inPoolTransaction } from '@/common/database/pool-transaction';
import type { SealedSecretRow } from './webhook-secrets';

/** Inserts into the outbox, and new test or redeliveries, notify this channel (see the migration). */
export const WAKE_CHANNEL = 'outbox_events';

/** Any fixed number: one instance at a time turns outbox events into deliveries, in `seq` order. */
const FAN_OUT_LOCK = 0x5eb400c5;

/**
 * A delivery is eligible when no earlier event of the same record is still pending for the same
 * endpoint: the events of one record reach an endpoint in order, each after the one before it
 * succeeded or was given up. Events without a record (tests) are not ordered.
 */
const IN_RECORD_ORDER = `
  NOT EXISTS (
    SELECT 1 FROM webhook_deliveries earlier
     WHERE earlier.endpoint_id = d.endpoint_id
       AND earlier.record_id = d.record_id
       AND earlier.status = 'pending'
       AND earlier.event_seq < d.event_seq)`;

/** Pending, and for an inactive endpoint only what an admin sent by hand (tests, redeliveries). */
const SENDABLE = `
  d.status = 'pending'
  AND (e.is_active OR d.trigger <> 'event')
  AND ${IN_RECORD_ORDER}`;

export interface OutboxRow {
  id: string;
  seq: string;
  type: string;
  record_id: string;
  data: unknown;
  changed_fields: string[];
  locale: string | null;
  occurred_at: Date;
}

export interface NewDelivery {
  id: string;
  endpointId: string;
  eventId: string;
  eventType: string;
  recordId: string;
  eventSeq: string;
  body: string;
}

export interface ClaimedDelivery {
  id: string;
  endpoint_id: string;
  event_id: string;
  body: string;
  attempts: number;
  url: string;
}

export interface AttemptResult {
  ok: boolean;
  /** 410 Gone: the receiver asks to stop; the endpoint is disabled at once. */
  gone: boolean;
  status: number | null;
  responseBody: string | null;
  latencyMs: number;
  error: string | null;
  /** Wait before the next attempt, if this one failed. */
  retryDelayMs: number;
}

export interface RecordedAttempt {
  /** The delivery is finished (succeeded or given up). */
  completed: boolean;
  /** The endpoint was disabled by this attempt. */
  disabled: boolean;
}

/**
 * The dispatcher's SQL, on the dispatcher's own pool. Every time comparison uses the database's
 * clock, so instances whose clocks differ agree on what is due.
 */
export class WebhookDispatchStore {
  constructor(private readonly pool: Pool) {}

  /**
   * Turns up to `limit` outbox events into deliveries for the endpoints active now whose patterns
   * match, in one transaction, and marks them fanned out. Returns how many events it took, or 0
   * when another instance holds the fan-out lock (it does the work).
   *
   * Events of one record are written by transactions that lock that record, so they commit in
   * `seq` order; an event committed late by another record's transaction is simply taken by a
   * later call (the pending rows are found by `fanned_out_at IS NULL`, not by a cursor).
   */
  async fanOut(
    limit: number,
    plan: (
      events: OutboxRow[],
      endpoints: Array<{ id: string; events: string[] }>,
    ) => NewDelivery[],
  ): Promise<number> {
    return inPoolTransaction(this.pool, async (client) => {
      const { rows: locked } = await client.query<{ ok: boolean }>(
        'SELECT pg_try_advisory_xact_lock($1) AS ok',
        [FAN_OUT_LOCK],
      );
      if (!locked[0].ok) return 0;
      const { rows: events } = await client.query<OutboxRow>(
        `SELECT id, seq, type, record_id, data, changed_fields, locale, occurred_at
           FROM outbox_events WHERE fanned_out_at IS NULL ORDER BY seq LIMIT $1`,
        [limit],
      );
      if (events.length === 0) return 0;
      const { rows: endpoints } = await client.query<{ id: string; events: string[] }>(
        'SELECT id, events FROM webhook_endpoints WHERE is_active',
      );
      const deliveries = plan(events, endpoints);
      if (deliveries.length > 0) {
        await client.query(
          `INSERT INTO webhook_deliveries
             (id, endpoint_id, event_id, event_type, record_id, event_seq, trigger, body, status, next_attempt_at)
           SELECT id, endpoint_id, event_id, event_type, record_id, event_seq, 'event', body, 'pending', now()
             FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::varchar[], $5::uuid[], $6::bigint[], $7::text[])
               AS n(id, endpoint_id, event_id, event_type, record_id, event_seq, body)`,
          [
            deliveries.map((d) => d.id),
            deliveries.map((d) => d.endpointId),
            deliveries.map((d) => d.eventId),
            deliveries.map((d) => d.eventType),
            deliveries.map((d) => d.recordId),
            deliveries.map((d) => d.eventSeq),
            deliveries.map((d) => d.body),
          ],
        );
      }
      await client.query('UPDATE outbox_events SET fanned_out_at = now() WHERE id = ANY($1)', [
        events.map((e) => e.id),
      ]);
      return events.length;
    });
  }

  /**
   * Takes up to `limit` due deliveries for this instance: `FOR UPDATE SKIP LOCKED` lets several
   * instances claim at once without waiting for or taking each other's rows, and the claim
   * (`claimed_until`) keeps them off the others' lists until the attempt is recorded. An instance
   * that dies mid-attempt leaves a claim that simply expires.
   */
  async claim(limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
    const { rows } = await this.pool.query<ClaimedDelivery>(
      `WITH due AS (
         SELECT d.id
           FROM webhook_deliveries d
           JOIN webhook_endpoints e ON e.id = d.endpoint_id
          WHERE ${SENDABLE}
            AND d.next_attempt_at <= now()
            AND (d.claimed_until IS NULL OR d.claimed_until < now())
          ORDER BY d.next_attempt_at, d.event_seq
          LIMIT $1
          FOR UPDATE OF d SKIP LOCKED
       )
       UPDATE webhook_deliveries d
          SET claimed_until = now() + $2 * interval '1 millisecond'
         FROM due, webhook_endpoints e
        WHERE d.id = due.id AND e.id = d.endpoint_id
       RETURNING d.id, d.endpoint_id, d.event_id, d.body, d.attempts, e.url`,
      [limit, leaseMs],
    );
    return rows;
  }

  /** The sealed secrets each endpoint signs with now, newest first. */
  async secretsOf(endpointIds: string[]): Promise<Map<string, SealedSecretRow[]>> {
    const { rows } = await this.pool.query<SealedSecretRow & { endpointId: string }>(
      `SELECT id, endpoint_id AS "endpointId", ciphertext, nonce, auth_tag AS "authTag",
              wrapped_key AS "wrappedKey", master_key_id AS "masterKeyId"
         FROM webhook_endpoint_secrets
        WHERE endpoint_id = ANY($1) AND (expires_at IS NULL OR expires_at > now())
        ORDER BY created_at DESC, id`,
      [endpointIds],
    );
    const byEndpoint = new Map<string, SealedSecretRow[]>();
    for (const row of rows) {
      byEndpoint.set(row.endpointId, [...(byEndpoint.get(row.endpointId) ?? []), row]);
    }
    return byEndpoint;
  }

  /** Gives a claimed delivery back without counting an attempt (shutdown, unreadable secret). */
  async release(deliveryId: string, delayMs: number): Promise<void> {
    await this.pool.query(
      `UPDATE webhook_deliveries
          SET claimed_until = NULL,
              next_attempt_at = GREATEST(next_attempt_at, now() + $2 * interval '1 millisecond')
        WHERE id = $1 AND status = 'pending'`,
      [deliveryId, delayMs],
    );
  }

  /**
   * Records an attempt and what follows from it, in one transaction: the delivery succeeds, is
   * retried after `retryDelayMs` (the last retry falls exactly at the end of the retry window),
   * or is given up; a success clears the endpoint's run of failures, a failure starts one, and a
   * run as long as the window (or a 410) disables the endpoint. Ignored when the attempt count
   * moved meanwhile (the claim expired and another instance recorded an attempt), or when the
   * endpoint was deleted meanwhile.
   */
  async record(
    claim: Pick<ClaimedDelivery, 'id' | 'attempts'>,
    result: AttemptResult,
    windowSeconds: number,
    disabledReason: string,
  ): Promise<RecordedAttempt> {
    return inPoolTransaction(this.pool, async (client) => {
      // The endpoint first, as a DELETE of the endpoint takes it (then its deliveries, by the
      // cascade): locking the delivery first and the endpoint after would deadlock with one.
      await client.query(
        `SELECT 1 FROM webhook_endpoints
          WHERE id = (SELECT endpoint_id FROM webhook_deliveries WHERE id = $1)
            FOR NO KEY UPDATE`,
        [claim.id],
      );
      const { rows } = await client.query<{
        endpoint_id: string;
        status: string;
        record_id: string | null;
        created_at: Date;
      }>(
        `UPDATE webhook_deliveries SET
           attempts = attempts + 1,
           last_attempt_at = now(),
           claimed_until = NULL,
           response_status = $3,
           response_body = $4,
           latency_ms = $5,
           error = $6,
           status = CASE
             WHEN $7 THEN 'succeeded'
             WHEN $8 OR now() >= created_at + $10 * interval '1 second' THEN 'failed'
             ELSE 'pending' END,
           next_attempt_at = CASE
             WHEN $7 OR $8 OR now() >= created_at + $10 * interval '1 second' THEN NULL
             ELSE LEAST(now() + $9 * interval '1 millisecond', created_at + $10 * interval '1 second') END,
           completed_at = CASE
             WHEN $7 OR $8 OR now() >= created_at + $10 * interval '1 second' THEN now()
             ELSE NULL END
         WHERE id = $1 AND attempts = $2 AND status = 'pending'
         RETURNING endpoint_id, status, record_id, created_at`,
        [
          claim.id,
          claim.attempts,
          result.status,
          result.responseBody,
          result.latencyMs,
          result.error,
          result.ok,
          result.gone,
          result.retryDelayMs,
          windowSeconds,
        ],
      );
      if (rows.length === 0) return { completed: false, disabled: false };
      const [delivery] = rows;
      const completed = delivery.status !== 'pending';
      let disabled = false;
      if (result.ok) {
        await client.query(
          'UPDATE webhook_endpoints SET failing_since = NULL WHERE id = $1 AND failing_since IS NOT NULL',
          [delivery.endpoint_id],
        );
      } else {
        // The endpoint has been failing at least since this delivery was waiting for it.
        const { rowCount } = await client.query(
          `UPDATE webhook_endpoints SET
             failing_since = COALESCE(failing_since, $5),
             is_active = false,
             disabled_at = now(),
             disabled_reason = $2,
             updated_at = now()
           WHERE id = $1 AND is_active
             AND ($3 OR COALESCE(failing_since, $5) <= now() - $4 * interval '1 second')`,
          [delivery.endpoint_id, disabledReason, result.gone, windowSeconds, delivery.created_at],
        );
        disabled = (rowCount ?? 0) > 0;
        if (!disabled) {
          await client.query(
            'UPDATE webhook_endpoints SET failing_since = $2 WHERE id = $1 AND is_active AND failing_since IS NULL',
            [delivery.endpoint_id, delivery.created_at],
          );
        }
      }
      // Another instance may hold the next event of this record back until this one is done.
      if (completed && delivery.record_id) {
        await client.query('SELECT pg_notify($1, $2)', [WAKE_CHANNEL, '']);
      }
      return { completed, disabled };
    });
  }

  /**
   * Milliseconds until the next delivery this instance could send becomes due (0 when one is due
   * now), or null when nothing is waiting. A delivery another instance has claimed counts from
   * the end of its claim.
   */
  async msUntilNextDue(): Promise<number | null> {
    // GREATEST ignores NULLs, so it is applied outside the aggregate: with nothing waiting, min()
    // is NULL and so is the answer (not 0, which would have the dispatcher poll without end).
    const { rows } = await this.pool.query<{ wait_ms: number | null }>(
      `SELECT GREATEST(0, EXTRACT(EPOCH FROM (next_due - now())) * 1000)::float8 AS wait_ms
         FROM (SELECT min(GREATEST(d.next_attempt_at, COALESCE(d.claimed_until, d.next_attempt_at))) AS next_due
                 FROM webhook_deliveries d
                 JOIN webhook_endpoints e ON e.id = d.endpoint_id
                WHERE ${SENDABLE}) due
        WHERE next_due IS NOT NULL`,
    );
    return rows[0]?.wait_ms ?? null;
  }

  /**
   * Deletes finished deliveries and fanned-out outbox events older than the retention, and
   * rotated-out secrets past their overlap, in batches so no statement holds locks for long.
   */
  async sweep(retentionDays: number, batch = 5000): Promise<number> {
    let deleted = 0;
    for (const statement of [
      `DELETE FROM webhook_deliveries WHERE id IN (
         SELECT id FROM webhook_deliveries
          WHERE completed_at < now() - $1 * interval '1 day' LIMIT $2)`,
      `DELETE FROM outbox_events WHERE id IN (
         SELECT id FROM outbox_events
          WHERE occurred_at < now() - $1 * interval '1 day' AND fanned_out_at IS NOT NULL LIMIT $2)`,
    ]) {
      for (;;) {
        const { rowCount } = await this.pool.query(statement, [retentionDays, batch]);
        deleted += rowCount ?? 0;
        if ((rowCount ?? 0) < batch) break;
      }
    }
    const { rowCount } = await this.pool.query(
      'DELETE FROM webhook_endpoint_secrets WHERE expires_at <= now()',
    );
    return deleted + (rowCount ?? 0);
  }
}
