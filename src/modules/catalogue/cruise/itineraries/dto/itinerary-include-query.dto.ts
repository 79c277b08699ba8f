import { LocaleQueryDto } from '@/common/locale/locale-query';
import { ListItinerariesQueryDto } from './list-itineraries-query.dto';
import { IncludeQuery } from '@/modules/catalogue/includes/include-query';

/** The public read of an itinerary: what to include with it. */
export class ItineraryIncludeQueryDto extends LocaleQueryDto {
  @IncludeQuery('itinerary')
  include?: string[];
}

/** The public list of itineraries: the filters, and what to include with each record. */
export class ListPublicItinerariesQueryDto extends ListItinerariesQueryDto {
  @IncludeQuery('itinerary')
  include?: string[];
}
