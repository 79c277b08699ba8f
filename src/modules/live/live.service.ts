import { Injectable } from '@nestjs/common';
import { LiveTargets } from '../catalogue/parks/live-targets';
import type { AttractionLive, ParkLive, ParkSchedule } from '../upstream/live-data.shaping';
import { LiveDataService } from '../upstream/live-data.service';

/**
 * The public live-data answers of a catalogue park or attraction (docs/behaviour.md#live-data):
 * find the active record by slug (404 NOT_FOUND), choose its upstream id (404 LIVE_DATA_UNAVAILABLE
 * when there is none), fetch from the upstream (502 UPSTREAM_UNAVAILABLE on any failure). The
 * park's catalogue time zone stands in when the upstream answer names none. Live data is never
 * cached; the record itself is kept a few seconds (LiveTargets).
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
  async parkLive(slug: string, receivedAt?: number): Promise<ParkLive> {
    const park = await this.targets.park(slug);
    return this.liveData.parkLive(this.liveData.resolveParkEntityId(park), {
      timezone: park.timezone,
      receivedAt,
    });
  }

  async parkSchedule(slug: string, receivedAt?: number): Promise<ParkSchedule> {
    const park = await this.targets.park(slug);
    return this.liveData.parkSchedule(this.liveData.resolveParkEntityId(park), {
      timezone: park.timezone,
      receivedAt,
    });
  }

  async attractionLive(slug: string, receivedAt?: number): Promise<AttractionLive> {
    const attraction = await this.targets.attraction(slug);
    return this.liveData.attractionLive(this.liveData.resolveAttractionEntityId(attraction), {
      timezone: attraction.timezone,
      receivedAt,
    });
  }
}
