import 'reflect-metadata';
import { createServer } from 'node:http';
import { AddressInfo } from 'node:net';
import { Pool } from 'pg';
import { createApp } from '@/app.setup';
import { loadConfig } from '@/config/app-config';
import { serve } from '@/common/fast-path';

/**
 * The server bench/search.ts measures, in a process of its own so that the load generator does not
 * share its event loop. SEARCH_SERVER=service starts the application (CACHE_ENABLED as given);
 * SEARCH_SERVER=plain answers GET /api/search?q=&types=&skip=&limit= with the plain design a
 * search box starts from: one `websearch_to_tsquery` + `ts_rank` statement over every match in
 * `search_documents`, counted and ordered in full (no name tier, no pool, no snippet, no typo
 * correction), through a pool as large as the service's. Prints `listening <port>` when ready.
 */

const PLAIN = `
  SELECT entity_type AS type, slug, title, ts_rank(search_vector, q) AS score,
         count(*) OVER () AS total
    FROM search_documents, websearch_to_tsquery('english', $1) q
   WHERE search_vector @@ q AND is_visible AND (visible_from IS NULL OR visible_from <= now())
     AND ($2::text[] IS NULL OR entity_type = ANY ($2::text[]))
   ORDER BY score DESC, title, id
   LIMIT $3 OFFSET $4`;

async function plain(databaseUrl: string): Promise<number> {
  const pool = new Pool({ connectionString: databaseUrl, max: 20 });
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const types = url.searchParams.get('types');
    const params = [
      url.searchParams.get('q') ?? '',
      types ? types.split(',').map((t) => t.trim()) : null,
      Number(url.searchParams.get('limit') ?? 20),
      Number(url.searchParams.get('skip') ?? 0),
    ];
    pool
      .query<{ type: string; slug: string; title: string; score: number; total: string }>(
        PLAIN,
        params,
      )
      .then(
        ({ rows }) => {
          const body = JSON.stringify({
            data: rows.map(({ type, slug, title, score }) => ({ type, slug, title, score })),
            total: Number(rows[0]?.total ?? 0),
          });
          res.writeHead(200, { 'content-type': 'application/json' }).end(body);
        },
        (error: Error) => res.writeHead(500).end(error.message),
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

async function service(): Promise<number> {
  const app = await createApp(loadConfig(process.env));
  const server = await serve(app, 0, '127.0.0.1');
  return (server.address() as AddressInfo).port;
}

async function main(): Promise<void> {
  const port =
    process.env.SEARCH_SERVER === 'plain'
      ? await plain(process.env.DATABASE_URL ?? '')
      : await service();
  process.stdout.write(`listening ${port}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
