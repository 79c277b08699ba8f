import { DataSource } from 'typeorm';
import { CruiseLine } from '@/modules/catalogue/cruise/cruise-lines/cruise-line.entity';
import { ItineraryStop } from '@/modules/catalogue/cruise/itineraries/itinerary-stop.entity';
import { Itinerary } from '@/modules/catalogue/cruise/itineraries/itinerary.entity';
import { Port } from '@/modules/catalogue/cruise/ports/port.entity';
import { Sailing } from '@/modules/catalogue/cruise/sailings/sailing.entity';
import { Ship } from '@/modules/catalogue/cruise/ships/ship.entity';

/**
 * A cruise catalogue of realistic size (bench:catalogue and the suite of npm run bench): 30 lines,
 * 600 ships, 400 ports, 1,500 itineraries of 8 stops and 20,000 sailings, slugs `line-N`, `ship-N`,
 * `port-N`, `itinerary-N`.
 */
export const CATALOGUE_SIZE = {
  lines: 30,
  ships: 600,
  ports: 400,
  itineraries: 1500,
  sailings: 20_000,
};
const SIZE = CATALOGUE_SIZE;

export const pick = <T>(list: T[], i: number): T => list[i % list.length];

export async function seedCruiseCatalogue(
  dataSource: DataSource,
): Promise<{ itinerarySlugs: string[]; shipSlugs: string[] }> {
  const lines = await dataSource
    .getRepository(CruiseLine)
    .save(Array.from({ length: SIZE.lines }, (_, i) => ({ name: `Line ${i}`, slug: `line-${i}` })));
  const ships = await dataSource.getRepository(Ship).save(
    Array.from({ length: SIZE.ships }, (_, i) => ({
      name: `Ship ${i}`,
      slug: `ship-${i}`,
      cruiseLineId: pick(lines, i).id,
      grossTonnage: 100_000 + i,
      hasCasino: i % 2 === 0,
    })),
    { chunk: 200 },
  );
  const ports = await dataSource.getRepository(Port).save(
    Array.from({ length: SIZE.ports }, (_, i) => ({
      name: `Port ${i}`,
      slug: `port-${i}`,
      country: 'Testland',
      region: pick(['Caribbean', 'Mediterranean', 'Alaska', 'Northern Europe'], i),
      portType: pick(['homeport', 'port_of_call', 'private_island'] as const, i),
    })),
    { chunk: 200 },
  );
  const itineraries = await dataSource.getRepository(Itinerary).save(
    Array.from({ length: SIZE.itineraries }, (_, i) => ({
      name: `Itinerary ${i}`,
      slug: `itinerary-${i}`,
      cruiseLineId: pick(lines, i).id,
      embarkationPortId: pick(ports, i).id,
      disembarkationPortId: pick(ports, i + 1).id,
      cruiseRegion: pick(['Caribbean', 'Mediterranean', 'Alaska', 'Northern Europe'], i),
      nights: 3 + (i % 12),
    })),
    { chunk: 200 },
  );
  await dataSource.getRepository(ItineraryStop).insert(
    itineraries.flatMap((itinerary, i) =>
      Array.from({ length: 8 }, (_, day) => ({
        itineraryId: itinerary.id,
        dayNumber: day + 1,
        position: 1,
        portId: day % 3 === 1 ? null : pick(ports, i + day).id,
      })),
    ),
  );
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  for (let start = 0; start < SIZE.sailings; start += 2000)
    await dataSource.getRepository(Sailing).insert(
      Array.from({ length: Math.min(2000, SIZE.sailings - start) }, (_, k) => {
        const i = start + k;
        return {
          shipId: pick(ships, i).id,
          itineraryId: pick(itineraries, i).id,
          departureDate: day((i % 700) - 100),
          returnDate: day((i % 700) - 93),
          priceFrom: '899.00',
        };
      }),
    );
  return {
    itinerarySlugs: itineraries.map((i) => i.slug),
    shipSlugs: ships.map((s) => s.slug),
  };
}
