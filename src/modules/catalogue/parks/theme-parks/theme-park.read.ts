import { THEME_PARK_RESOURCE } from './theme-park.resource';
import { IMAGE_COLUMNS } from '@/modules/media/dto/image.dto';
import type { ChildModel, ReadModel } from '@/common/read';
import { galleryRead } from '@/modules/catalogue/shared/images';
import { ThemeParkGalleryImage } from './theme-park-gallery-image.entity';
import { slugify } from '@/modules/catalogue/shared/slugify';
import { ListThemeParksQueryDto } from './dto/list-theme-parks-query.dto';
import { ThemePark } from './theme-park.entity';

export const THEME_PARK_READ: ReadModel<ListThemeParksQueryDto> = {
  entity: ThemePark,
  translatable: THEME_PARK_RESOURCE.translatable,
  alias: 'p',
  joins: [{ alias: 'img', relation: 'heroImage', select: [...IMAGE_COLUMNS], optional: true }],
  visible: 'p.is_active',
  filters: {
    // A name and its slug both slugify to the stored parent_company_slug.
    company: { where: 'p.parent_company_slug = $', value: (company) => slugify(company) },
    state: 'lower(p.state_province) = lower($)',
  },
  order: 'p.name, p.id',
};

export const THEME_PARK_GALLERY_READ: ChildModel = galleryRead(
  ThemeParkGalleryImage,
  'themeParkId',
);
