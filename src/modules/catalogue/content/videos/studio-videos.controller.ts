import { Body, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiUuidParam, Roles, UuidParam } from '../../../../common/decorators';
import { DataEnvelope, envelope, Paginated, paginated } from '../../../../common/pagination';
import { ApiDataResponse, ApiPaginatedResponse, ApiProblems } from '../../../../common/swagger';
import { AuditEntity } from '../../../audit/audit.decorators';
import { CreateVideoDto } from './dto/create-video.dto';
import { ListVideosQueryDto } from './dto/list-videos-query.dto';
import { VideoResponseDto } from './dto/video-response.dto';
import { UpdateVideoDto } from './dto/update-video.dto';
import { VideosService } from './videos.service';
import { StudioController } from '../../../audit/studio-controller.decorator';

@ApiTags('studio: videos')
@Roles('admin', 'editor')
@AuditEntity('video')
@StudioController('videos')
export class StudioVideosController {
  constructor(private readonly service: VideosService) {}

  @Get()
  @ApiOperation({ summary: 'All videos, including unpublished or inactive ones' })
  @ApiPaginatedResponse(VideoResponseDto)
  @ApiProblems(400)
  async list(@Query() query: ListVideosQueryDto): Promise<Paginated<VideoResponseDto>> {
    const [records, total] = await this.service.listAll(query);
    return paginated(await this.service.toResponses(records), total, query);
  }

  @Post()
  @ApiOperation({ summary: 'Create one of the videos' })
  @ApiDataResponse(VideoResponseDto, 201, 'Created')
  @ApiProblems(400, 409)
  async create(@Body() body: CreateVideoDto): Promise<DataEnvelope<VideoResponseDto>> {
    return envelope(await this.service.create(body));
  }

  @Get(':id')
  @ApiUuidParam()
  @ApiOperation({ summary: 'One of the videos, by id' })
  @ApiDataResponse(VideoResponseDto)
  @ApiProblems(400, 404)
  async get(@UuidParam() id: string): Promise<DataEnvelope<VideoResponseDto>> {
    return envelope(await this.service.studioGet(id));
  }

  @Patch(':id')
  @ApiUuidParam()
  @ApiOperation({ summary: 'Change one of the videos: only the fields sent; null clears' })
  @ApiDataResponse(VideoResponseDto)
  @ApiProblems(400, 404, 409)
  async update(
    @UuidParam() id: string,
    @Body() body: UpdateVideoDto,
  ): Promise<DataEnvelope<VideoResponseDto>> {
    return envelope(await this.service.update(id, body));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiUuidParam()
  @ApiOperation({ summary: 'Delete a video' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiProblems(400, 404)
  async remove(@UuidParam() id: string): Promise<void> {
    await this.service.remove(id);
  }
}
