import { Injectable } from '@nestjs/common';
import { ExpiringMap } from '@/common/cache/expiring-map';
import { ReadPool } from '@/common/database';
import { NotFoundError } from '@/common/errors';

/** What the live-data routes need of a park or attraction. */
export interface LiveTarget {
  slug: string;
  upstreamEntityId: string | null;
  timezone: string | null;
}

/** How long another instance may go on using a park's or attraction's previous live target. */
export const LIVE_TARGET_TTL_MS = 5_000;

/** $1 park slug: an active park. */
const PARK_SQL = `SELECT slug, upstream_entity_id AS "upstreamEntityId", timezone
  FROM theme_parks WHERE slug = $1 AND is_active`;

/** $1 attraction slug: an active attraction of an active park, with the park's time zone. */
const ATTRACTION_SQL = `SELECT a.slug, a.upstream_entity_id AS "upstreamEntityId", p.timezone
  FROM attractions a JOIN theme_parks p ON p.id = a.theme_park_id
  WHERE a.slug = $1 AND a.is_active AND p.is_active`;

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

  /** Called by every park and attraction write. */
  forget(): void {
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
