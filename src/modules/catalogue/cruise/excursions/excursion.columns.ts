import { columnMapper } from '@/modules/catalogue/shared/columns';
import { CreateExcursionDto } from './dto/create-excursion.dto';
import { Excursion } from './excursion.entity';

/** The Excursion columns a CreateExcursionDto or UpdateExcursionDto sets (see ColumnMap). */
export const excursionColumns = columnMapper<CreateExcursionDto, Excursion>({
  name: 'name',
  slug: 'slug',
  excursion_type: 'excursionType',
  port_id: 'portId',
  theme_park_id: 'themeParkId',
  attraction_id: 'attractionId',
  duration_minutes: 'durationMinutes',
  price_from: 'priceFrom',
  currency: 'currency',
  description: 'description',
  is_active: 'isActive',
});
