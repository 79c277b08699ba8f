import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import {
  Pool,
  PoolClient,
  PoolConfig,
  QueryArrayConfig,
  QueryConfig,
  QueryResult,
  QueryResultRow,
} from 'pg';
import type { EntityManager, QueryRunner } from 'typeorm';
import { currentPreview } from './preview-scope';
import { currentPublicRead } from './public-read-scope';
import { ReadReplicaOptions, ReadReplicas } from './read-replicas';
import { ReadStatement, send } from './statement';

const PRIMARY_POSITION = { text: 'SELECT pg_current_wal_lsn()::text AS lsn' };

/**
 * The read side's connections to PostgreSQL: its own pg pool on the primary (pg's public API),
 * separate from TypeORM's, which the writes keep, and the read replicas when any are configured
 * (read-replicas.ts). The catalogue's read models (`common/read`) and the live-data look-ups send
 * their statements here. Provided once by the DatabaseModule and closed when the application
 * shuts down; built from `readPoolOptions` and `replicaOptions` (database/data-source-options.ts).
 *
 * `query(statement, on)` is the whole layer, and where a statement runs is decided here:
 * - with `on`, a transaction's EntityManager (a studio write building its answer), on that
 *   transaction's connection (`queryRunner.connect()`, TypeORM's public API), so it sees what the
 *   write has written;
 * - inside a preview read (preview-scope.ts), on the preview's transaction, likewise: it sees the
 *   drafts the preview has written there;
 * - inside a public read (public-read-scope.ts, entered for @PublicRead routes), on a replica in
 *   rotation, falling back to the primary;
 * - otherwise (the studio's reads, so a studio read after its own write sees it), on the primary.
 *
 * A pg error arrives as it is (its SQLSTATE is what the problem filter reads).
 */
export class ReadPool implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly pool: Pool;
  private readonly replicas?: ReadReplicas;
  /** The last statement sent on each transaction's connection (onTransaction). */
  private readonly transactionReads = new WeakMap<QueryRunner, Promise<void>>();

  constructor(options: PoolConfig, replicas?: ReadReplicaOptions) {
    this.pool = new Pool(options);
    // An idle connection the server ends is dropped by the pool; the statement that needed it
    // fails on its own.
    this.pool.on('error', () => undefined);
    if (replicas && replicas.replicas.length > 0)
      this.replicas = new ReadReplicas(replicas, () =>
        send(this.pool, PRIMARY_POSITION).then(
          (result) => (result.rows[0] as { lsn?: unknown } | undefined)?.lsn,
        ),
      );
  }

  /** Whether public reads may go to read replicas (some are configured). */
  get routesToReplicas(): boolean {
    return this.replicas !== undefined;
  }

  /** Rows as objects named by the select list. */
  query<R extends QueryResultRow>(
    statement: QueryConfig,
    on?: EntityManager,
  ): Promise<QueryResult<R>>;
  /** Rows as arrays in the order of the select list (what the read models map). */
  query(statement: QueryArrayConfig, on?: EntityManager): Promise<QueryResult<unknown[]>>;
  query(statement: ReadStatement, on?: EntityManager): Promise<QueryResult<QueryResultRow>> {
    const runner = on?.queryRunner ?? currentPreview()?.manager.queryRunner;
    if (runner) return this.onTransaction(runner, statement);
    const publicRead = this.replicas ? currentPublicRead() : undefined;
    if (publicRead && this.replicas)
      return this.replicas.query(statement, publicRead, () => send(this.pool, statement));
    return send(this.pool, statement);
  }

  /**
   * On a transaction's one connection, statements run one after the other: a read sent while
   * another is under way (a list page and its count) waits for it rather than being queued by pg,
   * which deprecates queueing on a client.
   */
  private onTransaction(
    runner: QueryRunner,
    statement: ReadStatement,
  ): Promise<QueryResult<QueryResultRow>> {
    const previous = this.transactionReads.get(runner);
    const run = () =>
      (runner.connect() as Promise<PoolClient>).then((client) => send(client, statement));
    const result = previous ? previous.then(run, run) : run();
    const settled = result.then(
      () => undefined,
      () => undefined,
    );
    this.transactionReads.set(runner, settled);
    void settled.then(() => {
      if (this.transactionReads.get(runner) === settled) this.transactionReads.delete(runner);
    });
    return result;
  }

  /**
   * A catalogue change was committed on the primary (the response cache's purge notice): answers
   * read from a replica that has not replayed it yet are not stored (read-replicas.ts).
   */
  catalogueChanged(): void {
    this.replicas?.changeNoticed();
  }

  onApplicationBootstrap(): void {
    this.replicas?.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.replicas?.stop();
    await this.pool.end();
  }
}
