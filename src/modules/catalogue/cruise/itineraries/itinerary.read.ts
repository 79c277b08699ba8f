import { ITINERARY_RESOURCE } from './itinerary.resource';
import type { ChildModel, ReadModel } from '@/common/read';
import { ListItinerariesQueryDto } from './dto/list-itineraries-query.dto';
import { ItineraryStop } from './itinerary-stop.entity';
import { Itinerary } from './itinerary.entity';

/** Itineraries with their line and ports; the public sees active itineraries of active lines. */
export const ITINERARY_READ: ReadModel<ListItinerariesQueryDto> = {
  entity: Itinerary,
  translatable: ITINERARY_RESOURCE.translatable,
  alias: 'i',
  joins: [
    { alias: 'line', relation: 'cruiseLine', select: true },
    { alias: 'embark', relation: 'embarkationPort', select: true },
    { alias: 'disembark', relation: 'disembarkationPort', select: true },
  ],
  visible: 'i.is_active AND line.is_active',
  filters: {
    cruise_line: 'line.slug = $',
    ship: `EXISTS (SELECT 1 FROM sailings sa JOIN ships sh ON sh.id = sa.ship_id
      WHERE sa.itinerary_id = i.id AND sh.slug = $)`,
    cruise_region: 'i.cruise_region = $',
    nights_min: 'i.nights >= $',
    nights_max: 'i.nights <= $',
  },
  order: 'i.name, i.id',
};

export const ITINERARY_STOP_READ: ChildModel = {
  entity: ItineraryStop,
  alias: 'st',
  parent: 'itineraryId',
  joins: [{ alias: 'port', relation: 'port', select: true, optional: true }],
  order: 'st.day_number, st.position',
};
