import { LocalizedPageQueryDto } from '@/common/locale/locale-query';
import { EnumQuery, SlugQuery, TextQuery } from '@/common/validation';
import { THRILL_LEVELS, ThrillLevel } from '../attraction.entity';

export class ListAttractionsQueryDto extends LocalizedPageQueryDto {
  @SlugQuery({ description: 'Slug of the park.' })
  theme_park?: string;

  @EnumQuery(THRILL_LEVELS)
  thrill_level?: ThrillLevel[];

  @TextQuery({ description: 'Ride type, case-insensitively (e.g. "roller coaster").' })
  ride_type?: string;
}
