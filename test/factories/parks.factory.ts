import { randomBytes } from 'node:crypto';
import { Attraction } from '@/modules/catalogue/parks/attractions/attraction.entity';
import { DiningLocation } from '@/modules/catalogue/parks/dining/dining-location.entity';
import { SpecialEventSession } from '@/modules/catalogue/parks/events/special-event-session.entity';
import { SpecialEvent } from '@/modules/catalogue/parks/events/special-event.entity';
import { Resort } from '@/modules/catalogue/parks/resorts/resort.entity';
import { ThemePark } from '@/modules/catalogue/parks/theme-parks/theme-park.entity';
import type { TestApp } from '../support/test-app';

let sequence = 0;

/** A unique slug with a readable prefix. */
export function uniqueSlug(prefix: string): string {
  sequence += 1;
  return `${prefix}-${sequence}-${randomBytes(3).toString('hex')}`;
}

export async function createThemePark(
  t: TestApp,
  overrides: Partial<ThemePark> = {},
): Promise<ThemePark> {
  const repo = t.dataSource.getRepository(ThemePark);
  return repo.save(
    repo.create({
      name: 'Test Park',
      slug: uniqueSlug('park'),
      city: 'Orlando',
      stateProvince: 'Florida',
      country: 'United States',
      timezone: 'America/New_York',
      ...overrides,
    }),
  );
}

export async function createResort(
  t: TestApp,
  park: ThemePark,
  overrides: Partial<Resort> = {},
): Promise<Resort> {
  const repo = t.dataSource.getRepository(Resort);
  return repo.save(
    repo.create({
      name: 'Test Resort',
      slug: uniqueSlug('resort'),
      themeParkId: park.id,
      timezone: park.timezone,
      ...overrides,
    }),
  );
}

export async function createAttraction(
  t: TestApp,
  park: ThemePark,
  overrides: Partial<Attraction> = {},
): Promise<Attraction> {
  const repo = t.dataSource.getRepository(Attraction);
  return repo.save(
    repo.create({
      name: 'Test Ride',
      slug: uniqueSlug('ride'),
      themeParkId: park.id,
      ...overrides,
    }),
  );
}

export async function createSpecialEvent(
  t: TestApp,
  park: ThemePark,
  overrides: Partial<SpecialEvent> = {},
  sessions: Array<{ startsAt: Date; endsAt?: Date | null; label?: string | null }> = [],
): Promise<SpecialEvent> {
  const repo = t.dataSource.getRepository(SpecialEvent);
  const event = await repo.save(
    repo.create({
      name: 'Test Event',
      slug: uniqueSlug('event'),
      themeParkId: park.id,
      startDate: '2099-01-01',
      endDate: '2099-01-31',
      ...overrides,
    }),
  );
  if (sessions.length > 0)
    await t.dataSource.getRepository(SpecialEventSession).insert(
      sessions.map((s) => ({
        specialEventId: event.id,
        startsAt: s.startsAt,
        endsAt: s.endsAt ?? null,
        label: s.label ?? null,
      })),
    );
  return event;
}

export async function createDiningLocation(
  t: TestApp,
  place: { themeParkId?: string; resortId?: string; shipId?: string },
  overrides: Partial<DiningLocation> = {},
): Promise<DiningLocation> {
  const repo = t.dataSource.getRepository(DiningLocation);
  return repo.save(
    repo.create({
      name: 'Test Diner',
      slug: uniqueSlug('diner'),
      venueType: 'quick service',
      cuisineType: 'American',
      themeParkId: place.themeParkId ?? null,
      resortId: place.resortId ?? null,
      shipId: place.shipId ?? null,
      ...overrides,
    }),
  );
}
