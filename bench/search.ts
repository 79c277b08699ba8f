import 'reflect-metadata';
import { mkdirSync, writeFileSync } from 'node:fs';
import { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DataSource } from 'typeorm';
import { createApp } from '@/app.setup';
import { createScratchDatabase } from '@/cli/scratch-database';
import { loadConfig } from '@/config/app-config';
import { dataSourceOptions } from '@/database/data-source-options';
import { closeNow, frontOf, serve } from '@/common/fast-path';

/**
 * `npm run bench:search`: 100,000 searchable records in a scratch database (DATABASE_URL's
 * server, or an ephemeral embedded one), then GET /api/search through the real HTTP server with
 * varied queries, one request at a time. Prints p50/p95/p99 and writes bench/results/search.json.
 * Target: p95 under 30 ms.
 */

const RECORDS = Number(process.env.BENCH_RECORDS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2_000);
const WARMUP = 100;
const TARGET_P95_MS = 30;

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

async function main(): Promise<void> {
  const env = loadConfig(process.env);
  const scratch = await createScratchDatabase(env.database.url, 'bench_search');
  try {
    // No statement timeout: filling 100,000 records through the triggers takes minutes.
    const migrations = new DataSource(dataSourceOptions(scratch.url, { extra: { max: 2 } }));
    await migrations.initialize();
    await migrations.runMigrations({ transaction: 'each' });
    await fill(migrations);
    const [{ documents }] = await migrations.query<Array<{ documents: number }>>(
      'SELECT count(*)::int AS documents FROM search_documents',
    );
    await migrations.destroy();

    const config = loadConfig({
      ...process.env,
      DATABASE_URL: scratch.url,
      LOG_LEVEL: 'silent',
      // One client sends every query: the per-address public limit would stop it at the 121st.
      RATE_LIMIT_PUBLIC_PER_MIN: '1000000',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
    });
    const app = await createApp(config);
    const server = await serve(app, 0, '127.0.0.1');
    const { port } = server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}/api/search`;
    const url = (i: number) => {
      const params = new URLSearchParams({ q: QUERIES[i % QUERIES.length] });
      const types = TYPES[Math.floor(i / QUERIES.length) % TYPES.length];
      if (types) params.set('types', types);
      if (i % 7 === 0) params.set('skip', '20');
      return `${base}?${params.toString()}`;
    };

    for (let i = 0; i < WARMUP; i++) await (await fetch(url(i))).arrayBuffer();
    const latencies: number[] = [];
    let hits = 0;
    for (let i = 0; i < REQUESTS; i++) {
      const started = performance.now();
      const response = await fetch(url(i));
      const body = (await response.json()) as { total: number };
      latencies.push(performance.now() - started);
      if (response.status !== 200) throw new Error(`${url(i)} answered ${response.status}`);
      if (body.total > 0) hits++;
    }
    await closeNow(frontOf(app).server);
    await app.close();

    latencies.sort((a, b) => a - b);
    const round = (n: number) => Math.round(n * 100) / 100;
    const result = {
      benchmark: 'GET /api/search',
      date: new Date().toISOString(),
      searchable_records: RECORDS,
      search_documents: documents,
      requests: REQUESTS,
      concurrency: 1,
      distinct_queries: QUERIES.length * TYPES.length,
      queries_with_results: round(hits / REQUESTS),
      latency_ms: {
        min: round(latencies[0]),
        p50: round(percentile(latencies, 50)),
        p95: round(percentile(latencies, 95)),
        p99: round(percentile(latencies, 99)),
        max: round(latencies[latencies.length - 1]),
        mean: round(latencies.reduce((a, b) => a + b, 0) / latencies.length),
      },
      target_p95_ms: TARGET_P95_MS,
      passed: percentile(latencies, 95) < TARGET_P95_MS,
    };
    const dir = join(__dirname, 'results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'search.json'), `${JSON.stringify(result, null, 2)}\n`);
    console.log(JSON.stringify(result, null, 2));
    if (!result.passed) process.exitCode = 1;
  } finally {
    if (process.env.BENCH_KEEP_DATABASE === 'true') console.log(`Kept ${scratch.url}`);
    else await scratch.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
