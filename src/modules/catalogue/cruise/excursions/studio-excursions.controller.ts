import { Body, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiUuidParam, Roles, UuidParam } from '../../../../common/decorators';
import { DataEnvelope, envelope, Paginated, pageOf } from '../../../../common/pagination';
import { ApiDataResponse, ApiPaginatedResponse, ApiProblems } from '../../../../common/swagger';
import { AuditEntity } from '../../../audit/audit.decorators';
import { CreateExcursionDto } from './dto/create-excursion.dto';
import { ExcursionResponseDto } from './dto/excursion-response.dto';
import { ListExcursionsQueryDto } from './dto/list-excursions-query.dto';
import { UpdateExcursionDto } from './dto/update-excursion.dto';
import { ExcursionsService } from './excursions.service';
import { StudioController } from '../../../audit/studio-controller.decorator';

@ApiTags('studio: excursions')
@Roles('admin', 'editor')
@AuditEntity('excursion')
@StudioController('excursions')
export class StudioExcursionsController {
  constructor(private readonly excursions: ExcursionsService) {}

  @Get()
  @ApiOperation({ summary: 'All excursions, active and inactive' })
  @ApiPaginatedResponse(ExcursionResponseDto)
  @ApiProblems(400)
  async list(@Query() query: ListExcursionsQueryDto): Promise<Paginated<ExcursionResponseDto>> {
    return pageOf(await this.excursions.listAll(query), query, (e) => ExcursionResponseDto.from(e));
  }

  @Post()
  @ApiOperation({ summary: 'Create an excursion' })
  @ApiDataResponse(ExcursionResponseDto, 201, 'Created')
  @ApiProblems(400, 409)
  async create(@Body() body: CreateExcursionDto): Promise<DataEnvelope<ExcursionResponseDto>> {
    return envelope(await this.excursions.create(body));
  }

  @Get(':id')
  @ApiUuidParam()
  @ApiOperation({ summary: 'One excursion' })
  @ApiDataResponse(ExcursionResponseDto)
  @ApiProblems(400, 404)
  async get(@UuidParam() id: string): Promise<DataEnvelope<ExcursionResponseDto>> {
    return envelope(await this.excursions.studioGet(id));
  }

  @Patch(':id')
  @ApiUuidParam()
  @ApiOperation({ summary: 'Change an excursion (only the fields sent)' })
  @ApiDataResponse(ExcursionResponseDto)
  @ApiProblems(400, 404, 409)
  async update(
    @UuidParam() id: string,
    @Body() body: UpdateExcursionDto,
  ): Promise<DataEnvelope<ExcursionResponseDto>> {
    return envelope(await this.excursions.update(id, body));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiUuidParam()
  @ApiOperation({ summary: 'Delete an excursion' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiProblems(400, 404)
  async remove(@UuidParam() id: string): Promise<void> {
    await this.excursions.remove(id);
  }
}
