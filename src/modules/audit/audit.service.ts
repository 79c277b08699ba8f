import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { ValidationFailedError } from '@/common/errors';
import { HeavyReads } from '@/common/heavy-reads';
import { startOfUtcDay } from '@/common/validation/utc-day';
import { actorContent, AuditActor, AuditContent, GENESIS_HASH, hashEntry } from './audit-chain';
import { storable } from './audit-redaction';
import { ListAuditEntriesQueryDto } from './dto/list-audit-entries-query.dto';
import { AuditEntry } from './entities/audit-entry.entity';

/** Any fixed number: writers take turns at the head of the chain. */
const AUDIT_CHAIN_LOCK = 0x5a0a0a0d;

const VERIFY_BATCH = 1000;
const MIN_BIGINT = '-9223372036854775808';

/** What one studio write adds to the log; the service adds id, seq, time and the chain. */
export interface AuditRecordInput {
  userId: string | null;
  userEmail: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  changes: unknown;
  ip: string | null;
  /** Who ran the write; a user when not given. */
  actor?: AuditActor;
}

export interface BrokenLink {
  seq: string;
  id: string;
  /** `content`: the row's columns no longer give its stored hash (the row was edited). `link`: its
   * prev_hash is not the hash of the row before it (a row was deleted, inserted or re-hashed). */
  altered: 'content' | 'link';
  expected: string;
  stored: string;
}

export type AuditVerification =
  | { intact: true; entries: number; head: { seq: string; hash: string } | null }
  | { intact: false; entries: number; broken: BrokenLink };

interface StoredRow extends Omit<
  AuditContent,
  'created_at' | 'actor_type' | 'actor_job' | 'scheduled_by'
> {
  created_at: Date;
  hash: string;
  actor_type: 'user' | 'scheduler';
  actor_job: string | null;
  scheduled_by: string | null;
}

@Injectable()
export class AuditService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly heavyReads: HeavyReads,
  ) {}

  /**
   * Appends one entry at the head of the chain. The advisory lock makes concurrent writers (on any
   * instance) take turns, so each row's prev_hash is the hash of the row before it by seq.
   */
  record(input: AuditRecordInput): Promise<AuditEntry['id']> {
    return this.dataSource.transaction((manager) => this.recordIn(manager, input));
  }

  /**
   * Appends the entry on the caller's transaction (`manager` must be the transaction's), so it
   * commits or rolls back with the write it describes. The chain lock is held until that commit:
   * call this as the transaction's last statement, to hold it briefly.
   */
  async recordIn(manager: EntityManager, input: AuditRecordInput): Promise<AuditEntry['id']> {
    await manager.query('SELECT pg_advisory_xact_lock($1)', [AUDIT_CHAIN_LOCK]);
    // A statement of its own after the lock, so its snapshot sees the previous holder's row.
    const [{ last, seq }] = await manager.query<Array<{ last: string | null; seq: string }>>(
      `SELECT (SELECT hash FROM audit_entries ORDER BY seq DESC LIMIT 1) AS last,
                nextval(pg_get_serial_sequence('audit_entries', 'seq'))::text AS seq`,
    );
    // Round-tripped through JSON so what is hashed is exactly what jsonb gives back.
    const changes: unknown =
      input.changes === null || input.changes === undefined
        ? null
        : JSON.parse(JSON.stringify(input.changes));
    const content: AuditContent = {
      id: randomUUID(),
      seq,
      user_id: input.userId?.toLowerCase() ?? null,
      user_email: input.userEmail,
      action: input.action.slice(0, 64),
      entity_type: input.entityType.slice(0, 64),
      entity_id: input.entityId === null ? null : storable(input.entityId),
      changes,
      ip: input.ip === null ? null : storable(input.ip).slice(0, 64),
      created_at: new Date().toISOString(),
      prev_hash: last ?? GENESIS_HASH,
      ...actorContent(input.actor ?? { type: 'user' }),
    };
    await manager.query(
      `INSERT INTO audit_entries
           (id, seq, user_id, user_email, action, entity_type, entity_id, changes, ip, created_at, prev_hash, hash,
            actor_type, actor_job, scheduled_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11, $12, $13, $14, $15)`,
      [
        content.id,
        content.seq,
        content.user_id,
        content.user_email,
        content.action,
        content.entity_type,
        content.entity_id,
        changes === null ? null : JSON.stringify(changes),
        content.ip,
        content.created_at,
        content.prev_hash,
        hashEntry(content),
        content.actor_type ?? 'user',
        content.actor_job ?? null,
        content.scheduled_by ?? null,
      ],
    );
    return content.id;
  }

  /** Newest first (time, then chain order); every filter optional, the dates inclusive in UTC. */
  async list(query: ListAuditEntriesQueryDto): Promise<[AuditEntry[], number]> {
    if (query.date_from && query.date_to && query.date_from > query.date_to) {
      throw ValidationFailedError.field('date_to', 'must not be before date_from');
    }
    return this.heavyReads.run((manager) => {
      const builder = manager.getRepository(AuditEntry).createQueryBuilder('entry');
      if (query.user_id) builder.andWhere('entry.user_id = :userId', { userId: query.user_id });
      if (query.entity_type)
        builder.andWhere('entry.entity_type = :entityType', { entityType: query.entity_type });
      if (query.action) builder.andWhere('entry.action = :action', { action: query.action });
      if (query.date_from)
        builder.andWhere('entry.created_at >= :from', { from: startOfUtcDay(query.date_from) });
      if (query.date_to)
        builder.andWhere('entry.created_at < :to', { to: startOfUtcDay(query.date_to, true) });
      return builder
        .orderBy('entry.created_at', 'DESC')
        .addOrderBy('entry.seq', 'DESC')
        .skip(query.skip)
        .take(query.limit)
        .getManyAndCount();
    });
  }

  /**
   * Walks the chain in seq order, a batch at a time, and stops at the first row whose hash does
   * not match its content or whose prev_hash is not the previous row's hash.
   */
  async verify(batchSize = VERIFY_BATCH): Promise<AuditVerification> {
    let expectedPrev = GENESIS_HASH;
    let after = MIN_BIGINT;
    let entries = 0;
    let head: { seq: string; hash: string } | null = null;
    for (;;) {
      // Sorted by the bigint column, not the text alias of the same name.
      const rows = await this.dataSource.query<StoredRow[]>(
        `SELECT id, seq::text AS seq, user_id, user_email, action, entity_type, entity_id, changes,
                ip, created_at, prev_hash, hash, actor_type, actor_job, scheduled_by
           FROM audit_entries WHERE seq > $1::bigint ORDER BY audit_entries.seq LIMIT $2`,
        [after, batchSize],
      );
      for (const row of rows) {
        const broken = breakIn(row, expectedPrev);
        if (broken) return { intact: false, entries, broken };
        expectedPrev = row.hash;
        entries += 1;
        head = { seq: row.seq, hash: row.hash };
      }
      if (rows.length < batchSize) return { intact: true, entries, head };
      after = rows[rows.length - 1].seq;
    }
  }
}

/** What is wrong with a row of the chain, if anything: its content first, then its link. */
function breakIn(row: StoredRow, expectedPrev: string): BrokenLink | null {
  const { hash, created_at, actor_type, actor_job, scheduled_by, ...rest } = row;
  const actor: AuditActor =
    actor_type === 'scheduler'
      ? { type: 'scheduler', job: actor_job ?? '', scheduledBy: scheduled_by }
      : { type: 'user' };
  const recomputed = hashEntry({
    ...rest,
    created_at: created_at.toISOString(),
    ...actorContent(actor),
  });
  const at = { seq: row.seq, id: row.id };
  if (recomputed !== hash) return { ...at, altered: 'content', expected: recomputed, stored: hash };
  if (row.prev_hash !== expectedPrev) {
    return { ...at, altered: 'link', expected: expectedPrev, stored: row.prev_hash };
  }
  return null;
}

/** The verdict as `npm run audit:verify` prints it. */
export function describeVerification(result: AuditVerification): string {
  if (result.intact) {
    const head = result.head ? `\nhead: seq ${result.head.seq}, hash ${result.head.hash}` : '';
    return `audit log intact: ${result.entries} entries${head}`;
  }
  const { broken } = result;
  const what =
    broken.altered === 'content'
      ? 'content altered: the row no longer matches its stored hash'
      : 'link altered: prev_hash is not the hash of the row before it (a row before it was deleted, inserted or re-hashed)';
  return [
    `audit log BROKEN at seq ${broken.seq} (id ${broken.id}): ${what}`,
    `  expected ${broken.altered === 'content' ? 'hash' : 'prev_hash'}: ${broken.expected}`,
    `  stored   ${broken.altered === 'content' ? 'hash' : 'prev_hash'}: ${broken.stored}`,
    `  ${result.entries} entries before it are intact`,
  ].join('\n');
}
