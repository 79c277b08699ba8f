import { LocalizedPageQueryDto } from '@/common/locale/locale-query';
import { SlugQuery } from '@/common/validation';

export class ListShipsQueryDto extends LocalizedPageQueryDto {
  @SlugQuery({ description: 'Cruise line slug.' })
  cruise_line?: string;
}
