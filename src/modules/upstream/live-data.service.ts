import { Injectable } from '@nestjs/common';
import { isUpstreamId, knownParkBySlug } from './known-parks';
import {
  AttractionLive,
  LiveMeta,
  ParkLive,
  ParkSchedule,
  shapeLiveRecord,
  shapeParkLive,
  shapeSchedule,
} from './live-data.shaping';
import { UpstreamClient } from './upstream.client';
import { LiveDataUnavailableError } from './upstream.errors';

export interface LiveDataOptions {
  /** The park's own time zone, used when the upstream answer does not name one. */
  timezone?: string | null;
  /**
   * When the client's request arrived (performance.now()): the upstream timeout counts from then,
   * so a request that waited behind others still ends within UPSTREAM_TIMEOUT_MS.
   */
  receivedAt?: number;
}

/**
 * Live data and schedules, fetched from the upstream at request time and never cached
 * (docs/behaviour.md#live-data). The public park and attraction endpoints resolve the record by
 * slug, pick the upstream id with resolveParkEntityId / resolveAttractionEntityId, then call one
 * method here.
 */
@Injectable()
export class LiveDataService {
  constructor(private readonly upstream: UpstreamClient) {}

  /**
   * The park's upstream id: its own `upstream_entity_id` when that is a valid UUID, otherwise the
   * known-parks map by slug, otherwise 404 LIVE_DATA_UNAVAILABLE.
   */
  resolveParkEntityId(park: { slug: string; upstreamEntityId?: string | null }): string {
    if (isUpstreamId(park.upstreamEntityId)) return park.upstreamEntityId.trim().toLowerCase();
    const known = knownParkBySlug(park.slug);
    if (known) return known.entityId;
    throw new LiveDataUnavailableError(`Live data is not available for the park '${park.slug}'.`);
  }

  /** An attraction's upstream id (no fallback map: attractions are not in it). */
  resolveAttractionEntityId(attraction: {
    slug: string;
    upstreamEntityId?: string | null;
  }): string {
    if (isUpstreamId(attraction.upstreamEntityId))
      return attraction.upstreamEntityId.trim().toLowerCase();
    throw new LiveDataUnavailableError(
      `Live data is not available for the attraction '${attraction.slug}'.`,
    );
  }

  /** `{liveData: [attractions], shows, restaurants, operatingHours, fetched_at, timezone}` of one park. */
  async parkLive(entityId: string, options: LiveDataOptions = {}): Promise<ParkLive> {
    const answer = await this.upstream.entityLive(entityId, options.receivedAt);
    const now = Date.now();
    return { ...shapeParkLive(entityId, answer.liveData, now), ...meta(now, answer, options) };
  }

  /** `{liveData: <the attraction's record>, fetched_at, timezone}`. */
  async attractionLive(entityId: string, options: LiveDataOptions = {}): Promise<AttractionLive> {
    const answer = await this.upstream.entityLive(entityId, options.receivedAt);
    const now = Date.now();
    const record = answer.liveData.find((r) => r.id.toLowerCase() === entityId.toLowerCase());
    if (!record)
      throw new LiveDataUnavailableError(
        'The live-data source has no live record for this attraction.',
      );
    return { liveData: shapeLiveRecord(record, now), ...meta(now, answer, options) };
  }

  /** `{schedule: [entries], fetched_at, timezone}`: the next 30 days, by date and opening time. */
  async parkSchedule(entityId: string, options: LiveDataOptions = {}): Promise<ParkSchedule> {
    const answer = await this.upstream.entitySchedule(entityId, options.receivedAt);
    return { schedule: shapeSchedule(answer.schedule), ...meta(Date.now(), answer, options) };
  }
}

function meta(now: number, answer: { timezone?: string }, options: LiveDataOptions): LiveMeta {
  return {
    fetched_at: new Date(now).toISOString(),
    timezone: answer.timezone ?? options.timezone ?? null,
  };
}
