import { LocalizedPageQueryDto } from '@/common/locale/locale-query';
import { SlugQuery } from '@/common/validation';

export class ListResortsQueryDto extends LocalizedPageQueryDto {
  @SlugQuery({ description: 'Slug of the park (destination) the resorts belong to.' })
  theme_park?: string;
}
