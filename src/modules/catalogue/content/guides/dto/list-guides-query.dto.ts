import { LocalizedPageQueryDto } from '@/common/locale/locale-query';
import { EnumQuery, SlugQuery } from '@/common/validation';
import { GUIDE_STATUSES, GuideStatus } from '../guide.entity';

/** The public list: published guides only, so it has no status filter. */
export class ListGuidesQueryDto extends LocalizedPageQueryDto {
  @SlugQuery({ description: 'Slug of a category the guides are tagged with.' })
  category?: string;
}

export class ListStudioGuidesQueryDto extends ListGuidesQueryDto {
  @EnumQuery(GUIDE_STATUSES)
  status?: GuideStatus[];
}
