/**
 * The service as main.ts builds it, without main.ts's start-up extras (embedded PostgreSQL,
 * demo seed), for the logging benchmark. Run by bench/logging.ts as its own process; configured
 * by the environment like the service.
 */
import 'reflect-metadata';
import { createApp } from '@/app.setup';
import { loadConfig } from '@/config/app-config';
import { serve } from '@/common/fast-path';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const app = await createApp(config);
  app.enableShutdownHooks();
  await serve(app, config.http.port, config.http.host);
  process.stdout.write('ready\n');
}

void main();
