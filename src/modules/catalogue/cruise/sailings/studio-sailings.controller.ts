import { Body, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiUuidParam, Roles, UuidParam } from '../../../../common/decorators';
import { DataEnvelope, envelope, Paginated, pageOf } from '../../../../common/pagination';
import { ApiDataResponse, ApiPaginatedResponse, ApiProblems } from '../../../../common/swagger';
import { AuditEntity } from '../../../audit/audit.decorators';
import { CreateSailingDto } from './dto/create-sailing.dto';
import { ListSailingsQueryDto } from './dto/list-sailings-query.dto';
import { SailingResponseDto } from './dto/sailing-response.dto';
import { UpdateSailingDto } from './dto/update-sailing.dto';
import { SailingsService } from './sailings.service';
import { StudioController } from '../../../audit/studio-controller.decorator';

@ApiTags('studio: sailings')
@Roles('admin', 'editor')
@AuditEntity('sailing')
@StudioController('sailings')
export class StudioSailingsController {
  constructor(private readonly sailings: SailingsService) {}

  @Get()
  @ApiOperation({ summary: 'All sailings, past and inactive ones included' })
  @ApiPaginatedResponse(SailingResponseDto)
  @ApiProblems(400)
  async list(@Query() query: ListSailingsQueryDto): Promise<Paginated<SailingResponseDto>> {
    return pageOf(await this.sailings.listAll(query), query, (s) => SailingResponseDto.from(s));
  }

  @Post()
  @ApiOperation({ summary: 'Create a sailing' })
  @ApiDataResponse(SailingResponseDto, 201, 'Created')
  @ApiProblems(400)
  async create(@Body() body: CreateSailingDto): Promise<DataEnvelope<SailingResponseDto>> {
    return envelope(await this.sailings.create(body));
  }

  @Get(':id')
  @ApiUuidParam()
  @ApiOperation({ summary: 'One sailing' })
  @ApiDataResponse(SailingResponseDto)
  @ApiProblems(400, 404)
  async get(@UuidParam() id: string): Promise<DataEnvelope<SailingResponseDto>> {
    return envelope(await this.sailings.studioGet(id));
  }

  @Patch(':id')
  @ApiUuidParam()
  @ApiOperation({ summary: 'Change a sailing (only the fields sent)' })
  @ApiDataResponse(SailingResponseDto)
  @ApiProblems(400, 404)
  async update(
    @UuidParam() id: string,
    @Body() body: UpdateSailingDto,
  ): Promise<DataEnvelope<SailingResponseDto>> {
    return envelope(await this.sailings.update(id, body));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiUuidParam()
  @ApiOperation({ summary: 'Delete a sailing' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiProblems(400, 404)
  async remove(@UuidParam() id: string): Promise<void> {
    await this.sailings.remove(id);
  }
}
