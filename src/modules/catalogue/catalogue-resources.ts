import { CatalogueResource } from '../revisions/catalogue-resource';
import { ATTRACTION_RESOURCE } from './attractions/attraction.resource';
import { CATEGORY_RESOURCE } from './categories/category.resource';
import { CRUISE_LINE_RESOURCE } from './cruise-lines/cruise-line.resource';
import { DINING_LOCATION_RESOURCE } from './dining/dining-location.resource';
import { SPECIAL_EVENT_RESOURCE } from './events/special-event.resource';
import { EXCURSION_RESOURCE } from './excursions/excursion.resource';
import { GUIDE_RESOURCE } from './guides/guide.resource';
import { ITINERARY_RESOURCE } from './itineraries/itinerary.resource';
import { PORT_RESOURCE } from './ports/port.resource';
import { RESORT_RESOURCE } from './resorts/resort.resource';
import { SAILING_RESOURCE } from './sailings/sailing.resource';
import { DRY_DOCK_RESOURCE, SHIP_RESOURCE } from './ships/ship.resource';
import { THEME_PARK_RESOURCE } from './theme-parks/theme-park.resource';
import { VIDEO_RESOURCE } from './videos/video.resource';

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
