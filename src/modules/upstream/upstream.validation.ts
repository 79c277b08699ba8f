import type {
  UpstreamChildren,
  UpstreamDestination,
  UpstreamDestinations,
  UpstreamEntityChild,
  UpstreamLive,
  UpstreamLiveRecord,
  UpstreamScheduleEntry,
  UpstreamSchedule,
  UpstreamTimeSlot,
} from './upstream.types';

/**
 * Runtime checks of what the upstream answers. TypeScript types say nothing about a JSON body, so
 * every answer goes through one of these before anything reads it; a body that does not fit is a
 * MalformedUpstreamAnswer, which the client turns into 502 UPSTREAM_UNAVAILABLE. Unknown fields
 * are accepted (the real API sends more than it documents) and optional fields may be null.
 */
export class MalformedUpstreamAnswer extends Error {
  constructor(readonly reason: string) {
    super(`malformed upstream answer: ${reason}`);
    this.name = 'MalformedUpstreamAnswer';
  }
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function object(value: unknown, at: string): Json {
  if (!isObject(value)) throw new MalformedUpstreamAnswer(`${at} is not an object`);
  return value;
}

function array(value: unknown, at: string): unknown[] {
  if (!Array.isArray(value)) throw new MalformedUpstreamAnswer(`${at} is not an array`);
  return value;
}

function string(value: unknown, at: string): string {
  if (typeof value !== 'string' || value.length === 0)
    throw new MalformedUpstreamAnswer(`${at} is not a non-empty string`);
  return value;
}

function optionalString(value: unknown, at: string): string | null | undefined {
  if (value === undefined || value === null) return value;
  if (typeof value !== 'string') throw new MalformedUpstreamAnswer(`${at} is not a string`);
  return value;
}

function optionalDateTime(value: unknown, at: string): string | null | undefined {
  const text = optionalString(value, at);
  if (typeof text === 'string' && Number.isNaN(Date.parse(text)))
    throw new MalformedUpstreamAnswer(`${at} is not a date-time`);
  return text;
}

function dateTime(value: unknown, at: string): string {
  const text = string(value, at);
  if (Number.isNaN(Date.parse(text))) throw new MalformedUpstreamAnswer(`${at} is not a date-time`);
  return text;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function header(body: Json, at = 'answer') {
  return {
    id: string(body.id, `${at}.id`),
    name: string(body.name, `${at}.name`),
    entityType: string(body.entityType, `${at}.entityType`),
    ...(body.timezone !== undefined && body.timezone !== null
      ? { timezone: string(body.timezone, `${at}.timezone`) }
      : {}),
  };
}

export function parseDestinations(body: unknown): UpstreamDestinations {
  const root = object(body, 'answer');
  const destinations = array(root.destinations, 'destinations').map(
    (item, i): UpstreamDestination => {
      const at = `destinations[${i}]`;
      const d = object(item, at);
      return {
        id: string(d.id, `${at}.id`),
        name: string(d.name, `${at}.name`),
        ...(typeof d.slug === 'string' ? { slug: d.slug } : {}),
        parks: (d.parks === undefined || d.parks === null ? [] : array(d.parks, `${at}.parks`)).map(
          (park, j) => {
            const p = object(park, `${at}.parks[${j}]`);
            return {
              id: string(p.id, `${at}.parks[${j}].id`),
              name: string(p.name, `${at}.parks[${j}].name`),
            };
          },
        ),
      };
    },
  );
  return { destinations };
}

export function parseChildren(body: unknown): UpstreamChildren {
  const root = object(body, 'answer');
  return {
    ...header(root),
    children: array(root.children, 'children').map((item, i): UpstreamEntityChild => {
      const at = `children[${i}]`;
      const c = object(item, at);
      return {
        id: string(c.id, `${at}.id`),
        name: string(c.name, `${at}.name`),
        entityType: string(c.entityType, `${at}.entityType`),
        parentId: optionalString(c.parentId, `${at}.parentId`),
      };
    }),
  };
}

function timeSlots(value: unknown, at: string): UpstreamTimeSlot[] | null | undefined {
  if (value === undefined || value === null) return value;
  return array(value, at).map((item, i) => {
    const slot = object(item, `${at}[${i}]`);
    return {
      type: optionalString(slot.type, `${at}[${i}].type`) ?? undefined,
      startTime: optionalDateTime(slot.startTime, `${at}[${i}].startTime`),
      endTime: optionalDateTime(slot.endTime, `${at}[${i}].endTime`),
    };
  });
}

function optionalNumber(value: unknown, at: string): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new MalformedUpstreamAnswer(`${at} is not a number`);
  return value;
}

function diningAvailability(value: unknown, at: string): UpstreamLiveRecord['diningAvailability'] {
  if (value === undefined || value === null) return value;
  return array(value, at).map((item, i) => {
    const entry = object(item, `${at}[${i}]`);
    return {
      partySize: optionalNumber(entry.partySize, `${at}[${i}].partySize`),
      waitTime: optionalNumber(entry.waitTime, `${at}[${i}].waitTime`),
    };
  });
}

function queue(value: unknown, at: string): UpstreamLiveRecord['queue'] {
  if (value === undefined || value === null) return value;
  const q = object(value, at);
  const result: Record<string, Record<string, unknown> | null> = {};
  for (const [kind, entry] of Object.entries(q)) {
    if (entry === null) {
      result[kind] = null;
      continue;
    }
    const e = object(entry, `${at}.${kind}`);
    // waitTime is an integer number of minutes or null (closed, or not reported).
    if (e.waitTime !== undefined && e.waitTime !== null && !Number.isFinite(e.waitTime))
      throw new MalformedUpstreamAnswer(`${at}.${kind}.waitTime is not a number`);
    result[kind] = e;
  }
  return result;
}

export function parseLiveRecord(item: unknown, at: string): UpstreamLiveRecord {
  const r = object(item, at);
  return {
    id: string(r.id, `${at}.id`),
    name: string(r.name, `${at}.name`),
    entityType: string(r.entityType, `${at}.entityType`),
    status: optionalString(r.status, `${at}.status`),
    lastUpdated: optionalDateTime(r.lastUpdated, `${at}.lastUpdated`),
    queue: queue(r.queue, `${at}.queue`),
    showtimes: timeSlots(r.showtimes, `${at}.showtimes`),
    operatingHours: timeSlots(r.operatingHours, `${at}.operatingHours`),
    diningAvailability: diningAvailability(r.diningAvailability, `${at}.diningAvailability`),
  };
}

export function parseLive(body: unknown): UpstreamLive {
  const root = object(body, 'answer');
  return {
    ...header(root),
    liveData: array(root.liveData, 'liveData').map((item, i) =>
      parseLiveRecord(item, `liveData[${i}]`),
    ),
  };
}

export function parseSchedule(body: unknown): UpstreamSchedule {
  const root = object(body, 'answer');
  return {
    ...header(root),
    schedule: array(root.schedule, 'schedule').map((item, i): UpstreamScheduleEntry => {
      const at = `schedule[${i}]`;
      const e = object(item, at);
      const date = string(e.date, `${at}.date`);
      if (!DATE.test(date)) throw new MalformedUpstreamAnswer(`${at}.date is not YYYY-MM-DD`);
      return {
        date,
        type: string(e.type, `${at}.type`),
        openingTime: dateTime(e.openingTime, `${at}.openingTime`),
        closingTime: dateTime(e.closingTime, `${at}.closingTime`),
        description: optionalString(e.description, `${at}.description`),
      };
    }),
  };
}
