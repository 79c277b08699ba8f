import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module';
import { loadConfig } from '../config/app-config';
import { resolveDatabase } from '../database/resolve-database';
import { AuditService, describeVerification } from '../modules/audit/audit.service';

/**
 * Walks the audit chain and reports the first broken link. Exit 0: intact; 1: broken; 2: the check
 * itself could not run (e.g. the database is unreachable).
 */
async function main(): Promise<number> {
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: '',
    ADMIN_PASSWORD: '',
  });
  const database = await resolveDatabase(config);
  const app = await NestFactory.createApplicationContext(
    AppModule.forRoot({ ...config, database: { url: database.url } }),
    { logger: ['error', 'warn'] },
  );
  try {
    const result = await app.get(AuditService).verify();
    console.log(describeVerification(result));
    return result.intact ? 0 : 1;
  } finally {
    await app.close();
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
