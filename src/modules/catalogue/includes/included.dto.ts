import { ApiPropertyOptional } from '@nestjs/swagger';
import { CruiseLineResponseDto } from '@/modules/catalogue/cruise/cruise-lines/dto/cruise-line-response.dto';
import { ExcursionResponseDto } from '@/modules/catalogue/cruise/excursions/dto/excursion-response.dto';
import {
  ItineraryDetailResponseDto,
  ItineraryResponseDto,
} from '@/modules/catalogue/cruise/itineraries/dto/itinerary-response.dto';
import {
  PortDetailResponseDto,
  PortResponseDto,
} from '@/modules/catalogue/cruise/ports/dto/port-response.dto';
import { SailingResponseDto } from '@/modules/catalogue/cruise/sailings/dto/sailing-response.dto';
import {
  ShipDetailResponseDto,
  ShipResponseDto,
} from '@/modules/catalogue/cruise/ships/dto/ship-response.dto';
import { AttractionResponseDto } from '@/modules/catalogue/parks/attractions/dto/attraction-response.dto';
import { DiningLocationResponseDto } from '@/modules/catalogue/parks/dining/dto/dining-location-response.dto';
import { SpecialEventResponseDto } from '@/modules/catalogue/parks/events/dto/special-event-response.dto';
import { ResortResponseDto } from '@/modules/catalogue/parks/resorts/dto/resort-response.dto';
import {
  ThemeParkDetailResponseDto,
  ThemeParkResponseDto,
} from '@/modules/catalogue/parks/theme-parks/dto/theme-park-response.dto';

/**
 * The documented shape of `included`: per resource a class with one optional property per
 * relation it offers (includable.ts; test/catalogue/includes.e2e-spec.ts checks the two agree), holding the related
 * records' own public answers, and the answers of the routes that take `?include=` (the
 * resource's answer with `included`). Classes are declared before a single (non-list) property
 * refers to them; lists refer through Swagger's lazy `type`.
 */

/** What `included` of a record holds: relation name to its records (null for a missing to-one). */
export type IncludedRecords = Record<string, unknown>;

/** An answer that may carry `included`. */
export type WithIncluded<T> = T & { included?: IncludedRecords };

const INCLUDED = 'The related records asked for with `?include=`.';

export class CruiseLineIncludedDto {
  @ApiPropertyOptional({ type: () => [ShipWithIncludedDto] })
  ships?: ShipWithIncludedDto[];

  @ApiPropertyOptional({ type: () => [ItineraryWithIncludedDto] })
  itineraries?: ItineraryWithIncludedDto[];
}

export class CruiseLineWithIncludedDto extends CruiseLineResponseDto {
  @ApiPropertyOptional({ type: () => CruiseLineIncludedDto, description: INCLUDED })
  included?: CruiseLineIncludedDto;
}

export class PortIncludedDto {
  @ApiPropertyOptional({ type: () => [ExcursionResponseDto] })
  excursions?: ExcursionResponseDto[];
}

export class PortWithIncludedDto extends PortResponseDto {
  @ApiPropertyOptional({ type: () => PortIncludedDto, description: INCLUDED })
  included?: PortIncludedDto;
}

export class PortDetailWithIncludedDto extends PortDetailResponseDto {
  @ApiPropertyOptional({ type: () => PortIncludedDto, description: INCLUDED })
  included?: PortIncludedDto;
}

export class ItineraryIncludedDto {
  @ApiPropertyOptional({ type: () => CruiseLineWithIncludedDto, nullable: true })
  cruise_line?: CruiseLineWithIncludedDto | null;

  @ApiPropertyOptional({ type: () => [SailingResponseDto] })
  sailings?: SailingResponseDto[];

  @ApiPropertyOptional({ type: () => [PortWithIncludedDto] })
  ports?: PortWithIncludedDto[];
}

export class ItineraryWithIncludedDto extends ItineraryResponseDto {
  @ApiPropertyOptional({ type: () => ItineraryIncludedDto, description: INCLUDED })
  included?: ItineraryIncludedDto;
}

export class ItineraryDetailWithIncludedDto extends ItineraryDetailResponseDto {
  @ApiPropertyOptional({ type: () => ItineraryIncludedDto, description: INCLUDED })
  included?: ItineraryIncludedDto;
}

export class ShipIncludedDto {
  @ApiPropertyOptional({ type: () => CruiseLineWithIncludedDto, nullable: true })
  cruise_line?: CruiseLineWithIncludedDto | null;

  @ApiPropertyOptional({ type: () => [SailingResponseDto] })
  sailings?: SailingResponseDto[];

  @ApiPropertyOptional({ type: () => [ItineraryWithIncludedDto] })
  itineraries?: ItineraryWithIncludedDto[];
}

export class ShipWithIncludedDto extends ShipResponseDto {
  @ApiPropertyOptional({ type: () => ShipIncludedDto, description: INCLUDED })
  included?: ShipIncludedDto;
}

export class ShipDetailWithIncludedDto extends ShipDetailResponseDto {
  @ApiPropertyOptional({ type: () => ShipIncludedDto, description: INCLUDED })
  included?: ShipIncludedDto;
}

export class ThemeParkIncludedDto {
  @ApiPropertyOptional({ type: () => [AttractionResponseDto] })
  attractions?: AttractionResponseDto[];

  @ApiPropertyOptional({ type: () => [DiningLocationResponseDto] })
  dining?: DiningLocationResponseDto[];

  @ApiPropertyOptional({ type: () => [SpecialEventResponseDto] })
  events?: SpecialEventResponseDto[];

  @ApiPropertyOptional({ type: () => [ResortResponseDto] })
  resorts?: ResortResponseDto[];
}

export class ThemeParkWithIncludedDto extends ThemeParkResponseDto {
  @ApiPropertyOptional({ type: () => ThemeParkIncludedDto, description: INCLUDED })
  included?: ThemeParkIncludedDto;
}

export class ThemeParkDetailWithIncludedDto extends ThemeParkDetailResponseDto {
  @ApiPropertyOptional({ type: () => ThemeParkIncludedDto, description: INCLUDED })
  included?: ThemeParkIncludedDto;
}

/** The documented `included` of each resource that takes `?include=`. */
export const INCLUDED_DTOS = {
  cruise_line: CruiseLineIncludedDto,
  ship: ShipIncludedDto,
  itinerary: ItineraryIncludedDto,
  port: PortIncludedDto,
  theme_park: ThemeParkIncludedDto,
} as const;
