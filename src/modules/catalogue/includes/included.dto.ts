import { Type } from '@nestjs/common';
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
import { INCLUDABLE, IncludedResource, IncludingResource, TO_ONE } from './includable';

/**
 * The documented shape of `included`: per resource a class with one optional property per
 * relation (INCLUDABLE), holding the related records' own public answers, and the answers of
 * the routes that take `?include=` (the resource's answer with `included`). Built here from the
 * declarations, so the document lists exactly the relations the service reads.
 */

/** What `included` of a record holds: relation name to its records (null for a missing to-one). */
export type IncludedRecords = Record<string, unknown>;

/** An answer that may carry `included`. */
export type WithIncluded<T> = T & { included?: IncludedRecords };

const INCLUDED: Partial<Record<IncludingResource, Type<unknown>>> = {};
const ANSWERS: Partial<Record<IncludedResource, Type<unknown>>> = {};

/** `base` with an optional `included` of `resource`'s relations, under `name` in the document. */
function withIncluded<T>(base: Type<T>, resource: IncludingResource, name: string): Type<T> {
  class Answer extends (base as Type<object>) {}
  ApiPropertyOptional({
    type: () => INCLUDED[resource],
    description: 'The related records asked for with `?include=`.',
  })(Answer.prototype, 'included');
  Object.defineProperty(Answer, 'name', { value: name });
  return Answer as Type<T>;
}

function includedOf(resource: IncludingResource, name: string): Type<unknown> {
  class Included {}
  for (const [relation, target] of Object.entries(INCLUDABLE[resource])) {
    const one = TO_ONE.has(`${resource}.${relation}`);
    ApiPropertyOptional({
      type: () => ANSWERS[target],
      isArray: !one,
      nullable: one || undefined,
    })(Included.prototype, relation);
  }
  Object.defineProperty(Included, 'name', { value: name });
  return Included;
}

export const CruiseLineWithIncludedDto = withIncluded(
  CruiseLineResponseDto,
  'cruise_line',
  'CruiseLineWithIncludedDto',
);
export const ShipWithIncludedDto = withIncluded(ShipResponseDto, 'ship', 'ShipWithIncludedDto');
export const ShipDetailWithIncludedDto = withIncluded(
  ShipDetailResponseDto,
  'ship',
  'ShipDetailWithIncludedDto',
);
export const ItineraryWithIncludedDto = withIncluded(
  ItineraryResponseDto,
  'itinerary',
  'ItineraryWithIncludedDto',
);
export const ItineraryDetailWithIncludedDto = withIncluded(
  ItineraryDetailResponseDto,
  'itinerary',
  'ItineraryDetailWithIncludedDto',
);
export const PortWithIncludedDto = withIncluded(PortResponseDto, 'port', 'PortWithIncludedDto');
export const PortDetailWithIncludedDto = withIncluded(
  PortDetailResponseDto,
  'port',
  'PortDetailWithIncludedDto',
);
export const ThemeParkWithIncludedDto = withIncluded(
  ThemeParkResponseDto,
  'theme_park',
  'ThemeParkWithIncludedDto',
);
export const ThemeParkDetailWithIncludedDto = withIncluded(
  ThemeParkDetailResponseDto,
  'theme_park',
  'ThemeParkDetailWithIncludedDto',
);

INCLUDED.cruise_line = includedOf('cruise_line', 'CruiseLineIncludedDto');
INCLUDED.ship = includedOf('ship', 'ShipIncludedDto');
INCLUDED.itinerary = includedOf('itinerary', 'ItineraryIncludedDto');
INCLUDED.port = includedOf('port', 'PortIncludedDto');
INCLUDED.theme_park = includedOf('theme_park', 'ThemeParkIncludedDto');

Object.assign(ANSWERS, {
  cruise_line: CruiseLineWithIncludedDto,
  ship: ShipWithIncludedDto,
  itinerary: ItineraryWithIncludedDto,
  sailing: SailingResponseDto,
  port: PortWithIncludedDto,
  excursion: ExcursionResponseDto,
  attraction: AttractionResponseDto,
  dining_location: DiningLocationResponseDto,
  special_event: SpecialEventResponseDto,
  resort: ResortResponseDto,
} satisfies Record<IncludedResource, Type<unknown>>);
