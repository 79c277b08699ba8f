/**
 * `npm run bench:media`: the upload path through the real HTTP server, as a process of its own.
 *
 * 1. one 4000×3000 JPEG of about 4 MB, uploaded one at a time (after a warm-up): wall time each;
 * 2. ten of them uploaded at once: the server's peak resident memory (VmHWM) and wall time.
 *
 * The server is the production build (`node dist/main.js`; the npm script builds it first), so the
 * memory figure is the service's, not a TypeScript compiler's. It uses DATABASE_URL's server (a
 * scratch database is created and dropped) or, when unset, the embedded PostgreSQL in a temporary
 * DATA_DIR. Prints the figures and writes bench/results/media.json.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import sharp from 'sharp';
import { startBuiltServer } from '../test/support/built-server';
import { statusFieldMb } from './support/process-status';

const TARGET_SINGLE_MS = 1500;
const TARGET_RSS_MB = 400;
const CONCURRENT = 10;
const SEQUENTIAL_RUNS = 5;

/** A photo-like 4000×3000 JPEG (noise, softened), with the quality chosen to land near 4 MB. */
async function makeJpeg(): Promise<Buffer> {
  const base = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#5d7fa3',
      noise: { type: 'gaussian', mean: 128, sigma: 22 },
    },
  })
    .blur(0.6)
    .raw()
    .toBuffer();
  let best = Buffer.alloc(0);
  for (const quality of [90, 92, 94, 88, 86, 84]) {
    best = await sharp(base, { raw: { width: 4000, height: 3000, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (best.length >= 3.6e6 && best.length <= 4.6e6) break;
  }
  return best;
}

async function scratchDatabase(): Promise<{ url?: string; drop(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return { drop: () => Promise.resolve() };
  const name = `bench_media_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

async function main(): Promise<void> {
  const jpeg = await makeJpeg();
  const meta = await sharp(jpeg).metadata();
  console.log(
    `input: ${meta.width}×${meta.height} JPEG, ${(jpeg.length / 1e6).toFixed(2)} MB; ${cpus().length} CPUs`,
  );

  const dataDir = mkdtempSync(join(tmpdir(), 'bench-media-'));
  const database = await scratchDatabase();
  const password = randomBytes(12).toString('hex');
  const server = await startBuiltServer(
    {
      DATA_DIR: dataDir,
      ...(database.url && { DATABASE_URL: database.url }),
      ADMIN_EMAIL: 'bench@example.com',
      ADMIN_PASSWORD: password,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(32).toString('base64'),
      VAULT_MASTER_KEY: randomBytes(32).toString('base64'),
    },
    // The embedded PostgreSQL's first start (initdb) can take a while on a busy machine.
    180_000,
  );
  const pid = server.pid;
  try {
    const login = await fetch(`${server.url}/studio/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'bench@example.com', password }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };

    const upload = async (filename: string) => {
      const form = new FormData();
      form.set('content_type', 'ships');
      form.set('slug', 'bench-ship');
      form.set('filename', filename);
      form.set('file', new Blob([jpeg], { type: 'image/jpeg' }), 'photo.jpg');
      const started = performance.now();
      const response = await fetch(`${server.url}/studio/media/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      const body = (await response.json()) as { data?: { size: number } };
      const ms = performance.now() - started;
      if (response.status !== 200) throw new Error(`upload answered ${response.status}`);
      return { ms, size: body.data!.size };
    };

    const rssIdleMb = statusFieldMb(pid, 'VmRSS');
    await upload('warm-up');
    const single: number[] = [];
    let outputSize = 0;
    for (let i = 0; i < SEQUENTIAL_RUNS; i++) {
      const { ms, size } = await upload(`single-${i}`);
      single.push(ms);
      outputSize = size;
    }
    const rssAfterSingleMb = statusFieldMb(pid, 'VmRSS');

    let sampledPeak = 0;
    const sampler = setInterval(() => {
      sampledPeak = Math.max(sampledPeak, statusFieldMb(pid, 'VmRSS'));
    }, 20);
    const started = performance.now();
    const concurrent = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, i) => upload(`concurrent-${i}`)),
    );
    const concurrentWallMs = performance.now() - started;
    clearInterval(sampler);
    const peakRssMb = Math.max(statusFieldMb(pid, 'VmHWM'), sampledPeak);

    const sorted = [...single].sort((a, b) => a - b);
    const results = {
      measured_at: new Date().toISOString(),
      cpus: cpus().length,
      input: { width: meta.width, height: meta.height, bytes: jpeg.length },
      output_webp_bytes: outputSize,
      single_upload_ms: {
        runs: single.map((ms) => Math.round(ms)),
        median: Math.round(sorted[Math.floor(sorted.length / 2)]),
        max: Math.round(sorted[sorted.length - 1]),
        target: TARGET_SINGLE_MS,
      },
      concurrent_uploads: {
        count: CONCURRENT,
        wall_ms: Math.round(concurrentWallMs),
        slowest_ms: Math.round(Math.max(...concurrent.map((c) => c.ms))),
        peak_rss_mb: Math.round(peakRssMb),
        target_rss_mb: TARGET_RSS_MB,
      },
      rss_idle_mb: Math.round(rssIdleMb),
      rss_after_single_mb: Math.round(rssAfterSingleMb),
    };
    console.log(
      `single upload: median ${results.single_upload_ms.median} ms, max ${results.single_upload_ms.max} ms (target < ${TARGET_SINGLE_MS} ms)`,
    );
    console.log(
      `${CONCURRENT} concurrent: ${results.concurrent_uploads.wall_ms} ms wall, peak RSS ${results.concurrent_uploads.peak_rss_mb} MB (target < ${TARGET_RSS_MB} MB; idle ${results.rss_idle_mb} MB)`,
    );
    mkdirSync(join(__dirname, 'results'), { recursive: true });
    writeFileSync(
      join(__dirname, 'results', 'media.json'),
      `${JSON.stringify(results, null, 2)}\n`,
    );
    const pass = results.single_upload_ms.median < TARGET_SINGLE_MS && peakRssMb < TARGET_RSS_MB;
    console.log(pass ? 'PASS' : 'FAIL');
    if (!pass) process.exitCode = 1;
  } finally {
    await server.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
