import { randomBytes } from 'node:crypto';
import { CruiseLine } from '@/modules/catalogue/cruise/cruise-lines/cruise-line.entity';
import { Excursion } from '@/modules/catalogue/cruise/excursions/excursion.entity';
import { ItineraryStop } from '@/modules/catalogue/cruise/itineraries/itinerary-stop.entity';
import { Itinerary } from '@/modules/catalogue/cruise/itineraries/itinerary.entity';
import { Port } from '@/modules/catalogue/cruise/ports/port.entity';
import { Sailing } from '@/modules/catalogue/cruise/sailings/sailing.entity';
import { DryDock } from '@/modules/catalogue/cruise/ships/dry-dock.entity';
import { Ship } from '@/modules/catalogue/cruise/ships/ship.entity';
import type { TestApp } from '../support/test-app';
import { createThemePark } from './parks.factory';

/** Small builders for cruise-catalogue records, written straight to the test database. */

let sequence = 0;

export function uniqueSlug(prefix: string): string {
  sequence += 1;
  return `${prefix}-${sequence}-${randomBytes(3).toString('hex')}`;
}

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** Adds `days` to today's UTC date: YYYY-MM-DD. */
export function dateFromToday(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export async function createCruiseLine(
  t: TestApp,
  overrides: Partial<CruiseLine> = {},
): Promise<CruiseLine> {
  const slug = overrides.slug ?? uniqueSlug('line');
  return t.dataSource.getRepository(CruiseLine).save({ name: `Line ${slug}`, slug, ...overrides });
}

export async function createShip(t: TestApp, overrides: Partial<Ship> = {}): Promise<Ship> {
  const cruiseLineId = overrides.cruiseLineId ?? (await createCruiseLine(t)).id;
  const slug = overrides.slug ?? uniqueSlug('ship');
  return t.dataSource
    .getRepository(Ship)
    .save({ name: `Ship ${slug}`, slug, cruiseLineId, ...overrides });
}

export async function createDryDock(
  t: TestApp,
  shipId: string,
  overrides: Partial<DryDock> = {},
): Promise<DryDock> {
  return t.dataSource.getRepository(DryDock).save({
    shipId,
    startDate: '2027-01-10',
    endDate: '2027-02-03',
    shipyard: 'Test Yard',
    ...overrides,
  });
}

export async function createPort(t: TestApp, overrides: Partial<Port> = {}): Promise<Port> {
  const slug = overrides.slug ?? uniqueSlug('port');
  return t.dataSource
    .getRepository(Port)
    .save({ name: `Port ${slug}`, slug, country: 'Testland', ...overrides });
}

export async function createItinerary(
  t: TestApp,
  overrides: Partial<Itinerary> = {},
  stops: Array<Partial<ItineraryStop>> = [],
): Promise<Itinerary> {
  const slug = overrides.slug ?? uniqueSlug('itinerary');
  const itinerary = await t.dataSource.getRepository(Itinerary).save({
    name: `Itinerary ${slug}`,
    slug,
    cruiseLineId: overrides.cruiseLineId ?? (await createCruiseLine(t)).id,
    embarkationPortId: overrides.embarkationPortId ?? (await createPort(t)).id,
    disembarkationPortId: overrides.disembarkationPortId ?? (await createPort(t)).id,
    cruiseRegion: 'Caribbean',
    nights: 7,
    ...overrides,
  });
  if (stops.length > 0)
    await t.dataSource.getRepository(ItineraryStop).save(
      stops.map((stop, i) => ({
        dayNumber: i + 1,
        position: 1,
        ...stop,
        itineraryId: itinerary.id,
      })),
    );
  return itinerary;
}

export async function createSailing(
  t: TestApp,
  overrides: Partial<Sailing> = {},
): Promise<Sailing> {
  // Ship and itinerary of one cruise line, as the catalogue rules require.
  const ship = overrides.shipId
    ? await t.dataSource.getRepository(Ship).findOneByOrFail({ id: overrides.shipId })
    : await createShip(t);
  const shipId = ship.id;
  const itineraryId =
    overrides.itineraryId ?? (await createItinerary(t, { cruiseLineId: ship.cruiseLineId })).id;
  return t.dataSource.getRepository(Sailing).save({
    shipId,
    itineraryId,
    departureDate: dateFromToday(30),
    returnDate: dateFromToday(37),
    ...overrides,
  });
}

export async function createExcursion(
  t: TestApp,
  overrides: Partial<Excursion> = {},
): Promise<Excursion> {
  const slug = overrides.slug ?? uniqueSlug('excursion');
  const type = overrides.excursionType ?? 'shore';
  return t.dataSource.getRepository(Excursion).save({
    name: `Excursion ${slug}`,
    slug,
    excursionType: type,
    portId:
      overrides.portId !== undefined
        ? overrides.portId
        : type === 'shore'
          ? (await createPort(t)).id
          : null,
    themeParkId:
      type === 'land' && overrides.themeParkId === undefined && overrides.attractionId === undefined
        ? (await createThemePark(t)).id
        : null,
    ...overrides,
  });
}
