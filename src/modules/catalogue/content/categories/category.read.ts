import { CATEGORY_RESOURCE } from './category.resource';
import type { ChildModel, ReadModel } from '@/common/read';
import { CategoryItem } from './category-item.entity';
import { Category } from './category.entity';
import { ListCategoriesQueryDto } from './dto/list-categories-query.dto';

/** Every category is public. */
export const CATEGORY_READ: ReadModel<ListCategoriesQueryDto> = {
  entity: Category,
  translatable: CATEGORY_RESOURCE.translatable,
  alias: 'c',
  visible: 'TRUE',
  order: 'c.name, c.id',
};

/** The records a category tags, in the order they were tagged. */
export const CATEGORY_ITEM_READ: ChildModel = {
  entity: CategoryItem,
  alias: 'ci',
  parent: 'categoryId',
  order: 'ci.created_at, ci.id',
};
