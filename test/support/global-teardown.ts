import { Client } from 'pg';

export default async function globalTeardown(): Promise<void> {
  const state = globalThis.__TEST_DATABASE__;
  if (!state) return;
  const admin = new Client({ connectionString: state.adminUrl });
  await admin.connect();
  // Databases of test files that crashed before cleaning up after themselves, then the template.
  const { rows } = await admin.query<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE datname LIKE 'test\\_file\\_%' OR datname = $1`,
    [state.template],
  );
  for (const { datname } of rows)
    await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  await admin.end();
  await state.stop();
}
