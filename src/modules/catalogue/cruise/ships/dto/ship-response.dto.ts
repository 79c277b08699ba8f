import { ApiRecordLocale } from '@/common/locale/locale-query';
import { ApiGallery, ApiImage, ImageDto } from '@/modules/media/dto/image.dto';
import { ApiProperty, IntersectionType } from '@nestjs/swagger';
import { isoTimestamp } from '@/common/http/iso-date';
import { CruiseLineSummaryDto } from '@/modules/catalogue/cruise/cruise-lines/dto/cruise-line-response.dto';
import { DryDock } from '../dry-dock.entity';
import { Ship } from '../ship.entity';
import { ShipGalleryImage } from '../ship-gallery-image.entity';
import { recordState, RecordStateDto } from '@/common/dto/record-state.dto';

const nullableInt = (example?: number) => ApiProperty({ type: 'integer', nullable: true, example });
const nullableDecimal = (example: string) =>
  ApiProperty({ type: String, nullable: true, example, description: 'Decimal string.' });
const nullableText = (example?: string) => ApiProperty({ type: String, nullable: true, example });

export class DryDockResponseDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  ship_id!: string;

  @ApiProperty({ format: 'date', example: '2027-01-10' })
  start_date!: string;

  @ApiProperty({ format: 'date', example: '2027-02-03' })
  end_date!: string;

  @ApiProperty({ example: 'Navantia Cádiz' })
  shipyard!: string;

  @nullableText()
  notes!: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;

  static from(dock: DryDock): DryDockResponseDto {
    return {
      id: dock.id,
      ship_id: dock.shipId,
      start_date: dock.startDate,
      end_date: dock.endDate,
      shipyard: dock.shipyard,
      notes: dock.notes,
      created_at: isoTimestamp(dock.createdAt),
    };
  }
}

export class ShipSummaryDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'Icon of the Seas' })
  name!: string;

  @ApiProperty({ example: 'icon-of-the-seas' })
  slug!: string;

  static from(ship: Ship): ShipSummaryDto {
    return { id: ship.id, name: ship.name, slug: ship.slug };
  }
}

/** The full ship record (lists and detail); the detail adds dry_docks. */
export class ShipResponseDto extends IntersectionType(ShipSummaryDto, RecordStateDto) {
  @ApiRecordLocale()
  locale!: string;

  @ApiProperty({ format: 'uuid' })
  cruise_line_id!: string;

  @ApiProperty({ type: CruiseLineSummaryDto })
  cruise_line!: CruiseLineSummaryDto;

  @nullableText('Icon') ship_class!: string | null;
  @nullableInt(2023) year_built!: number | null;
  @nullableInt(2023) year_refurbished!: number | null;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Double occupancy.' })
  passenger_capacity!: number | null;

  @nullableInt(7600) max_capacity!: number | null;
  @nullableInt(2350) crew_count!: number | null;
  @nullableInt(248663) gross_tonnage!: number | null;
  @nullableInt(20) num_decks!: number | null;
  @nullableInt(2805) num_cabins!: number | null;
  @nullableDecimal('364.75') ship_length_meters!: string | null;
  @nullableDecimal('48.50') beam_meters!: string | null;
  @nullableDecimal('22.0') cruising_speed_knots!: string | null;
  @nullableText('9838345') imo_number!: string | null;
  @nullableText('Bahamas') flag_state!: string | null;
  @ApiProperty() has_casino!: boolean;
  @ApiProperty() has_water_park!: boolean;
  @ApiProperty() has_spa!: boolean;
  @ApiProperty() has_kids_club!: boolean;
  @ApiProperty() has_adults_only_area!: boolean;
  @ApiProperty() has_fitness_center!: boolean;
  @ApiProperty() has_theater!: boolean;
  @ApiProperty() has_rock_climbing!: boolean;
  @ApiProperty() has_surf_simulator!: boolean;
  @ApiProperty() has_mini_golf!: boolean;
  @nullableInt(7) num_pools!: number | null;
  @nullableInt(40) num_restaurants!: number | null;
  @nullableInt(20) num_bars!: number | null;
  @nullableText() description!: string | null;

  @ApiProperty({ type: String, format: 'uri', nullable: true })
  hero_image_url!: string | null;

  @ApiImage(
    'The main image from the media library, ready for `<img srcset>`; null when none is set (`hero_image_url` may still name an external one).',
  )
  hero_image!: ImageDto | null;

  /** `ship.cruiseLine` must be loaded (the services always join it). */
  static from(ship: Ship): ShipResponseDto {
    if (!ship.cruiseLine) throw new Error('Ship.cruiseLine must be loaded');
    return {
      id: ship.id,
      name: ship.name,
      slug: ship.slug,
      locale: ship.locale!,
      cruise_line_id: ship.cruiseLineId,
      cruise_line: CruiseLineSummaryDto.from(ship.cruiseLine),
      ship_class: ship.shipClass,
      year_built: ship.yearBuilt,
      year_refurbished: ship.yearRefurbished,
      passenger_capacity: ship.passengerCapacity,
      max_capacity: ship.maxCapacity,
      crew_count: ship.crewCount,
      gross_tonnage: ship.grossTonnage,
      num_decks: ship.numDecks,
      num_cabins: ship.numCabins,
      ship_length_meters: ship.shipLengthMeters,
      beam_meters: ship.beamMeters,
      cruising_speed_knots: ship.cruisingSpeedKnots,
      imo_number: ship.imoNumber,
      flag_state: ship.flagState,
      has_casino: ship.hasCasino,
      has_water_park: ship.hasWaterPark,
      has_spa: ship.hasSpa,
      has_kids_club: ship.hasKidsClub,
      has_adults_only_area: ship.hasAdultsOnlyArea,
      has_fitness_center: ship.hasFitnessCenter,
      has_theater: ship.hasTheater,
      has_rock_climbing: ship.hasRockClimbing,
      has_surf_simulator: ship.hasSurfSimulator,
      has_mini_golf: ship.hasMiniGolf,
      num_pools: ship.numPools,
      num_restaurants: ship.numRestaurants,
      num_bars: ship.numBars,
      description: ship.description,
      hero_image_url: ship.heroImageUrl,
      hero_image: ImageDto.of(ship.heroImage),
      ...recordState(ship),
    };
  }
}

export class ShipDetailResponseDto extends ShipResponseDto {
  @ApiProperty({ type: [DryDockResponseDto], description: 'Dry-dock periods, by start date.' })
  dry_docks!: DryDockResponseDto[];

  @ApiGallery()
  gallery!: ImageDto[];

  static detail(ship: Ship, docks: DryDock[], gallery: ShipGalleryImage[]): ShipDetailResponseDto {
    return {
      ...ShipResponseDto.from(ship),
      dry_docks: docks.map((d) => DryDockResponseDto.from(d)),
      gallery: ImageDto.list(gallery),
    };
  }
}
