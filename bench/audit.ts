import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { DataSource } from 'typeorm';
import { createScratchDatabase } from '@/cli/scratch-database';
import { loadConfig } from '@/config/app-config';
import { dataSourceOptions } from '@/database/data-source-options';
import { AuditService } from '@/modules/audit/audit.service';
import { HeavyReads } from '@/common/heavy-reads';

/**
 * How fast the audit chain grows and verifies, on a scratch database beside DATABASE_URL (or an
 * ephemeral embedded PostgreSQL): appends one at a time, appends from 20 concurrent writers (they
 * take turns at the chain's advisory lock), then a full verify.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      sequential: { type: 'string', default: '500' },
      concurrent: { type: 'string', default: '4000' },
      writers: { type: 'string', default: '20' },
    },
  });
  const sequential = Number(values.sequential);
  const concurrent = Number(values.concurrent);
  const writers = Number(values.writers);
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
  const scratch = await createScratchDatabase(config.database.url, 'bench_audit');
  const dataSource = new DataSource(dataSourceOptions(scratch.url));
  try {
    await dataSource.initialize();
    await dataSource.runMigrations();
    const audit = new AuditService(dataSource, new HeavyReads(dataSource, config));
    const entry = (i: number) => ({
      userId: '0b7b9c1e-2a39-4d8e-8a3c-6f5f1e2d3c4b',
      userEmail: 'bench@example.com',
      action: 'update',
      entityType: 'ship',
      entityId: `ship-${i}`,
      changes: { name: `Ship ${i}`, num_decks: i % 20, has_casino: true, password: '[REDACTED]' },
      ip: '203.0.113.7',
    });

    const latencies: number[] = [];
    let started = performance.now();
    for (let i = 0; i < sequential; i += 1) {
      const t0 = performance.now();
      await audit.record(entry(i));
      latencies.push(performance.now() - t0);
    }
    const sequentialMs = performance.now() - started;
    latencies.sort((a, b) => a - b);
    const pct = (p: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))];
    console.log(
      `record, 1 writer:   ${sequential} entries in ${sequentialMs.toFixed(0)} ms = ${((sequential / sequentialMs) * 1000).toFixed(0)}/s; p50 ${pct(0.5).toFixed(2)} ms, p95 ${pct(0.95).toFixed(2)} ms, p99 ${pct(0.99).toFixed(2)} ms`,
    );

    started = performance.now();
    let next = sequential;
    const end = sequential + concurrent;
    await Promise.all(
      Array.from({ length: writers }, async () => {
        while (next < end) await audit.record(entry(next++));
      }),
    );
    const concurrentMs = performance.now() - started;
    console.log(
      `record, ${writers} writers: ${concurrent} entries in ${concurrentMs.toFixed(0)} ms = ${((concurrent / concurrentMs) * 1000).toFixed(0)}/s`,
    );

    started = performance.now();
    const result = await audit.verify();
    const verifyMs = performance.now() - started;
    if (!result.intact)
      throw new Error(`chain broken after the benchmark: ${JSON.stringify(result)}`);
    console.log(
      `verify:            ${result.entries} entries in ${verifyMs.toFixed(0)} ms = ${((result.entries / verifyMs) * 1000).toFixed(0)}/s (chain intact)`,
    );
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await scratch.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : String(error));
  process.exit(1);
});
