import 'reflect-metadata';
import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { AppModule } from '../app.module';
import { AppConfig, loadConfig } from '../config/app-config';
import { dataSourceOptions } from '../database/data-source-options';
import { resolveDatabase } from '../database/resolve-database';

/**
 * The configuration of a one-shot command: the environment as the service reads it, with quieter
 * logs, without the ADMIN_EMAIL/ADMIN_PASSWORD bootstrap (a command never creates the admin) and
 * without the job runner (the instances carry out jobs; a command may still schedule them).
 */
export function cliConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return loadConfig({
    ...env,
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: '',
    ADMIN_PASSWORD: '',
    JOBS_RUN: 'false',
  });
}

/**
 * Boots the application context on the configured database (DATABASE_URL, or the embedded server
 * under DATA_DIR, joined when the service is running), runs `work` with it and closes both. Pending
 * migrations are applied first, as the service does at start.
 */
export async function withAppContext<T>(
  work: (app: INestApplicationContext) => Promise<T>,
  config: AppConfig = cliConfig(),
): Promise<T> {
  const database = await resolveDatabase(config);
  try {
    const app = await NestFactory.createApplicationContext(
      AppModule.forRoot({ ...config, database: { ...config.database, url: database.url } }),
      { logger: ['error', 'warn'] },
    );
    try {
      return await work(app);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

/**
 * A bare TypeORM connection to the configured database, for commands that must run before or
 * without the application (they apply no migration of their own unless `work` does).
 */
export async function withDataSource<T>(
  work: (dataSource: DataSource) => Promise<T>,
  config: AppConfig = cliConfig(),
): Promise<T> {
  const database = await resolveDatabase(config);
  const dataSource = new DataSource(dataSourceOptions(database.url));
  try {
    await dataSource.initialize();
    return await work(dataSource);
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await database.close();
  }
}

/**
 * Runs a command's `main` and exits with the code it returns (0 when it returns nothing), or prints
 * the error's message and exits with `failureCode` when it throws.
 */
export function runCli(main: () => Promise<number | void>, failureCode = 1): void {
  main().then(
    (code) => process.exit(code ?? 0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(failureCode);
    },
  );
}
