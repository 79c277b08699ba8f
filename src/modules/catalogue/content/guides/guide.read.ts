import type { ReadModel } from '../../../../common/read';
import { ListGuidesQueryDto } from './dto/list-guides-query.dto';
import { Guide } from './guide.entity';

/** The public sees published guides whose published_at has passed; newest first. */
export const GUIDE_READ: ReadModel<ListGuidesQueryDto> = {
  entity: Guide,
  alias: 'g',
  visible: "g.status = 'published' AND g.published_at <= now()",
  filters: {
    status: 'g.status = $',
    category: `EXISTS (SELECT 1 FROM category_items ci JOIN categories c ON c.id = ci.category_id
      WHERE ci.item_type = 'guide' AND ci.item_id = g.id AND c.slug = $)`,
  },
  order: 'g.published_at DESC NULLS LAST, g.title, g.id',
};
