import { Injectable } from '@nestjs/common';
import { ExpiringMap } from '@/common/cache/expiring-map';
import { currentPreview, ReadPool } from '@/common/database';
import { NotFoundError } from '@/common/errors';

/** What the live-data routes need of a park or attraction. */
export interface LiveTarget {
  id: string;
  slug: string;
  name: string;
  upstreamEntityId: string | null;
  timezone: string | null;
}

/** How long another instance may go on using a park's or attraction's previous live target. */
export const LIVE_TARGET_TTL_MS = 5_000;

/** $1 park slug: an active park. */
const PARK_SQL = `SELECT id, slug, name, upstream_entity_id AS "upstreamEntityId", timezone
  FROM theme_parks WHERE slug = $1 AND is_active`;

/** $1 attraction slug: an active attraction of an active park, with the park's time zone. */
const ATTRACTION_SQL = `SELECT a.id, a.slug, a.name, a.upstream_entity_id AS "upstreamEntityId", p.timezone
  FROM attractions a JOIN theme_parks p ON p.id = a.theme_park_id
  WHERE a.slug = $1 AND a.is_active AND p.is_active`;

/** The catalogue attraction a live record belongs to. */
export interface AttractionLink {
  id: string;
  slug: string;
  name: string;
}

/**
 * $1 lower-case upstream ids: the active attractions of active parks linked to them (the
 * expression index ix_attractions_upstream_entity_id), first by name when several share one.
 */
const LINKS_SQL = `SELECT lower(a.upstream_entity_id) AS "upstreamId", a.id, a.slug, a.name
  FROM attractions a JOIN theme_parks p ON p.id = a.theme_park_id
  WHERE lower(a.upstream_entity_id) = ANY ($1::text[]) AND a.is_active AND p.is_active
  ORDER BY a.name, a.id`;

/**
 * The upstream id and time zone of an active park or attraction by slug, for the live-data routes
 * (404 NOT_FOUND as the public detail routes answer). The live routes relay every request to the
 * upstream and answer bursts of them, so the record is read with one hand-written statement and
 * kept for LIVE_TARGET_TTL_MS (found records only: a new park is live at once). Every park or
 * attraction write on this instance forgets them all; other instances catch up within the TTL.
 * Live data itself is never kept (docs/behaviour.md#live-data).
 */
@Injectable()
export class LiveTargets {
  private readonly cache = new ExpiringMap<string, LiveTarget>(LIVE_TARGET_TTL_MS, 10_000);
  /** Bumped by forget(): a read that started before a write must not keep what it read. */
  private generation = 0;

  constructor(private readonly reads: ReadPool) {}

  park(slug: string): Promise<LiveTarget> {
    return this.lookup(`park:${slug}`, PARK_SQL, slug, 'Theme park');
  }

  /** An inactive park hides its attractions. */
  attraction(slug: string): Promise<LiveTarget> {
    return this.lookup(`attraction:${slug}`, ATTRACTION_SQL, slug, 'Attraction');
  }

  /**
   * The catalogue attractions linked to these upstream ids, by lower-case id, in one statement
   * (one per live answer, never one per record). Never kept: a link shows as soon as it is set.
   */
  async attractionLinks(upstreamIds: string[]): Promise<Map<string, AttractionLink>> {
    const links = new Map<string, AttractionLink>();
    if (upstreamIds.length === 0) return links;
    const { rows } = await this.reads.query<AttractionLink & { upstreamId: string }>({
      text: LINKS_SQL,
      values: [[...new Set(upstreamIds.map((id) => id.toLowerCase()))]],
    });
    for (const { upstreamId, id, slug, name } of rows)
      if (!links.has(upstreamId)) links.set(upstreamId, { id, slug, name });
    return links;
  }

  /** Called by every park and attraction write; a preview's (rolled back) changes nothing. */
  forget(): void {
    if (currentPreview()) return;
    this.generation += 1;
    this.cache.clear();
  }

  private async lookup(key: string, sql: string, slug: string, what: string): Promise<LiveTarget> {
    const known = this.cache.get(key);
    if (known) return known;
    const generation = this.generation;
    const { rows } = await this.reads.query<LiveTarget>({ text: sql, values: [slug] });
    if (!rows[0]) throw new NotFoundError(what, slug);
    if (generation === this.generation) this.cache.set(key, rows[0]);
    return rows[0];
  }
}
