import { PaginationQueryDto } from '@/common/pagination';
import { EnumQuery } from '@/common/validation';
import { DRAFTABLE_PATHS } from '../draftable-resources';

export class ListDraftsQueryDto extends PaginationQueryDto {
  @EnumQuery(DRAFTABLE_PATHS, { description: 'Only drafts of these resources.' })
  resource?: string[];
}
