import { Body, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiUuidParam, Roles, UuidParam } from '../../../../common/decorators';
import { DataEnvelope, envelope, Paginated, paginated } from '../../../../common/pagination';
import { ApiDataResponse, ApiPaginatedResponse, ApiProblems } from '../../../../common/swagger';
import { AuditEntity } from '../../../audit/audit.decorators';
import { CreateResortDto } from './dto/create-resort.dto';
import { ListResortsQueryDto } from './dto/list-resorts-query.dto';
import { ResortResponseDto } from './dto/resort-response.dto';
import { UpdateResortDto } from './dto/update-resort.dto';
import { ResortsService } from './resorts.service';
import { StudioController } from '../../../audit/studio-controller.decorator';

@ApiTags('studio: resorts')
@Roles('admin', 'editor')
@AuditEntity('resort')
@StudioController('resorts')
export class StudioResortsController {
  constructor(private readonly service: ResortsService) {}

  @Get()
  @ApiOperation({ summary: 'All resorts, including unpublished or inactive ones' })
  @ApiPaginatedResponse(ResortResponseDto)
  @ApiProblems(400)
  async list(@Query() query: ListResortsQueryDto): Promise<Paginated<ResortResponseDto>> {
    const [records, total] = await this.service.listAll(query);
    return paginated(await this.service.toResponses(records), total, query);
  }

  @Post()
  @ApiOperation({ summary: 'Create one of the resorts' })
  @ApiDataResponse(ResortResponseDto, 201, 'Created')
  @ApiProblems(400, 409)
  async create(@Body() body: CreateResortDto): Promise<DataEnvelope<ResortResponseDto>> {
    return envelope(await this.service.create(body));
  }

  @Get(':id')
  @ApiUuidParam()
  @ApiOperation({ summary: 'One of the resorts, by id' })
  @ApiDataResponse(ResortResponseDto)
  @ApiProblems(400, 404)
  async get(@UuidParam() id: string): Promise<DataEnvelope<ResortResponseDto>> {
    return envelope(await this.service.studioGet(id));
  }

  @Patch(':id')
  @ApiUuidParam()
  @ApiOperation({ summary: 'Change one of the resorts: only the fields sent; null clears' })
  @ApiDataResponse(ResortResponseDto)
  @ApiProblems(400, 404, 409)
  async update(
    @UuidParam() id: string,
    @Body() body: UpdateResortDto,
  ): Promise<DataEnvelope<ResortResponseDto>> {
    return envelope(await this.service.update(id, body));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiUuidParam()
  @ApiOperation({ summary: 'Delete a resort with its dining locations' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiProblems(400, 404)
  async remove(@UuidParam() id: string): Promise<void> {
    await this.service.remove(id);
  }
}
