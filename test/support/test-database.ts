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
 * The name prefix of this run's per-file databases, derived from its template's unique name, so
 * a run's teardown removes its own leftovers and never the databases of a run beside it.
 */
export function testDatabasePrefix(template: string): string {
  return `test_file_${template.replace(/^test_template_/, '')}_`;
}

/** A fresh, migrated database cloned from the run's template. */
export async function createTestDatabase(): Promise<{ name: string; url: string }> {
  const { adminUrl, template } = state();
  const name = `${testDatabasePrefix(template)}${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  return { name, url: databaseUrl(adminUrl, name) };
}

export async function dropTestDatabase(name: string): Promise<void> {
  await admin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}
