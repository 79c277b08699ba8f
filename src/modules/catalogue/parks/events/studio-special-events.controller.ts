import { Body, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Roles, UuidParam } from '@/common/decorators';
import { DataEnvelope, envelope, Paginated, paginated } from '@/common/pagination';
import { AuditEntity } from '@/modules/audit/audit.decorators';
import { CreateSpecialEventDto } from './dto/create-special-event.dto';
import { ListSpecialEventsQueryDto } from './dto/list-special-events-query.dto';
import { SpecialEventResponseDto } from './dto/special-event-response.dto';
import { UpdateSpecialEventDto } from './dto/update-special-event.dto';
import { SpecialEventsService } from './special-events.service';
import { StudioController } from '@/modules/audit/studio-controller.decorator';
import {
  StudioList,
  StudioCreate,
  StudioGet,
  StudioUpdate,
  StudioDelete,
} from '@/modules/catalogue/shared/catalogue-routes';

@ApiTags('studio: special events')
@Roles('admin', 'editor')
@AuditEntity('special_event')
@StudioController('events')
export class StudioSpecialEventsController {
  constructor(private readonly service: SpecialEventsService) {}

  @StudioList(SpecialEventResponseDto, {
    operationId: 'listStudioSpecialEvents',
    summary: 'All special events, including unpublished or inactive ones',
  })
  async list(
    @Query() query: ListSpecialEventsQueryDto,
  ): Promise<Paginated<SpecialEventResponseDto>> {
    const [records, total] = await this.service.listAll(query);
    return paginated(await this.service.toResponses(records), total, query);
  }

  @StudioCreate(SpecialEventResponseDto, {
    operationId: 'createSpecialEvent',
    summary: 'Create one of the special events',
  })
  async create(
    @Body() body: CreateSpecialEventDto,
  ): Promise<DataEnvelope<SpecialEventResponseDto>> {
    return envelope(await this.service.create(body));
  }

  @StudioGet(SpecialEventResponseDto, {
    operationId: 'getStudioSpecialEvent',
    summary: 'One of the special events, by id',
  })
  async get(@UuidParam() id: string): Promise<DataEnvelope<SpecialEventResponseDto>> {
    return envelope(await this.service.studioGet(id));
  }

  @StudioUpdate(SpecialEventResponseDto, {
    operationId: 'updateSpecialEvent',
    summary: 'Change one of the special events: only the fields sent; null clears',
  })
  async update(
    @UuidParam() id: string,
    @Body() body: UpdateSpecialEventDto,
  ): Promise<DataEnvelope<SpecialEventResponseDto>> {
    return envelope(await this.service.update(id, body));
  }

  @StudioDelete({
    operationId: 'deleteSpecialEvent',
    summary: 'Delete a special event with its schedule',
  })
  async remove(@UuidParam() id: string): Promise<void> {
    await this.service.remove(id);
  }
}
