import { LocalizedPageQueryDto } from '@/common/locale/locale-query';
import { DateQuery, SlugQuery } from '@/common/validation';

export class ListSailingsQueryDto extends LocalizedPageQueryDto {
  @SlugQuery({ description: 'Cruise line slug: the sailings of its ships.' })
  cruise_line?: string;

  @SlugQuery({ description: 'Ship slug.' })
  ship?: string;

  @SlugQuery({ description: 'Itinerary slug.' })
  itinerary?: string;

  @DateQuery({ description: 'Departing on or after this date (YYYY-MM-DD).' })
  date_from?: string;

  @DateQuery({ description: 'Departing on or before this date (YYYY-MM-DD).' })
  date_to?: string;
}
