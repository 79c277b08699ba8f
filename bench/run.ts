/**
 * `npm run bench`: the benchmark suite (docs/performance.md). The npm script builds first; then
 * this script
 *
 * 1. creates a scratch database (beside DATABASE_URL, or on an ephemeral embedded PostgreSQL),
 *    applies the migrations and seeds the demo catalogue, 30 cruise lines, 600 ships, 400 ports,
 *    1,500 itineraries, 20,000 sailings, a translation of every translatable record into every
 *    non-default content locale, and BENCH_LOG_ROWS request-log rows for the analytics;
 * 2. starts the upstream simulator, the BUILT service twice (response cache on and off) and the
 *    baseline (bench/baseline-server.ts: node:http + pg with the service's read models and
 *    response DTOs from the build) as processes;
 * 3. drives them from this process with autocannon, BENCH_CONNECTIONS (50) connections for
 *    BENCH_DURATION (10) s per scenario after BENCH_WARMUP (2) s: one list and one detail of every
 *    public resource family and search, on the baseline, the service with the cache off and with
 *    it on (warm), the three taking turns in BENCH_ROUNDS (3) rounds, and beside them the same
 *    list and detail in German (`?locale=de`, cache off and on); then the ship list with
 *    If-None-Match, the live relay, the analytics overview;
 * 4. soaks the cached service for BENCH_SOAK_SECONDS (300) with every read, sampling its RSS;
 * 5. prints requests/s, p50, p99 and RSS per scenario, the service/baseline ratios and the
 *    localized/default-locale ratios, checks the targets, and writes bench/results/latest.json.
 *    Exits 1 when a target is missed.
 */
import 'reflect-metadata';
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { createScratchDatabase } from '@/cli/scratch-database';
import { dataSourceOptions } from '@/database/data-source-options';
import { findFreePort } from '@/database/embedded-postgres';
import { loadDemoCatalogue } from '@/database/seeds/demo';
import { CATALOGUE_SIZE, seedCruiseCatalogue } from './support/catalogue-seed';
import { seedRequestLog } from './support/request-log-seed';
import {
  compileBenchScript,
  quietDatabase,
  Started,
  startProcess,
} from './support/bench-processes';
import { statusFieldMb } from './support/process-status';
import { seedTranslations } from './support/translation-seed';
import { productionNodeFlags } from '../test/support/built-server';

const ROOT = join(__dirname, '..');
const env = process.env;
const DURATION_S = Number(env.BENCH_DURATION ?? 10);
const WARMUP_S = Number(env.BENCH_WARMUP ?? 2);
const ROUNDS = Math.max(1, Math.round(Number(env.BENCH_ROUNDS ?? 3)));
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 50);
const SOAK_S = Number(env.BENCH_SOAK_SECONDS ?? 300);
const LOG_ROWS = Number(env.BENCH_LOG_ROWS ?? 1_000_000);
/**
 * Only the reads whose name matches (e.g. `detail$`, `ships list`); a localized read (`ships
 * list, de`) is measured with its default-locale read. A partial run checks no target.
 */
const READS = env.BENCH_READS ? new RegExp(env.BENCH_READS) : undefined;
/** Only these targets (`cache off`, or `cache off,cache on`): a partial run too. */
const ONLY_TARGETS = env.BENCH_TARGETS?.split(',').map((target) => target.trim());
const PARTIAL = READS !== undefined || ONLY_TARGETS !== undefined;

const TARGETS = {
  /** Service/baseline throughput of every read with the response cache on (warm)… */
  cached_ratio_min: 1.0,
  /** …and off. */
  uncached_ratio_min: 0.6,
  /** A localized read (`?locale=de`) over the same read in the default locale, cache off… */
  localized_uncached_ratio_min: 0.9,
  /** …and on (cached reads are unchanged by the locale). */
  localized_cached_ratio_min: 0.9,
  /** Closed loop, 50 connections, cached reads. */
  p99_ms_max: 50,
  /** RSS (MiB, as /proc reports kB ÷ 1024) at the end of the soak. */
  soak_rss_mb_max: 150,
  /** "No upward trend": least-squares slope of RSS over the second half of the soak. */
  soak_rss_slope_mb_per_min_max: 1,
};

const ADMIN = { email: 'bench-admin@example.com', password: randomBytes(12).toString('hex') };

function rssMb(pid: number): number {
  return Math.round(statusFieldMb(pid, 'VmRSS') * 10) / 10;
}

interface Read {
  name: string;
  paths: string[];
}

interface Scenario {
  name: string;
  target: 'baseline' | 'cache off' | 'cache on';
  requests: Array<{ path: string; headers?: Record<string, string> }>;
  /** Statuses every answer must have. */
  expect: number[];
  /** Concurrent connections, when not BENCH_CONNECTIONS. */
  connections?: number;
}

interface Measured {
  name: string;
  target: string;
  requests_per_second: number;
  p50_ms: number;
  p99_ms: number;
  rss_mb: number;
  rss_peak_mb: number;
  requests: number;
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
  /** The host's 1-minute load average when the scenario ended (other work on the machine). */
  load_1m: number;
}

async function fire(
  url: string,
  requests: Scenario['requests'],
  seconds: number,
  connections = CONNECTIONS,
): Promise<autocannon.Result> {
  return autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 10,
    requests: requests.map((r) => ({ method: 'GET', path: r.path, headers: r.headers })),
  });
}

/**
 * Measures the scenarios of one read side by side. Each is warmed up (which also fills the
 * cache), then they take turns for BENCH_ROUNDS rounds of BENCH_DURATION ÷ BENCH_ROUNDS seconds,
 * each round in the reverse order of the one before, and a scenario's figures are those of its
 * rounds together. The machine's speed drifts over seconds (other virtual machines, the load
 * generator sharing the cores); measured once each, one after the other, a drift falls on one
 * target's window and moves the ratio.
 */
async function measureTogether(
  group: Scenario[],
  servers: Record<Scenario['target'], Started>,
  settle: () => Promise<void>,
): Promise<Measured[]> {
  for (const scenario of group) {
    await fire(servers[scenario.target].url, scenario.requests, WARMUP_S, scenario.connections);
    await settle();
  }
  const runs = group.map(() => [] as autocannon.Result[]);
  const peaks = group.map(() => 0);
  for (let round = 0; round < ROUNDS; round++) {
    const order = group.map((_, i) => i);
    if (round % 2 === 1) order.reverse();
    for (const i of order) {
      const pid = servers[group[i].target].child.pid!;
      const sampler = setInterval(() => (peaks[i] = Math.max(peaks[i], rssMb(pid))), 500);
      runs[i].push(
        await fire(
          servers[group[i].target].url,
          group[i].requests,
          DURATION_S / ROUNDS,
          group[i].connections,
        ),
      );
      clearInterval(sampler);
      await settle();
    }
  }
  return group.map((scenario, i) =>
    summarise(scenario, runs[i], rssMb(servers[scenario.target].child.pid!), peaks[i]),
  );
}

/** One scenario's rounds together: throughput over their whole time, the worst p99. */
function summarise(
  scenario: Scenario,
  runs: autocannon.Result[],
  rss: number,
  peak: number,
): Measured {
  const statuses: Record<string, number> = {};
  for (const result of runs)
    for (const [code, stats] of Object.entries(result.statusCodeStats ?? {}))
      statuses[code] = (statuses[code] ?? 0) + (stats as { count: number }).count;
  const errors = runs.reduce((sum, r) => sum + r.errors, 0);
  const unexpected = Object.keys(statuses).filter((code) => !scenario.expect.includes(+code));
  if (unexpected.length > 0 || errors > 0)
    throw new Error(
      `${scenario.name}: unexpected answers ${JSON.stringify(statuses)}, ${errors} errors`,
    );
  const requests = runs.reduce((sum, r) => sum + r.requests.total, 0);
  const seconds = runs.reduce((sum, r) => sum + r.duration, 0);
  const p50s = runs.map((r) => r.latency.p50).sort((a, b) => a - b);
  return {
    name: scenario.name,
    target: scenario.target,
    requests_per_second: Math.round(requests / seconds),
    p50_ms: p50s[Math.floor(p50s.length / 2)],
    p99_ms: Math.max(...runs.map((r) => r.latency.p99)),
    rss_mb: rss,
    rss_peak_mb: Math.max(peak, rss),
    requests,
    statuses,
    errors,
    timeouts: runs.reduce((sum, r) => sum + r.timeouts, 0),
    load_1m: Math.round(loadavg()[0] * 100) / 100,
  };
}

/** Least-squares slope of `values` sampled every `stepS` seconds, in units per minute. */
function slopePerMinute(values: number[], stepS: number): number {
  const n = values.length;
  if (n < 2) return 0;
  const xs = values.map((_, i) => (i * stepS) / 60);
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = values.reduce((a, b) => a + b, 0) / n;
  let num = 0;
  let den = 0;
  for (let i = 0; i < n; i++) {
    num += (xs[i] - mx) * (values[i] - my);
    den += (xs[i] - mx) ** 2;
  }
  return den === 0 ? 0 : num / den;
}

async function soak(server: Started, requests: Scenario['requests']) {
  const pid = server.child.pid!;
  const stepS = Math.max(1, Math.min(10, Math.round(SOAK_S / 30)));
  const samples: number[] = [rssMb(pid)];
  const sampler = setInterval(() => samples.push(rssMb(pid)), stepS * 1000);
  const result = await fire(server.url, requests, SOAK_S);
  clearInterval(sampler);
  samples.push(rssMb(pid));
  const secondHalf = samples.slice(Math.floor(samples.length / 2));
  return {
    seconds: SOAK_S,
    sample_every_s: stepS,
    requests: result.requests.total,
    requests_per_second: Math.round(result.requests.average),
    p99_ms: result.latency.p99,
    non_2xx: result.non2xx,
    errors: result.errors,
    rss_mb_samples: samples,
    rss_mb_start: samples[0],
    rss_mb_end: samples[samples.length - 1],
    rss_mb_max: Math.max(...samples),
    rss_slope_second_half_mb_per_min: Math.round(slopePerMinute(secondHalf, stepS) * 100) / 100,
  };
}

async function machine(dataSource: DataSource) {
  const [{ version }] = await dataSource.query<{ version: string }[]>('SELECT version()');
  return {
    nproc: cpus().length,
    cpu: cpus()[0]?.model,
    memory_gb: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    postgresql: version.split(' on ')[0],
    database: env.DATABASE_URL ? 'DATABASE_URL server (scratch database)' : 'embedded PostgreSQL',
    load_average_at_start: loadavg().map((l) => Math.round(l * 100) / 100),
  };
}

async function main(): Promise<number> {
  const started = Date.now();
  const scratch = await createScratchDatabase(env.DATABASE_URL, 'bench_suite');
  const work = mkdtempSync(join(tmpdir(), 'bench-suite-'));
  const processes: Started[] = [];
  const dataSource = new DataSource(dataSourceOptions(scratch.url, { extra: { max: 4 } }));
  try {
    await dataSource.initialize();
    await dataSource.runMigrations();
    const host = await machine(dataSource);
    console.log(
      `Machine: ${host.nproc} CPUs, ${host.memory_gb} GB, Node ${host.node}, ${host.postgresql}, load ${host.load_average_at_start.join(' ')}`,
    );

    const seedStarted = Date.now();
    const demo = await loadDemoCatalogue(dataSource);
    await seedCruiseCatalogue(dataSource);
    const translated = await seedTranslations(dataSource);
    console.log(`Seeding ${LOG_ROWS.toLocaleString('en')} request-log rows`);
    const logTimings = await seedRequestLog(dataSource, LOG_ROWS);
    const [{ records }] = await dataSource.query<{ records: string }[]>(
      `SELECT (SELECT count(*) FROM ships) + (SELECT count(*) FROM sailings) + (SELECT count(*) FROM itineraries)
            + (SELECT count(*) FROM ports) + (SELECT count(*) FROM cruise_lines) + (SELECT count(*) FROM theme_parks)
            + (SELECT count(*) FROM attractions) AS records`,
    );
    const parks = await dataSource.query<{ slug: string }[]>(
      'SELECT slug FROM theme_parks WHERE is_active ORDER BY slug LIMIT 5',
    );
    const seedSeconds = Math.round((Date.now() - seedStarted) / 100) / 10;
    console.log(`Seeded ${records} catalogue records in ${seedSeconds} s`);

    const simPort = await findFreePort();
    const simulator = await startProcess(
      'upstream simulator',
      [
        '-r',
        'ts-node/register/transpile-only',
        'tools/upstream-simulator/main.ts',
        '--port',
        String(simPort),
      ],
      {},
      simPort,
      (_url, output) => Promise.resolve(output.includes('Upstream simulator on')),
    );
    processes.push(simulator);

    const healthy = (url: string) => fetch(`${url}/health`).then((r) => r.ok);
    const startService = async (name: string, cacheEnabled: boolean) => {
      const appPort = await findFreePort();
      return startProcess(
        name,
        [...productionNodeFlags(), 'dist/main.js'],
        {
          NODE_ENV: 'production',
          LOG_LEVEL: 'warn',
          PORT: String(appPort),
          HOST: '127.0.0.1',
          DATA_DIR: join(work, 'data'),
          DATABASE_URL: scratch.url,
          JWT_SECRET: randomBytes(32).toString('base64'),
          JWT_ACCESS_TTL: '86400',
          VAULT_MASTER_KEY: randomBytes(32).toString('base64'),
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
          RATE_LIMIT_PUBLIC_PER_MIN: '1000000',
          UPSTREAM_URL: `${simulator.url}/v1`,
          // The fallback relay (studio search) must reach the simulator on every request.
          UPSTREAM_DESTINATIONS_TTL_SECONDS: '0',
          CACHE_ENABLED: String(cacheEnabled),
          // glibc's malloc arenas are a large share of RSS; operators may cap them (docs/operations.md, "Memory").
          ...(env.MALLOC_ARENA_MAX ? { MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX } : {}),
          // The response cache's bound, to measure the soak against another size.
          ...(env.CACHE_MAX_BYTES ? { CACHE_MAX_BYTES: env.CACHE_MAX_BYTES } : {}),
        },
        appPort,
        healthy,
      );
    };
    // The same build twice: the response cache on (as deployed) and off (every read reaches the
    // database), measured one after the other in the same run.
    const service = await startService('service', true);
    processes.push(service);
    const uncached = await startService('service, cache off', false);
    processes.push(uncached);

    const basePort = await findFreePort();
    const baseline = await startProcess(
      'baseline',
      // The same Node flags as the service (start:prod): the comparison is of the code, not of
      // runtime settings.
      [...productionNodeFlags(), compileBenchScript(work, 'baseline-server.ts')],
      {
        DATABASE_URL: scratch.url,
        PORT: String(basePort),
        NODE_PATH: join(ROOT, 'node_modules'),
        SERVICE_DIST: join(ROOT, 'dist'),
      },
      basePort,
      (_url, output) => Promise.resolve(output.includes('baseline listening')),
    );
    processes.push(baseline);

    const login = await fetch(`${service.url}/studio/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: ADMIN.email, password: ADMIN.password }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const bearer = { authorization: `Bearer ${token}` };

    // The public live route comes with the live branch; until it is there, the studio look-up
    // is the relay that reaches the upstream on every request.
    const liveProbe = parks[0]
      ? await fetch(`${service.url}/api/v1/theme-parks/${parks[0].slug}/live`)
      : undefined;
    const publicLive = liveProbe?.status === 200;
    const live: Scenario['requests'] = publicLive
      ? parks.map((p) => ({ path: `/api/v1/theme-parks/${p.slug}/live` }))
      : ['magic', 'epcot', 'universal', 'disney'].map((q) => ({
          path: `/studio/upstream/search?q=${q}`,
          headers: bearer,
        }));

    const lineSlugs = Array.from({ length: 10 }, (_, i) => `line-${i * 3}`);
    const slugsOf = async (path: string): Promise<string[]> => {
      const response = await fetch(`${uncached.url}${path}`);
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      const { data } = (await response.json()) as { data: Array<{ slug: string }> };
      return data.map((d) => d.slug).slice(0, 17);
    };
    // One list and one detail of every public resource family, and search; the baseline answers
    // each with the service's own controllers and statements (bench/baseline-server.ts).
    // `include`: what a page asks for with ?include= (a list page one relation, a detail page the
    // relations of the whole page), read beside the plain reads.
    const families: Array<{
      name: string;
      list: string[];
      detail?: string;
      include?: { list: string; detail: string };
    }> = [
      {
        name: 'cruise lines',
        list: ['/api/v1/cruise-lines?limit=20'],
        detail: '/api/v1/cruise-lines',
        include: { list: 'ships', detail: 'ships,itineraries' },
      },
      {
        name: 'ships',
        list: lineSlugs.map((line) => `/api/v1/ships?cruise_line=${line}&limit=20`),
        detail: '/api/v1/ships',
        include: { list: 'cruise_line', detail: 'cruise_line,sailings,itineraries' },
      },
      {
        name: 'ports',
        list: ['/api/v1/ports?limit=20'],
        detail: '/api/v1/ports',
        include: { list: 'excursions', detail: 'excursions' },
      },
      {
        name: 'itineraries',
        list: lineSlugs.map((line) => `/api/v1/itineraries?cruise_line=${line}&limit=20`),
        detail: '/api/v1/itineraries',
        include: { list: 'sailings', detail: 'ports.excursions,sailings' },
      },
      { name: 'sailings', list: ['/api/v1/sailings?limit=20'] },
      {
        name: 'excursions',
        list: ['/api/excursions?limit=20'],
        detail: '/api/excursions',
      },
      {
        name: 'theme parks',
        list: ['/api/v1/theme-parks?limit=20'],
        detail: '/api/v1/theme-parks',
        include: { list: 'attractions', detail: 'attractions,dining,events,resorts' },
      },
      {
        name: 'resorts',
        list: ['/api/v1/resorts?limit=20'],
        detail: '/api/v1/resorts',
      },
      {
        name: 'attractions',
        list: ['/api/v1/attractions?limit=20'],
        detail: '/api/v1/attractions',
      },
      {
        name: 'events',
        list: ['/api/v1/events?limit=20'],
        detail: '/api/v1/events',
      },
      {
        name: 'dining',
        list: ['/api/v1/dining?limit=20'],
        detail: '/api/v1/dining',
      },
      { name: 'guides', list: ['/api/guides?limit=20'], detail: '/api/guides' },
      { name: 'videos', list: ['/api/videos?limit=20'], detail: '/api/videos' },
      {
        name: 'categories',
        list: ['/api/categories?limit=20'],
        detail: '/api/categories',
      },
    ];
    // A read, and for a family's plain list and detail the same read in German (`?locale=de`),
    // which is measured beside it and compared with it rather than with the baseline.
    const reads: Array<{ name: string; paths: string[]; localized?: Read }> = [];
    const inGerman = (name: string, paths: string[]): Read => ({
      name: `${name}, de`,
      paths: paths.map((path) => `${path}${path.includes('?') ? '&' : '?'}locale=de`),
    });
    for (const family of families) {
      const listName = `${family.name} list`;
      reads.push({
        name: listName,
        paths: family.list,
        localized: inGerman(listName, family.list),
      });
      if (!family.detail) continue;
      const slugs = await slugsOf(family.list[0]);
      if (slugs.length === 0)
        throw new Error(`${family.list[0]} is empty: nothing to read in detail`);
      const detailName = `${family.name} detail`;
      const detailPaths = slugs.map((slug) => `${family.detail}/${slug}`);
      reads.push({
        name: detailName,
        paths: detailPaths,
        localized: inGerman(detailName, detailPaths),
      });
      // The same reads with the relations a page embeds (?include=), beside the plain ones.
      if (!family.include) continue;
      const { list, detail } = family.include;
      reads.push(
        {
          name: `${family.name} list, included`,
          paths: family.list.map((path) => `${path}&include=${list}`),
        },
        {
          name: `${family.name} detail, included`,
          paths: slugs.map((slug) => `${family.detail}/${slug}?include=${detail}`),
        },
      );
    }
    const search = ['ship 12', 'caribbean', 'magic kingdom', 'harmony', 'itinerary 40'].map(
      (q) => `/api/search?q=${encodeURIComponent(q)}`,
    );
    reads.push({ name: 'search', paths: search });

    const shipList = reads.find((r) => r.name === 'ships list')!.paths;
    const conditional = await Promise.all(
      shipList.map(async (path) => {
        const response = await fetch(`${service.url}${path}`);
        const etag = response.headers.get('etag');
        if (!etag) throw new Error(`${path} sent no ETag`);
        return { path, headers: { 'if-none-match': etag } };
      }),
    );

    // The baseline must answer what the service answers, or the ratio compares different work.
    for (const read of reads)
      for (const path of read.paths.slice(0, 3)) {
        const [ours, bare] = await Promise.all(
          [uncached, baseline].map((s) => fetch(`${s.url}${path}`).then((r) => r.text())),
        );
        if (ours !== bare)
          throw new Error(`The baseline answers ${path} differently:\n${ours}\n${bare}`);
      }

    // A localized read must be served in German, or its ratio compares the same work twice.
    for (const { localized } of reads)
      for (const path of localized?.paths.slice(0, 3) ?? []) {
        const response = await fetch(`${uncached.url}${path}`);
        const language = response.headers.get('content-language');
        if (response.status !== 200 || language !== 'de')
          throw new Error(
            `${path} answered ${response.status} in ${language ?? 'no language'}, not 200 in de:\n${await response.text()}`,
          );
      }

    const servers: Record<Scenario['target'], Started> = {
      baseline,
      'cache off': uncached,
      'cache on': service,
    };
    // One group per read (its three targets side by side), then one per cached-only scenario.
    // A localized read joins its default-locale read's group: the two take turns, so a drift of
    // the machine's speed does not fall on one of them only.
    const measured = READS
      ? reads.filter((r) => READS.test(r.name) || (r.localized && READS.test(r.localized.name)))
      : reads;
    const groups: Scenario[][] = measured.map((read) => {
      const requests = read.paths.map((path) => ({ path }));
      const group: Scenario[] = (['baseline', 'cache off', 'cache on'] as const).map((target) => ({
        name: read.name,
        target,
        requests,
        expect: [200],
      }));
      if (read.localized) {
        const localized = read.localized.paths.map((path) => ({ path }));
        for (const target of ['cache off', 'cache on'] as const)
          group.push({ name: read.localized.name, target, requests: localized, expect: [200] });
      }
      return ONLY_TARGETS ? group.filter((s) => ONLY_TARGETS.includes(s.target)) : group;
    });
    if (!PARTIAL)
      groups.push(
        [
          {
            name: 'ships list, If-None-Match',
            target: 'cache on',
            requests: conditional,
            expect: [304],
          },
        ],
        [
          {
            name: publicLive ? 'live relay' : 'live relay (studio search)',
            target: 'cache on',
            requests: live,
            expect: [200],
          },
        ],
        [
          {
            name: 'analytics overview',
            target: 'cache on',
            requests: [{ path: '/studio/analytics/overview?days=30', headers: bearer }],
            expect: [200],
            // One studio client: an instance runs one report at a time and rests between them
            // (STUDIO_HEAVY_READS_*), and refuses what its short queue cannot hold with 503.
            connections: 1,
          },
        ],
      );

    const results: Measured[] = [];
    console.log(
      `\n${CONNECTIONS} connections, ${DURATION_S} s per scenario after ${WARMUP_S} s of warm-up (the warm-up also fills the cache), in ${ROUNDS} rounds taken in turn with the same read's other targets\n`,
    );
    console.log(
      'scenario                        target        req/s     p50     p99   RSS MB  load 1m',
    );
    for (const group of groups)
      for (const m of await measureTogether(group, servers, () => quietDatabase(dataSource))) {
        results.push(m);
        console.log(
          `${m.name.padEnd(32)}${m.target.padEnd(12)}${String(m.requests_per_second).padStart(7)}${`${m.p50_ms}`.padStart(8)}${`${m.p99_ms}`.padStart(8)}${String(m.rss_mb).padStart(9)}${String(m.load_1m).padStart(9)}`,
        );
      }

    const find = (name: string, target: string) =>
      results.find((r) => r.name === name && r.target === target);
    const ratio = (name: string, target: string) => {
      const base = find(name, 'baseline')?.requests_per_second;
      const measured = find(name, target)?.requests_per_second;
      return base && measured !== undefined ? Math.round((measured / base) * 100) / 100 : null;
    };
    const ratios = measured.map((r) => ({
      read: r.name,
      cache_off: ratio(r.name, 'cache off')!,
      cache_on: ratio(r.name, 'cache on')!,
    }));
    console.log('\nservice/baseline throughput, same run:');
    console.log('read                            cache off  cache on');
    for (const r of ratios)
      console.log(
        `${r.read.padEnd(32)}${String(r.cache_off).padStart(9)}${String(r.cache_on).padStart(10)}`,
      );
    // The localized read over the same read in the default locale, both targets of the same run.
    const localizedRatio = (read: Read, localized: Read, target: string) => {
      const base = find(read.name, target)?.requests_per_second;
      const measured = find(localized.name, target)?.requests_per_second;
      return base && measured !== undefined ? Math.round((measured / base) * 100) / 100 : null;
    };
    const localizedRatios = measured.flatMap((r) =>
      r.localized
        ? [
            {
              read: r.localized.name,
              cache_off: localizedRatio(r, r.localized, 'cache off')!,
              cache_on: localizedRatio(r, r.localized, 'cache on')!,
            },
          ]
        : [],
    );
    console.log('\nlocalized (?locale=de)/default-locale throughput, same run:');
    console.log('read                            cache off  cache on');
    for (const r of localizedRatios)
      console.log(
        `${r.read.padEnd(32)}${String(r.cache_off).padStart(9)}${String(r.cache_on).padStart(10)}`,
      );
    if (PARTIAL) {
      console.log(
        '\nBENCH_READS or BENCH_TARGETS is set: no soak, no targets checked, latest.json left as it is',
      );
      return 0;
    }
    const cachedP99 = results.filter(
      (m) =>
        m.target === 'cache on' &&
        reads.some((r) => r.name === m.name || r.localized?.name === m.name),
    );

    await quietDatabase(dataSource);
    console.log(`\nSoak: ${SOAK_S} s of every read above, cache on, at ${CONNECTIONS} connections`);
    const soaked = await soak(
      service,
      reads.flatMap((r) => [...r.paths, ...(r.localized?.paths ?? [])].map((path) => ({ path }))),
    );
    console.log(
      `  ${soaked.requests_per_second} req/s, p99 ${soaked.p99_ms} ms; RSS ${soaked.rss_mb_start} → ${soaked.rss_mb_end} MB (max ${soaked.rss_mb_max}), second-half slope ${soaked.rss_slope_second_half_mb_per_min} MB/min`,
    );

    const checks = {
      cache_on_every_read_at_least_baseline: ratios.every(
        (r) => r.cache_on >= TARGETS.cached_ratio_min,
      ),
      cache_off_every_read_at_least_0_6: ratios.every(
        (r) => r.cache_off >= TARGETS.uncached_ratio_min,
      ),
      localized_cache_off_every_read_at_least_0_9_of_default: localizedRatios.every(
        (r) => r.cache_off >= TARGETS.localized_uncached_ratio_min,
      ),
      localized_cache_on_every_read_at_least_0_9_of_default: localizedRatios.every(
        (r) => r.cache_on >= TARGETS.localized_cached_ratio_min,
      ),
      cached_reads_p99_under_50_ms: cachedP99.every((m) => m.p99_ms < TARGETS.p99_ms_max),
      soak_rss_under_150_mib: soaked.rss_mb_end < TARGETS.soak_rss_mb_max,
      soak_rss_no_upward_trend:
        soaked.rss_slope_second_half_mb_per_min <= TARGETS.soak_rss_slope_mb_per_min_max,
      conditional_get_304:
        (find('ships list, If-None-Match', 'cache on')?.statuses['304'] ?? 0) > 0,
    };
    const report = {
      benchmark: 'suite',
      date: new Date().toISOString(),
      machine: { ...host, load_average_at_end: loadavg().map((l) => Math.round(l * 100) / 100) },
      settings: {
        connections: CONNECTIONS,
        duration_seconds: DURATION_S,
        warmup_seconds: WARMUP_S,
        rounds: ROUNDS,
        soak_seconds: SOAK_S,
        request_log_rows: LOG_ROWS,
      },
      data: {
        catalogue_records: Number(records),
        generated: CATALOGUE_SIZE,
        demo_catalogue: demo,
        translated_records: translated,
        seed_seconds: seedSeconds,
        request_log_seed_seconds: logTimings,
      },
      live_relay_path: publicLive
        ? 'GET /api/v1/theme-parks/{slug}/live'
        : 'GET /studio/upstream/search?q= (public live route not present)',
      results,
      ratios_service_over_baseline: ratios,
      ratios_localized_over_default_locale: localizedRatios,
      soak: soaked,
      targets: TARGETS,
      checks,
      passed: Object.values(checks).every(Boolean),
      total_seconds: Math.round((Date.now() - started) / 1000),
    };
    mkdirSync(join(__dirname, 'results'), { recursive: true });
    writeFileSync(
      join(__dirname, 'results', 'latest.json'),
      `${JSON.stringify(report, null, 2)}\n`,
    );
    console.log('\nTargets:');
    for (const [name, ok] of Object.entries(checks))
      console.log(`  ${ok ? 'PASS' : 'FAIL'} ${name}`);
    console.log(`\nbench/results/latest.json written (${report.total_seconds} s in all)`);
    return report.passed ? 0 : 1;
  } finally {
    for (const started of processes.reverse()) await started.stop();
    if (dataSource.isInitialized) await dataSource.destroy();
    await scratch.drop();
    rmSync(work, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
