/**
 * The service as main.ts builds it, without main.ts's start-up extras (embedded PostgreSQL,
 * demo seed), for the logging benchmark. Run by bench/logging.ts as its own process; configured
 * by the environment like the service.
 */
import 'reflect-metadata';
import { createApp } from '@/app.setup';
import { loadConfig } from '@/config/app-config';
import { frontOf, listen } from '@/common/fast-path';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const app = await createApp(config);
  app.enableShutdownHooks();
  await app.init();
  await listen(frontOf(app).server, config.http.port, config.http.host);
  app.flushLogs();
  process.stdout.write('ready\n');
}

void main();
