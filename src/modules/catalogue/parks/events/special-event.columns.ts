import { columnMapper } from '@/modules/catalogue/shared/columns';
import { CreateSpecialEventDto } from './dto/create-special-event.dto';
import { SpecialEvent } from './special-event.entity';

/** The SpecialEvent columns a CreateSpecialEventDto or UpdateSpecialEventDto sets (see ColumnMap). */
export const specialEventColumns = columnMapper<CreateSpecialEventDto, SpecialEvent>({
  name: 'name',
  slug: 'slug',
  theme_park_id: 'themeParkId',
  start_date: 'startDate',
  end_date: 'endDate',
  ticket_price: 'ticketPrice',
  currency: 'currency',
  description: 'description',
  hero_image_url: 'heroImageUrl',
  hero_image_id: 'heroImageId',
  is_active: 'isActive',
  sessions: false, // the sessions replace its child rows
});
