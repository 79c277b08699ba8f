import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export interface TestDatabaseState {
  adminUrl: string;
  template: string;
}

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

function state(): TestDatabaseState {
  const adminUrl = process.env.TEST_PG_ADMIN_URL;
  const template = process.env.TEST_PG_TEMPLATE;
  if (!adminUrl || !template)
    throw new Error('Run the tests through Jest: its global setup prepares the database.');
  return { adminUrl, template };
}

async function admin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: state().adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * File databases carry their run's template id, so a run cleaning up after itself never drops the
 * databases of another run against the same server (engineers and CI share one PostgreSQL).
 */
export function fileDatabasePrefix(template: string): string {
  return `test_run_${template.replace(/^test_template_/, '')}_`;
}

/** A fresh, migrated database cloned from the run's template. */
export async function createTestDatabase(): Promise<{ name: string; url: string }> {
  const { adminUrl, template } = state();
  const name = `${fileDatabasePrefix(template)}${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  return { name, url: databaseUrl(adminUrl, name) };
}

export async function dropTestDatabase(name: string): Promise<void> {
  await admin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}
