/**
 * What the live-data routes need of a park or attraction: its slug, its upstream id and the time
 * zone to report. Read with one hand-written statement per request (the live routes answer bursts
 * of requests, and the repository's findOne spent about 0.4 ms of CPU per call building the query
 * and hydrating the whole entity; docs/performance.md).
 */
export interface LiveTarget {
  slug: string;
  upstreamEntityId: string | null;
  timezone: string | null;
}

/** $1 park slug: an active park. */
export const PARK_LIVE_TARGET_SQL = `SELECT slug, upstream_entity_id AS "upstreamEntityId", timezone
  FROM theme_parks WHERE slug = $1 AND is_active`;

/** $1 attraction slug: an active attraction of an active park, with the park's time zone. */
export const ATTRACTION_LIVE_TARGET_SQL = `SELECT a.slug, a.upstream_entity_id AS "upstreamEntityId",
  p.timezone FROM attractions a JOIN theme_parks p ON p.id = a.theme_park_id
  WHERE a.slug = $1 AND a.is_active AND p.is_active`;
