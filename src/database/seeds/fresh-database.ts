import { Client } from 'pg';

/** True when no migration has ever run on the database: a brand-new embedded database. */
export async function isFreshDatabase(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const rows = await client.query<{ fresh: boolean }>(
      "SELECT to_regclass('public.typeorm_migrations') IS NULL AS fresh",
    );
    return rows.rows[0].fresh;
  } finally {
    await client.end();
  }
}
