import { LocalizedPageQueryDto } from '@/common/locale/locale-query';
import { BooleanQuery, SlugQuery, TextQuery } from '@/common/validation';

export class ListDiningLocationsQueryDto extends LocalizedPageQueryDto {
  @SlugQuery({ description: 'Slug of the park the locations are in (not its resorts).' })
  theme_park?: string;

  @SlugQuery({ description: 'Slug of the ship the locations are on.' })
  ship?: string;

  @SlugQuery({ description: 'Slug of the resort the locations are at.' })
  resort?: string;

  @TextQuery({ description: 'Venue type, case-insensitively (e.g. "table service").' })
  venue_type?: string;

  @TextQuery({ description: 'Cuisine type, case-insensitively (e.g. "French").' })
  cuisine_type?: string;

  @BooleanQuery({ description: "'true' or 'false'; anything else is a 400." })
  reservation_required?: boolean;
}
