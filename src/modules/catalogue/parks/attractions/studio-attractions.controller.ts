import { Body, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Roles, UuidParam } from '@/common/decorators';
import { DataEnvelope, envelope, Paginated, paginated } from '@/common/pagination';
import { AuditEntity } from '@/modules/audit/audit.decorators';
import { CreateAttractionDto } from './dto/create-attraction.dto';
import { ListAttractionsQueryDto } from './dto/list-attractions-query.dto';
import { AttractionDetailResponseDto, AttractionResponseDto } from './dto/attraction-response.dto';
import { UpdateAttractionDto } from './dto/update-attraction.dto';
import { AttractionsService } from './attractions.service';
import { StudioController } from '@/modules/audit/studio-controller.decorator';
import {
  StudioList,
  StudioCreate,
  StudioGet,
  StudioUpdate,
  StudioDelete,
} from '@/modules/catalogue/shared/catalogue-routes';

@ApiTags('studio: attractions')
@Roles('admin', 'editor')
@AuditEntity('attraction')
@StudioController('attractions')
export class StudioAttractionsController {
  constructor(private readonly service: AttractionsService) {}

  @StudioList(AttractionResponseDto, {
    operationId: 'listStudioAttractions',
    summary: 'All attractions, including unpublished or inactive ones',
  })
  async list(@Query() query: ListAttractionsQueryDto): Promise<Paginated<AttractionResponseDto>> {
    const [records, total] = await this.service.listAll(query);
    return paginated(await this.service.toResponses(records), total, query);
  }

  @StudioCreate(AttractionDetailResponseDto, {
    operationId: 'createAttraction',
    summary: 'Create one of the attractions',
  })
  async create(
    @Body() body: CreateAttractionDto,
  ): Promise<DataEnvelope<AttractionDetailResponseDto>> {
    return envelope(await this.service.create(body));
  }

  @StudioGet(AttractionDetailResponseDto, {
    operationId: 'getStudioAttraction',
    summary: 'One of the attractions, by id',
  })
  async get(@UuidParam() id: string): Promise<DataEnvelope<AttractionDetailResponseDto>> {
    return envelope(await this.service.studioGet(id));
  }

  @StudioUpdate(AttractionDetailResponseDto, {
    operationId: 'updateAttraction',
    summary: 'Change one of the attractions: only the fields sent; null clears',
  })
  async update(
    @UuidParam() id: string,
    @Body() body: UpdateAttractionDto,
  ): Promise<DataEnvelope<AttractionDetailResponseDto>> {
    return envelope(await this.service.update(id, body));
  }

  @StudioDelete(
    {
      operationId: 'deleteAttraction',
      summary: 'Delete an attraction',
      description: 'Refused with 409 while a land excursion refers to the attraction.',
    },
    [400, 404, 409],
  )
  async remove(@UuidParam() id: string): Promise<void> {
    await this.service.remove(id);
  }
}
