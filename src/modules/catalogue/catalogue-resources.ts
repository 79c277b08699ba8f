import { CatalogueResource } from '../revisions/catalogue-resource';
import { ATTRACTION_RESOURCE } from './parks/attractions/attraction.resource';
import { CATEGORY_RESOURCE } from './content/categories/category.resource';
import { CRUISE_LINE_RESOURCE } from './cruise/cruise-lines/cruise-line.resource';
import { DINING_LOCATION_RESOURCE } from './parks/dining/dining-location.resource';
import { SPECIAL_EVENT_RESOURCE } from './parks/events/special-event.resource';
import { EXCURSION_RESOURCE } from './cruise/excursions/excursion.resource';
import { GUIDE_RESOURCE } from './content/guides/guide.resource';
import { ITINERARY_RESOURCE } from './cruise/itineraries/itinerary.resource';
import { PORT_RESOURCE } from './cruise/ports/port.resource';
import { RESORT_RESOURCE } from './parks/resorts/resort.resource';
import { SAILING_RESOURCE } from './cruise/sailings/sailing.resource';
import { DRY_DOCK_RESOURCE, SHIP_RESOURCE } from './cruise/ships/ship.resource';
import { THEME_PARK_RESOURCE } from './parks/theme-parks/theme-park.resource';
import { VIDEO_RESOURCE } from './content/videos/video.resource';

/** The catalogue resources with revisions under /studio/{path}/{id}/revisions. */
export const REVISIONED_RESOURCES: readonly CatalogueResource[] = [
  ATTRACTION_RESOURCE,
  CATEGORY_RESOURCE,
  CRUISE_LINE_RESOURCE,
  DINING_LOCATION_RESOURCE,
  SPECIAL_EVENT_RESOURCE,
  EXCURSION_RESOURCE,
  GUIDE_RESOURCE,
  ITINERARY_RESOURCE,
  PORT_RESOURCE,
  RESORT_RESOURCE,
  SAILING_RESOURCE,
  SHIP_RESOURCE,
  THEME_PARK_RESOURCE,
  VIDEO_RESOURCE,
];

/** Every catalogue resource the write path knows: those with revisions, and dry docks. */
export const CATALOGUE_RESOURCES: readonly CatalogueResource[] = [
  ...REVISIONED_RESOURCES,
  DRY_DOCK_RESOURCE,
];

export const REVISIONED_PATHS = REVISIONED_RESOURCES.map((r) => r.path!);

export function resourceAtPath(path: string): CatalogueResource | undefined {
  return REVISIONED_RESOURCES.find((r) => r.path === path);
}
