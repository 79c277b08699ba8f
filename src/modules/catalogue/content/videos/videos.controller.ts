import { Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SlugParam } from '@/common/decorators';
import { DataEnvelope, envelope, Paginated, paginated } from '@/common/pagination';
import { ListVideosQueryDto } from './dto/list-videos-query.dto';
import { VideoResponseDto } from './dto/video-response.dto';
import { VideosService } from './videos.service';
import { PublicList, PublicGet } from '@/modules/catalogue/shared/catalogue-routes';

@ApiTags('catalogue: videos')
@Controller('api/videos')
export class VideosController {
  constructor(private readonly service: VideosService) {}

  @PublicList(
    VideoResponseDto,
    { operationId: 'listVideos', summary: 'Published videos, newest first' },
    ['videos', 'categories', 'category_items', 'media_assets'],
  )
  async list(@Query() query: ListVideosQueryDto): Promise<Paginated<VideoResponseDto>> {
    const [records, total] = await this.service.listPublic(query);
    return paginated(await this.service.toResponses(records), total, query);
  }

  @PublicGet(VideoResponseDto, { operationId: 'getVideo', summary: 'One published video' }, [
    'videos',
    'categories',
    'category_items',
    'media_assets',
  ])
  async get(@SlugParam() slug: string): Promise<DataEnvelope<VideoResponseDto>> {
    const [response] = await this.service.toResponses([await this.service.getPublic(slug)]);
    return envelope(response);
  }
}
