import { columnMapper } from '@/modules/catalogue/shared/columns';
import { CreatePortDto } from './dto/create-port.dto';
import { Port } from './port.entity';

/** The Port columns a CreatePortDto or UpdatePortDto sets (see ColumnMap). */
export const portColumns = columnMapper<CreatePortDto, Port>({
  name: 'name',
  slug: 'slug',
  country: 'country',
  city: 'city',
  state_province: 'stateProvince',
  region: 'region',
  latitude: 'latitude',
  longitude: 'longitude',
  timezone: 'timezone',
  port_type: 'portType',
  description: 'description',
  hero_image_url: 'heroImageUrl',
  hero_image_id: 'heroImageId',
  gallery_image_ids: false,
  is_active: 'isActive',
});
