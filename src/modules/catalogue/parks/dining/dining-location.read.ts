import { DINING_LOCATION_RESOURCE } from './dining-location.resource';
import { IMAGE_COLUMNS } from '@/modules/media/dto/image.dto';
import type { ReadModel } from '@/common/read';
import { DiningLocation } from './dining-location.entity';
import { ListDiningLocationsQueryDto } from './dto/list-dining-locations-query.dto';

/**
 * Dining locations with their park or resort. Public when the location and the place it belongs
 * to are active: its park; its resort and the resort's park; or its ship and the ship's cruise
 * line (as the parks and ships lists show them).
 */
export const DINING_LOCATION_READ: ReadModel<ListDiningLocationsQueryDto> = {
  entity: DiningLocation,
  translatable: DINING_LOCATION_RESOURCE.translatable,
  alias: 'd',
  joins: [
    { alias: 'p', relation: 'themePark', select: true, optional: true },
    { alias: 'r', relation: 'resort', select: true, optional: true },
    { alias: 'rp', relation: 'r.themePark', optional: true },
    { alias: 's', relation: 'ship', optional: true },
    { alias: 'sl', relation: 's.cruiseLine', optional: true },
    { alias: 'img', relation: 'heroImage', select: [...IMAGE_COLUMNS], optional: true },
  ],
  visible:
    'd.is_active AND coalesce(p.is_active, r.is_active AND rp.is_active, s.is_active AND sl.is_active, false)',
  filters: {
    theme_park: 'p.slug = $',
    ship: 's.slug = $',
    resort: 'r.slug = $',
    venue_type: 'lower(d.venue_type) = lower($)',
    cuisine_type: 'lower(d.cuisine_type) = lower($)',
    reservation_required: 'd.reservation_required = $',
  },
  order: 'd.name, d.id',
};
