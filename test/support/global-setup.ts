// Jest's moduleNameMapper applies to the tests, not to this setup, which Node loads itself.
import 'tsconfig-paths/register';
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '@/database/data-source-options';
import { startEmbeddedPostgres } from '@/database/embedded-postgres';
import { applyPendingMigrations } from '@/database/migration-runner';
import { ensureBuilt } from './ensure-built';
import { databaseUrl, TestDatabaseState } from './test-database';

declare global {
  var __TEST_DATABASE__: (TestDatabaseState & { stop(): Promise<void> }) | undefined;
}

/**
 * Once per run: a PostgreSQL server (DATABASE_URL's when set, otherwise an embedded one in a
 * temporary folder) and a template database built by the migrations. Every test file then clones
 * the template into a database of its own (see test-app.ts), so files run in parallel.
 */
export default async function globalSetup(): Promise<void> {
  ensureBuilt();
  let adminUrl: string;
  let stop = (): Promise<void> => Promise.resolve();
  if (process.env.DATABASE_URL) {
    adminUrl = process.env.DATABASE_URL;
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'guide-test-'));
    const embedded = await startEmbeddedPostgres({
      dir: join(dir, 'pg'),
      database: 'postgres',
      ephemeral: true,
    });
    adminUrl = embedded.adminUrl;
    stop = async () => {
      await embedded.stop();
      rmSync(dir, { recursive: true, force: true });
    };
  }

  const template = `test_template_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${template}"`);
  await admin.end();

  const dataSource = new DataSource(dataSourceOptions(databaseUrl(adminUrl, template)));
  await dataSource.initialize();
  await applyPendingMigrations(dataSource);
  await dataSource.destroy();

  process.env.TEST_PG_ADMIN_URL = adminUrl;
  process.env.TEST_PG_TEMPLATE = template;
  globalThis.__TEST_DATABASE__ = { adminUrl, template, stop };
}
