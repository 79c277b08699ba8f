import { join } from 'node:path';
import type { PoolConfig } from 'pg';
import { DataSourceOptions } from 'typeorm';
import { GuardedClient } from '../common/database/guarded-client';
import type { ReadReplicaOptions } from '../common/database/read-replicas';
import type { ReplicaConfig } from '../config/app-config';
import { SnakeNamingStrategy } from './snake-naming.strategy';

// Compiled, this file sits in dist/database and the migrations in dist/migrations; run from
// source (ts-node, Jest) it sits in src/database beside the top-level migrations/ folder.
const compiled = __filename.endsWith('.js');
export const MIGRATIONS_GLOB = compiled
  ? join(__dirname, '..', 'migrations', '*.js')
  : join(__dirname, '..', '..', 'migrations', '*.ts');
export const ENTITIES_GLOB = join(__dirname, '..', 'modules', '**', '*.entity.{ts,js}');

/**
 * The one definition of how the service talks to PostgreSQL, shared by the application, the
 * TypeORM CLI (ormconfig.ts), the migration-drift check and the tests. Schema changes happen only
 * through migrations: `synchronize` stays off.
 */
export function dataSourceOptions(
  url: string,
  overrides: Partial<DataSourceOptions> = {},
): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: [ENTITIES_GLOB],
    migrations: [MIGRATIONS_GLOB],
    migrationsTableName: 'typeorm_migrations',
    migrationsTransactionMode: 'each',
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    // Extensions are created by migrations, not silently at connect time.
    installExtensions: false,
    // gen_random_uuid() is built into PostgreSQL 13+; no extension needed.
    uuidExtension: 'pgcrypto',
    // Failed queries surface through the exception filter; TypeORM's own logger would print their
    // parameters (password hashes, ciphertexts) to the console.
    logging: false,
    extra: {
      Client: GuardedClient,
      max: 20,
      connectionTimeoutMillis: 5000,
      // Fail fast instead of queueing forever when the database is gone.
      query_timeout: 30_000,
      application_name: 'guide-platform-api',
    },
    ...overrides,
  } as DataSourceOptions;
}

/**
 * Connections the read pool opens at most, per instance (and per replica), besides TypeORM's 20
 * for the writes, unless DATABASE_READ_POOL_SIZE says otherwise.
 */
export const DEFAULT_READ_POOL_SIZE = 10;

/**
 * A sequential scan on the read pools starts at the table's first page, not where a concurrent
 * scan of the same table is (PostgreSQL's synchronized scans, for tables over a quarter of
 * shared_buffers): a search whose matches overflow its pool takes the first ones found, and they
 * must be the same on every ask, or its pages would not fit together.
 */
const SCANS_FROM_THE_START = '-c synchronize_seqscans=off';

/**
 * The read pool's options (common/database/read-pool.ts): the same database, client class and
 * time limits as TypeORM's pool, its own connections.
 */
export function readPoolOptions(url: string, size = DEFAULT_READ_POOL_SIZE): PoolConfig {
  return {
    connectionString: url,
    Client: GuardedClient,
    max: size,
    connectionTimeoutMillis: 5000,
    query_timeout: 30_000,
    application_name: 'guide-platform-api:reads',
    options: SCANS_FROM_THE_START,
  };
}

/**
 * The read replicas' pools (common/database/read-replicas.ts): per replica, `size`
 * connections for the public reads and one for the checks, each with the replica time limit as
 * connection, statement (server side) and read timeout, so a replica that hangs costs a read that
 * long at most before the primary answers it.
 */
export function replicaOptions(
  config: ReplicaConfig,
  size = DEFAULT_READ_POOL_SIZE,
): ReadReplicaOptions {
  const limits = (url: string): PoolConfig => ({
    connectionString: url,
    Client: GuardedClient,
    connectionTimeoutMillis: config.timeoutMs,
    statement_timeout: config.timeoutMs,
    query_timeout: config.timeoutMs,
  });
  return {
    maxLagMs: config.maxLagMs,
    checkMs: config.checkMs,
    replicas: config.urls.map((url) => ({
      name: replicaName(url),
      reads: {
        ...limits(url),
        max: size,
        application_name: 'guide-platform-api:replica-reads',
        options: SCANS_FROM_THE_START,
      },
      checks: { ...limits(url), max: 1, application_name: 'guide-platform-api:replica-check' },
    })),
  };
}

/** `host:port/database` of a replica URL: what logs may show (never its credentials). */
function replicaName(url: string): string {
  const { host, pathname } = new URL(url);
  return `${host}${pathname}`;
}
