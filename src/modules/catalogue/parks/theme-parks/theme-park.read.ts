import type { ReadModel } from '@/common/read';
import { slugify } from '@/modules/catalogue/shared/slugify';
import { ListThemeParksQueryDto } from './dto/list-theme-parks-query.dto';
import { ThemePark } from './theme-park.entity';

export const THEME_PARK_READ: ReadModel<ListThemeParksQueryDto> = {
  entity: ThemePark,
  alias: 'p',
  visible: 'p.is_active',
  filters: {
    // A name and its slug both slugify to the stored parent_company_slug.
    company: { where: 'p.parent_company_slug = $', value: (company) => slugify(company) },
    state: 'lower(p.state_province) = lower($)',
  },
  order: 'p.name, p.id',
};
