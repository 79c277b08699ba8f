import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { AppModule } from '../app.module';
import { apiDocument } from '../app.setup';
import { loadConfig } from '../config/app-config';

/** The committed export; `npm run openapi:export -- <file>` writes elsewhere. */
export const OPENAPI_FILE = 'openapi/openapi.json';

/**
 * `npm run openapi:export [-- file]`: writes the OpenAPI document that /docs-json serves, without a database: the application is
 * built in preview mode (modules and controllers are scanned, no provider is instantiated, so
 * nothing connects anywhere). The configuration is fixed rather than read from the environment,
 * so the export is the same on every machine.
 */
export async function exportOpenApi(out: string): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'openapi-export-'));
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://export@127.0.0.1:1/unused',
      JWT_SECRET: 'export-only-secret-never-used-0123456789abcdef',
      VAULT_MASTER_KEY: Buffer.alloc(32).toString('base64'),
    });
    const app = await NestFactory.create(AppModule.forRoot(config), {
      preview: true,
      logger: false,
    });
    const document = apiDocument(app);
    await app.close();
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify(document, null, 2)}\n`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  const out = resolve(process.argv[2] ?? OPENAPI_FILE);
  exportOpenApi(out).then(
    () => console.log(`OpenAPI document written to ${out}`),
    (error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      process.exit(1);
    },
  );
}
