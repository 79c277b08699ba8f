/**
 * The relations each public resource can include (`?include=`), and the resource each leads to.
 * Plain data, imported by the query DTOs and the route decorators; the reads behind each
 * relation are in catalogue-includes.ts, which must declare exactly these (the compiler checks).
 */
export const INCLUDABLE = {
  cruise_line: { ships: 'ship', itineraries: 'itinerary' },
  ship: { cruise_line: 'cruise_line', sailings: 'sailing', itineraries: 'itinerary' },
  itinerary: { cruise_line: 'cruise_line', sailings: 'sailing', ports: 'port' },
  port: { excursions: 'excursion' },
  theme_park: {
    attractions: 'attraction',
    dining: 'dining_location',
    events: 'special_event',
    resorts: 'resort',
  },
} as const;

/** Relations that lead to one record (an object, or null); the others lead to a list. */
export const TO_ONE: ReadonlySet<string> = new Set(['ship.cruise_line', 'itinerary.cruise_line']);

export type IncludingResource = keyof typeof INCLUDABLE;
export type RelationOf<R extends IncludingResource> = keyof (typeof INCLUDABLE)[R] & string;

/** The public tables each resource's answer is read from (what purges a cached answer). */
export const ANSWER_TABLES = {
  cruise_line: ['cruise_lines', 'media_assets'],
  ship: ['ships', 'cruise_lines', 'media_assets'],
  itinerary: ['itineraries', 'cruise_lines', 'ports'],
  sailing: ['sailings', 'ships', 'itineraries'],
  port: ['ports', 'media_assets'],
  excursion: ['excursions', 'ports', 'theme_parks', 'attractions'],
  attraction: ['attractions', 'theme_parks', 'media_assets'],
  dining_location: [
    'dining_locations',
    'theme_parks',
    'resorts',
    'ships',
    'cruise_lines',
    'media_assets',
  ],
  special_event: ['special_events', 'special_event_sessions', 'theme_parks', 'media_assets'],
  resort: ['resorts', 'theme_parks', 'media_assets'],
} as const;

export type IncludedResource = keyof typeof ANSWER_TABLES;

/** Includes nest at most this deep: `itineraries.ports` is two levels. */
export const MAX_INCLUDE_DEPTH = 2;

/**
 * At most this many records of one relation per record, in the related list's order: on a
 * detail, and on each record of a list page (a page of 100 records stays bounded).
 */
export const INCLUDE_LIMITS = { detail: 100, list: 10 } as const;

const relationsOf = (resource: string): Record<string, IncludedResource> =>
  (INCLUDABLE as Record<string, Record<string, IncludedResource>>)[resource] ?? {};

/** Every `?include=` value a resource accepts: its relations, and theirs one level down. */
export function includePaths(resource: IncludingResource): string[] {
  const paths: string[] = [];
  const walk = (of: string, prefix: string, depth: number) => {
    for (const [name, target] of Object.entries(relationsOf(of))) {
      paths.push(`${prefix}${name}`);
      if (depth < MAX_INCLUDE_DEPTH) walk(target, `${prefix}${name}.`, depth + 1);
    }
  };
  walk(resource, '', 1);
  return paths;
}

/** The tables any include of `resource` may read: its cached answers are purged by them too. */
export function includeTables(resource: IncludingResource): string[] {
  const tables = new Set<string>();
  const walk = (of: string, depth: number) => {
    for (const target of Object.values(relationsOf(of))) {
      for (const table of ANSWER_TABLES[target]) tables.add(table);
      if (depth < MAX_INCLUDE_DEPTH) walk(target, depth + 1);
    }
  };
  walk(resource, 1);
  return [...tables];
}

/** The include tree of validated paths: each relation with what to include of its records. */
export function includeTree(paths: readonly string[]): Map<string, string[]> {
  const tree = new Map<string, string[]>();
  for (const path of paths) {
    const dot = path.indexOf('.');
    const head = dot === -1 ? path : path.slice(0, dot);
    const nested = tree.get(head) ?? [];
    if (dot !== -1) nested.push(path.slice(dot + 1));
    tree.set(head, nested);
  }
  return tree;
}
