import { Body, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiUuidParam, Roles, UuidParam } from '../../../../common/decorators';
import { DataEnvelope, envelope, Paginated, pageOf } from '../../../../common/pagination';
import { ApiDataResponse, ApiPaginatedResponse, ApiProblems } from '../../../../common/swagger';
import { AuditEntity } from '../../../audit/audit.decorators';
import { CreatePortDto } from './dto/create-port.dto';
import { ListPortsQueryDto } from './dto/list-ports-query.dto';
import { PortResponseDto } from './dto/port-response.dto';
import { UpdatePortDto } from './dto/update-port.dto';
import { PortsService } from './ports.service';
import { StudioController } from '../../../audit/studio-controller.decorator';

@ApiTags('studio: ports')
@Roles('admin', 'editor')
@AuditEntity('port')
@StudioController('ports')
export class StudioPortsController {
  constructor(private readonly ports: PortsService) {}

  @Get()
  @ApiOperation({ summary: 'All ports, active and inactive' })
  @ApiPaginatedResponse(PortResponseDto)
  @ApiProblems(400)
  async list(@Query() query: ListPortsQueryDto): Promise<Paginated<PortResponseDto>> {
    return pageOf(await this.ports.listAll(query), query, (p) => PortResponseDto.from(p));
  }

  @Post()
  @ApiOperation({ summary: 'Create a port' })
  @ApiDataResponse(PortResponseDto, 201, 'Created')
  @ApiProblems(400, 409)
  async create(@Body() body: CreatePortDto): Promise<DataEnvelope<PortResponseDto>> {
    return envelope(await this.ports.create(body));
  }

  @Get(':id')
  @ApiUuidParam()
  @ApiOperation({ summary: 'One port' })
  @ApiDataResponse(PortResponseDto)
  @ApiProblems(400, 404)
  async get(@UuidParam() id: string): Promise<DataEnvelope<PortResponseDto>> {
    return envelope(await this.ports.studioGet(id));
  }

  @Patch(':id')
  @ApiUuidParam()
  @ApiOperation({ summary: 'Change a port (only the fields sent)' })
  @ApiDataResponse(PortResponseDto)
  @ApiProblems(400, 404, 409)
  async update(
    @UuidParam() id: string,
    @Body() body: UpdatePortDto,
  ): Promise<DataEnvelope<PortResponseDto>> {
    return envelope(await this.ports.update(id, body));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiUuidParam()
  @ApiOperation({
    summary: 'Delete a port',
    description: 'Refused with 409 while itineraries, itinerary stops or excursions use the port.',
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiProblems(400, 404, 409)
  async remove(@UuidParam() id: string): Promise<void> {
    await this.ports.remove(id);
  }
}
