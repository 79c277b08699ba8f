/**
 * The parts of the ThemeParks.wiki v1 answers the service uses (../shared/upstream/themeparks-v1.md).
 * Upstream records are camelCase and are passed through in that shape; fields not listed here are
 * accepted and dropped or passed through as the shaping code decides.
 */

export interface UpstreamDestinationPark {
  id: string;
  name: string;
}

export interface UpstreamDestination {
  id: string;
  name: string;
  slug?: string;
  parks: UpstreamDestinationPark[];
}

export interface UpstreamDestinations {
  destinations: UpstreamDestination[];
}

export interface UpstreamEntityChild {
  id: string;
  name: string;
  entityType: string;
  parentId?: string | null;
}

export interface UpstreamChildren {
  id: string;
  name: string;
  entityType: string;
  timezone?: string;
  children: UpstreamEntityChild[];
}

/** A queue kind's object (STANDBY `{waitTime}`, RETURN_TIME `{state, returnStart, returnEnd}` ...). */
export type UpstreamQueue = Record<string, Record<string, unknown> | null>;

export interface UpstreamTimeSlot {
  type?: string;
  startTime?: string | null;
  endTime?: string | null;
}

/** A restaurant's walk-up wait for a party size. */
export interface UpstreamDiningAvailability {
  partySize: number | null;
  waitTime: number | null;
}

export interface UpstreamLiveRecord {
  id: string;
  name: string;
  entityType: string;
  status?: string | null;
  lastUpdated?: string | null;
  queue?: UpstreamQueue | null;
  showtimes?: UpstreamTimeSlot[] | null;
  operatingHours?: UpstreamTimeSlot[] | null;
  diningAvailability?: UpstreamDiningAvailability[] | null;
}

export interface UpstreamLive {
  id: string;
  name: string;
  entityType: string;
  timezone?: string;
  liveData: UpstreamLiveRecord[];
}

export interface UpstreamScheduleEntry {
  date: string;
  type: string;
  openingTime: string;
  closingTime: string;
  description?: string | null;
}

export interface UpstreamSchedule {
  id: string;
  name: string;
  entityType: string;
  timezone?: string;
  schedule: UpstreamScheduleEntry[];
}
