import type { Type } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';
import { CatalogueResource } from '@/modules/revisions/catalogue-resource';
import { REVISIONED_RESOURCES } from '../catalogue-resources';
import { CreateCategoryDto } from '../content/categories/dto/create-category.dto';
import { CreateGuideDto } from '../content/guides/dto/create-guide.dto';
import { CreateVideoDto } from '../content/videos/dto/create-video.dto';
import { CreateCruiseLineDto } from '../cruise/cruise-lines/dto/create-cruise-line.dto';
import { CreateExcursionDto } from '../cruise/excursions/dto/create-excursion.dto';
import { CreateItineraryDto } from '../cruise/itineraries/dto/create-itinerary.dto';
import { CreatePortDto } from '../cruise/ports/dto/create-port.dto';
import { CreateShipDto } from '../cruise/ships/dto/create-ship.dto';
import { CreateAttractionDto } from '../parks/attractions/dto/create-attraction.dto';
import { CreateDiningLocationDto } from '../parks/dining/dto/create-dining-location.dto';
import { CreateSpecialEventDto } from '../parks/events/dto/create-special-event.dto';
import { CreateResortDto } from '../parks/resorts/dto/create-resort.dto';
import { CreateThemeParkDto } from '../parks/theme-parks/dto/create-theme-park.dto';

/** Each translatable resource's create body: its fields and their length limits. */
const CREATE_BODIES: Record<string, Type<unknown>> = {
  attraction: CreateAttractionDto,
  category: CreateCategoryDto,
  cruise_line: CreateCruiseLineDto,
  dining_location: CreateDiningLocationDto,
  excursion: CreateExcursionDto,
  guide: CreateGuideDto,
  itinerary: CreateItineraryDto,
  port: CreatePortDto,
  resort: CreateResortDto,
  ship: CreateShipDto,
  special_event: CreateSpecialEventDto,
  theme_park: CreateThemeParkDto,
  video: CreateVideoDto,
};

/** A resource whose records the studio translates, with what the translation routes check. */
export interface TranslatableResource {
  resource: CatalogueResource;
  /** The studio path, e.g. `ships`. */
  path: string;
  /** Translatable API field → its column (the default locale's text). */
  columns: Readonly<Record<string, string>>;
  /** Translatable API field → the most characters its create body accepts. */
  maxLengths: Readonly<Record<string, number>>;
  /** The fields of its create body: a translation naming one that is not translatable is told so. */
  bodyFields: ReadonlySet<string>;
  /** The column that names the record in lists: `name`, or `title` for guides and videos. */
  nameColumn: string;
}

const snake = (property: string) => property.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function describe(resource: CatalogueResource): TranslatableResource {
  const body = CREATE_BODIES[resource.name];
  if (!body) throw new Error(`No create body is known for the translatable ${resource.name}`);
  const metadata = getMetadataStorage().getTargetValidationMetadatas(body, '', true, false);
  const fields = resource.translatable!;
  const maxLengths: Record<string, number> = {};
  for (const field of Object.keys(fields)) {
    const max = metadata.find((m) => m.propertyName === field && m.name === 'maxLength');
    if (!max) throw new Error(`${body.name}.${field} declares no maximum length`);
    maxLengths[field] = Number(max.constraints[0]);
  }
  return {
    resource,
    path: resource.path!,
    columns: Object.fromEntries(Object.entries(fields).map(([f, p]) => [f, snake(p)])),
    maxLengths,
    bodyFields: new Set(metadata.map((m) => m.propertyName)),
    nameColumn: 'name' in fields || !('title' in fields) ? 'name' : 'title',
  };
}

/** The catalogue resources with translatable fields, in the order of their studio paths. */
export const TRANSLATABLE_RESOURCES: readonly TranslatableResource[] = REVISIONED_RESOURCES.filter(
  (r) => r.translatable && Object.keys(r.translatable).length > 0,
)
  .map(describe)
  .sort((a, b) => a.path.localeCompare(b.path));

export const TRANSLATABLE_PATHS = TRANSLATABLE_RESOURCES.map((r) => r.path);

export function translatableAt(path: string): TranslatableResource | undefined {
  return TRANSLATABLE_RESOURCES.find((r) => r.path === path);
}
