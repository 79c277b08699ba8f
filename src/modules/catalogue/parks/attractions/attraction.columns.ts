import { columnMapper } from '@/modules/catalogue/shared/columns';
import { CreateAttractionDto } from './dto/create-attraction.dto';
import { Attraction } from './attraction.entity';

/** The Attraction columns a CreateAttractionDto or UpdateAttractionDto sets (see ColumnMap). */
export const attractionColumns = columnMapper<CreateAttractionDto, Attraction>({
  name: 'name',
  slug: 'slug',
  theme_park_id: 'themeParkId',
  thrill_level: 'thrillLevel',
  ride_type: 'rideType',
  min_height_cm: 'minHeightCm',
  max_height_cm: 'maxHeightCm',
  duration_minutes: 'durationMinutes',
  accessibility: 'accessibility',
  upstream_entity_id: 'upstreamEntityId',
  description: 'description',
  hero_image_url: 'heroImageUrl',
  hero_image_id: 'heroImageId',
  gallery_image_ids: false,
  is_active: 'isActive',
});
