import { DataSource, EntityManager } from 'typeorm';
import { ATTRACTIONS } from './attractions.data';
import { CATEGORIES, GUIDES, VIDEOS } from './content.data';
import { CRUISE_LINES } from './cruise-lines.data';
import { DemoEvent } from './demo-types';
import { DINING } from './dining.data';
import { EVENTS } from './events.data';
import { EXCURSIONS, ITINERARIES } from './itineraries.data';
import { PORTS } from './ports.data';
import { RESORTS } from './resorts.data';
import { SHIPS } from './ships.data';
import { THEME_PARKS } from './theme-parks.data';
import { TRANSLATIONS } from './translations.data';
import { WEEKDAYS } from '@/modules/catalogue/parks/opening-hours';
import { CATALOGUE_RESOURCES } from '@/modules/catalogue/catalogue-resources';
import type { Translations } from '@/common/locale/translations';

/** The tables the demo catalogue fills, in load order; the seed reports their row counts. */
export const DEMO_TABLES = [
  'cruise_lines',
  'ships',
  'dry_docks',
  'ports',
  'itineraries',
  'itinerary_stops',
  'sailings',
  'theme_parks',
  'resorts',
  'attractions',
  'excursions',
  'special_events',
  'special_event_sessions',
  'dining_locations',
  'guides',
  'videos',
  'categories',
  'category_items',
  'guide_related_items',
] as const;

/** The locales the demo data is written in, the default first (CONTENT_LOCALES' default). */
export const DEMO_LOCALES: readonly string[] = ['en', 'de', 'fr', 'es'];

export type DemoCounts = Record<(typeof DEMO_TABLES)[number], number>;

type Row = Record<string, unknown>;
type Ids = Map<string, string>;

const DAY_MS = 86_400_000;

/** YYYY-MM-DD of `today` (UTC) plus `days`. */
export function isoDay(today: Date, days = 0): string {
  return new Date(today.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** The next yearly occurrence of an event that has not ended by `today`: [start, end]. */
export function nextOccurrence(event: Pick<DemoEvent, 'starts' | 'ends'>, today: Date) {
  const todayIso = isoDay(today);
  let year = today.getUTCFullYear();
  if (`${year}-${event.ends}` < todayIso) year += 1;
  return { start: `${year}-${event.starts}`, end: `${year}-${event.ends}` };
}

function need(ids: Ids, kind: string, slug: string): string {
  const id = ids.get(slug);
  if (!id) throw new Error(`Demo catalogue: unknown ${kind} '${slug}'`);
  return id;
}

/** INSERT ... ON CONFLICT (key) DO UPDATE: the row's id either way. */
async function upsert(m: EntityManager, table: string, row: Row, key = 'slug'): Promise<string> {
  const columns = Object.keys(row);
  const updates = columns.filter((c) => c !== key).map((c) => `${c} = EXCLUDED.${c}`);
  const rows = await m.query<Array<{ id: string }>>(
    `INSERT INTO ${table} (${columns.join(', ')})
     VALUES (${columns.map((_c, i) => `$${i + 1}`).join(', ')})
     ON CONFLICT (${key}) DO UPDATE SET ${[...updates, 'updated_at = now()'].join(', ')}
     RETURNING id`,
    Object.values(row),
  );
  return rows[0].id;
}

/** Update-or-insert by a natural key that has no unique constraint of its own. */
async function upsertBy(m: EntityManager, table: string, key: Row, row: Row): Promise<string> {
  const keyColumns = Object.keys(key);
  const where = keyColumns.map((c, i) => `${c} = $${i + 1}`).join(' AND ');
  const existing = await m.query<Array<{ id: string }>>(
    `SELECT id FROM ${table} WHERE ${where} LIMIT 1`,
    Object.values(key),
  );
  const columns = Object.keys(row);
  if (existing.length > 0) {
    await m.query(
      `UPDATE ${table} SET ${columns.map((c, i) => `${c} = $${i + 2}`).join(', ')}, updated_at = now()
        WHERE id = $1`,
      [existing[0].id, ...Object.values(row)],
    );
    return existing[0].id;
  }
  const all = { ...key, ...row };
  const inserted = await m.query<Array<{ id: string }>>(
    `INSERT INTO ${table} (${Object.keys(all).join(', ')})
     VALUES (${Object.keys(all)
       .map((_c, i) => `$${i + 1}`)
       .join(', ')}) RETURNING id`,
    Object.values(all),
  );
  return inserted[0].id;
}

/**
 * The demo translations to store on each record, for the content locales other than the default
 * (`locales`, CONTENT_LOCALES, the default first): by table, by slug. Throws on a table or field
 * that is not translatable, so the demo data cannot drift from the resources' declarations.
 */
export function demoTranslations(
  locales: readonly string[],
): Map<string, Map<string, Translations>> {
  const wanted = new Set(locales.slice(1));
  const byTable = new Map<string, Map<string, Translations>>();
  for (const [table, records] of Object.entries(TRANSLATIONS)) {
    const fields = CATALOGUE_RESOURCES.find((r) => r.table === table)?.translatable;
    if (!fields) throw new Error(`Demo catalogue: ${table} has no translatable fields`);
    const bySlug = new Map<string, Translations>();
    for (const [slug, byLocale] of Object.entries(records)) {
      const kept: Translations = {};
      for (const [locale, text] of Object.entries(byLocale)) {
        for (const field of Object.keys(text))
          if (!(field in fields))
            throw new Error(`Demo catalogue: ${table}.${field} is not translatable (${slug})`);
        if (wanted.has(locale)) kept[locale] = text;
      }
      bySlug.set(slug, kept);
    }
    byTable.set(table, bySlug);
  }
  return byTable;
}

/**
 * Loads the demo catalogue in one transaction. Idempotent: records are upserted by slug (or by
 * their natural key), child lists (itinerary stops, event sessions) are replaced, so running it
 * again leaves the same rows. Dates are relative to `today`, so sailings and events stay upcoming.
 */
export async function loadDemoCatalogue(
  dataSource: DataSource,
  today = new Date(),
  locales: readonly string[] = DEMO_LOCALES,
): Promise<DemoCounts> {
  const translations = demoTranslations(locales);
  return dataSource.transaction(async (m) => {
    const lines: Ids = new Map();
    for (const line of CRUISE_LINES) {
      lines.set(line.slug, await upsert(m, 'cruise_lines', { ...line, is_active: true }));
    }

    const ships: Ids = new Map();
    for (const { cruise_line, dry_docks, ...ship } of SHIPS) {
      const id = await upsert(m, 'ships', {
        ...ship,
        year_refurbished: ship.year_refurbished ?? null,
        cruise_line_id: need(lines, 'cruise line', cruise_line),
        is_active: true,
      });
      ships.set(ship.slug, id);
      for (const dock of dry_docks ?? []) {
        await upsertBy(
          m,
          'dry_docks',
          { ship_id: id, start_date: dock.start_date },
          { end_date: dock.end_date, shipyard: dock.shipyard, notes: dock.notes ?? null },
        );
      }
    }

    const ports: Ids = new Map();
    for (const port of PORTS) {
      ports.set(
        port.slug,
        await upsert(m, 'ports', {
          ...port,
          state_province: port.state_province ?? null,
          is_active: true,
        }),
      );
    }

    for (const { cruise_line, stops, ships: sailedBy, ...itinerary } of ITINERARIES) {
      const first = stops[0].port;
      const last = stops[stops.length - 1].port;
      if (!first || !last)
        throw new Error(`Itinerary ${itinerary.slug} must start and end in port`);
      const id = await upsert(m, 'itineraries', {
        name: itinerary.name,
        slug: itinerary.slug,
        cruise_line_id: need(lines, 'cruise line', cruise_line),
        embarkation_port_id: need(ports, 'port', first),
        disembarkation_port_id: need(ports, 'port', last),
        cruise_region: itinerary.cruise_region,
        nights: itinerary.nights,
        description: itinerary.description,
        is_active: true,
      });
      await m.query('DELETE FROM itinerary_stops WHERE itinerary_id = $1', [id]);
      for (const stop of stops) {
        await m.query(
          `INSERT INTO itinerary_stops
             (itinerary_id, day_number, position, port_id, arrival_time, departure_time, notes)
           VALUES ($1, $2, 1, $3, $4, $5, $6)`,
          [
            id,
            stop.day,
            stop.port ? need(ports, 'port', stop.port) : null,
            stop.arrival ?? null,
            stop.departure ?? null,
            stop.notes ?? (stop.port ? null : 'Day at sea'),
          ],
        );
      }
      for (const [index, shipSlug] of sailedBy.entries()) {
        for (let n = 0; n < itinerary.departures; n++) {
          // Several ships on one itinerary alternate weeks.
          const offset = itinerary.first_departure_in_days + index * 7 + n * itinerary.every_days;
          await upsertBy(
            m,
            'sailings',
            {
              ship_id: need(ships, 'ship', shipSlug),
              itinerary_id: id,
              departure_date: isoDay(today, offset),
            },
            {
              return_date: isoDay(today, offset + itinerary.nights),
              price_from: itinerary.price_from,
              currency: 'USD',
              status: 'on_sale',
              is_active: true,
            },
          );
        }
      }
    }

    const parks: Ids = new Map();
    const parkZones = new Map<string, string>();
    for (const park of THEME_PARKS) {
      parks.set(
        park.slug,
        await upsert(m, 'theme_parks', {
          ...park,
          parent_company_slug: park.parent_company
            .toLowerCase()
            .normalize('NFKD')
            .replace(/[^a-z0-9]+/g, '-')
            .replace(/^-|-$/g, ''),
          is_active: true,
        }),
      );
      parkZones.set(park.slug, park.timezone);
    }

    const resorts: Ids = new Map();
    for (const { theme_park, ...resort } of RESORTS) {
      resorts.set(
        resort.slug,
        await upsert(m, 'resorts', {
          ...resort,
          theme_park_id: need(parks, 'theme park', theme_park),
          timezone: parkZones.get(theme_park),
          is_active: true,
        }),
      );
    }

    const attractions: Ids = new Map();
    for (const { theme_park, accessibility, ...attraction } of ATTRACTIONS) {
      attractions.set(
        attraction.slug,
        await upsert(m, 'attractions', {
          ...attraction,
          min_height_cm: attraction.min_height_cm ?? null,
          accessibility: JSON.stringify(accessibility),
          theme_park_id: need(parks, 'theme park', theme_park),
          is_active: true,
        }),
      );
    }

    for (const { port, theme_park, attraction, ...excursion } of EXCURSIONS) {
      await upsert(m, 'excursions', {
        ...excursion,
        port_id: port ? need(ports, 'port', port) : null,
        theme_park_id: theme_park ? need(parks, 'theme park', theme_park) : null,
        attraction_id: attraction ? need(attractions, 'attraction', attraction) : null,
        currency: 'USD',
        is_active: true,
      });
    }

    const events: Ids = new Map();
    for (const event of EVENTS) {
      const { start, end } = nextOccurrence(event, today);
      const id = await upsert(m, 'special_events', {
        name: event.name,
        slug: event.slug,
        theme_park_id: need(parks, 'theme park', event.theme_park),
        start_date: start,
        end_date: end,
        ticket_price: event.ticket_price ?? null,
        currency: event.currency,
        description: event.description,
        is_active: true,
      });
      events.set(event.slug, id);
      await m.query('DELETE FROM special_event_sessions WHERE special_event_id = $1', [id]);
      const zone = parkZones.get(event.theme_park);
      for (const session of event.sessions) {
        // Local park time to an instant; an end at or before the start is after midnight.
        await m.query(
          `INSERT INTO special_event_sessions (special_event_id, starts_at, ends_at, label)
           SELECT $1, (d + $3::time) AT TIME ZONE $5,
                  CASE WHEN $4::time IS NULL THEN NULL
                       WHEN $4::time <= $3::time THEN (d + 1 + $4::time) AT TIME ZONE $5
                       ELSE (d + $4::time) AT TIME ZONE $5 END,
                  $6
             FROM (SELECT $2::date AS d) day`,
          [
            id,
            isoDay(new Date(`${start}T00:00:00Z`), session.day),
            session.starts,
            session.ends ?? null,
            zone,
            session.label,
          ],
        );
      }
    }

    const dining: Ids = new Map();
    for (const { theme_park, ship, resort, hours, ...place } of DINING) {
      dining.set(
        place.slug,
        await upsert(m, 'dining_locations', {
          ...place,
          dress_code: place.dress_code ?? null,
          opening_hours: hours
            ? JSON.stringify(
                Object.fromEntries(
                  WEEKDAYS.map((day) => [day, [{ opens: hours.open, closes: hours.close }]]),
                ),
              )
            : null,
          theme_park_id: theme_park ? need(parks, 'theme park', theme_park) : null,
          ship_id: ship ? need(ships, 'ship', ship) : null,
          resort_id: resort ? need(resorts, 'resort', resort) : null,
          is_active: true,
        }),
      );
    }

    const guides: Ids = new Map();
    for (const { published_days_ago: age, title, slug, summary, author, body } of GUIDES) {
      const guide = { title, slug, summary, author, body };
      const published = age >= 0;
      guides.set(
        guide.slug,
        await upsert(m, 'guides', {
          ...guide,
          status: published ? 'published' : 'draft',
          published_at: published ? new Date(today.getTime() - age * DAY_MS) : null,
        }),
      );
    }

    const videos: Ids = new Map();
    for (const { published_days_ago: age, ...demo } of VIDEOS) {
      const { title, slug, provider, embed_id, duration_seconds, description } = demo;
      const video = { title, slug, provider, embed_id, duration_seconds, description };
      const published = age >= 0;
      videos.set(
        video.slug,
        await upsert(m, 'videos', {
          ...video,
          video_url:
            video.provider === 'youtube'
              ? `https://www.youtube.com/watch?v=${video.embed_id}`
              : `https://vimeo.com/${video.embed_id}`,
          thumbnail_url:
            video.provider === 'youtube'
              ? `https://i.ytimg.com/vi/${video.embed_id}/hqdefault.jpg`
              : null,
          is_published: published,
          published_at: published ? new Date(today.getTime() - age * DAY_MS) : null,
        }),
      );
    }

    const byType: Record<string, Ids> = {
      cruise_line: lines,
      ship: ships,
      port: ports,
      theme_park: parks,
      resort: resorts,
      attraction: attractions,
      special_event: events,
      dining_location: dining,
      guide: guides,
      video: videos,
    };
    const itineraryIds = await m.query<Array<{ id: string; slug: string }>>(
      'SELECT id, slug FROM itineraries',
    );
    byType.itinerary = new Map(itineraryIds.map((row) => [row.slug, row.id]));

    const tags: Array<[string, string]> = [];
    for (const category of CATEGORIES)
      tags.push(...category.items.map((i) => [category.slug, i] as [string, string]));
    for (const guide of GUIDES)
      tags.push(...guide.categories.map((c) => [c, `guide:${guide.slug}`] as [string, string]));
    for (const video of VIDEOS)
      tags.push(...video.categories.map((c) => [c, `video:${video.slug}`] as [string, string]));

    const categories: Ids = new Map();
    for (const { name, slug, description } of CATEGORIES) {
      categories.set(slug, await upsert(m, 'categories', { name, slug, description }));
    }
    for (const [categorySlug, item] of tags) {
      const [type, slug] = item.split(':');
      const ids = byType[type];
      if (!ids) throw new Error(`Demo catalogue: unknown item type '${type}'`);
      await m.query(
        `INSERT INTO category_items (category_id, item_type, item_id) VALUES ($1, $2, $3)
         ON CONFLICT (category_id, item_type, item_id) DO NOTHING`,
        [need(categories, 'category', categorySlug), type, need(ids, type, slug)],
      );
    }

    for (const guide of GUIDES) {
      const guideId = need(guides, 'guide', guide.slug);
      await m.query('DELETE FROM guide_related_items WHERE guide_id = $1', [guideId]);
      for (const [position, item] of (guide.related ?? []).entries()) {
        const [type, slug] = item.split(':');
        const ids = byType[type];
        if (!ids) throw new Error(`Demo catalogue: unknown item type '${type}'`);
        await m.query(
          `INSERT INTO guide_related_items (guide_id, item_type, item_id, position)
           VALUES ($1, $2, $3, $4)`,
          [guideId, type, need(ids, type, slug), position],
        );
      }
    }

    // The text of the other content locales, on the records of the translation data file.
    for (const [table, bySlug] of translations) {
      for (const [slug, text] of bySlug) {
        const updated = await m.query<[unknown[], number]>(
          `UPDATE ${table} SET translations = $2 WHERE slug = $1`,
          [slug, JSON.stringify(text)],
        );
        if (updated[1] !== 1) throw new Error(`Demo catalogue: unknown ${table} '${slug}'`);
      }
    }

    const counts = {} as DemoCounts;
    for (const table of DEMO_TABLES) {
      const [{ count }] = await m.query<Array<{ count: number }>>(
        `SELECT count(*)::int AS count FROM ${table}`,
      );
      counts[table] = count;
    }
    return counts;
  });
}

/**
 * How many records of each table of the translation data file carry text in each of `locales`
 * (the default, first, is left out: its text is the records' own columns).
 */
export async function translatedRecordCounts(
  dataSource: DataSource,
  locales: readonly string[] = DEMO_LOCALES,
): Promise<Record<string, Record<string, number>>> {
  const counts: Record<string, Record<string, number>> = {};
  for (const table of Object.keys(TRANSLATIONS)) {
    counts[table] = {};
    for (const locale of locales.slice(1)) {
      const [{ count }] = await dataSource.query<Array<{ count: number }>>(
        `SELECT count(*)::int AS count FROM ${table} WHERE translations ? $1`,
        [locale],
      );
      counts[table][locale] = count;
    }
  }
  return counts;
}
