import { PaginationQueryDto } from '@/common/pagination';
import { SlugQuery } from '@/common/validation';

export class ListShipsQueryDto extends PaginationQueryDto {
  @SlugQuery({ description: 'Cruise line slug.' })
  cruise_line?: string;
}
