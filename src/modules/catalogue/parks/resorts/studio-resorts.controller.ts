import { Body, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Roles, UuidParam } from '@/common/decorators';
import { DataEnvelope, envelope, Paginated, paginated } from '@/common/pagination';
import { AuditEntity } from '@/modules/audit/audit.decorators';
import { CreateResortDto } from './dto/create-resort.dto';
import { ListResortsQueryDto } from './dto/list-resorts-query.dto';
import { ResortDetailResponseDto, ResortResponseDto } from './dto/resort-response.dto';
import { UpdateResortDto } from './dto/update-resort.dto';
import { ResortsService } from './resorts.service';
import { StudioController } from '@/modules/audit/studio-controller.decorator';
import {
  StudioList,
  StudioCreate,
  StudioGet,
  StudioUpdate,
  StudioDelete,
} from '@/modules/catalogue/shared/catalogue-routes';

@ApiTags('studio: resorts')
@Roles('admin', 'editor')
@AuditEntity('resort')
@StudioController('resorts')
export class StudioResortsController {
  constructor(private readonly service: ResortsService) {}

  @StudioList(ResortResponseDto, {
    operationId: 'listStudioResorts',
    summary: 'All resorts, including unpublished or inactive ones',
  })
  async list(@Query() query: ListResortsQueryDto): Promise<Paginated<ResortResponseDto>> {
    const [records, total] = await this.service.listAll(query);
    return paginated(await this.service.toResponses(records), total, query);
  }

  @StudioCreate(ResortDetailResponseDto, {
    operationId: 'createResort',
    summary: 'Create one of the resorts',
  })
  async create(@Body() body: CreateResortDto): Promise<DataEnvelope<ResortDetailResponseDto>> {
    return envelope(await this.service.create(body));
  }

  @StudioGet(ResortDetailResponseDto, {
    operationId: 'getStudioResort',
    summary: 'One of the resorts, by id',
  })
  async get(@UuidParam() id: string): Promise<DataEnvelope<ResortDetailResponseDto>> {
    return envelope(await this.service.studioGet(id));
  }

  @StudioUpdate(ResortDetailResponseDto, {
    operationId: 'updateResort',
    summary: 'Change one of the resorts: only the fields sent; null clears',
  })
  async update(
    @UuidParam() id: string,
    @Body() body: UpdateResortDto,
  ): Promise<DataEnvelope<ResortDetailResponseDto>> {
    return envelope(await this.service.update(id, body));
  }

  @StudioDelete({
    operationId: 'deleteResort',
    summary: 'Delete a resort with its dining locations',
  })
  async remove(@UuidParam() id: string): Promise<void> {
    await this.service.remove(id);
  }
}
