import type { ReadModel } from '@/common/read';
import { ListSailingsQueryDto } from './dto/list-sailings-query.dto';
import { Sailing } from './sailing.entity';

/**
 * Sailings with what their summaries show of the ship and itinerary (a page stays narrow). The
 * public sees active sailings of active ships and itineraries departing today (UTC) or later.
 */
export const SAILING_READ: ReadModel<ListSailingsQueryDto> = {
  entity: Sailing,
  alias: 'sailing',
  joins: [
    { alias: 'ship', relation: 'ship', select: ['id', 'name', 'slug'] },
    {
      alias: 'itinerary',
      relation: 'itinerary',
      select: ['id', 'name', 'slug', 'cruiseRegion', 'nights'],
      translatable: { name: 'name' },
    },
  ],
  visible:
    "sailing.is_active AND ship.is_active AND itinerary.is_active AND sailing.departure_date >= (now() AT TIME ZONE 'UTC')::date",
  filters: {
    cruise_line: 'ship.cruise_line_id = (SELECT l.id FROM cruise_lines l WHERE l.slug = $)',
    ship: 'ship.slug = $',
    itinerary: 'itinerary.slug = $',
    date_from: 'sailing.departure_date >= $::date',
    date_to: 'sailing.departure_date <= $::date',
  },
  order: 'sailing.departure_date, sailing.id',
};
