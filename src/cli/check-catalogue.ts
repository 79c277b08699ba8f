import 'reflect-metadata';
import { Client } from 'pg';
import { loadConfig } from '../config/app-config';
import { resolveDatabase } from '../database/resolve-database';
import { CATALOGUE_RULES } from '../modules/catalogue/integrity/catalogue-rules';

/**
 * `npm run catalogue:check`: lists every stored row that breaks a catalogue rule, and changes
 * nothing. Exit 0: no violations; 1: violations listed; 2: the check could not run.
 */
async function main(): Promise<number> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
  const database = await resolveDatabase(config);
  const client = new Client({ connectionString: database.url });
  try {
    await client.connect();
    let total = 0;
    for (const rule of CATALOGUE_RULES) {
      const { rows } = await client.query<{ id: string; detail: string }>(rule.violationsSql);
      total += rows.length;
      console.log(`${rows.length === 0 ? 'ok  ' : 'FAIL'} ${rule.name}: ${rule.description}`);
      for (const row of rows) console.log(`       ${row.id}  ${row.detail}`);
    }
    console.log(
      total === 0
        ? 'catalogue integrity: no violations'
        : `catalogue integrity: ${total} violation${total === 1 ? '' : 's'} (nothing was changed)`,
    );
    return total === 0 ? 0 : 1;
  } finally {
    await client.end().catch(() => undefined);
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  },
);
