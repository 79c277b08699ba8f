import { Client } from 'pg';
import { testDatabasePrefix } from './test-database';

export default async function globalTeardown(): Promise<void> {
  const state = globalThis.__TEST_DATABASE__;
  if (!state) return;
  const admin = new Client({ connectionString: state.adminUrl });
  await admin.connect();
  // This run's databases of test files that crashed before cleaning up after themselves, then the
  // template. Other runs on the same server (other checkouts, CI jobs) keep theirs.
  const { rows } = await admin.query<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE starts_with(datname, $1) OR datname = $2`,
    [testDatabasePrefix(state.template), state.template],
  );
  for (const { datname } of rows)
    await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  await admin.end();
  await state.stop();
}
