import { columnMapper } from '@/modules/catalogue/shared/columns';
import { CreateItineraryDto } from './dto/create-itinerary.dto';
import { Itinerary } from './itinerary.entity';

/** The Itinerary columns a CreateItineraryDto or UpdateItineraryDto sets (see ColumnMap). */
export const itineraryColumns = columnMapper<CreateItineraryDto, Itinerary>({
  name: 'name',
  slug: 'slug',
  cruise_line_id: 'cruiseLineId',
  embarkation_port_id: 'embarkationPortId',
  disembarkation_port_id: 'disembarkationPortId',
  cruise_region: 'cruiseRegion',
  nights: 'nights',
  description: 'description',
  is_active: 'isActive',
  stops: false, // the stops replace its child rows
});
