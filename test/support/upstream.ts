import { Global, Module } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigModule } from '@/config/config.module';
import { loadConfig } from '@/config/app-config';
import { LiveDataService } from '@/modules/upstream/live-data.service';
import { AuditService } from '@/modules/audit/audit.service';
import { UpstreamModule } from '@/modules/upstream/upstream.module';
import { TEST_JWT_SECRET, TEST_VAULT_KEY } from './test-app';
import { Clock, ClockModule } from '@/common/clock/clock';

export { startUpstreamSimulator } from '../../tools/upstream-simulator/upstream-simulator';
export type { UpstreamSimulator } from '../../tools/upstream-simulator/upstream-simulator';

/**
 * UpstreamModule's studio controller is bound to the audit interceptor, which needs AuditService;
 * no request reaches the controller in these tests, so an empty one stands in for the database.
 */
@Global()
@Module({ providers: [{ provide: AuditService, useValue: {} }], exports: [AuditService] })
class AuditStandInModule {}

/** The upstream module alone (no database), configured like the service, for LiveDataService specs. */
export async function createUpstreamContext(env: Record<string, string>, clock = new Clock()) {
  const dataDir = mkdtempSync(join(tmpdir(), 'guide-upstream-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    VAULT_MASTER_KEY: TEST_VAULT_KEY,
    ...env,
  });
  const moduleRef = await Test.createTestingModule({
    imports: [ConfigModule.forRoot(config), ClockModule, AuditStandInModule, UpstreamModule],
  })
    .overrideProvider(Clock)
    .useValue(clock)
    .compile();
  moduleRef.useLogger(false);
  await moduleRef.init();
  return {
    config,
    liveData: moduleRef.get(LiveDataService),
    close: async () => {
      await moduleRef.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs `call` and returns what it threw (undefined when it did not throw). */
export async function failureOf(call: () => Promise<unknown>): Promise<unknown> {
  return call().then(
    () => undefined,
    (e: unknown) => e,
  );
}
