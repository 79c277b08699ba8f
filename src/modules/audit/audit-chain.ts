import { createHash } from 'node:crypto';

/** The previous hash of the first entry: there is nothing before it. */
export const GENESIS_HASH = '0'.repeat(64);

/** Every stored column of an audit entry except its own hash, as the chain hashes it. */
export interface AuditContent {
  id: string;
  /** The chain position; a decimal string, since PostgreSQL bigints outgrow JavaScript numbers. */
  seq: string;
  user_id: string | null;
  user_email: string | null;
  action: string;
  entity_type: string;
  entity_id: string | null;
  changes: unknown;
  ip: string | null;
  /** ISO 8601 with milliseconds, exactly as stored. */
  created_at: string;
  prev_hash: string;
  /**
   * Who ran the write, present only when the scheduler did (see actorContent): a user's entry
   * hashes exactly as entries did before these columns existed.
   */
  actor_type?: 'scheduler';
  actor_job?: string;
  scheduled_by?: string | null;
}

/**
 * Who ran a write: a `user` (a studio request; the entry's user is the caller, when signed in) or
 * the `scheduler` (a job at its time: `job` is its task, `scheduledBy` the user whose write
 * scheduled it).
 */
export type AuditActor =
  { type: 'user' } | { type: 'scheduler'; job: string; scheduledBy: string | null };

/** The actor's members of an entry's hashed content: none for a user's write. */
export function actorContent(
  actor: AuditActor,
): Pick<AuditContent, 'actor_type' | 'actor_job' | 'scheduled_by'> {
  return actor.type === 'user'
    ? {}
    : {
        actor_type: 'scheduler',
        actor_job: actor.job,
        scheduled_by: actor.scheduledBy?.toLowerCase() ?? null,
      };
}

/**
 * JSON with object keys sorted at every level and no whitespace, so the same content always gives
 * the same text whatever order a body or jsonb column returns its keys in. `undefined` members are
 * left out and `undefined` array items become null, as JSON.stringify does.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') return Number.isFinite(value) ? JSON.stringify(value) : 'null';
  if (typeof value === 'string' || typeof value === 'boolean') return JSON.stringify(value);
  if (typeof value === 'bigint') return JSON.stringify(value.toString());
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item)).join(',')}]`;
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const members = Object.keys(record)
      .filter((key) => record[key] !== undefined && typeof record[key] !== 'function')
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`);
    return `{${members.join(',')}}`;
  }
  return 'null';
}

/** sha256(prev_hash + canonicalJson(content)), hex: the link that ties an entry to the one before. */
export function hashEntry(content: AuditContent): string {
  return createHash('sha256')
    .update(content.prev_hash)
    .update(canonicalJson(content))
    .digest('hex');
}
