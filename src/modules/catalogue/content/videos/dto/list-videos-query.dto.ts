import { PaginationQueryDto } from '@/common/pagination';
import { EnumQuery, TextQuery } from '@/common/validation';
import { VIDEO_PROVIDERS, VideoProvider } from '../video.entity';

export class ListVideosQueryDto extends PaginationQueryDto {
  @TextQuery({ max: 200, description: 'Slug of a category the videos are tagged with.' })
  category?: string;

  @EnumQuery(VIDEO_PROVIDERS)
  provider?: VideoProvider;
}
