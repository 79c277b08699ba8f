import { PaginationQueryDto } from '@/common/pagination';
import { BooleanQuery, TextQuery } from '@/common/validation';

export class ListDiningLocationsQueryDto extends PaginationQueryDto {
  @TextQuery({ description: 'Venue type, case-insensitively (e.g. "table service").' })
  venue_type?: string;

  @TextQuery({ description: 'Cuisine type, case-insensitively (e.g. "French").' })
  cuisine_type?: string;

  @BooleanQuery({ description: "'true' or 'false'; anything else is a 400." })
  reservation_required?: boolean;
}
