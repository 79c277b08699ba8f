import { ANY_TABLE } from '../cache/response-cache';

/**
 * The surrogate keys (CDN cache tags) of public answers and of changes: docs/architecture.md,
 * "Surrogate keys". Three kinds:
 *
 * - a record key, `<resource>:<id>` (`ship:5f0c…`), on the detail answer of that record;
 * - a list key per resource, its table's name (`ships`), on every answer that reads any row of
 *   the resource's tables other than a detail's own record: lists, embedded relations, includes;
 * - `catalogue`, on answers that may read any catalogue table (search, guides, categories).
 *
 * A change of one record (create, update, delete, restore, publish, a translation, the change
 * of a dependent) purges its record key, its resource's list key and `catalogue`: every answer
 * read from that record carries one of the three.
 */
export const ANY_CATALOGUE_KEY = 'catalogue';

/** Each resource (as the outbox names it) and its main table: the resource's list key. */
const RESOURCE_TABLES: Readonly<Record<string, string>> = {
  attraction: 'attractions',
  category: 'categories',
  cruise_line: 'cruise_lines',
  dining_location: 'dining_locations',
  dry_dock: 'dry_docks',
  excursion: 'excursions',
  guide: 'guides',
  itinerary: 'itineraries',
  media: 'media_assets',
  port: 'ports',
  resort: 'resorts',
  sailing: 'sailings',
  ship: 'ships',
  special_event: 'special_events',
  theme_park: 'theme_parks',
  video: 'videos',
};

/**
 * The resource whose writes change each table public answers are read from: its main table, or
 * a child table written only by the parent's own write (which raises the parent's event).
 */
const TABLE_RESOURCES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    Object.entries(RESOURCE_TABLES).map(([resource, table]) => [table, resource]),
  ),
  attraction_gallery_images: 'attraction',
  category_items: 'category',
  guide_related_items: 'guide',
  itinerary_stops: 'itinerary',
  port_gallery_images: 'port',
  resort_gallery_images: 'resort',
  ship_gallery_images: 'ship',
  special_event_sessions: 'special_event',
  theme_park_gallery_images: 'theme_park',
};

/** The list key of a table's resource; `catalogue` for a table no resource owns (purged by every change). */
function listKeyOfTable(table: string): string {
  const resource = TABLE_RESOURCES[table];
  return resource ? RESOURCE_TABLES[resource] : ANY_CATALOGUE_KEY;
}

/** The keys a change of `resource`'s record `recordId` purges. */
export function changeKeys(resource: string, recordId: string): string[] {
  const list = RESOURCE_TABLES[resource];
  return [`${resource}:${recordId}`, ...(list ? [list] : []), ANY_CATALOGUE_KEY];
}

export interface AnswerRead {
  /** The tables the route reads (@PublicRead's), ANY_TABLE for any. */
  tables: readonly string[];
  /** The tables `?include=` may read besides (@IncludeTables'): read only when `includes`. */
  includeTables?: readonly string[];
  /**
   * A detail route (one record by slug): its own record is the first table's, named by the
   * answer's `data.id`.
   */
  detail: boolean;
  /** The request asks for `?include=`: the answer may embed other records of its own resource. */
  includes: boolean;
  body: unknown;
}

const idOf = (body: unknown): string | undefined => {
  const data = (body as { data?: { id?: unknown } } | null)?.data;
  return typeof data?.id === 'string' ? data.id : undefined;
};

/**
 * The keys of a public answer. A detail without includes names its record (`ship:<id>`) in
 * place of its own resource's list key, so the change of one ship purges that ship's page, not
 * every ship's; it keeps the list keys of what it embeds (its cruise line: `cruise_lines`).
 * Everything else carries the list key of every table it reads: the tables an include may read
 * only when the request asks for one (a cruise line without `?include=` reads no ship).
 */
export function answerKeys({
  tables: declared,
  includeTables,
  detail,
  includes,
  body,
}: AnswerRead): string[] {
  const tables = includes && includeTables ? [...declared, ...includeTables] : declared;
  if (tables.includes(ANY_TABLE)) return [ANY_CATALOGUE_KEY];
  const keys = new Set<string>();
  const id = detail && !includes ? idOf(body) : undefined;
  const own = id === undefined ? undefined : TABLE_RESOURCES[tables[0]];
  if (own !== undefined) keys.add(`${own}:${id}`);
  for (const table of tables) {
    if (own !== undefined && TABLE_RESOURCES[table] === own) continue;
    keys.add(listKeyOfTable(table));
  }
  return [...keys];
}
