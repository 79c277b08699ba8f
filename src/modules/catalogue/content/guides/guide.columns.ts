import { columnMapper } from '@/modules/catalogue/shared/columns';
import { CreateGuideDto } from './dto/create-guide.dto';
import { Guide } from './guide.entity';

/** The Guide columns a CreateGuideDto or UpdateGuideDto sets (see ColumnMap). */
export const guideColumns = columnMapper<CreateGuideDto, Guide>({
  title: 'title',
  slug: 'slug',
  summary: 'summary',
  body: 'body',
  status: 'status',
  published_at: false, // a date, set by the service
  author: 'author',
  hero_image_url: 'heroImageUrl',
  hero_image_id: 'heroImageId',
  category_ids: false, // tags, written by the service
  related: false, // child rows
});
