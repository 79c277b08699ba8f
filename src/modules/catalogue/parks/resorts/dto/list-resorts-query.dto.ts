import { PaginationQueryDto } from '@/common/pagination';
import { TextQuery } from '@/common/validation';

export class ListResortsQueryDto extends PaginationQueryDto {
  @TextQuery({ max: 200, description: 'Slug of the park (destination) the resorts belong to.' })
  theme_park?: string;
}
