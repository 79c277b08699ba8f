import { createHash } from 'node:crypto';
import { ATTRACTIONS } from '@/database/seeds/demo/attractions.data';
import { KNOWN_PARKS } from '@/modules/upstream/known-parks';

/**
 * The simulator's world: the real destinations and parks of the known-parks map (same ids as the
 * real API), each park with a fixed set of generated attractions, a show, a restaurant and a
 * 30-day schedule in the park's time zone, plus the demo catalogue's attractions under the
 * `upstream_entity_id` the seed gives them (so `npm run seed` and `npm run upstream:sim` agree). Wait times follow a slow wave over the clock, so they
 * change from minute to minute the way real ones do.
 */

export type EntityType = 'DESTINATION' | 'PARK' | 'ATTRACTION' | 'SHOW' | 'RESTAURANT';

export interface SimEntity {
  id: string;
  name: string;
  slug: string;
  entityType: EntityType;
  timezone: string;
  parentId?: string;
  destinationId?: string;
  parkId?: string;
  template?: Template;
}

type Template = {
  /** A fixed id (the demo catalogue's); otherwise derived from the park and the name. */
  id?: string;
  name: string;
  entityType: EntityType;
  kind:
    | 'standby-single'
    | 'return-time'
    | 'paid-return'
    | 'boarding-group'
    | 'paid-standby'
    | 'down'
    | 'closed'
    | 'refurbishment'
    | 'frozen'
    | 'show'
    | 'restaurant';
};

/** How the demo catalogue's attractions behave, in turn. */
const DEMO_KINDS: Template['kind'][] = [
  'standby-single',
  'return-time',
  'paid-return',
  'boarding-group',
  'paid-standby',
  'standby-single',
  'down',
  'closed',
  'refurbishment',
];

/** The demo catalogue's attractions of a park, with the ids the seed links them by. */
const demoTemplatesOf = (parkSlug: string): Template[] =>
  ATTRACTIONS.flatMap((a, i) =>
    a.theme_park === parkSlug
      ? [
          {
            id: a.upstream_entity_id,
            name: a.name,
            entityType: 'ATTRACTION' as const,
            kind: DEMO_KINDS[i % DEMO_KINDS.length],
          },
        ]
      : [],
  );

const TEMPLATES: Template[] = [
  { name: 'Thunder Mountain Coaster', entityType: 'ATTRACTION', kind: 'standby-single' },
  { name: 'Haunted Voyage', entityType: 'ATTRACTION', kind: 'return-time' },
  { name: 'Splash Flume', entityType: 'ATTRACTION', kind: 'paid-return' },
  { name: 'Galactic Launch', entityType: 'ATTRACTION', kind: 'boarding-group' },
  { name: 'Grand Carousel', entityType: 'ATTRACTION', kind: 'paid-standby' },
  { name: 'Sky Drop Tower', entityType: 'ATTRACTION', kind: 'down' },
  { name: 'River Log Ride', entityType: 'ATTRACTION', kind: 'closed' },
  { name: 'Teacup Spinner', entityType: 'ATTRACTION', kind: 'refurbishment' },
  { name: 'Old Mill Boats', entityType: 'ATTRACTION', kind: 'frozen' },
  { name: 'Evening Parade', entityType: 'SHOW', kind: 'show' },
  { name: 'Main Street Diner', entityType: 'RESTAURANT', kind: 'restaurant' },
];

/** A stable UUID-shaped id derived from a name (so every run has the same ids). */
export function stableId(seed: string): string {
  const h = createHash('sha1').update(`upstream-sim:${seed}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function buildWorld(): Map<string, SimEntity> {
  const entities = new Map<string, SimEntity>();
  for (const park of KNOWN_PARKS) {
    const d = park.destination;
    if (!entities.has(d.id)) {
      entities.set(d.id, {
        id: d.id,
        name: d.name,
        slug: slugify(d.name),
        entityType: 'DESTINATION',
        timezone: park.timezone,
      });
    }
    entities.set(park.entityId, {
      id: park.entityId,
      name: park.name,
      slug: park.slug,
      entityType: 'PARK',
      timezone: park.timezone,
      parentId: d.id,
      destinationId: d.id,
    });
    for (const template of [...TEMPLATES, ...demoTemplatesOf(park.slug)]) {
      const id = template.id ?? stableId(`${park.entityId}:${template.name}`);
      entities.set(id, {
        id,
        name: template.name,
        slug: slugify(template.name),
        entityType: template.entityType,
        timezone: park.timezone,
        parentId: park.entityId,
        parkId: park.entityId,
        destinationId: d.id,
        template,
      });
    }
  }
  return entities;
}

export const WORLD = buildWorld();

const CHILDREN = new Map<string, SimEntity[]>();
for (const entity of WORLD.values()) {
  if (entity.parentId)
    CHILDREN.set(entity.parentId, [...(CHILDREN.get(entity.parentId) ?? []), entity]);
}

export const childrenOf = (id: string): SimEntity[] => CHILDREN.get(id) ?? [];

/** The attraction of a park with a given template kind (for tests: `attractionOf(park, 'frozen')`). */
export function attractionOf(parkId: string, kind: Template['kind']): SimEntity {
  const found = childrenOf(parkId).find((e) => e.template?.kind === kind);
  if (!found) throw new Error(`no ${kind} entity in park ${parkId}`);
  return found;
}

// ---- time in a zone ------------------------------------------------------------------------

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Building an Intl formatter costs far more than using one: keep one per zone and purpose. */
function formatter(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let found = formatters.get(key);
  if (!found) {
    found = make();
    formatters.set(key, found);
  }
  return found;
}

/** `-04:00` for the zone at that instant. */
export function offsetOf(timezone: string, at: Date): string {
  const part = formatter(
    `offset:${timezone}`,
    () => new Intl.DateTimeFormat('en-US', { timeZone: timezone, timeZoneName: 'longOffset' }),
  )
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const match = /GMT([+-]\d{2}:\d{2})/.exec(part ?? '');
  return match ? match[1] : '+00:00';
}

/** The zone's calendar date at that instant, YYYY-MM-DD. */
export function localDate(timezone: string, at: Date): string {
  return formatter(
    `date:${timezone}`,
    () =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone: timezone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }),
  ).format(at);
}

/** An ISO date-time with the zone's offset, e.g. 2026-05-01T14:05:00-04:00. */
export function localIso(timezone: string, at: Date): string {
  const parts = Object.fromEntries(
    formatter(
      `time:${timezone}`,
      () =>
        new Intl.DateTimeFormat('en-GB', {
          timeZone: timezone,
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
          second: '2-digit',
          hourCycle: 'h23',
        }),
    )
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offsetOf(timezone, at)}`;
}

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** A wall-clock time on a date in the zone, as ISO with that day's offset. */
const at = (timezone: string, date: string, time: string) =>
  `${date}T${time}:00${offsetOf(timezone, new Date(`${date}T12:00:00Z`))}`;

// ---- live records --------------------------------------------------------------------------

function seedOf(id: string): number {
  return parseInt(createHash('sha1').update(id).digest('hex').slice(0, 8), 16);
}

/** Minutes of wait: a wave over the clock around a per-ride base, in steps of 5. */
export function waitTimeOf(id: string, now: number): number {
  const seed = seedOf(id);
  const base = 20 + (seed % 40);
  const minutes = now / 60_000;
  const wave = Math.sin((2 * Math.PI * minutes) / 47 + (seed % 628) / 100);
  return Math.max(5, Math.round((base + 15 * wave) / 5) * 5);
}

/** Months ago: upstream records have been seen frozen this long while still saying OPERATING. */
const FROZEN_AT = '2025-11-02T14:05:00.000Z';

export function liveRecordOf(entity: SimEntity, now: number): Record<string, unknown> {
  const tz = entity.timezone;
  const lastUpdated = new Date(Math.floor(now / 60_000) * 60_000).toISOString();
  const base = {
    id: entity.id,
    name: entity.name,
    entityType: entity.entityType,
    parkId: entity.parkId ?? (entity.entityType === 'PARK' ? entity.id : undefined),
    externalId: `sim-${entity.slug}`,
    lastUpdated,
  };
  const wait = waitTimeOf(entity.id, now);
  const later = (minutes: number) => localIso(tz, new Date(now + minutes * 60_000));
  const today = localDate(tz, new Date(now));
  switch (entity.template?.kind) {
    case undefined:
      // The park (or destination) itself.
      return {
        ...base,
        status: 'OPERATING',
        operatingHours: [
          { type: 'Operating', startTime: at(tz, today, '09:00'), endTime: at(tz, today, '21:00') },
        ],
      };
    case 'standby-single':
      return {
        ...base,
        status: 'OPERATING',
        queue: { STANDBY: { waitTime: wait }, SINGLE_RIDER: { waitTime: Math.max(5, wait - 20) } },
        forecast: [{ time: later(60), waitTime: wait + 5, percentage: 70 }],
      };
    case 'return-time':
      return {
        ...base,
        status: 'OPERATING',
        queue: {
          STANDBY: { waitTime: wait },
          RETURN_TIME: { state: 'AVAILABLE', returnStart: later(45), returnEnd: later(105) },
        },
      };
    case 'paid-return':
      return {
        ...base,
        status: 'OPERATING',
        queue: {
          STANDBY: { waitTime: wait },
          PAID_RETURN_TIME: {
            state: wait > 40 ? 'TEMP_FULL' : 'AVAILABLE',
            returnStart: later(30),
            returnEnd: later(90),
            price: { amount: 1500, currency: 'USD', formatted: '$15.00' },
          },
        },
      };
    case 'boarding-group': {
      const group = 10 + (Math.floor(now / 600_000) % 90);
      return {
        ...base,
        status: 'OPERATING',
        queue: {
          BOARDING_GROUP: {
            allocationStatus: 'AVAILABLE',
            currentGroupStart: group,
            currentGroupEnd: group + 15,
            nextAllocationTime: later(120),
            estimatedWait: wait * 2,
          },
        },
      };
    }
    case 'paid-standby':
      return {
        ...base,
        status: 'OPERATING',
        queue: { STANDBY: { waitTime: wait }, PAID_STANDBY: { waitTime: null } },
      };
    case 'down':
      return { ...base, status: 'DOWN', queue: { STANDBY: { waitTime: null } } };
    case 'closed':
      return { ...base, status: 'CLOSED', queue: { STANDBY: { waitTime: null } } };
    case 'refurbishment':
      return { ...base, status: 'REFURBISHMENT', queue: {} };
    case 'frozen':
      return {
        ...base,
        status: 'OPERATING',
        lastUpdated: FROZEN_AT,
        queue: { STANDBY: { waitTime: 25 } },
      };
    case 'show':
      return {
        ...base,
        status: 'OPERATING',
        showtimes: [
          {
            type: 'Performance Time',
            startTime: at(tz, today, '15:00'),
            endTime: at(tz, today, '15:30'),
          },
          {
            type: 'Performance Time',
            startTime: at(tz, today, '20:00'),
            endTime: at(tz, today, '20:30'),
          },
        ],
      };
    case 'restaurant':
      return {
        ...base,
        status: 'OPERATING',
        diningAvailability: [{ partySize: 2, waitTime: 15 }],
      };
  }
}

// ---- schedules -----------------------------------------------------------------------------

function dayEntries(tz: string, date: string): Record<string, unknown>[] {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  const weekend = weekday === 0 || weekday === 6;
  const entries: Record<string, unknown>[] = [
    {
      date,
      type: 'OPERATING',
      openingTime: at(tz, date, '09:00'),
      closingTime: at(tz, date, weekend ? '22:00' : '21:00'),
    },
  ];
  if (Number(date.slice(8, 10)) % 3 === 0) {
    entries.push({
      date,
      type: 'EXTRA_HOURS',
      description: 'Early Entry',
      openingTime: at(tz, date, '08:30'),
      closingTime: at(tz, date, '09:00'),
    });
  }
  if (weekday === 5) {
    entries.push({
      date,
      type: 'TICKETED_EVENT',
      description: 'After Hours Party',
      openingTime: at(tz, date, '21:30'),
      closingTime: at(tz, date, '23:59'),
      purchases: [
        { id: 'after-hours', name: 'After Hours ticket', type: 'PACKAGE', available: true },
      ],
    });
  }
  return entries;
}

/** The next 30 days from the zone's today. */
export function scheduleOf(entity: SimEntity, now: number): Record<string, unknown>[] {
  if (entity.entityType !== 'PARK') return [];
  const today = localDate(entity.timezone, new Date(now));
  return Array.from({ length: 30 }, (_, i) =>
    dayEntries(entity.timezone, addDays(today, i)),
  ).flat();
}

/** One calendar month. */
export function monthScheduleOf(entity: SimEntity, year: number, month: number) {
  if (entity.entityType !== 'PARK') return [];
  const first = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
  const entries: Record<string, unknown>[] = [];
  for (let date = first; date.slice(0, 7) === first.slice(0, 7); date = addDays(date, 1))
    entries.push(...dayEntries(entity.timezone, date));
  return entries;
}
