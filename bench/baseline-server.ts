/**
 * The benchmark's baseline: the least a server can do to answer the ship list and detail with the
 * same SQL as the service. node:http and a pg pool of the same size (20), no framework, no
 * validation, no logging, no rate limit, no ETag. `npm run bench` runs it as its own process.
 *
 * The SQL was captured from the service (TypeORM's queries for `GET /api/v1/ships?cruise_line=…
 * &limit=20` and `GET /api/v1/ships/{slug}`, pg's Client.query text) and is pasted here as sent.
 * Environment: DATABASE_URL, PORT (default 0: a free port, printed as `baseline listening on N`).
 */
import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { Pool } from 'pg';

const SHIP_COLUMNS = `"ship"."id" AS "ship_id", "ship"."name" AS "ship_name", "ship"."slug" AS "ship_slug", "ship"."cruise_line_id" AS "ship_cruise_line_id", "ship"."ship_class" AS "ship_ship_class", "ship"."year_built" AS "ship_year_built", "ship"."year_refurbished" AS "ship_year_refurbished", "ship"."passenger_capacity" AS "ship_passenger_capacity", "ship"."max_capacity" AS "ship_max_capacity", "ship"."crew_count" AS "ship_crew_count", "ship"."gross_tonnage" AS "ship_gross_tonnage", "ship"."num_decks" AS "ship_num_decks", "ship"."num_cabins" AS "ship_num_cabins", "ship"."ship_length_meters" AS "ship_ship_length_meters", "ship"."beam_meters" AS "ship_beam_meters", "ship"."cruising_speed_knots" AS "ship_cruising_speed_knots", "ship"."imo_number" AS "ship_imo_number", "ship"."flag_state" AS "ship_flag_state", "ship"."has_casino" AS "ship_has_casino", "ship"."has_water_park" AS "ship_has_water_park", "ship"."has_spa" AS "ship_has_spa", "ship"."has_kids_club" AS "ship_has_kids_club", "ship"."has_adults_only_area" AS "ship_has_adults_only_area", "ship"."has_fitness_center" AS "ship_has_fitness_center", "ship"."has_theater" AS "ship_has_theater", "ship"."has_rock_climbing" AS "ship_has_rock_climbing", "ship"."has_surf_simulator" AS "ship_has_surf_simulator", "ship"."has_mini_golf" AS "ship_has_mini_golf", "ship"."num_pools" AS "ship_num_pools", "ship"."num_restaurants" AS "ship_num_restaurants", "ship"."num_bars" AS "ship_num_bars", "ship"."description" AS "ship_description", "ship"."hero_image_url" AS "ship_hero_image_url", "ship"."is_active" AS "ship_is_active", "ship"."created_at" AS "ship_created_at", "ship"."updated_at" AS "ship_updated_at", "line"."id" AS "line_id", "line"."name" AS "line_name", "line"."slug" AS "line_slug", "line"."description" AS "line_description", "line"."logo_url" AS "line_logo_url", "line"."website_url" AS "line_website_url", "line"."headquarters" AS "line_headquarters", "line"."founded_year" AS "line_founded_year", "line"."is_active" AS "line_is_active", "line"."created_at" AS "line_created_at", "line"."updated_at" AS "line_updated_at"`;
const FROM = `FROM "ships" "ship" INNER JOIN "cruise_lines" "line" ON "line"."id"="ship"."cruise_line_id" WHERE "ship"."is_active" AND "line"."is_active"`;

const LIST_SQL = `SELECT ${SHIP_COLUMNS} ${FROM} AND "line"."slug" = $1 ORDER BY "ship"."name" ASC, "ship"."id" ASC LIMIT $2 OFFSET $3`;
const COUNT_SQL = `SELECT COUNT(*) AS "total" ${FROM} AND "line"."slug" = $1`;
const DETAIL_SQL = `SELECT ${SHIP_COLUMNS} ${FROM} AND "ship"."slug" = $1`;
const DOCKS_SQL = `SELECT "DryDock"."id" AS "DryDock_id", "DryDock"."ship_id" AS "DryDock_ship_id", "DryDock"."start_date" AS "DryDock_start_date", "DryDock"."end_date" AS "DryDock_end_date", "DryDock"."shipyard" AS "DryDock_shipyard", "DryDock"."notes" AS "DryDock_notes", "DryDock"."created_at" AS "DryDock_created_at", "DryDock"."updated_at" AS "DryDock_updated_at" FROM "dry_docks" "DryDock" WHERE (("DryDock"."ship_id" = $1)) ORDER BY "DryDock"."start_date" ASC, "DryDock"."id" ASC`;

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 20 });

/** The row's `ship_*` columns as a snake_case object, with its cruise line nested. */
function ship(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const line: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (key.startsWith('ship_')) out[key.slice(5)] = value;
    else if (key.startsWith('line_')) line[key.slice(5)] = value;
  }
  out.cruise_line = line;
  return out;
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
    const line = url.searchParams.get('cruise_line') ?? '';
    const limit = Number(url.searchParams.get('limit') ?? 20);
    const skip = Number(url.searchParams.get('skip') ?? 0);
    const [rows, count] = await Promise.all([
      pool.query(LIST_SQL, [line, limit, skip]),
      pool.query<{ total: string }>(COUNT_SQL, [line]),
    ]);
    return send(res, 200, {
      data: rows.rows.map(ship),
      total: Number(count.rows[0].total),
      skip,
      limit,
    });
  }
  if (detail) {
    const found = await pool.query(DETAIL_SQL, [detail[1]]);
    if (found.rowCount === 0) return send(res, 404, { status: 404 });
    const row = ship(found.rows[0] as Record<string, unknown>);
    const docks = await pool.query(DOCKS_SQL, [row.id]);
    return send(res, 200, { data: { ...row, dry_docks: docks.rows } });
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
