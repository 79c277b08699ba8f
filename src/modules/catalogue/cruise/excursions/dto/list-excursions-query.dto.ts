import { PaginationQueryDto } from '@/common/pagination';
import { EnumQuery } from '@/common/validation';
import { EXCURSION_TYPES, ExcursionType } from '../excursion.entity';

export class ListExcursionsQueryDto extends PaginationQueryDto {
  @EnumQuery(EXCURSION_TYPES)
  excursion_type?: ExcursionType[];
}
