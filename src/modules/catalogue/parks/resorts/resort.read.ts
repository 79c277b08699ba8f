import { RESORT_RESOURCE } from './resort.resource';
import { IMAGE_COLUMNS } from '@/modules/media/dto/image.dto';
import type { ChildModel, ReadModel } from '@/common/read';
import { galleryRead } from '@/modules/catalogue/shared/images';
import { ResortGalleryImage } from './resort-gallery-image.entity';
import { ListResortsQueryDto } from './dto/list-resorts-query.dto';
import { Resort } from './resort.entity';

/** Resorts with their park; an inactive park hides its resorts too. */
export const RESORT_READ: ReadModel<ListResortsQueryDto> = {
  entity: Resort,
  translatable: RESORT_RESOURCE.translatable,
  alias: 'r',
  joins: [
    { alias: 'p', relation: 'themePark', select: true },
    { alias: 'img', relation: 'heroImage', select: [...IMAGE_COLUMNS], optional: true },
  ],
  visible: 'r.is_active AND p.is_active',
  filters: { theme_park: 'p.slug = $' },
  order: 'r.name, r.id',
};

export const RESORT_GALLERY_READ: ChildModel = galleryRead(ResortGalleryImage, 'resortId');
