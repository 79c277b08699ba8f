import { GUIDE_RESOURCE } from './guide.resource';
import { IMAGE_COLUMNS } from '@/modules/media/dto/image.dto';
import { anyOf, type ChildModel, type ReadModel } from '@/common/read';
import { taggedWithCategory } from '../categories/category-tags';
import { ListStudioGuidesQueryDto } from './dto/list-guides-query.dto';
import { GuideRelatedItem } from './guide-related-item.entity';
import { Guide } from './guide.entity';

/** The public sees published guides whose published_at has passed; newest first. */
export const GUIDE_READ: ReadModel<ListStudioGuidesQueryDto> = {
  entity: Guide,
  translatable: GUIDE_RESOURCE.translatable,
  alias: 'g',
  joins: [{ alias: 'img', relation: 'heroImage', select: [...IMAGE_COLUMNS], optional: true }],
  visible: "g.status = 'published' AND g.published_at <= now()",
  filters: {
    status: anyOf('g.status'),
    category: taggedWithCategory('guide', 'g'),
  },
  order: 'g.published_at DESC NULLS LAST, g.title, g.id',
};

/** The records a guide is about, in the editor's order. */
export const GUIDE_RELATED_READ: ChildModel = {
  entity: GuideRelatedItem,
  alias: 'r',
  parent: 'guideId',
  order: 'r.position, r.id',
};
