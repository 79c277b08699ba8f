import { Body, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Roles, UuidParam } from '@/common/decorators';
import { DataEnvelope, envelope, Paginated, paginated } from '@/common/pagination';
import { AuditEntity } from '@/modules/audit/audit.decorators';
import { CreateVideoDto } from './dto/create-video.dto';
import { ListVideosQueryDto } from './dto/list-videos-query.dto';
import { VideoResponseDto } from './dto/video-response.dto';
import { UpdateVideoDto } from './dto/update-video.dto';
import { VideosService } from './videos.service';
import { StudioController } from '@/modules/audit/studio-controller.decorator';
import {
  StudioList,
  StudioCreate,
  StudioGet,
  StudioUpdate,
  StudioDelete,
} from '@/modules/catalogue/shared/catalogue-routes';

@ApiTags('studio: videos')
@Roles('admin', 'editor')
@AuditEntity('video')
@StudioController('videos')
export class StudioVideosController {
  constructor(private readonly service: VideosService) {}

  @StudioList(VideoResponseDto, {
    operationId: 'listStudioVideos',
    summary: 'All videos, including unpublished or inactive ones',
  })
  async list(@Query() query: ListVideosQueryDto): Promise<Paginated<VideoResponseDto>> {
    const [records, total] = await this.service.listAll(query);
    return paginated(await this.service.toResponses(records), total, query);
  }

  @StudioCreate(VideoResponseDto, {
    operationId: 'createVideo',
    summary: 'Create one of the videos',
  })
  async create(@Body() body: CreateVideoDto): Promise<DataEnvelope<VideoResponseDto>> {
    return envelope(await this.service.create(body));
  }

  @StudioGet(VideoResponseDto, {
    operationId: 'getStudioVideo',
    summary: 'One of the videos, by id',
  })
  async get(@UuidParam() id: string): Promise<DataEnvelope<VideoResponseDto>> {
    return envelope(await this.service.studioGet(id));
  }

  @StudioUpdate(VideoResponseDto, {
    operationId: 'updateVideo',
    summary: 'Change one of the videos: only the fields sent; null clears',
  })
  async update(
    @UuidParam() id: string,
    @Body() body: UpdateVideoDto,
  ): Promise<DataEnvelope<VideoResponseDto>> {
    return envelope(await this.service.update(id, body));
  }

  @StudioDelete({ operationId: 'deleteVideo', summary: 'Delete a video' })
  async remove(@UuidParam() id: string): Promise<void> {
    await this.service.remove(id);
  }
}
