import { LocaleQueryDto, LocalizedPageQueryDto } from '@/common/locale/locale-query';
import { IncludeQuery } from '@/modules/catalogue/includes/include-query';

/** The public read of a cruise line: what to include with it. */
export class CruiseLineIncludeQueryDto extends LocaleQueryDto {
  @IncludeQuery('cruise_line')
  include?: string[];
}

/** The public list of cruise lines: the filters, and what to include with each record. */
export class ListPublicCruiseLinesQueryDto extends LocalizedPageQueryDto {
  @IncludeQuery('cruise_line')
  include?: string[];
}
