import { PaginationQueryDto } from '@/common/pagination';
import { EnumQuery, SlugQuery, TextQuery } from '@/common/validation';
import { THRILL_LEVELS, ThrillLevel } from '../attraction.entity';

export class ListAttractionsQueryDto extends PaginationQueryDto {
  @SlugQuery({ description: 'Slug of the park.' })
  theme_park?: string;

  @EnumQuery(THRILL_LEVELS)
  thrill_level?: ThrillLevel[];

  @TextQuery({ description: 'Ride type, case-insensitively (e.g. "roller coaster").' })
  ride_type?: string;
}
