import type { ReadModel } from '@/common/read';
import { Category } from './category.entity';
import { ListCategoriesQueryDto } from './dto/list-categories-query.dto';

/** Every category is public. */
export const CATEGORY_READ: ReadModel<ListCategoriesQueryDto> = {
  entity: Category,
  alias: 'c',
  visible: 'TRUE',
  order: 'c.name, c.id',
};
