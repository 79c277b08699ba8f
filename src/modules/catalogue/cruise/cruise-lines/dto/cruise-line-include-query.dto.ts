import { PaginationQueryDto } from '@/common/pagination';
import { IncludeQuery } from '@/modules/catalogue/includes/include-query';

/** The public read of a cruise line: what to include with it. */
export class CruiseLineIncludeQueryDto {
  @IncludeQuery('cruise_line')
  include?: string[];
}

/** The public list of cruise lines: the filters, and what to include with each record. */
export class ListPublicCruiseLinesQueryDto extends PaginationQueryDto {
  @IncludeQuery('cruise_line')
  include?: string[];
}
