import { columnMapper } from '@/modules/catalogue/shared/columns';
import { CreateResortDto } from './dto/create-resort.dto';
import { Resort } from './resort.entity';

/** The Resort columns a CreateResortDto or UpdateResortDto sets (see ColumnMap). */
export const resortColumns = columnMapper<CreateResortDto, Resort>({
  name: 'name',
  slug: 'slug',
  theme_park_id: 'themeParkId',
  description: 'description',
  amenities: 'amenities',
  price_tier: 'priceTier',
  nightly_price_from: 'nightlyPriceFrom',
  currency: 'currency',
  timezone: 'timezone',
  latitude: 'latitude',
  longitude: 'longitude',
  hero_image_url: 'heroImageUrl',
  hero_image_id: 'heroImageId',
  gallery_image_ids: false,
  is_active: 'isActive',
});
