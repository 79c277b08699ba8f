import { PaginationQueryDto } from '@/common/pagination';
import { EnumQuery, TextQuery } from '@/common/validation';
import { TRANSLATABLE_PATHS } from '../translatable-resources';

export class ListTranslationStatusQueryDto extends PaginationQueryDto {
  @EnumQuery(TRANSLATABLE_PATHS, { description: 'Only records of these resources.' })
  resource?: string[];

  @TextQuery({
    max: 35,
    description:
      'Only records whose translation in this content locale (not the default) is not complete: `partial` or `missing`.',
  })
  missing?: string;
}
