import type { ReadModel } from '../../../../common/read';
import { ListVideosQueryDto } from './dto/list-videos-query.dto';
import { Video } from './video.entity';

/** The public sees published videos; newest first. */
export const VIDEO_READ: ReadModel<ListVideosQueryDto> = {
  entity: Video,
  alias: 'v',
  visible: 'v.is_published',
  filters: {
    provider: 'v.provider = $',
    category: `EXISTS (SELECT 1 FROM category_items ci JOIN categories c ON c.id = ci.category_id
      WHERE ci.item_type = 'video' AND ci.item_id = v.id AND c.slug = $)`,
  },
  order: 'v.published_at DESC NULLS LAST, v.title, v.id',
};
