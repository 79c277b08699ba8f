/**
 * The benchmark's baseline: the least a server can do to answer the public catalogue reads with
 * the service's own statements and response shape. node:http and a pg pool of the same size (20);
 * no framework, no validation, no logging, no rate limit, no ETag, no cache. `npm run bench` runs
 * it as its own process.
 *
 * Statements and shape come from the build: each route runs the resource's read model through the
 * service's Reader (src/common/read) and maps rows with the service's response DTOs, on the same
 * paths as the service. Environment: DATABASE_URL, SERVICE_DIST (the build's dist/ folder), PORT
 * (default 0: a free port, printed as `baseline listening on N`).
 */
import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Pool } from 'pg';
import type { DataSource as DataSourceType } from 'typeorm';
import type { ChildReader as ChildReaderType, Reader as ReaderType } from '../src/common/read';

type Row = Record<string, unknown>;
type Mapper = (row: Row) => unknown;

const dist = process.env.SERVICE_DIST ?? '';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const load = (path: string) => require(join(dist, path)) as Record<string, unknown>;

interface Route {
  list?: { reader: ReaderType<Row>; map: (rows: Row[]) => Promise<unknown[]> | unknown[] };
  detail?: { reader: ReaderType<Row>; map: (row: Row) => unknown };
}

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const routes = new Map<string, Route>();

async function buildRoutes(): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { DataSource } = require('typeorm') as { DataSource: new (o: unknown) => DataSourceType };
  const { dataSourceOptions } = load('database/data-source-options.js') as {
    dataSourceOptions: (url: string) => unknown;
  };
  const read = load('common/read/index.js') as {
    Reader: new (ds: DataSourceType, model: unknown, what: string, pool: Pool) => ReaderType<Row>;
    ChildReader: new (ds: DataSourceType, model: unknown, pool: Pool) => ChildReaderType<Row>;
  };
  const dataSource = new DataSource(dataSourceOptions(process.env.DATABASE_URL ?? ''));
  // Entity metadata only; the baseline never opens TypeORM's own connection.
  await (dataSource as unknown as { buildMetadatas(): Promise<void> }).buildMetadatas();

  const reader = (module: string, name: string) =>
    new read.Reader(dataSource, load(module)[name], name, pool);
  const children = (module: string, name: string) =>
    new read.ChildReader(dataSource, load(module)[name], pool);
  const dto = (module: string, name: string) =>
    load(module)[name] as Record<string, (...args: unknown[]) => unknown>;
  const each = (map: Mapper) => (rows: Row[]) => rows.map(map);
  const simple = (path: string, model: [string, string], response: [string, string]) => {
    const r = reader(...model);
    const Dto = dto(...response);
    routes.set(path, {
      list: { reader: r, map: each((row) => Dto.from(row)) },
      detail: { reader: r, map: (row) => Dto.from(row) },
    });
  };
  const m = (folder: string, file: string) => `modules/catalogue/${folder}/${file}.js`;

  simple(
    '/api/v1/cruise-lines',
    [m('cruise/cruise-lines', 'cruise-line.read'), 'CRUISE_LINE_READ'],
    [m('cruise/cruise-lines', 'dto/cruise-line-response.dto'), 'CruiseLineResponseDto'],
  );
  simple(
    '/api/v1/ports',
    [m('cruise/ports', 'port.read'), 'PORT_READ'],
    [m('cruise/ports', 'dto/port-response.dto'), 'PortResponseDto'],
  );
  simple(
    '/api/excursions',
    [m('cruise/excursions', 'excursion.read'), 'EXCURSION_READ'],
    [m('cruise/excursions', 'dto/excursion-response.dto'), 'ExcursionResponseDto'],
  );
  simple(
    '/api/v1/theme-parks',
    [m('parks/theme-parks', 'theme-park.read'), 'THEME_PARK_READ'],
    [m('parks/theme-parks', 'dto/theme-park-response.dto'), 'ThemeParkResponseDto'],
  );
  simple(
    '/api/v1/resorts',
    [m('parks/resorts', 'resort.read'), 'RESORT_READ'],
    [m('parks/resorts', 'dto/resort-response.dto'), 'ResortResponseDto'],
  );
  simple(
    '/api/v1/attractions',
    [m('parks/attractions', 'attraction.read'), 'ATTRACTION_READ'],
    [m('parks/attractions', 'dto/attraction-response.dto'), 'AttractionResponseDto'],
  );
  simple(
    '/api/v1/sailings',
    [m('cruise/sailings', 'sailing.read'), 'SAILING_READ'],
    [m('cruise/sailings', 'dto/sailing-response.dto'), 'SailingResponseDto'],
  );

  const withChildren = (
    path: string,
    model: [string, string],
    child: [string, string],
    response: [string, string],
    detail: 'detail' | 'from',
  ) => {
    const r = reader(...model);
    const c = children(...child);
    const Dto = dto(...response);
    const listDto = dto(response[0], response[1].replace('Detail', ''));
    routes.set(path, {
      list:
        detail === 'detail'
          ? { reader: r, map: each((row) => listDto.from(row)) }
          : {
              reader: r,
              map: async (rows) => {
                const byParent = await c.byParent(rows.map((row) => row.id as string));
                const now = new Date();
                return rows.map((row) => Dto.from(row, byParent.get(row.id as string) ?? [], now));
              },
            },
      detail: {
        reader: r,
        map: async (row) =>
          detail === 'detail'
            ? Dto.detail(row, await c.of(row.id as string))
            : Dto.from(row, await c.of(row.id as string), new Date()),
      },
    });
  };
  withChildren(
    '/api/v1/ships',
    [m('cruise/ships', 'ship.read'), 'SHIP_READ'],
    [m('cruise/ships', 'ship.read'), 'DRY_DOCK_READ'],
    [m('cruise/ships', 'dto/ship-response.dto'), 'ShipDetailResponseDto'],
    'detail',
  );
  withChildren(
    '/api/v1/itineraries',
    [m('cruise/itineraries', 'itinerary.read'), 'ITINERARY_READ'],
    [m('cruise/itineraries', 'itinerary.read'), 'ITINERARY_STOP_READ'],
    [m('cruise/itineraries', 'dto/itinerary-response.dto'), 'ItineraryDetailResponseDto'],
    'detail',
  );
  withChildren(
    '/api/v1/events',
    [m('parks/events', 'special-event.read'), 'SPECIAL_EVENT_READ'],
    [m('parks/events', 'special-event.read'), 'SPECIAL_EVENT_SESSION_READ'],
    [m('parks/events', 'dto/special-event-response.dto'), 'SpecialEventResponseDto'],
    'from',
  );
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
  const slash = url.pathname.lastIndexOf('/');
  const list = routes.get(url.pathname)?.list;
  if (list) {
    const query: Row = { skip: 0, limit: 20 };
    for (const [name, value] of url.searchParams)
      query[name] = name === 'skip' || name === 'limit' ? Number(value) : value;
    const [rows, total] = await list.reader.listPublic(query as never);
    const data = await list.map(rows);
    return send(res, 200, { data, total, skip: query.skip, limit: query.limit });
  }
  const detail = routes.get(url.pathname.slice(0, slash))?.detail;
  if (detail) {
    const row = await detail.reader.getPublic(url.pathname.slice(slash + 1)).catch(() => null);
    if (!row) return send(res, 404, { status: 404 });
    return send(res, 200, { data: await detail.map(row) });
  }
  send(res, 404, { status: 404 });
}

void buildRoutes().then(() => {
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
});
