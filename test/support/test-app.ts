import { DynamicModule, Module, Type } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { ExpressAdapter, type NestExpressApplication } from '@nestjs/platform-express';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { AppModule } from '@/app.module';
import { apiDocument, configureApp, createApp } from '@/app.setup';
import { closeNow, frontOf, listen } from '@/common/fast-path';
import { AppConfig, loadConfig } from '@/config/app-config';
import { ContractValidator, testOnlyRoutes, withContract, withoutTestOnly } from './contract';
import { StrictContractValidator } from './strict-contract';
import { createTestDatabase, dropTestDatabase } from './test-database';

/** Random-looking, so a built server started with NODE_ENV=production accepts them too. */
export const TEST_JWT_SECRET = 'k3N9vQx7TfLw2Rb8HjZp4Ms6YdCe1UaG';
export const TEST_VAULT_KEY = 'p5Yy0uQ1b3mZ8w2R6vN9tK4hL7cX1sD0fG3jA8eB2nM=';

export interface TestApp {
  app: NestExpressApplication;
  config: AppConfig;
  /** supertest on the app; every answer is also checked against the OpenAPI document (contract.ts). */
  http: TestAgent;
  /** The service's HTTP server (the fast path in front of Express), as main.ts runs it. */
  server: Server;
  /** Starts the server on a free loopback port; answers its base URL (`http://127.0.0.1:N`). */
  listen(): Promise<string>;
  dataSource: DataSource;
  databaseUrl: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Environment variables on top of the test defaults, validated as at start-up. */
  env?: Record<string, string>;
  /** Extra modules mounted beside the application (test-only controllers). */
  imports?: Array<Type | DynamicModule>;
  /**
   * Providers replaced by values (e.g. `{ provide: Clock, useValue: fakeClock }`), through Nest's
   * testing module.
   */
  overrides?: Array<{ provide: unknown; useValue: unknown }>;
  /**
   * Another instance on this database (a TestApp's `databaseUrl`) instead of a new one; closing
   * this app leaves the database to its owner.
   */
  databaseUrl?: string;
}

/** The real application module on a database of its own, as main.ts builds it. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const shared = options.databaseUrl;
  const database = shared ? { url: shared, name: '' } : await createTestDatabase();
  const dropDatabase = () => (shared ? Promise.resolve() : dropTestDatabase(database.name));
  const dataDir = mkdtempSync(join(tmpdir(), 'guide-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    JWT_SECRET: TEST_JWT_SECRET,
    VAULT_MASTER_KEY: TEST_VAULT_KEY,
    // The response cache is on, as deployed; a test that needs it off passes CACHE_ENABLED.
    CACHE_ENABLED: 'true',
    // No test reaches the real upstream: a port on loopback that refuses, unless a test starts
    // the simulator (test/support/upstream.ts) and names it.
    UPSTREAM_URL: 'http://127.0.0.1:1/v1',
    ...options.env,
  });

  @Module({ imports: [AppModule.forRoot(config), ...(options.imports ?? [])] })
  class TestRootModule {}

  let app: NestExpressApplication | undefined;
  try {
    app = options.overrides?.length
      ? await createOverriddenApp(config, TestRootModule, options.overrides)
      : await createApp(config, { module: TestRootModule });
    await app.init();
  } catch (error) {
    // A start-up that fails on purpose (a test of a check) leaves no pool or database behind.
    await app?.close().catch(() => undefined);
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const started: NestExpressApplication = app;
  let contract: ContractValidator | undefined;
  let strict: StrictContractValidator | undefined;
  const contractOf = () => {
    if (contract) return contract;
    const full = apiDocument(started);
    const document = withoutTestOnly(full);
    strict = new StrictContractValidator(document);
    return (contract = new ContractValidator(document, testOnlyRoutes(full), strict));
  };
  const { server } = frontOf(started);
  return {
    app: started,
    config,
    http: withContract(request(server), contractOf),
    server,
    listen: async () => {
      await listen(server, 0, '127.0.0.1');
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    dataSource: started.get(DataSource),
    databaseUrl: database.url,
    close: async () => {
      strict?.close();
      await closeNow(server);
      await started.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** createApp's application, built through Nest's testing module so providers can be replaced. */
async function createOverriddenApp(
  config: AppConfig,
  root: Type,
  overrides: Array<{ provide: unknown; useValue: unknown }>,
): Promise<NestExpressApplication> {
  let builder = Test.createTestingModule({ imports: [root] });
  for (const { provide, useValue } of overrides) {
    builder = builder.overrideProvider(provide).useValue(useValue);
  }
  const moduleRef = await builder.compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>(new ExpressAdapter(), {
    bufferLogs: true,
    bodyParser: false,
  });
  try {
    configureApp(app, config);
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
