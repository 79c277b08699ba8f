/** A position in the write-ahead log, as a number (`16/B374D848` → 0x16B374D848). */
export type Lsn = bigint;

const LSN_TEXT = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i;

/** PostgreSQL's text form of an LSN (`pg_lsn::text`) as a number; undefined for anything else. */
export function parseLsn(text: unknown): Lsn | undefined {
  if (typeof text !== 'string') return undefined;
  const parts = LSN_TEXT.exec(text);
  if (!parts) return undefined;
  return (BigInt(`0x${parts[1]}`) << 32n) | BigInt(`0x${parts[2]}`);
}

interface ReplicaState {
  /** How far it had replayed at its last successful check; undefined before the first. */
  replayed?: Lsn;
  /** False from a failure until a check that started after it succeeds. */
  healthy: boolean;
  failedAt: number;
}

interface PrimarySample {
  lsn: Lsn;
  at: number;
}

/**
 * Which read replicas may answer a public read, from what the checks measured (pure: the caller
 * passes the clock). A replica is in rotation while its last check succeeded, no read failed on it
 * since, and its lag is within `maxLagMs`.
 *
 * Lag is a time measured in WAL: the primary's position is sampled at every check, and a replica's
 * lag is the age of the oldest sample it has not replayed (0 when it has replayed the newest). An
 * idle primary writes nothing, so a replica that has replayed everything stays at 0 however long
 * ago the last write was, which `now() - pg_last_xact_replay_timestamp()` would misreport.
 *
 * The latest changes: a change notice (the response cache's purge, at a commit on the primary)
 * sets a barrier, the primary's position sampled after the notice arrived. Until a replica is known
 * to have replayed past it, what it answers may predate the commit the cache was purged for, so it
 * must not be stored (`holdsLatestChanges`).
 */
export class ReplicaRotation {
  private readonly replicas: ReplicaState[];
  private samples: PrimarySample[] = [];
  private turn = 0;
  private noticed = 0;
  private covered = 0;
  private barrier: Lsn = 0n;

  constructor(
    count: number,
    private readonly maxLagMs: number,
  ) {
    this.replicas = Array.from({ length: count }, () => ({
      healthy: false,
      failedAt: -Infinity,
    }));
  }

  /** A change was announced on the primary; take `changeMark()` before sampling its position. */
  changeNoticed(): void {
    this.noticed++;
  }

  /** The changes noticed so far; a sample taken after reading it covers them. */
  changeMark(): number {
    return this.noticed;
  }

  /** The primary was at `lsn` at `at`, a sample taken after `mark` (changeMark) was read. */
  primarySampled(lsn: Lsn, at: number, mark: number): void {
    const last = this.samples[this.samples.length - 1];
    if (!last || lsn > last.lsn) this.samples.push({ lsn, at });
    // Older samples than the bound are only needed to say "more than the bound": keep the newest
    // of them, so a replica behind it still measures at least that old.
    while (this.samples.length > 1 && this.samples[1].at < at - this.maxLagMs) this.samples.shift();
    if (mark > this.covered) {
      this.covered = mark;
      if (lsn > this.barrier) this.barrier = lsn;
    }
  }

  /** A check that started at `startedAt` found replica `index` a standby replayed to `replayed`. */
  checked(index: number, replayed: Lsn, startedAt: number): void {
    const replica = this.replicas[index];
    if (replica.replayed === undefined || replayed > replica.replayed) replica.replayed = replayed;
    // A check that began before a failure says nothing about the replica since.
    if (startedAt >= replica.failedAt) replica.healthy = true;
  }

  /** Replica `index` failed (a read or a check) at `at`: out of rotation until a later check succeeds. */
  failed(index: number, at: number): void {
    const replica = this.replicas[index];
    replica.healthy = false;
    replica.failedAt = Math.max(replica.failedAt, at);
  }

  /** How long replica `index` has been behind the primary (Infinity before its first check). */
  lagMs(index: number, now: number): number {
    const { replayed } = this.replicas[index];
    if (replayed === undefined) return Infinity;
    const oldestUnreplayed = this.samples.find((sample) => sample.lsn > replayed);
    return oldestUnreplayed ? Math.max(0, now - oldestUnreplayed.at) : 0;
  }

  inRotation(index: number, now: number): boolean {
    return this.replicas[index].healthy && this.lagMs(index, now) <= this.maxLagMs;
  }

  /** The replica to read from next (round robin over those in rotation); undefined: the primary. */
  choose(now: number): number | undefined {
    const count = this.replicas.length;
    for (let tried = 0; tried < count; tried++) {
      const index = (this.turn + tried) % count;
      if (this.inRotation(index, now)) {
        this.turn = (index + 1) % count;
        return index;
      }
    }
    return undefined;
  }

  /** Whether replica `index` is known to have replayed every change noticed so far. */
  holdsLatestChanges(index: number): boolean {
    const { replayed } = this.replicas[index];
    return this.covered === this.noticed && replayed !== undefined && replayed >= this.barrier;
  }

  /** Whether a replica in rotation is not yet known to hold the latest changes (check again soon). */
  awaitingLatestChanges(now: number): boolean {
    return this.replicas.some((_r, i) => this.inRotation(i, now) && !this.holdsLatestChanges(i));
  }
}
