import { PaginationQueryDto } from '@/common/pagination';
import { TextQuery } from '@/common/validation';

export class ListShipsQueryDto extends PaginationQueryDto {
  @TextQuery({ description: 'Cruise line slug.', max: 200 })
  cruise_line?: string;
}
