import type { EntityManager } from 'typeorm';
import { ConflictError, ValidationFailedError } from '@/common/errors';
import type { FieldError } from '@/common/errors';

/**
 * The catalogue's rules across records, in one place: the studio services call the checks below
 * inside their write's transaction, after locking the records they name, and `npm run catalogue:check` runs each rule's SQL over the stored rows (rows
 * written before a rule existed, or by hand, are reported there and never changed).
 *
 * 1. A sailing's ship and itinerary belong to the same cruise line. A ship or an itinerary cannot
 *    move to another line while it has a sailing whose other half stays on the old line (409):
 *    move or delete those sailings first.
 * 2. A shore excursion names a port and neither a theme park nor an attraction; a land excursion
 *    names a theme park or an attraction (or both) and no port.
 */
export interface CatalogueRule {
  name: string;
  description: string;
  /** Selects `id` and `detail` (a sentence about the row) of every stored row breaking the rule. */
  violationsSql: string;
}

export const CATALOGUE_RULES: readonly CatalogueRule[] = [
  {
    name: 'sailing-one-cruise-line',
    description: "A sailing's ship and itinerary belong to the same cruise line.",
    violationsSql: `
      SELECT s.id::text AS id,
             format('sailing departing %s: ship %L sails for %L, itinerary %L belongs to %L',
                    s.departure_date, sh.slug, ship_line.slug, i.slug, itinerary_line.slug) AS detail
        FROM sailings s
        JOIN ships sh ON sh.id = s.ship_id
        JOIN itineraries i ON i.id = s.itinerary_id
        JOIN cruise_lines ship_line ON ship_line.id = sh.cruise_line_id
        JOIN cruise_lines itinerary_line ON itinerary_line.id = i.cruise_line_id
       WHERE sh.cruise_line_id <> i.cruise_line_id
       ORDER BY s.departure_date, s.id`,
  },
  {
    name: 'excursion-place',
    description:
      'A shore excursion names a port and no theme park or attraction; a land excursion names a theme park or an attraction, and no port.',
    violationsSql: `
      SELECT e.id::text AS id,
             format('%s excursion %L: port %s, theme park %s, attraction %s', e.excursion_type, e.slug,
                    coalesce(e.port_id::text, 'none'), coalesce(e.theme_park_id::text, 'none'),
                    coalesce(e.attraction_id::text, 'none')) AS detail
        FROM excursions e
       WHERE (e.excursion_type = 'shore'
              AND (e.port_id IS NULL OR e.theme_park_id IS NOT NULL OR e.attraction_id IS NOT NULL))
          OR (e.excursion_type = 'land'
              AND (e.port_id IS NOT NULL OR (e.theme_park_id IS NULL AND e.attraction_id IS NULL)))
       ORDER BY e.slug, e.id`,
  },
];

/** Rule 2 on a record about to be written (the same rule as its SQL above). */
export function excursionPlaceError(excursion: {
  excursionType: 'shore' | 'land';
  portId: string | null;
  themeParkId: string | null;
  attractionId: string | null;
}): FieldError | undefined {
  if (excursion.excursionType === 'shore') {
    if (!excursion.portId)
      return { field: 'port_id', message: 'is required for a shore excursion' };
    if (excursion.themeParkId)
      return { field: 'theme_park_id', message: 'must be empty for a shore excursion' };
    if (excursion.attractionId)
      return { field: 'attraction_id', message: 'must be empty for a shore excursion' };
    return undefined;
  }
  if (excursion.portId) return { field: 'port_id', message: 'must be empty for a land excursion' };
  if (!excursion.themeParkId && !excursion.attractionId)
    return {
      field: 'theme_park_id',
      message: 'a land excursion needs theme_park_id or attraction_id',
    };
  return undefined;
}

/**
 * Rule 1 on a sailing about to be written; `field` is the one the caller chose or changed. Unknown
 * ids pass here: the services report those as missing references.
 */
export async function assertSailingOnOneLine(
  manager: EntityManager,
  sailing: { shipId: string; itineraryId: string },
  field: 'ship_id' | 'itinerary_id',
): Promise<void> {
  const [row] = await manager.query<Array<{ ship_line: string; itinerary_line: string }>>(
    `SELECT ship_line.slug AS ship_line, itinerary_line.slug AS itinerary_line
       FROM ships sh
       JOIN cruise_lines ship_line ON ship_line.id = sh.cruise_line_id,
            itineraries i
       JOIN cruise_lines itinerary_line ON itinerary_line.id = i.cruise_line_id
      WHERE sh.id = $1 AND i.id = $2 AND sh.cruise_line_id <> i.cruise_line_id`,
    [sailing.shipId, sailing.itineraryId],
  );
  if (!row) return;
  throw ValidationFailedError.field(
    field,
    field === 'ship_id'
      ? `must be a ship of the itinerary's cruise line '${row.itinerary_line}' (this ship sails for '${row.ship_line}')`
      : `must be an itinerary of the ship's cruise line '${row.ship_line}' (this itinerary belongs to '${row.itinerary_line}')`,
  );
}

/** Rule 1 when a ship or an itinerary is moved to the cruise line `lineId`. */
export async function assertLineChangeKeepsSailings(
  manager: EntityManager,
  record: { kind: 'ship' | 'itinerary'; id: string },
  lineId: string,
): Promise<void> {
  const [other, column, join] =
    record.kind === 'ship'
      ? ['itineraries', 'ship_id', 'itinerary_id']
      : (['ships', 'itinerary_id', 'ship_id'] as const);
  const [{ count }] = await manager.query<Array<{ count: number }>>(
    `SELECT count(*)::int AS count
       FROM sailings s JOIN ${other} o ON o.id = s.${join}
      WHERE s.${column} = $1 AND o.cruise_line_id <> $2`,
    [record.id, lineId],
  );
  if (count === 0) return;
  const partner = record.kind === 'ship' ? 'itineraries' : 'ships';
  throw new ConflictError(
    `The ${record.kind} has ${count} sailing${count === 1 ? '' : 's'} with ${partner} of its current cruise line; ` +
      'move or delete those sailings before changing cruise_line_id.',
  );
}
