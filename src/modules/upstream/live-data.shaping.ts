import type {
  UpstreamDiningAvailability,
  UpstreamLiveRecord,
  UpstreamQueue,
  UpstreamScheduleEntry,
  UpstreamTimeSlot,
} from './upstream.types';

/**
 * An OPERATING record not updated for longer than this is marked stale (records freeze upstream).
 */
export const STALE_AFTER_MS = 30 * 60 * 1000;

/** The statuses of the upstream's documented enum; any other value is answered as null. */
export const LIVE_STATUSES = ['OPERATING', 'DOWN', 'CLOSED', 'REFURBISHMENT'] as const;
export type LiveStatus = (typeof LIVE_STATUSES)[number];

const liveStatusOf = (status: string | null | undefined): LiveStatus | null =>
  LIVE_STATUSES.find((known) => known === status) ?? null;

/**
 * One attraction's live record as the service answers it (docs/behaviour.md#live-data), upstream
 * camelCase.
 */
export interface LiveRecord {
  id: string;
  name: string;
  entityType: string;
  status: LiveStatus | null;
  queue: UpstreamQueue;
  lastUpdated: string | null;
  /** True when the record claims OPERATING but was last updated over 30 minutes ago (or never). */
  stale: boolean;
  showtimes?: UpstreamTimeSlot[];
  operatingHours?: UpstreamTimeSlot[];
  diningAvailability?: UpstreamDiningAvailability[];
}

export interface ScheduleEntry {
  date: string;
  type: string;
  openingTime: string;
  closingTime: string;
  description?: string;
}

export interface LiveMeta {
  /** When the service fetched the answer from the upstream (ISO 8601 UTC). */
  fetched_at: string;
  /** The park's IANA time zone, from the upstream (or the caller's fallback), null when unknown. */
  timezone: string | null;
}

/** A park's live answer (docs/api-guide.md#live-data says what is passed on and what is not). */
export interface ParkLive<Record extends LiveRecord = LiveRecord> extends LiveMeta {
  /** The park's attractions, by name. */
  liveData: Record[];
  /** Its shows, with their showtimes, by name. */
  shows: Record[];
  /** Its restaurants, with their walk-up availability when sent, by name. */
  restaurants: Record[];
  /** The park's own operating hours from its live record; [] when the upstream sends none. */
  operatingHours: UpstreamTimeSlot[];
}

export interface AttractionLive<Record extends LiveRecord = LiveRecord> extends LiveMeta {
  liveData: Record;
}

export interface ParkSchedule extends LiveMeta {
  schedule: ScheduleEntry[];
}

export function isStale(record: Pick<UpstreamLiveRecord, 'status' | 'lastUpdated'>, now: number) {
  if (record.status !== 'OPERATING') return false;
  if (!record.lastUpdated) return true;
  return now - Date.parse(record.lastUpdated) > STALE_AFTER_MS;
}

export function shapeLiveRecord(record: UpstreamLiveRecord, now: number): LiveRecord {
  return {
    id: record.id,
    name: record.name,
    entityType: record.entityType,
    status: liveStatusOf(record.status),
    queue: record.queue ?? {},
    lastUpdated: record.lastUpdated ?? null,
    stale: isStale(record, now),
    ...(record.showtimes ? { showtimes: record.showtimes } : {}),
    ...(record.operatingHours ? { operatingHours: record.operatingHours } : {}),
    ...(record.diningAvailability ? { diningAvailability: record.diningAvailability } : {}),
  };
}

const byNameThenId = (a: LiveRecord, b: LiveRecord) =>
  a.name.localeCompare(b.name, 'en') || a.id.localeCompare(b.id);

const shapedOfType = (records: UpstreamLiveRecord[], entityType: string, now: number) =>
  records
    .filter((r) => r.entityType === entityType)
    .map((r) => shapeLiveRecord(r, now))
    .sort(byNameThenId);

/**
 * A park's live records as the service answers them: attractions, shows and restaurants apart,
 * and the park's own operating hours. Hotels and the destination are not passed on (no catalogue
 * page shows their live data); nor is the park's own status (its hours say when it is open).
 */
export function shapeParkLive(
  parkEntityId: string,
  records: UpstreamLiveRecord[],
  now: number,
): Omit<ParkLive, keyof LiveMeta> {
  const park = records.find((r) => r.id.toLowerCase() === parkEntityId.toLowerCase());
  return {
    liveData: shapedOfType(records, 'ATTRACTION', now),
    shows: shapedOfType(records, 'SHOW', now),
    restaurants: shapedOfType(records, 'RESTAURANT', now),
    operatingHours: park?.operatingHours ?? [],
  };
}

export function shapeSchedule(entries: UpstreamScheduleEntry[]): ScheduleEntry[] {
  return entries
    .map((e) => ({
      date: e.date,
      type: e.type,
      openingTime: e.openingTime,
      closingTime: e.closingTime,
      ...(e.description ? { description: e.description } : {}),
    }))
    .sort(
      (a, b) =>
        a.date.localeCompare(b.date) ||
        Date.parse(a.openingTime) - Date.parse(b.openingTime) ||
        a.type.localeCompare(b.type),
    );
}
