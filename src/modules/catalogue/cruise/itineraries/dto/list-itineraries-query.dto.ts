import { LocalizedPageQueryDto } from '@/common/locale/locale-query';
import { IntQuery, SlugQuery, TextQuery } from '@/common/validation';
import { MAX_NIGHTS } from './create-itinerary.dto';

export class ListItinerariesQueryDto extends LocalizedPageQueryDto {
  @SlugQuery({ description: 'Cruise line slug.' })
  cruise_line?: string;

  @SlugQuery({ description: 'Ship slug: the itineraries the ship has sailings of.' })
  ship?: string;

  @TextQuery({ description: 'Cruise region, e.g. Caribbean (exact match).' })
  cruise_region?: string;

  @IntQuery({ min: 1, max: MAX_NIGHTS, description: 'At least this many nights.' })
  nights_min?: number;

  @IntQuery({ min: 1, max: MAX_NIGHTS, description: 'At most this many nights.' })
  nights_max?: number;
}
