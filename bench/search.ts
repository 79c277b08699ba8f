import 'reflect-metadata';
import autocannon from 'autocannon';
import { ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DataSource } from 'typeorm';
import { createScratchDatabase, ScratchDatabase } from '@/cli/scratch-database';
import { loadConfig } from '@/config/app-config';
import { dataSourceOptions } from '@/database/data-source-options';
import { loadDemoCatalogue } from '@/database/seeds/demo';
import { statusFieldMb } from './support/process-status';
import { JUDGEMENTS, judge, score } from './support/search-judgements';

/**
 * `npm run bench:search`: the demo catalogue among BENCH_RECORDS (100,000) generated searchable
 * records in a scratch database (DATABASE_URL's server, or an ephemeral embedded one), then
 * GET /api/search through real HTTP servers, each in a process of its own
 * (bench/support/search-server.ts), in one run:
 *
 * 1. cache on: BENCH_REQUESTS (2,000) requests of 170 distinct searches, one at a time (after the
 *    first round, the response cache answers: this measures the cache);
 * 2. cache off (CACHE_ENABLED=false): every distinct search BENCH_PASSES (3) times one at a time,
 *    then BENCH_LOAD_ROUNDS (3) rounds of BENCH_CONNECTIONS (50) connections for BENCH_DURATION
 *    (15) seconds each (autocannon), reporting the median round and every round's rate;
 * 3. the plain baseline (one `websearch_to_tsquery` + `ts_rank` statement over every match), the
 *    same two measurements (one pass one at a time);
 * 4. the judged queries (bench/support/search-judgements.ts) on the service and on the baseline:
 *    hit@1, hit@3 and MRR@10.
 *
 * BENCH_KEEP_DATABASE=true keeps the filled database and prints its URL; BENCH_DATABASE_URL=<it>
 * measures such a database again (migrations run, nothing is generated), which is how a
 * 1,000,000-record catalogue (BENCH_RECORDS=1000000, minutes to generate) is measured
 * repeatedly. Prints the figures with the 1-minute load average of each phase and writes
 * bench/results/search.json (search-1m.json from 500,000 documents up). Fails on an error or a
 * judged hit@3 under 0.9; issue 39's targets for 1,000,000 records (cache off: p95 under 50 ms
 * one at a time, at least 250 searches per second at 50 connections with a p99 under 500 ms) are
 * reported in `targets_met`, and fail the run too with BENCH_ENFORCE_TARGETS=true.
 */

const RECORDS = Number(process.env.BENCH_RECORDS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2_000);
const PASSES = Number(process.env.BENCH_PASSES ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 15);
/** One round's rate moves between runs of the same build; the median of several moves less. */
const LOAD_ROUNDS = Number(process.env.BENCH_LOAD_ROUNDS ?? 3);
const REUSE_URL = process.env.BENCH_DATABASE_URL;
const WARMUP = 100;
const TARGETS = {
  uncached_p95_ms: 50,
  uncached_per_second: 250,
  uncached_p99_ms_at_connections: 500,
  judged_hit_at_3: 0.9,
};

// Words travellers and editors use; records are built from them so queries hit realistic sets.
const ADJECTIVES = `grand royal enchanted wild thunder crystal golden hidden lost frozen mystic coastal
  tropical polar lunar solar cosmic galactic haunted jungle desert island harbor canyon river
  mountain ocean starlight twilight midnight sunset sunrise emerald sapphire ruby silver copper
  iron velvet rocky sandy misty stormy breezy`;
const NOUNS = `coaster carousel railway voyage safari expedition lagoon castle palace pavilion tower
  falls rapids splash flume drop launch loop spinner wheel theater show parade festival feast
  grill cantina bistro tavern lounge kitchen market terrace garden village resort lodge villa
  inn cove bay reef cay pier wharf marina`;
const FILLER = `family thrill ride dining buffet character breakfast dinner lunch snacks drinks view
  fireworks night parade kids teens adults height requirement single rider express pass queue wait
  time indoor outdoor water wet dry dark fast slow gentle scary classic new opening seasonal holiday
  christmas halloween summer winter spring autumn cruise ship deck cabin suite balcony port shore
  excursion beach snorkel dive whale glacier tram train boat bus walking tour guide tips budget
  luxury deluxe value moderate ticket price hours reservation dress code vegan gluten allergy
  accessible wheelchair stroller rental locker photo souvenir shop castle princess pirate rocket
  dinosaur dragon wizard robot galaxy planet volcano temple jungle savanna elephant giraffe lion
  dolphin penguin shark turtle manatee flamingo parrot butterfly garden orchard vineyard bakery
  creamery chocolate candy popcorn pretzel churro waffle pancake burger pizza taco sushi ramen
  curry noodle dumpling barbecue steak lobster shrimp oyster salmon chowder gumbo paella risotto
  gelato sundae milkshake espresso latte cocktail mocktail lemonade smoothie cider lager stout
  trolley monorail gondola ferry skyliner tram funicular cable lift elevator escalator bridge
  tunnel cavern grotto mine quarry lighthouse harbour boardwalk promenade plaza courtyard atrium
  rooftop balcony veranda patio fountain pond canal lake creek waterfall geyser hot spring sauna
  spa massage yoga pilates gym pool slide lazy river wave surf kayak canoe paddle raft sail yacht
  catamaran submarine aquarium museum gallery exhibit library archive studio backlot soundstage
  premiere concert orchestra choir band drummer dancer acrobat juggler magician clown puppet
  storyteller narrator animatronic projection hologram laser drone lantern candle bonfire
  campfire marshmallow picnic hammock cabana bungalow chalet cottage manor mansion fortress
  citadel ruins pyramid obelisk statue monument memorial chapel cathedral abbey monastery
  lantern-lit moonlit sunlit starlit snowy icy foggy humid sunny cloudy rainy windy`;

const words = (text: string) => text.trim().split(/\s+/);

const QUERIES = [
  'coaster',
  'thunder coaster',
  'haunted castle',
  'family dining',
  'character breakfast',
  'water ride',
  'glacier tour',
  'fireworks night',
  'jungle safari',
  'frozen lagoon',
  '"crystal palace"',
  'golden falls',
  'vegan buffet',
  'single rider express',
  'beach snorkel',
  'wheelchair accessible',
  'midnight parade',
  'island resort',
  'royal feast',
  'cosmic launch',
  'lost river rapids',
  'tropical cantina',
  'seasonal halloween',
  'luxury suite balcony',
  'coaster -water',
  'tavern or bistro',
  'EPCOT festival',
  'DCA coaster',
  'IOA thrill',
  'MK parade',
  'thundr coastr',
  'enchnted castel',
  'safary expedishun',
  'starlite voyage',
];
const TYPES = [undefined, 'attraction', 'guide', 'dining_location,resort', 'theme_park'];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function fill(dataSource: DataSource): Promise<void> {
  const parks = 200;
  const guides = Math.round(RECORDS * 0.2);
  const dining = Math.round(RECORDS * 0.2);
  const resorts = Math.round(RECORDS * 0.1);
  const attractions = RECORDS - parks - guides - dining - resorts;
  const params = [words(ADJECTIVES), words(NOUNS), words(FILLER)];
  // w(n): n random filler words; name(): "<adjective> <noun>" plus a number to keep slugs unique.
  const helpers = `
    CREATE OR REPLACE FUNCTION pg_temp.pick(a text[]) RETURNS text LANGUAGE sql VOLATILE AS
      $$ SELECT a[1 + floor(random() * array_length(a, 1))::int] $$;
    -- Filler words follow a Zipf-like law, as in real text: a few are everywhere, most are rare.
    CREATE OR REPLACE FUNCTION pg_temp.w(a text[], n int) RETURNS text LANGUAGE sql VOLATILE AS
      $$ SELECT string_agg(a[1 + floor(power(random(), 3) * array_length(a, 1))::int], ' ') FROM generate_series(1, n) $$;`;
  await dataSource.transaction(async (m) => {
    await m.query(helpers);
    const started = performance.now();
    await m.query(
      `INSERT INTO theme_parks (name, slug, city, country, timezone, description)
       SELECT initcap(pg_temp.pick($1) || ' ' || pg_temp.pick($2)) || ' Park ' || i, 'bench-park-' || i,
              'Orlando', 'United States', 'America/New_York', pg_temp.w($3, 30)
         FROM generate_series(1, ${parks}) i`,
      params,
    );
    await m.query(
      `INSERT INTO attractions (name, slug, theme_park_id, ride_type, description)
       SELECT initcap(pg_temp.pick($1) || ' ' || pg_temp.pick($2)) || ' ' || i, 'bench-attraction-' || i,
              (SELECT id FROM theme_parks WHERE slug = 'bench-park-' || (1 + i % ${parks})),
              pg_temp.pick($2), pg_temp.w($3, 25)
         FROM generate_series(1, ${attractions}) i`,
      params,
    );
    await m.query(
      `INSERT INTO resorts (name, slug, theme_park_id, description, amenities)
       SELECT initcap(pg_temp.pick($1) || ' ' || pg_temp.pick($2)) || ' Resort ' || i, 'bench-resort-' || i,
              (SELECT id FROM theme_parks WHERE slug = 'bench-park-' || (1 + i % ${parks})),
              pg_temp.w($3, 30), ARRAY[pg_temp.pick($3), pg_temp.pick($3)]
         FROM generate_series(1, ${resorts}) i`,
      params,
    );
    await m.query(
      `INSERT INTO dining_locations (name, slug, venue_type, cuisine_type, theme_park_id, description)
       SELECT initcap(pg_temp.pick($1) || ' ' || pg_temp.pick($2)) || ' ' || i, 'bench-dining-' || i,
              'Table service', 'American',
              (SELECT id FROM theme_parks WHERE slug = 'bench-park-' || (1 + i % ${parks})),
              pg_temp.w($3, 20)
         FROM generate_series(1, ${dining}) i`,
      params,
    );
    await m.query(
      `INSERT INTO guides (title, slug, summary, body, status, published_at)
       SELECT initcap(pg_temp.pick($1) || ' ' || pg_temp.pick($2)) || ' guide ' || i, 'bench-guide-' || i,
              pg_temp.w($3, 15), pg_temp.w($3, 150),
              CASE WHEN i % 10 = 0 THEN 'draft' ELSE 'published' END::guide_status,
              CASE WHEN i % 10 = 0 THEN NULL ELSE now() - interval '1 day' END
         FROM generate_series(1, ${guides}) i`,
      params,
    );
    console.log(
      `Inserted ${RECORDS} records (${attractions} attractions, ${guides} guides, ${dining} dining, ${resorts} resorts, ${parks} parks) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  });
  // What autovacuum would have done by the time such a catalogue is searched.
  await dataSource.query('VACUUM ANALYZE');
}

interface Server {
  child: ChildProcess;
  base: string;
  stop(): Promise<void>;
}

/** bench/support/search-server.ts in a child process, resolved once it listens. */
async function startServer(
  mode: 'service' | 'plain',
  env: Record<string, string>,
): Promise<Server> {
  const child = spawn(
    process.execPath,
    [
      '-r',
      'ts-node/register/transpile-only',
      '-r',
      'tsconfig-paths/register',
      join(__dirname, 'support', 'search-server.ts'),
    ],
    {
      cwd: join(__dirname, '..'),
      env: { ...process.env, ...env, SEARCH_SERVER: mode },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`${mode} server exited with ${code}:\n${output}`)));
  });
  return {
    child,
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

const round = (n: number) => Math.round(n * 100) / 100;
const load1m = () => round(loadavg()[0]);

/** The i-th search of the varied set: QUERIES × TYPES, every 7th on the second page. */
function pathOf(i: number): string {
  const params = new URLSearchParams({ q: QUERIES[i % QUERIES.length] });
  const types = TYPES[Math.floor(i / QUERIES.length) % TYPES.length];
  if (types) params.set('types', types);
  if (i % 7 === 0) params.set('skip', '20');
  return `/api/search?${params.toString()}`;
}
const DISTINCT = QUERIES.length * TYPES.length;

interface OneAtATime {
  requests: number;
  queries_with_results: number;
  latency_ms: { min: number; p50: number; p95: number; p99: number; max: number; mean: number };
  load_1m: number;
}

async function oneAtATime(base: string, requests: number): Promise<OneAtATime> {
  const latencies: number[] = [];
  let hits = 0;
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    const response = await fetch(base + pathOf(i));
    const body = (await response.json()) as { total: number };
    latencies.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`${pathOf(i)} answered ${response.status}`);
    if (body.total > 0) hits++;
  }
  latencies.sort((a, b) => a - b);
  return {
    requests,
    queries_with_results: round(hits / requests),
    latency_ms: {
      min: round(latencies[0]),
      p50: round(percentile(latencies, 50)),
      p95: round(percentile(latencies, 95)),
      p99: round(percentile(latencies, 99)),
      max: round(latencies[latencies.length - 1]),
      mean: round(latencies.reduce((a, b) => a + b, 0) / latencies.length),
    },
    load_1m: load1m(),
  };
}

interface Concurrent {
  connections: number;
  seconds: number;
  requests: number;
  per_second: number;
  p50_ms: number;
  p99_ms: number;
  non_2xx: number;
  errors: number;
  rss_mb: number;
  load_1m: number;
}

/** Closed loop: BENCH_CONNECTIONS connections, each sending its next search when answered. */
async function concurrent(server: Server): Promise<Concurrent> {
  const paths = Array.from({ length: DISTINCT }, (_, i) => pathOf(i));
  const result = await autocannon({
    url: server.base,
    connections: CONNECTIONS,
    duration: DURATION_S,
    timeout: 20,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  return {
    connections: CONNECTIONS,
    seconds: DURATION_S,
    requests: result.requests.total,
    per_second: round(result.requests.total / DURATION_S),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    non_2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    rss_mb: round(statusFieldMb(server.child.pid!, 'VmRSS')),
    load_1m: load1m(),
  };
}

/**
 * LOAD_ROUNDS rounds of `concurrent` on one server: the round of median rate (the lower of the
 * two middle ones for an even count), with every round's rate, and the errors of all rounds.
 * Between rounds, one search sent alone is answered after the searches the last round left
 * in flight (the server's pool queues them in order), so no round starts behind another's.
 */
async function concurrentRounds(
  server: Server,
): Promise<Concurrent & { rounds_per_second: number[] }> {
  const rounds: Concurrent[] = [];
  for (let i = 0; i < LOAD_ROUNDS; i++) {
    if (i > 0) await (await fetch(server.base + pathOf(0))).arrayBuffer();
    rounds.push(await concurrent(server));
  }
  const byRate = [...rounds].sort((a, b) => a.per_second - b.per_second);
  const median = byRate[Math.floor((byRate.length - 1) / 2)];
  return {
    ...median,
    non_2xx: rounds.reduce((sum, r) => sum + r.non_2xx, 0),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    rounds_per_second: rounds.map((r) => r.per_second),
  };
}

async function judged(base: string) {
  const answers = [];
  for (const judgement of JUDGEMENTS) {
    const params = new URLSearchParams({ q: judgement.q });
    if (judgement.types) params.set('types', judgement.types);
    const response = await fetch(`${base}/api/search?${params.toString()}`);
    if (response.status !== 200) throw new Error(`${judgement.q} answered ${response.status}`);
    const body = (await response.json()) as { data: Array<{ slug: string }> };
    answers.push(
      judge(
        judgement,
        body.data.map((hit) => hit.slug),
      ),
    );
  }
  return score(answers);
}

/** The database to measure: the one BENCH_DATABASE_URL names, or a new one filled here. */
async function database(): Promise<{ url: string; scratch: ScratchDatabase | null }> {
  const scratch = REUSE_URL
    ? null
    : await createScratchDatabase(loadConfig(process.env).database.url, 'bench_search');
  const url = REUSE_URL ?? scratch!.url;
  // No statement timeout: filling the records through the triggers takes minutes.
  const dataSource = new DataSource(dataSourceOptions(url, { extra: { max: 2 } }));
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: 'each' });
    const [{ demo }] = await dataSource.query<Array<{ demo: boolean }>>(
      `SELECT EXISTS (SELECT 1 FROM attractions WHERE slug = 'space-mountain') AS demo`,
    );
    if (!demo) await loadDemoCatalogue(dataSource);
    if (!REUSE_URL) await fill(dataSource);
    else await dataSource.query('VACUUM ANALYZE');
  } finally {
    await dataSource.destroy();
  }
  return { url, scratch };
}

/** What the search tables take on disk (tables, their TOAST and indexes), and the server's memory. */
async function footprint(url: string) {
  const dataSource = new DataSource(dataSourceOptions(url, { extra: { max: 1 } }));
  await dataSource.initialize();
  try {
    const tables = await dataSource.query<
      Array<{ table: string; rows: number; mb: number; indexes_mb: number }>
    >(
      // A partitioned table's size and rows are its partitions'.
      `SELECT c.relname AS table, sum(greatest(p.reltuples, 0))::bigint AS rows,
              round(sum(pg_total_relation_size(p.oid)) / 1048576.0, 1)::float AS mb,
              round(sum(pg_indexes_size(p.oid)) / 1048576.0, 1)::float AS indexes_mb
         FROM pg_class c LEFT JOIN LATERAL pg_partition_tree(c.oid) t ON true
         JOIN pg_class p ON p.oid = coalesce(t.relid, c.oid)
        WHERE c.relname IN ('search_documents', 'search_names', 'search_words', 'search_translations')
          AND c.relkind IN ('r', 'p') AND p.relkind = 'r'
        GROUP BY c.relname
        ORDER BY c.relname`,
    );
    const [{ documents, shared_buffers, work_mem, version }] = await dataSource.query<
      Array<{ documents: number; shared_buffers: string; work_mem: string; version: string }>
    >(
      `SELECT (SELECT count(*)::int FROM search_documents) AS documents,
              current_setting('shared_buffers') AS shared_buffers,
              current_setting('work_mem') AS work_mem,
              current_setting('server_version') AS version`,
    );
    return {
      documents,
      tables,
      total_mb: round(tables.reduce((sum, t) => sum + t.mb, 0)),
      postgres: { version, shared_buffers, work_mem },
    };
  } finally {
    await dataSource.destroy();
  }
}

async function main(): Promise<void> {
  const { url, scratch } = await database();
  try {
    const serverEnv = {
      DATABASE_URL: url,
      LOG_LEVEL: 'silent',
      // One client sends every query: the per-address public limit would stop it at the 121st.
      RATE_LIMIT_PUBLIC_PER_MIN: '1000000',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
    };
    const size = await footprint(url);
    console.log(`${size.documents} search documents, search tables ${size.total_mb} MB`);

    const cached = await startServer('service', { ...serverEnv, CACHE_ENABLED: 'true' });
    for (let i = 0; i < WARMUP; i++) await (await fetch(cached.base + pathOf(i))).arrayBuffer();
    const cacheOn = await oneAtATime(cached.base, REQUESTS);
    await cached.stop();
    console.log(`cache on, one at a time: ${JSON.stringify(cacheOn.latency_ms)}`);

    const uncached = await startServer('service', { ...serverEnv, CACHE_ENABLED: 'false' });
    for (let i = 0; i < WARMUP; i++) await (await fetch(uncached.base + pathOf(i))).arrayBuffer();
    const cacheOff = await oneAtATime(uncached.base, DISTINCT * PASSES);
    console.log(`cache off, one at a time: ${JSON.stringify(cacheOff.latency_ms)}`);
    const cacheOffLoad = await concurrentRounds(uncached);
    console.log(`cache off, ${CONNECTIONS} connections: ${JSON.stringify(cacheOffLoad)}`);
    const relevance = await judged(uncached.base);
    await uncached.stop();

    const plain = await startServer('plain', serverEnv);
    const plainOne = await oneAtATime(plain.base, DISTINCT);
    console.log(`plain baseline, one at a time: ${JSON.stringify(plainOne.latency_ms)}`);
    const plainLoad = await concurrentRounds(plain);
    console.log(`plain baseline, ${CONNECTIONS} connections: ${JSON.stringify(plainLoad)}`);
    const plainRelevance = await judged(plain.base);
    await plain.stop();

    // What fails the run: errors, or relevance below the bar. The latency and throughput targets
    // are those of issue 39 for 1,000,000 records on a quiet 2-core machine: reported, and
    // enforced only with BENCH_ENFORCE_TARGETS=true (a shared machine cannot promise them).
    const checks = {
      no_errors: cacheOffLoad.non_2xx + cacheOffLoad.errors === 0,
      judged_hit_at_3: relevance.hit_at_3 >= TARGETS.judged_hit_at_3,
    };
    const targetsMet = {
      uncached_p95: cacheOff.latency_ms.p95 < TARGETS.uncached_p95_ms,
      uncached_per_second: cacheOffLoad.per_second >= TARGETS.uncached_per_second,
      uncached_p99_at_connections: cacheOffLoad.p99_ms < TARGETS.uncached_p99_ms_at_connections,
    };
    const enforce = process.env.BENCH_ENFORCE_TARGETS === 'true';
    const result = {
      benchmark: 'GET /api/search',
      date: new Date().toISOString(),
      searchable_records: RECORDS,
      footprint: size,
      distinct_queries: DISTINCT,
      cache_on: { one_at_a_time: cacheOn },
      cache_off: { one_at_a_time: cacheOff, concurrent: cacheOffLoad, judged: relevance },
      plain_baseline: { one_at_a_time: plainOne, concurrent: plainLoad, judged: plainRelevance },
      throughput_over_baseline: round(
        cacheOffLoad.per_second / Math.max(plainLoad.per_second, 0.01),
      ),
      targets: TARGETS,
      targets_met: targetsMet,
      targets_enforced: enforce,
      checks,
      passed:
        Object.values(checks).every(Boolean) &&
        (!enforce || Object.values(targetsMet).every(Boolean)),
    };
    const dir = join(__dirname, 'results');
    mkdirSync(dir, { recursive: true });
    const file =
      size.documents >= 500_000
        ? `search-${Math.round(size.documents / 1e6)}m.json`
        : 'search.json';
    writeFileSync(join(dir, file), `${JSON.stringify(result, null, 2)}\n`);
    console.log(JSON.stringify(result, null, 2));
    if (!result.passed) process.exitCode = 1;
  } finally {
    if (process.env.BENCH_KEEP_DATABASE === 'true' || REUSE_URL) console.log(`Kept ${url}`);
    else await scratch?.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
