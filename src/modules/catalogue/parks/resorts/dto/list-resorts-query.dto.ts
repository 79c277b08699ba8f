import { PaginationQueryDto } from '@/common/pagination';
import { SlugQuery } from '@/common/validation';

export class ListResortsQueryDto extends PaginationQueryDto {
  @SlugQuery({ description: 'Slug of the park (destination) the resorts belong to.' })
  theme_park?: string;
}
