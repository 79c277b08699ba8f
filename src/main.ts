import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { createApp } from './app.setup';
import { AppConfig, ConfigurationError, loadConfig } from './config/app-config';
import { resolveDatabase } from './database/resolve-database';
import { loadDemoCatalogue } from './database/seeds/demo';
import { isFreshDatabase } from './database/seeds/fresh-database';

/** Longest a SIGTERM may wait for in-flight requests before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 25_000;

function readConfig(): AppConfig {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigurationError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

async function bootstrap(): Promise<void> {
  const config = readConfig();
  const logger = new Logger('Bootstrap');
  if (!config.database.url) {
    logger.log(`Starting embedded PostgreSQL in ${config.dataDir}/pg`);
    if (config.nodeEnv === 'production') {
      logger.warn(
        'NODE_ENV=production without DATABASE_URL: the embedded PostgreSQL is meant for development',
      );
    }
  }
  const database = await resolveDatabase(config);
  // A brand-new embedded database gets the demo catalogue, so `npm start` shows content at once.
  const loadDemo = !config.database.url && (await isFreshDatabase(database.url));
  const app = await createApp({ ...config, database: { url: database.url } }).catch(
    async (error: unknown) => {
      await database.close();
      throw error;
    },
  );
  if (loadDemo) {
    try {
      await app.init(); // applies the migrations first
      const counts = await loadDemoCatalogue(app.get(DataSource));
      logger.log(
        `Loaded the demo catalogue into the new embedded database (${counts.theme_parks} parks, ${counts.ships} ships, ${counts.guides} guides)`,
      );
    } catch (error) {
      // The service is useful without it; `npm run seed` can load it later.
      logger.error(`Loading the demo catalogue failed: ${String(error)}`);
    }
  }
  await app.listen(config.http.port, config.http.host);
  logger.log(`Listening on http://${config.http.host}:${config.http.port} (docs at /docs)`);

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal} received: draining in-flight requests`);
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    // app.close() stops accepting, waits for in-flight requests, then runs the shutdown hooks
    // (buffered logs flush, the database pool closes); the embedded server stops last.
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        process.stderr.write(`Shutdown failed: ${String(error)}\n`);
        process.exit(1);
      });
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

bootstrap().catch((error: unknown) => {
  process.stderr.write(
    `Start-up failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
