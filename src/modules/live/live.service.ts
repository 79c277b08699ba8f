import { Injectable } from '@nestjs/common';
import { AttractionLink, LiveTargets } from '../catalogue/parks/live-targets';
import type {
  AttractionLive,
  LiveRecord,
  ParkLive,
  ParkSchedule,
} from '../upstream/live-data.shaping';
import { LiveDataService } from '../upstream/live-data.service';

/** A live record with the catalogue attraction it belongs to (null when none is linked). */
export type LinkedLiveRecord = LiveRecord & { attraction: AttractionLink | null };

/**
 * The public live-data answers of a catalogue park or attraction (docs/behaviour.md#live-data):
 * find the active record by slug (404 NOT_FOUND), choose its upstream id (404 LIVE_DATA_UNAVAILABLE
 * when there is none), fetch from the upstream (502 UPSTREAM_UNAVAILABLE on any failure), then
 * tie each record to its catalogue attraction by `upstream_entity_id`. The park's catalogue time
 * zone stands in when the upstream answer names none. Live data is never cached; the record
 * itself is kept a few seconds (LiveTargets).
 */
@Injectable()
export class LiveService {
  constructor(
    private readonly targets: LiveTargets,
    private readonly liveData: LiveDataService,
  ) {}

  /**
   * `receivedAt`: performance.now() when the request arrived; the upstream timeout counts from it.
   */
  async parkLive(slug: string, receivedAt?: number): Promise<ParkLive<LinkedLiveRecord>> {
    const park = await this.targets.park(slug);
    const live = await this.liveData.parkLive(this.liveData.resolveParkEntityId(park), {
      timezone: park.timezone,
      receivedAt,
    });
    const links = await this.targets.attractionLinks(
      [...live.liveData, ...live.shows, ...live.restaurants].map((record) => record.id),
    );
    const linked = (record: LiveRecord): LinkedLiveRecord => ({
      ...record,
      attraction: links.get(record.id.toLowerCase()) ?? null,
    });
    return {
      ...live,
      liveData: live.liveData.map(linked),
      shows: live.shows.map(linked),
      restaurants: live.restaurants.map(linked),
    };
  }

  async parkSchedule(slug: string, receivedAt?: number): Promise<ParkSchedule> {
    const park = await this.targets.park(slug);
    return this.liveData.parkSchedule(this.liveData.resolveParkEntityId(park), {
      timezone: park.timezone,
      receivedAt,
    });
  }

  /** The attraction's record belongs to the attraction asked for: no lookup needed. */
  async attractionLive(
    slug: string,
    receivedAt?: number,
  ): Promise<AttractionLive<LinkedLiveRecord>> {
    const attraction = await this.targets.attraction(slug);
    const live = await this.liveData.attractionLive(
      this.liveData.resolveAttractionEntityId(attraction),
      { timezone: attraction.timezone, receivedAt },
    );
    const { id, name } = attraction;
    return {
      ...live,
      liveData: { ...live.liveData, attraction: { id, slug: attraction.slug, name } },
    };
  }
}
