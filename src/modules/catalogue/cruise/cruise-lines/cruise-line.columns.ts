import { columnMapper } from '@/modules/catalogue/shared/columns';
import { CreateCruiseLineDto } from './dto/create-cruise-line.dto';
import { CruiseLine } from './cruise-line.entity';

/** The CruiseLine columns a CreateCruiseLineDto or UpdateCruiseLineDto sets (see ColumnMap). */
export const cruiseLineColumns = columnMapper<CreateCruiseLineDto, CruiseLine>({
  name: 'name',
  slug: 'slug',
  description: 'description',
  logo_url: 'logoUrl',
  logo_image_id: 'logoImageId',
  website_url: 'websiteUrl',
  headquarters: 'headquarters',
  founded_year: 'foundedYear',
  is_active: 'isActive',
});
