import { LocaleQueryDto } from '@/common/locale/locale-query';
import { ListThemeParksQueryDto } from './list-theme-parks-query.dto';
import { IncludeQuery } from '@/modules/catalogue/includes/include-query';

/** The public read of a theme park: what to include with it. */
export class ThemeParkIncludeQueryDto extends LocaleQueryDto {
  @IncludeQuery('theme_park')
  include?: string[];
}

/** The public list of theme parks: the filters, and what to include with each record. */
export class ListPublicThemeParksQueryDto extends ListThemeParksQueryDto {
  @IncludeQuery('theme_park')
  include?: string[];
}
