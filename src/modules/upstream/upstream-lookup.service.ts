import { Injectable } from '@nestjs/common';
import { AppConfig } from '@/config/app-config';
import { KNOWN_PARKS, KnownPark } from './known-parks';
import { UpstreamClient } from './upstream.client';
import type { UpstreamDestinations } from './upstream.types';

export interface UpstreamSearchResult {
  park_name: string;
  destination: string;
  entity_id: string;
}

/**
 * The studio's upstream look-ups (docs/behaviour.md#upstream-look-ups): the built-in known-parks
 * map, and a search of the upstream's destinations to find a park's entity id. The destinations
 * list is reference data, not live data, so it is kept in memory for
 * UPSTREAM_DESTINATIONS_TTL_SECONDS (docs/behaviour.md#upstream-look-ups allows up to 10 minutes);
 * concurrent searches share one fetch, and a failed fetch is not kept.
 */
@Injectable()
export class UpstreamLookupService {
  private cached?: { value: UpstreamDestinations; expiresAt: number };
  private pending?: Promise<UpstreamDestinations>;
  private readonly ttlMs: number;

  constructor(
    private readonly upstream: UpstreamClient,
    config: AppConfig,
  ) {
    this.ttlMs = config.upstream.destinationsTtlSeconds * 1000;
  }

  knownParks(skip: number, limit: number): [KnownPark[], number] {
    const sorted = [...KNOWN_PARKS].sort((a, b) => a.slug.localeCompare(b.slug));
    return [sorted.slice(skip, skip + limit), sorted.length];
  }

  /** Parks whose name, or whose destination's name, contains `query` (case-insensitive). */
  async search(query: string): Promise<UpstreamSearchResult[]> {
    const needle = query.toLocaleLowerCase('en');
    const { destinations } = await this.destinations();
    const results: UpstreamSearchResult[] = [];
    for (const destination of destinations) {
      const destinationMatches = destination.name.toLocaleLowerCase('en').includes(needle);
      for (const park of destination.parks) {
        if (destinationMatches || park.name.toLocaleLowerCase('en').includes(needle))
          results.push({ park_name: park.name, destination: destination.name, entity_id: park.id });
      }
    }
    return results.sort(
      (a, b) =>
        a.destination.localeCompare(b.destination, 'en') ||
        a.park_name.localeCompare(b.park_name, 'en') ||
        a.entity_id.localeCompare(b.entity_id),
    );
  }

  private destinations(): Promise<UpstreamDestinations> {
    if (this.cached && this.cached.expiresAt > Date.now())
      return Promise.resolve(this.cached.value);
    this.pending ??= this.upstream
      .destinations()
      .then((value) => {
        if (this.ttlMs > 0) this.cached = { value, expiresAt: Date.now() + this.ttlMs };
        return value;
      })
      .finally(() => (this.pending = undefined));
    return this.pending;
  }
}
