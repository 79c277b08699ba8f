import { LocalizedPageQueryDto } from '@/common/locale/locale-query';
import { EnumQuery } from '@/common/validation';
import { EXCURSION_TYPES, ExcursionType } from '../excursion.entity';

export class ListExcursionsQueryDto extends LocalizedPageQueryDto {
  @EnumQuery(EXCURSION_TYPES)
  excursion_type?: ExcursionType[];
}
