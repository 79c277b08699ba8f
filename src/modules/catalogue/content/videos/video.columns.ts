import { columnMapper } from '@/modules/catalogue/shared/columns';
import { CreateVideoDto } from './dto/create-video.dto';
import { Video } from './video.entity';

/** The Video columns a CreateVideoDto or UpdateVideoDto sets (see ColumnMap). */
export const videoColumns = columnMapper<CreateVideoDto, Video>({
  title: 'title',
  slug: 'slug',
  provider: 'provider',
  video_url: 'videoUrl',
  embed_id: 'embedId',
  duration_seconds: 'durationSeconds',
  thumbnail_url: 'thumbnailUrl',
  thumbnail_image_id: 'thumbnailImageId',
  description: 'description',
  is_published: 'isPublished',
  published_at: false, // a date, set by the service
  category_ids: false, // tags, written by the service
});
