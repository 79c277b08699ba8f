/**
 * Times of parks, resorts and events are stored as instants (timestamptz) or local times plus the
 * place's IANA zone, and answered in the place's local time with its UTC offset
 * (`2027-10-01T19:00:00-04:00`), so a client never has to know the zone rules.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Wall-clock fields of `instant` in `timeZone`. */
function wallClock(instant: Date, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts as {
    year: number;
    month: number;
    day: number;
    hour: number;
    minute: number;
    second: number;
  };
}

/** The zone's offset from UTC at `instant`, in minutes (New York in summer: -240). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  const whole = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((asUtc - whole) / 60_000);
}

/** `+HH:MM` / `-HH:MM`. */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** `instant` as ISO 8601 local time of `timeZone` with its offset; UTC (`+00:00`) without a zone. */
export function toZonedIso(instant: Date, timeZone: string | null | undefined): string {
  const zone = timeZone ?? 'UTC';
  const w = wallClock(instant, zone);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const local = `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`;
  return `${local}${formatOffset(offsetMinutes(instant, zone))}`;
}

/** ISO 8601 with a zone designator: `2027-10-01T19:00:00Z`, `…+02:00`. */
export const ZONED_DATE_TIME_PATTERN =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
/** Local wall-clock time without a zone: `2027-10-01T19:00` or `2027-10-01T19:00:00`. */
export const LOCAL_DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/** True for a real date-time in either form (2027-02-30T10:00 is refused). */
export function isDateTimeInput(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (!ZONED_DATE_TIME_PATTERN.test(value) && !LOCAL_DATE_TIME_PATTERN.test(value)) return false;
  const [date, time] = value.split('T');
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm, ss = 0] = time
    .slice(0, 8)
    .split(':')
    .map((v) => Number.parseInt(v, 10));
  const check = new Date(Date.UTC(y, m - 1, d, hh, mm, ss));
  return (
    check.getUTCFullYear() === y &&
    check.getUTCMonth() === m - 1 &&
    check.getUTCDate() === d &&
    check.getUTCHours() === hh &&
    check.getUTCMinutes() === mm &&
    !Number.isNaN(new Date(LOCAL_DATE_TIME_PATTERN.test(value) ? `${value}Z` : value).getTime())
  );
}

/**
 * The instant an input date-time means: one with an offset or `Z` is taken as it is; a local one
 * is read as wall-clock time in `timeZone` (UTC when the place has none). A local time that a
 * daylight-saving jump skips is moved forward by the gap; an ambiguous one takes the earlier instant.
 */
export function parseDateTimeInZone(value: string, timeZone: string | null | undefined): Date {
  if (!LOCAL_DATE_TIME_PATTERN.test(value)) return new Date(value);
  const zone = timeZone ?? 'UTC';
  const asUtc = new Date(`${value}Z`).getTime();
  // Two passes converge for every real zone: guess with the offset at the wall time, then correct.
  let guess = asUtc - offsetMinutes(new Date(asUtc), zone) * 60_000;
  const corrected = asUtc - offsetMinutes(new Date(guess), zone) * 60_000;
  if (corrected !== guess) {
    const earlier = Math.min(guess, corrected);
    guess = toZonedIso(new Date(earlier), zone).startsWith(value.slice(0, 16))
      ? earlier
      : Math.max(guess, corrected);
  }
  return new Date(guess);
}
