import { TIME_OF_DAY_PATTERN } from '@/common/validation';

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Local opening and closing time, HH:MM; `closes` before `opens` means past midnight. */
export interface OpeningInterval {
  opens: string;
  closes: string;
}

/** Opening hours per weekday in the place's local time; an empty list means closed that day. */
export type OpeningHours = Partial<Record<Weekday, OpeningInterval[]>>;

export const MAX_INTERVALS_PER_DAY = 4;

export const OPENING_HOURS_MESSAGE = `must be an object of weekdays (${WEEKDAYS.join(', ')}) each with a list of up to ${MAX_INTERVALS_PER_DAY} {opens, closes} times written HH:MM`;

export function isOpeningHours(value: unknown): value is OpeningHours {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(
    ([day, intervals]) =>
      (WEEKDAYS as readonly string[]).includes(day) &&
      Array.isArray(intervals) &&
      intervals.length <= MAX_INTERVALS_PER_DAY &&
      intervals.every(isInterval),
  );
}

function isInterval(value: unknown): value is OpeningInterval {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value).sort();
  const { opens, closes } = value as Record<string, unknown>;
  return (
    keys.length === 2 &&
    keys[0] === 'closes' &&
    keys[1] === 'opens' &&
    typeof opens === 'string' &&
    typeof closes === 'string' &&
    TIME_OF_DAY_PATTERN.test(opens) &&
    TIME_OF_DAY_PATTERN.test(closes) &&
    opens !== closes
  );
}

/** Weekdays in calendar order, so answers do not depend on how the editor sent them. */
export function normaliseOpeningHours(hours: OpeningHours): OpeningHours {
  const result: OpeningHours = {};
  for (const day of WEEKDAYS) {
    const intervals = hours[day];
    if (intervals)
      result[day] = [...intervals]
        .map(({ opens, closes }) => ({ opens, closes }))
        .sort((a, b) => a.opens.localeCompare(b.opens));
  }
  return result;
}
