import { Body, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiUuidParam, Roles, UuidParam } from '../../../../common/decorators';
import { DataEnvelope, envelope, Paginated, paginated } from '../../../../common/pagination';
import { ApiDataResponse, ApiPaginatedResponse, ApiProblems } from '../../../../common/swagger';
import { AuditEntity } from '../../../audit/audit.decorators';
import { CreateSpecialEventDto } from './dto/create-special-event.dto';
import { ListSpecialEventsQueryDto } from './dto/list-special-events-query.dto';
import { SpecialEventResponseDto } from './dto/special-event-response.dto';
import { UpdateSpecialEventDto } from './dto/update-special-event.dto';
import { SpecialEventsService } from './special-events.service';
import { StudioController } from '../../../audit/studio-controller.decorator';

@ApiTags('studio: special events')
@Roles('admin', 'editor')
@AuditEntity('special_event')
@StudioController('events')
export class StudioSpecialEventsController {
  constructor(private readonly service: SpecialEventsService) {}

  @Get()
  @ApiOperation({ summary: 'All special events, including unpublished or inactive ones' })
  @ApiPaginatedResponse(SpecialEventResponseDto)
  @ApiProblems(400)
  async list(
    @Query() query: ListSpecialEventsQueryDto,
  ): Promise<Paginated<SpecialEventResponseDto>> {
    const [records, total] = await this.service.listAll(query);
    return paginated(await this.service.toResponses(records), total, query);
  }

  @Post()
  @ApiOperation({ summary: 'Create one of the special events' })
  @ApiDataResponse(SpecialEventResponseDto, 201, 'Created')
  @ApiProblems(400, 409)
  async create(
    @Body() body: CreateSpecialEventDto,
  ): Promise<DataEnvelope<SpecialEventResponseDto>> {
    return envelope(await this.service.create(body));
  }

  @Get(':id')
  @ApiUuidParam()
  @ApiOperation({ summary: 'One of the special events, by id' })
  @ApiDataResponse(SpecialEventResponseDto)
  @ApiProblems(400, 404)
  async get(@UuidParam() id: string): Promise<DataEnvelope<SpecialEventResponseDto>> {
    return envelope(await this.service.studioGet(id));
  }

  @Patch(':id')
  @ApiUuidParam()
  @ApiOperation({ summary: 'Change one of the special events: only the fields sent; null clears' })
  @ApiDataResponse(SpecialEventResponseDto)
  @ApiProblems(400, 404, 409)
  async update(
    @UuidParam() id: string,
    @Body() body: UpdateSpecialEventDto,
  ): Promise<DataEnvelope<SpecialEventResponseDto>> {
    return envelope(await this.service.update(id, body));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiUuidParam()
  @ApiOperation({ summary: 'Delete a special event with its schedule' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiProblems(400, 404)
  async remove(@UuidParam() id: string): Promise<void> {
    await this.service.remove(id);
  }
}
