import { Logger } from '@nestjs/common';
import { Pool, PoolConfig, QueryResult, QueryResultRow } from 'pg';
import type { PublicReadScope } from './public-read-scope';
import { parseLsn, ReplicaRotation } from './replica-rotation';
import { ReadStatement, send } from './statement';

/** One replica: `reads` for the public reads, `checks` (one connection) for its health and lag. */
export interface ReplicaPools {
  /** How logs name it: host, port and database, never the credentials. */
  name: string;
  reads: PoolConfig;
  checks: PoolConfig;
}

export interface ReadReplicaOptions {
  replicas: ReplicaPools[];
  maxLagMs: number;
  checkMs: number;
}

/**
 * While a replica in rotation is not yet known to hold the latest change, checks follow each other
 * this fast, so the answers it gives are cacheable again soon after it has replayed the change.
 */
const FOLLOW_UP_MS = 100;

const CHECK = {
  text: 'SELECT pg_is_in_recovery() AS standby, pg_last_wal_replay_lsn()::text AS replayed',
};

interface Replica {
  name: string;
  reads: Pool;
  checks: Pool;
  /** What the logs last said of it, so a change of state is logged once. */
  listed: boolean;
  lastProblem?: string;
}

/**
 * The read replicas the public reads go to (docs/architecture.md#read-replicas), each with its own
 * pg pool, and the checks that keep the rotation current (ReplicaRotation): every `checkMs`, the
 * primary's WAL position, then each replica's replay position, within the replicas' time limits.
 *
 * A read sent to a replica that fails for any reason (refused, timed out, cut, an answer pg cannot
 * parse, a recovery conflict) is sent again to the primary; when the primary answers it, the
 * replica was at fault and leaves the rotation until a later check succeeds. A client never sees
 * an error a replica caused.
 */
export class ReadReplicas {
  private readonly logger = new Logger(ReadReplicas.name);
  private readonly replicas: Replica[];
  private readonly rotation: ReplicaRotation;
  private timer?: NodeJS.Timeout;
  private round?: Promise<void>;
  private again = false;
  private stopping = false;

  constructor(
    private readonly options: ReadReplicaOptions,
    /** The primary's current WAL position, as `pg_current_wal_lsn()::text`. */
    private readonly primaryPosition: () => Promise<unknown>,
  ) {
    this.replicas = options.replicas.map(({ name, reads, checks }) => ({
      name,
      reads: quietPool(reads),
      checks: quietPool(checks),
      listed: false,
    }));
    this.rotation = new ReplicaRotation(this.replicas.length, options.maxLagMs);
  }

  /** Starts the checks; until the first has succeeded, the primary answers every read. */
  start(): void {
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    await this.round;
    await Promise.all(this.replicas.flatMap((r) => [r.reads.end(), r.checks.end()]));
  }

  /**
   * A change committed on the primary (a response-cache purge): answers of a replica are not
   * stored until a check has seen it replay past the primary's position from now on.
   */
  changeNoticed(): void {
    this.rotation.changeNoticed();
    if (this.round) this.again = true;
    else this.schedule(0);
  }

  /** `statement` on a replica in rotation, else (or when the replica fails) on the primary. */
  query(
    statement: ReadStatement,
    scope: PublicReadScope,
    onPrimary: () => Promise<QueryResult<QueryResultRow>>,
  ): Promise<QueryResult<QueryResultRow>> {
    const chosen = this.rotation.choose(Date.now());
    if (chosen === undefined) return onPrimary();
    if (!this.rotation.holdsLatestChanges(chosen)) scope.cacheable = false;
    return send(this.replicas[chosen].reads, statement).catch((replicaError: unknown) =>
      onPrimary().then((result) => {
        this.takeOut(chosen, replicaError);
        return result;
      }),
    );
  }

  private takeOut(index: number, error: unknown): void {
    this.rotation.failed(index, Date.now());
    this.replicas[index].lastProblem = problemOf(error);
    this.logChanges();
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    if (this.stopping) return;
    this.timer = setTimeout(() => {
      this.round = this.check().finally(() => {
        this.round = undefined;
        const now = Date.now();
        const soon = this.again || this.rotation.awaitingLatestChanges(now);
        this.again = false;
        this.schedule(soon ? FOLLOW_UP_MS : this.options.checkMs);
      });
    }, delayMs);
    this.timer.unref();
  }

  private async check(): Promise<void> {
    const mark = this.rotation.changeMark();
    try {
      const lsn = parseLsn(await this.primaryPosition());
      if (lsn !== undefined) this.rotation.primarySampled(lsn, Date.now(), mark);
    } catch {
      // The primary's own reads fail as well; lag is measured against the samples already taken.
    }
    await Promise.all(this.replicas.map((replica, index) => this.checkReplica(replica, index)));
    this.logChanges();
  }

  private async checkReplica(replica: Replica, index: number): Promise<void> {
    const startedAt = Date.now();
    const problem = await send(replica.checks, CHECK).then(({ rows }) => {
      const row = rows[0] as { standby?: unknown; replayed?: unknown } | undefined;
      if (row?.standby !== true) return 'it is not a standby (pg_is_in_recovery() is not true)';
      const replayed = parseLsn(row.replayed);
      if (replayed === undefined) return 'it answered no replay position';
      this.rotation.checked(index, replayed, startedAt);
      return undefined;
    }, problemOf);
    if (problem === undefined) return;
    this.rotation.failed(index, Date.now());
    replica.lastProblem = problem;
  }

  private logChanges(): void {
    const now = Date.now();
    this.replicas.forEach((replica, index) => {
      const inRotation = this.rotation.inRotation(index, now);
      if (inRotation === replica.listed) return;
      replica.listed = inRotation;
      if (inRotation) {
        this.logger.log(`Read replica ${replica.name} is in rotation`);
        return;
      }
      const lag = this.rotation.lagMs(index, now);
      const why =
        lag > this.options.maxLagMs && Number.isFinite(lag)
          ? `it lags ${lag} ms, more than DATABASE_REPLICA_MAX_LAG_MS (${this.options.maxLagMs})`
          : (replica.lastProblem ?? 'it failed');
      this.logger.warn(
        `Read replica ${replica.name} out of rotation: ${why}; the primary serves its reads`,
      );
    });
  }
}

function quietPool(options: PoolConfig): Pool {
  const pool = new Pool(options);
  // An idle connection the server ends is dropped by the pool; the read that needed it fails on
  // its own and goes to the primary.
  pool.on('error', () => undefined);
  return pool;
}

const problemOf = (error: unknown): string =>
  error instanceof Error ? error.message : 'it failed';
