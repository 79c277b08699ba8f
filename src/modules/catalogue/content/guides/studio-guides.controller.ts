import { Body, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Roles, UuidParam } from '@/common/decorators';
import { DataEnvelope, envelope, Paginated, paginated } from '@/common/pagination';
import { AuditEntity } from '@/modules/audit/audit.decorators';
import { CreateGuideDto } from './dto/create-guide.dto';
import { ListStudioGuidesQueryDto } from './dto/list-guides-query.dto';
import { GuideResponseDto } from './dto/guide-response.dto';
import { UpdateGuideDto } from './dto/update-guide.dto';
import { GuidesService } from './guides.service';
import { StudioController } from '@/modules/audit/studio-controller.decorator';
import {
  StudioList,
  StudioCreate,
  StudioGet,
  StudioUpdate,
  StudioDelete,
} from '@/modules/catalogue/shared/catalogue-routes';

@ApiTags('studio: guides')
@Roles('admin', 'editor')
@AuditEntity('guide')
@StudioController('guides')
export class StudioGuidesController {
  constructor(private readonly service: GuidesService) {}

  @StudioList(GuideResponseDto, {
    operationId: 'listStudioGuides',
    summary: 'All guides, including unpublished or inactive ones',
  })
  async list(@Query() query: ListStudioGuidesQueryDto): Promise<Paginated<GuideResponseDto>> {
    const [records, total] = await this.service.listAll(query);
    return paginated(await this.service.toResponses(records), total, query);
  }

  @StudioCreate(GuideResponseDto, {
    operationId: 'createGuide',
    summary: 'Create one of the guides',
  })
  async create(@Body() body: CreateGuideDto): Promise<DataEnvelope<GuideResponseDto>> {
    return envelope(await this.service.create(body));
  }

  @StudioGet(GuideResponseDto, {
    operationId: 'getStudioGuide',
    summary: 'One of the guides, by id',
  })
  async get(@UuidParam() id: string): Promise<DataEnvelope<GuideResponseDto>> {
    return envelope(await this.service.studioGet(id));
  }

  @StudioUpdate(GuideResponseDto, {
    operationId: 'updateGuide',
    summary: 'Change one of the guides: only the fields sent; null clears',
  })
  async update(
    @UuidParam() id: string,
    @Body() body: UpdateGuideDto,
  ): Promise<DataEnvelope<GuideResponseDto>> {
    return envelope(await this.service.update(id, body));
  }

  @StudioDelete({ operationId: 'deleteGuide', summary: 'Delete a guide' })
  async remove(@UuidParam() id: string): Promise<void> {
    await this.service.remove(id);
  }
}
