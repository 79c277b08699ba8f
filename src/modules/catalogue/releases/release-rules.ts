/** The stored states of a release; `publishing` is reported while a publish holds it. */
export const RELEASE_STATUSES = ['open', 'scheduled', 'published', 'failed'] as const;
export type StoredReleaseStatus = (typeof RELEASE_STATUSES)[number];
export const RELEASE_STATES = ['open', 'scheduled', 'publishing', 'published', 'failed'] as const;
export type ReleaseStatus = (typeof RELEASE_STATES)[number];

export const ENTRY_RESULTS = ['published', 'failed', 'not_published'] as const;
export type EntryResult = (typeof ENTRY_RESULTS)[number];

/** The most entries one release holds: all of them publish in one transaction. */
export const MAX_RELEASE_ENTRIES = 100;

const UTC_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?Z$/;

/**
 * An ISO 8601 date and time in UTC (`2027-06-01T08:00:00Z`, seconds and milliseconds optional)
 * naming a real instant: `2027-02-30T…` or `T24:00` are refused rather than rolled over.
 */
export function isUtcInstant(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = UTC_INSTANT.exec(value);
  if (!m) return false;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map((v) => Number(v ?? 0));
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    year >= 1970 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  );
}
