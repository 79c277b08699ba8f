import { Body, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Roles, UuidParam } from '@/common/decorators';
import { DataEnvelope, envelope, Paginated, pageOf } from '@/common/pagination';
import { AuditEntity } from '@/modules/audit/audit.decorators';
import { CreateExcursionDto } from './dto/create-excursion.dto';
import { ExcursionResponseDto } from './dto/excursion-response.dto';
import { ListExcursionsQueryDto } from './dto/list-excursions-query.dto';
import { UpdateExcursionDto } from './dto/update-excursion.dto';
import { ExcursionsService } from './excursions.service';
import { StudioController } from '@/modules/audit/studio-controller.decorator';
import {
  StudioList,
  StudioCreate,
  StudioGet,
  StudioUpdate,
  StudioDelete,
} from '@/modules/catalogue/shared/catalogue-routes';

@ApiTags('studio: excursions')
@Roles('admin', 'editor')
@AuditEntity('excursion')
@StudioController('excursions')
export class StudioExcursionsController {
  constructor(private readonly excursions: ExcursionsService) {}

  @StudioList(ExcursionResponseDto, {
    operationId: 'listStudioExcursions',
    summary: 'All excursions, active and inactive',
  })
  async list(@Query() query: ListExcursionsQueryDto): Promise<Paginated<ExcursionResponseDto>> {
    return pageOf(await this.excursions.listAll(query), query, (e) => ExcursionResponseDto.from(e));
  }

  @StudioCreate(ExcursionResponseDto, {
    operationId: 'createExcursion',
    summary: 'Create an excursion',
  })
  async create(@Body() body: CreateExcursionDto): Promise<DataEnvelope<ExcursionResponseDto>> {
    return envelope(await this.excursions.create(body));
  }

  @StudioGet(ExcursionResponseDto, { operationId: 'getStudioExcursion', summary: 'One excursion' })
  async get(@UuidParam() id: string): Promise<DataEnvelope<ExcursionResponseDto>> {
    return envelope(await this.excursions.studioGet(id));
  }

  @StudioUpdate(ExcursionResponseDto, {
    operationId: 'updateExcursion',
    summary: 'Change an excursion (only the fields sent)',
  })
  async update(
    @UuidParam() id: string,
    @Body() body: UpdateExcursionDto,
  ): Promise<DataEnvelope<ExcursionResponseDto>> {
    return envelope(await this.excursions.update(id, body));
  }

  @StudioDelete({ operationId: 'deleteExcursion', summary: 'Delete an excursion' })
  async remove(@UuidParam() id: string): Promise<void> {
    await this.excursions.remove(id);
  }
}
