import { Body, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Roles, UuidParam } from '@/common/decorators';
import { DataEnvelope, envelope, Paginated, pageOf } from '@/common/pagination';
import { AuditEntity } from '@/modules/audit/audit.decorators';
import { CreatePortDto } from './dto/create-port.dto';
import { ListPortsQueryDto } from './dto/list-ports-query.dto';
import { PortDetailResponseDto, PortResponseDto } from './dto/port-response.dto';
import { UpdatePortDto } from './dto/update-port.dto';
import { PortsService } from './ports.service';
import { StudioController } from '@/modules/audit/studio-controller.decorator';
import {
  StudioList,
  StudioCreate,
  StudioGet,
  StudioUpdate,
  StudioDelete,
} from '@/modules/catalogue/shared/catalogue-routes';

@ApiTags('studio: ports')
@Roles('admin', 'editor')
@AuditEntity('port')
@StudioController('ports')
export class StudioPortsController {
  constructor(private readonly ports: PortsService) {}

  @StudioList(PortResponseDto, {
    operationId: 'listStudioPorts',
    summary: 'All ports, active and inactive',
  })
  async list(@Query() query: ListPortsQueryDto): Promise<Paginated<PortResponseDto>> {
    return pageOf(await this.ports.listAll(query), query, (p) => PortResponseDto.from(p));
  }

  @StudioCreate(PortDetailResponseDto, { operationId: 'createPort', summary: 'Create a port' })
  async create(@Body() body: CreatePortDto): Promise<DataEnvelope<PortDetailResponseDto>> {
    return envelope(await this.ports.create(body));
  }

  @StudioGet(PortDetailResponseDto, { operationId: 'getStudioPort', summary: 'One port' })
  async get(@UuidParam() id: string): Promise<DataEnvelope<PortDetailResponseDto>> {
    return envelope(await this.ports.studioGet(id));
  }

  @StudioUpdate(PortDetailResponseDto, {
    operationId: 'updatePort',
    summary: 'Change a port (only the fields sent)',
  })
  async update(
    @UuidParam() id: string,
    @Body() body: UpdatePortDto,
  ): Promise<DataEnvelope<PortDetailResponseDto>> {
    return envelope(await this.ports.update(id, body));
  }

  @StudioDelete(
    {
      operationId: 'deletePort',
      summary: 'Delete a port',
      description:
        'Refused with 409 while itineraries, itinerary stops or excursions use the port.',
    },
    [400, 404, 409],
  )
  async remove(@UuidParam() id: string): Promise<void> {
    await this.ports.remove(id);
  }
}
