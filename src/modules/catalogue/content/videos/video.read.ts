import { VIDEO_RESOURCE } from './video.resource';
import { IMAGE_COLUMNS } from '@/modules/media/dto/image.dto';
import { anyOf, type ReadModel } from '@/common/read';
import { taggedWithCategory } from '../categories/category-tags';
import { ListVideosQueryDto } from './dto/list-videos-query.dto';
import { Video } from './video.entity';

/** The public sees published videos; newest first. */
export const VIDEO_READ: ReadModel<ListVideosQueryDto> = {
  entity: Video,
  translatable: VIDEO_RESOURCE.translatable,
  alias: 'v',
  joins: [{ alias: 'img', relation: 'thumbnailImage', select: [...IMAGE_COLUMNS], optional: true }],
  visible: 'v.is_published',
  filters: {
    provider: anyOf('v.provider'),
    category: taggedWithCategory('video', 'v'),
  },
  order: 'v.published_at DESC NULLS LAST, v.title, v.id',
};
