import { columnMapper } from '@/modules/catalogue/shared/columns';
import { CreateDiningLocationDto } from './dto/create-dining-location.dto';
import { DiningLocation } from './dining-location.entity';

/** The DiningLocation columns a CreateDiningLocationDto or UpdateDiningLocationDto sets (see ColumnMap). */
export const diningLocationColumns = columnMapper<CreateDiningLocationDto, DiningLocation>({
  name: 'name',
  slug: 'slug',
  venue_type: 'venueType',
  cuisine_type: 'cuisineType',
  dress_code: 'dressCode',
  price_range: 'priceRange',
  opening_hours: false, // normalised by the service
  reservation_required: 'reservationRequired',
  theme_park_id: 'themeParkId',
  ship_id: 'shipId',
  resort_id: 'resortId',
  description: 'description',
  hero_image_url: 'heroImageUrl',
  hero_image_id: 'heroImageId',
  is_active: 'isActive',
});
