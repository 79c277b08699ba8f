import type { Type } from '@nestjs/common';
import { CatalogueResource } from '@/modules/revisions/catalogue-resource';
import { REVISIONED_RESOURCES } from '../catalogue-resources';
import { CategoriesService } from '../content/categories/categories.service';
import { CreateCategoryDto } from '../content/categories/dto/create-category.dto';
import { UpdateCategoryDto } from '../content/categories/dto/update-category.dto';
import { CreateGuideDto } from '../content/guides/dto/create-guide.dto';
import { UpdateGuideDto } from '../content/guides/dto/update-guide.dto';
import { GuidesService } from '../content/guides/guides.service';
import { CreateVideoDto } from '../content/videos/dto/create-video.dto';
import { UpdateVideoDto } from '../content/videos/dto/update-video.dto';
import { VideosService } from '../content/videos/videos.service';
import { CruiseLinesService } from '../cruise/cruise-lines/cruise-lines.service';
import { CreateCruiseLineDto } from '../cruise/cruise-lines/dto/create-cruise-line.dto';
import { UpdateCruiseLineDto } from '../cruise/cruise-lines/dto/update-cruise-line.dto';
import { CreateExcursionDto } from '../cruise/excursions/dto/create-excursion.dto';
import { UpdateExcursionDto } from '../cruise/excursions/dto/update-excursion.dto';
import { ExcursionsService } from '../cruise/excursions/excursions.service';
import { CreateItineraryDto } from '../cruise/itineraries/dto/create-itinerary.dto';
import { UpdateItineraryDto } from '../cruise/itineraries/dto/update-itinerary.dto';
import { ItinerariesService } from '../cruise/itineraries/itineraries.service';
import { CreatePortDto } from '../cruise/ports/dto/create-port.dto';
import { UpdatePortDto } from '../cruise/ports/dto/update-port.dto';
import { PortsService } from '../cruise/ports/ports.service';
import { CreateSailingDto } from '../cruise/sailings/dto/create-sailing.dto';
import { UpdateSailingDto } from '../cruise/sailings/dto/update-sailing.dto';
import { SailingsService } from '../cruise/sailings/sailings.service';
import { CreateShipDto } from '../cruise/ships/dto/create-ship.dto';
import { UpdateShipDto } from '../cruise/ships/dto/update-ship.dto';
import { ShipsService } from '../cruise/ships/ships.service';
import { AttractionsService } from '../parks/attractions/attractions.service';
import { CreateAttractionDto } from '../parks/attractions/dto/create-attraction.dto';
import { UpdateAttractionDto } from '../parks/attractions/dto/update-attraction.dto';
import { DiningLocationsService } from '../parks/dining/dining-locations.service';
import { CreateDiningLocationDto } from '../parks/dining/dto/create-dining-location.dto';
import { UpdateDiningLocationDto } from '../parks/dining/dto/update-dining-location.dto';
import { CreateSpecialEventDto } from '../parks/events/dto/create-special-event.dto';
import { UpdateSpecialEventDto } from '../parks/events/dto/update-special-event.dto';
import { SpecialEventsService } from '../parks/events/special-events.service';
import { CreateResortDto } from '../parks/resorts/dto/create-resort.dto';
import { UpdateResortDto } from '../parks/resorts/dto/update-resort.dto';
import { ResortsService } from '../parks/resorts/resorts.service';
import { CreateThemeParkDto } from '../parks/theme-parks/dto/create-theme-park.dto';
import { UpdateThemeParkDto } from '../parks/theme-parks/dto/update-theme-park.dto';
import { ThemeParksService } from '../parks/theme-parks/theme-parks.service';

/** What publishing a draft calls: the resource's own studio create and PATCH. */
export interface DraftTarget {
  create(input: object): Promise<object>;
  update(id: string, changes: object): Promise<object>;
  studioGet(id: string): Promise<object>;
}

/** The service and the two bodies of a resource: a draft is one of the bodies, checked as such. */
interface DraftBodies {
  service: Type<DraftTarget>;
  /** The body of POST /studio/{path}: a draft of a new record. */
  create: Type<object>;
  /** The body of PATCH /studio/{path}/{id}: a draft of a live record. */
  update: Type<object>;
}

const BODIES: Record<string, DraftBodies> = {
  attraction: {
    service: AttractionsService,
    create: CreateAttractionDto,
    update: UpdateAttractionDto,
  },
  category: { service: CategoriesService, create: CreateCategoryDto, update: UpdateCategoryDto },
  cruise_line: {
    service: CruiseLinesService,
    create: CreateCruiseLineDto,
    update: UpdateCruiseLineDto,
  },
  dining_location: {
    service: DiningLocationsService,
    create: CreateDiningLocationDto,
    update: UpdateDiningLocationDto,
  },
  excursion: { service: ExcursionsService, create: CreateExcursionDto, update: UpdateExcursionDto },
  guide: { service: GuidesService, create: CreateGuideDto, update: UpdateGuideDto },
  itinerary: {
    service: ItinerariesService,
    create: CreateItineraryDto,
    update: UpdateItineraryDto,
  },
  port: { service: PortsService, create: CreatePortDto, update: UpdatePortDto },
  resort: { service: ResortsService, create: CreateResortDto, update: UpdateResortDto },
  sailing: { service: SailingsService, create: CreateSailingDto, update: UpdateSailingDto },
  ship: { service: ShipsService, create: CreateShipDto, update: UpdateShipDto },
  special_event: {
    service: SpecialEventsService,
    create: CreateSpecialEventDto,
    update: UpdateSpecialEventDto,
  },
  theme_park: {
    service: ThemeParksService,
    create: CreateThemeParkDto,
    update: UpdateThemeParkDto,
  },
  video: { service: VideosService, create: CreateVideoDto, update: UpdateVideoDto },
};

/** A catalogue resource whose records can be staged as drafts. */
export interface DraftableResource extends DraftBodies {
  resource: CatalogueResource;
  /** The studio path, e.g. `ships`. */
  path: string;
}

/** Every resource with revisions (REVISIONED_RESOURCES) takes drafts; a missing entry fails at start. */
export const DRAFTABLE_RESOURCES: readonly DraftableResource[] = REVISIONED_RESOURCES.map(
  (resource) => {
    const bodies = BODIES[resource.name];
    if (!bodies) throw new Error(`No draft bodies are declared for ${resource.name}`);
    return { resource, path: resource.path!, ...bodies };
  },
).sort((a, b) => a.path.localeCompare(b.path));

export const DRAFTABLE_PATHS = DRAFTABLE_RESOURCES.map((r) => r.path);

export function draftableAt(path: string): DraftableResource | undefined {
  return DRAFTABLE_RESOURCES.find((r) => r.path === path);
}

export function draftableNamed(name: string): DraftableResource | undefined {
  return DRAFTABLE_RESOURCES.find((r) => r.resource.name === name);
}
