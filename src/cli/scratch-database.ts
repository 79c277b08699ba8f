import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgres } from '../database/embedded-postgres';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * A throwaway database for checks: a fresh one beside DATABASE_URL's when that is set, otherwise on
 * an ephemeral embedded server that is deleted afterwards.
 */
export async function createScratchDatabase(
  databaseUrl: string | undefined,
  prefix: string,
): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  if (databaseUrl) {
    const admin = new Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    return {
      url: withDatabase(databaseUrl, name),
      drop: async () => {
        const client = new Client({ connectionString: databaseUrl });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await client.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  const embedded = await startEmbeddedPostgres({
    dir: join(dir, 'pg'),
    database: name,
    ephemeral: true,
  });
  return {
    url: embedded.url,
    drop: async () => {
      await embedded.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
