import { PaginationQueryDto } from '@/common/pagination';
import { EnumQuery, TextQuery } from '@/common/validation';
import { GUIDE_STATUSES, GuideStatus } from '../guide.entity';

export class ListGuidesQueryDto extends PaginationQueryDto {
  @TextQuery({ max: 200, description: 'Slug of a category the guides are tagged with.' })
  category?: string;

  @EnumQuery(GUIDE_STATUSES, { description: 'Studio only in effect: public lists are published.' })
  status?: GuideStatus;
}
