/**
 * The benchmark's baseline: the least a server can do to answer the ship list and detail with the
 * same SQL as the service. node:http and a pg pool of the same size (20), no framework, no
 * validation, no logging, no rate limit, no ETag. `npm run bench` runs it as its own process.
 *
 * The SQL is the service's own: the statements of `GET /api/v1/ships` and `GET /api/v1/ships/{slug}`
 * (src/modules/catalogue/ships/public-ship.sql.ts), loaded from the build.
 * Environment: DATABASE_URL, SHIP_SQL_MODULE (that module's compiled path), PORT (default 0: a
 * free port, printed as `baseline listening on N`).
 */
import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { Pool } from 'pg';

/** The service's own statements, from the build (dist/…/public-ship.sql.js: constants only). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const SQL = require(process.env.SHIP_SQL_MODULE ?? '') as {
  PUBLIC_SHIP_PAGE_SQL: string;
  PUBLIC_SHIP_COUNT_SQL: string;
  PUBLIC_SHIP_SQL: string;
  SHIP_DRY_DOCKS_SQL: string;
};

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 20 });

/**
 * The row with its cruise line nested, as the service nests it. Built on the row itself rather
 * than as a spread copy (`{ ...rest, cruise_line }`): in V8 every field written after a spread
 * makes a new hidden class on each call (src/common/dto/extend-dto.ts), which the service avoids
 * too.
 */
function ship(row: Record<string, unknown>): Record<string, unknown> {
  const line = { id: row.cruiseLineId, name: row.lineName, slug: row.lineSlug };
  // Left out of the JSON, as the service leaves them out (`delete` would slow the row down).
  row.lineName = undefined;
  row.lineSlug = undefined;
  return Object.assign(row, { cruise_line: line });
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://baseline');
  const detail = /^\/ships\/([a-z0-9-]+)$/.exec(url.pathname);
  if (url.pathname === '/ships') {
    const line = url.searchParams.get('cruise_line');
    const limit = Number(url.searchParams.get('limit') ?? 20);
    const skip = Number(url.searchParams.get('skip') ?? 0);
    const [rows, count] = await Promise.all([
      pool.query(SQL.PUBLIC_SHIP_PAGE_SQL, [line, limit, skip]),
      pool.query<{ total: number }>(SQL.PUBLIC_SHIP_COUNT_SQL, [line]),
    ]);
    return send(res, 200, {
      data: rows.rows.map(ship),
      total: count.rows[0].total,
      skip,
      limit,
    });
  }
  if (detail) {
    const found = await pool.query(SQL.PUBLIC_SHIP_SQL, [detail[1]]);
    if (found.rowCount === 0) return send(res, 404, { status: 404 });
    const row = ship(found.rows[0] as Record<string, unknown>);
    const docks = await pool.query(SQL.SHIP_DRY_DOCKS_SQL, [row.id]);
    return send(res, 200, { data: Object.assign(row, { dry_docks: docks.rows }) });
  }
  send(res, 404, { status: 404 });
}

const server = createServer((req, res) => {
  handle(req, res).catch(() => send(res, 500, { status: 500 }));
});
server.keepAliveTimeout = 5000;
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  console.log(`baseline listening on ${(server.address() as AddressInfo).port}`);
});
process.on('SIGTERM', () => {
  server.close();
  void pool.end().then(() => process.exit(0));
});
