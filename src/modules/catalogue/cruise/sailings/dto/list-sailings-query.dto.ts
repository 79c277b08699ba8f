import { PaginationQueryDto } from '@/common/pagination';
import { DateQuery, TextQuery } from '@/common/validation';

export class ListSailingsQueryDto extends PaginationQueryDto {
  @TextQuery({ description: 'Ship slug.', max: 200 })
  ship?: string;

  @TextQuery({ description: 'Itinerary slug.', max: 200 })
  itinerary?: string;

  @DateQuery({ description: 'Departing on or after this date (YYYY-MM-DD).' })
  date_from?: string;

  @DateQuery({ description: 'Departing on or before this date (YYYY-MM-DD).' })
  date_to?: string;
}
