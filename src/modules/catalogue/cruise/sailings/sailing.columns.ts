import { columnMapper } from '@/modules/catalogue/shared/columns';
import { CreateSailingDto } from './dto/create-sailing.dto';
import { Sailing } from './sailing.entity';

/** The Sailing columns a CreateSailingDto or UpdateSailingDto sets (see ColumnMap). */
export const sailingColumns = columnMapper<CreateSailingDto, Sailing>({
  ship_id: 'shipId',
  itinerary_id: 'itineraryId',
  departure_date: 'departureDate',
  return_date: 'returnDate',
  price_from: 'priceFrom',
  currency: 'currency',
  status: 'status',
  is_active: 'isActive',
});
