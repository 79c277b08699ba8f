import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { AppModule } from '../app.module';
import { loadConfig } from '../config/app-config';
import { resolveDatabase } from '../database/resolve-database';
import { loadDemoCatalogue } from '../modules/catalogue/demo';

/**
 * Loads the demo catalogue into the configured database (DATABASE_URL, or the embedded server
 * under DATA_DIR, joined when the service is running). Idempotent: run it as often as you like.
 */
async function main(): Promise<void> {
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: '',
    ADMIN_PASSWORD: '',
  });
  const database = await resolveDatabase(config);
  // The application context applies pending migrations first, as the service does at start.
  const app = await NestFactory.createApplicationContext(
    AppModule.forRoot({ ...config, database: { url: database.url } }),
    { logger: ['error', 'warn'] },
  );
  try {
    const counts = await loadDemoCatalogue(app.get(DataSource));
    console.log('Demo catalogue loaded:');
    for (const [table, count] of Object.entries(counts)) console.log(`  ${table}: ${count}`);
  } finally {
    await app.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
