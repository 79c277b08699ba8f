import { ATTRACTION_RESOURCE } from './attraction.resource';
import { IMAGE_COLUMNS } from '@/modules/media/dto/image.dto';
import { anyOf, type ChildModel, type ReadModel } from '@/common/read';
import { galleryRead } from '@/modules/catalogue/shared/images';
import { AttractionGalleryImage } from './attraction-gallery-image.entity';
import { Attraction } from './attraction.entity';
import { ListAttractionsQueryDto } from './dto/list-attractions-query.dto';

/** Attractions with their park; an inactive park hides its attractions too. */
export const ATTRACTION_READ: ReadModel<ListAttractionsQueryDto> = {
  entity: Attraction,
  translatable: ATTRACTION_RESOURCE.translatable,
  alias: 'a',
  joins: [
    { alias: 'p', relation: 'themePark', select: true },
    { alias: 'img', relation: 'heroImage', select: [...IMAGE_COLUMNS], optional: true },
  ],
  visible: 'a.is_active AND p.is_active',
  filters: {
    theme_park: 'p.slug = $',
    thrill_level: anyOf('a.thrill_level'),
    ride_type: 'lower(a.ride_type) = lower($)',
  },
  order: 'a.name, a.id',
};

export const ATTRACTION_GALLERY_READ: ChildModel = galleryRead(
  AttractionGalleryImage,
  'attractionId',
);
