import type {
  UpstreamLiveRecord,
  UpstreamQueue,
  UpstreamScheduleEntry,
  UpstreamTimeSlot,
} from './upstream.types';

/**
 * An OPERATING record not updated for longer than this is marked stale (records freeze upstream).
 */
export const STALE_AFTER_MS = 30 * 60 * 1000;

/**
 * One attraction's live record as the service answers it (docs/behaviour.md#live-data), upstream
 * camelCase.
 */
export interface LiveRecord {
  id: string;
  name: string;
  entityType: string;
  status: string | null;
  queue: UpstreamQueue;
  lastUpdated: string | null;
  /** True when the record claims OPERATING but was last updated over 30 minutes ago (or never). */
  stale: boolean;
  showtimes?: UpstreamTimeSlot[];
  operatingHours?: UpstreamTimeSlot[];
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

export interface ParkLive extends LiveMeta {
  liveData: LiveRecord[];
}

export interface AttractionLive extends LiveMeta {
  liveData: LiveRecord;
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
    status: record.status ?? null,
    queue: record.queue ?? {},
    lastUpdated: record.lastUpdated ?? null,
    stale: isStale(record, now),
    ...(record.showtimes ? { showtimes: record.showtimes } : {}),
    ...(record.operatingHours ? { operatingHours: record.operatingHours } : {}),
  };
}

const byNameThenId = (a: LiveRecord, b: LiveRecord) =>
  a.name.localeCompare(b.name, 'en') || a.id.localeCompare(b.id);

/** The park's attractions only (the upstream also lists the park, shows, restaurants, hotels). */
export function shapeParkLive(records: UpstreamLiveRecord[], now: number): LiveRecord[] {
  return records
    .filter((r) => r.entityType === 'ATTRACTION')
    .map((r) => shapeLiveRecord(r, now))
    .sort(byNameThenId);
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
