/**
 * The SQL of the public ship reads (list and detail), written by hand: the query builder spent
 * about 0.5 ms of CPU per request building the statement and hydrating entities (a CPU profile,
 * docs/performance.md). Columns are aliased to the entities' property names, so each row is
 * ship-shaped and the response DTOs map it as they map an entity. The benchmark's baseline
 * (bench/baseline-server.ts) sends these same statements.
 */
const SHIP_COLUMNS = `s.id, s.name, s.slug, s.cruise_line_id AS "cruiseLineId",
  s.ship_class AS "shipClass", s.year_built AS "yearBuilt", s.year_refurbished AS "yearRefurbished",
  s.passenger_capacity AS "passengerCapacity", s.max_capacity AS "maxCapacity",
  s.crew_count AS "crewCount", s.gross_tonnage AS "grossTonnage", s.num_decks AS "numDecks",
  s.num_cabins AS "numCabins", s.ship_length_meters AS "shipLengthMeters",
  s.beam_meters AS "beamMeters", s.cruising_speed_knots AS "cruisingSpeedKnots",
  s.imo_number AS "imoNumber", s.flag_state AS "flagState", s.has_casino AS "hasCasino",
  s.has_water_park AS "hasWaterPark", s.has_spa AS "hasSpa", s.has_kids_club AS "hasKidsClub",
  s.has_adults_only_area AS "hasAdultsOnlyArea", s.has_fitness_center AS "hasFitnessCenter",
  s.has_theater AS "hasTheater", s.has_rock_climbing AS "hasRockClimbing",
  s.has_surf_simulator AS "hasSurfSimulator", s.has_mini_golf AS "hasMiniGolf",
  s.num_pools AS "numPools", s.num_restaurants AS "numRestaurants", s.num_bars AS "numBars",
  s.description, s.hero_image_url AS "heroImageUrl", s.is_active AS "isActive",
  s.created_at AS "createdAt", s.updated_at AS "updatedAt",
  l.name AS "lineName", l.slug AS "lineSlug"`;

/** Active ships of active cruise lines: the public rule. */
const PUBLIC_SHIPS = `FROM ships s JOIN cruise_lines l ON l.id = s.cruise_line_id
  WHERE s.is_active AND l.is_active`;

/** $1 cruise line slug or NULL for all lines, $2 limit, $3 offset. */
export const PUBLIC_SHIP_PAGE_SQL = `SELECT ${SHIP_COLUMNS} ${PUBLIC_SHIPS}
  AND ($1::text IS NULL OR l.slug = $1) ORDER BY s.name, s.id LIMIT $2 OFFSET $3`;

/** $1 cruise line slug or NULL for all lines. */
export const PUBLIC_SHIP_COUNT_SQL = `SELECT count(*)::int AS total ${PUBLIC_SHIPS}
  AND ($1::text IS NULL OR l.slug = $1)`;

/** $1 ship slug. */
export const PUBLIC_SHIP_SQL = `SELECT ${SHIP_COLUMNS} ${PUBLIC_SHIPS} AND s.slug = $1`;

/** $1 ship id; `date` columns as text, as TypeORM returns them. */
export const SHIP_DRY_DOCKS_SQL = `SELECT id, ship_id AS "shipId", start_date::text AS "startDate",
  end_date::text AS "endDate", shipyard, notes, created_at AS "createdAt", updated_at AS "updatedAt"
  FROM dry_docks WHERE ship_id = $1 ORDER BY start_date, id`;
