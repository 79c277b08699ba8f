import { LocalizedPageQueryDto } from '@/common/locale/locale-query';
import { DateQuery, IsNotBefore, SlugQuery } from '@/common/validation';

export class ListSpecialEventsQueryDto extends LocalizedPageQueryDto {
  @SlugQuery({ description: 'Slug of the park.' })
  theme_park?: string;

  @DateQuery({ description: 'Events still running on or after this date (YYYY-MM-DD).' })
  date_from?: string;

  @DateQuery({ description: 'Events starting on or before this date (YYYY-MM-DD).' })
  @IsNotBefore('date_from')
  date_to?: string;
}
