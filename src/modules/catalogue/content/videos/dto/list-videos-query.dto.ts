import { LocalizedPageQueryDto } from '@/common/locale/locale-query';
import { EnumQuery, SlugQuery } from '@/common/validation';
import { VIDEO_PROVIDERS, VideoProvider } from '../video.entity';

export class ListVideosQueryDto extends LocalizedPageQueryDto {
  @SlugQuery({ description: 'Slug of a category the videos are tagged with.' })
  category?: string;

  @EnumQuery(VIDEO_PROVIDERS)
  provider?: VideoProvider[];
}
