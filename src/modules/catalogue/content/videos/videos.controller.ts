import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiSlugParam, PublicRead, SlugParam } from '../../../../common/decorators';
import { DataEnvelope, envelope, Paginated, paginated } from '../../../../common/pagination';
import { ApiDataResponse, ApiPaginatedResponse, ApiProblems } from '../../../../common/swagger';
import { ListVideosQueryDto } from './dto/list-videos-query.dto';
import { VideoResponseDto } from './dto/video-response.dto';
import { VideosService } from './videos.service';

@ApiTags('catalogue: videos')
@Controller('api/videos')
export class VideosController {
  constructor(private readonly service: VideosService) {}

  @Get()
  @PublicRead('videos', 'categories', 'category_items')
  @ApiOperation({ summary: 'Published videos, newest first' })
  @ApiPaginatedResponse(VideoResponseDto)
  @ApiProblems(400)
  async list(@Query() query: ListVideosQueryDto): Promise<Paginated<VideoResponseDto>> {
    const [records, total] = await this.service.listPublic(query);
    return paginated(await this.service.toResponses(records), total, query);
  }

  @Get(':slug')
  @PublicRead('videos', 'categories', 'category_items')
  @ApiSlugParam()
  @ApiOperation({ summary: 'One published video' })
  @ApiDataResponse(VideoResponseDto)
  @ApiProblems(400, 404)
  async get(@SlugParam() slug: string): Promise<DataEnvelope<VideoResponseDto>> {
    const [response] = await this.service.toResponses([await this.service.getPublic(slug)]);
    return envelope(response);
  }
}
