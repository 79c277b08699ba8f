import { columnMapper } from '@/modules/catalogue/shared/columns';
import { CreateCategoryDto } from './dto/create-category.dto';
import { Category } from './category.entity';

/** The Category columns a CreateCategoryDto or UpdateCategoryDto sets (see ColumnMap). */
export const categoryColumns = columnMapper<CreateCategoryDto, Category>({
  name: 'name',
  slug: 'slug',
  description: 'description',
  items: false, // the records it tags
});
