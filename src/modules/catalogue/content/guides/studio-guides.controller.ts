import { Body, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiUuidParam, Roles, UuidParam } from '../../../../common/decorators';
import { DataEnvelope, envelope, Paginated, paginated } from '../../../../common/pagination';
import { ApiDataResponse, ApiPaginatedResponse, ApiProblems } from '../../../../common/swagger';
import { AuditEntity } from '../../../audit/audit.decorators';
import { CreateGuideDto } from './dto/create-guide.dto';
import { ListGuidesQueryDto } from './dto/list-guides-query.dto';
import { GuideResponseDto } from './dto/guide-response.dto';
import { UpdateGuideDto } from './dto/update-guide.dto';
import { GuidesService } from './guides.service';
import { StudioController } from '../../../audit/studio-controller.decorator';

@ApiTags('studio: guides')
@Roles('admin', 'editor')
@AuditEntity('guide')
@StudioController('guides')
export class StudioGuidesController {
  constructor(private readonly service: GuidesService) {}

  @Get()
  @ApiOperation({ summary: 'All guides, including unpublished or inactive ones' })
  @ApiPaginatedResponse(GuideResponseDto)
  @ApiProblems(400)
  async list(@Query() query: ListGuidesQueryDto): Promise<Paginated<GuideResponseDto>> {
    const [records, total] = await this.service.listAll(query);
    return paginated(await this.service.toResponses(records), total, query);
  }

  @Post()
  @ApiOperation({ summary: 'Create one of the guides' })
  @ApiDataResponse(GuideResponseDto, 201, 'Created')
  @ApiProblems(400, 409)
  async create(@Body() body: CreateGuideDto): Promise<DataEnvelope<GuideResponseDto>> {
    return envelope(await this.service.create(body));
  }

  @Get(':id')
  @ApiUuidParam()
  @ApiOperation({ summary: 'One of the guides, by id' })
  @ApiDataResponse(GuideResponseDto)
  @ApiProblems(400, 404)
  async get(@UuidParam() id: string): Promise<DataEnvelope<GuideResponseDto>> {
    return envelope(await this.service.studioGet(id));
  }

  @Patch(':id')
  @ApiUuidParam()
  @ApiOperation({ summary: 'Change one of the guides: only the fields sent; null clears' })
  @ApiDataResponse(GuideResponseDto)
  @ApiProblems(400, 404, 409)
  async update(
    @UuidParam() id: string,
    @Body() body: UpdateGuideDto,
  ): Promise<DataEnvelope<GuideResponseDto>> {
    return envelope(await this.service.update(id, body));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiUuidParam()
  @ApiOperation({ summary: 'Delete a guide' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiProblems(400, 404)
  async remove(@UuidParam() id: string): Promise<void> {
    await this.service.remove(id);
  }
}
