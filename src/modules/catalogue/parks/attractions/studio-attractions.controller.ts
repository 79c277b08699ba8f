import { Body, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiUuidParam, Roles, UuidParam } from '../../../../common/decorators';
import { DataEnvelope, envelope, Paginated, paginated } from '../../../../common/pagination';
import { ApiDataResponse, ApiPaginatedResponse, ApiProblems } from '../../../../common/swagger';
import { AuditEntity } from '../../../audit/audit.decorators';
import { CreateAttractionDto } from './dto/create-attraction.dto';
import { ListAttractionsQueryDto } from './dto/list-attractions-query.dto';
import { AttractionResponseDto } from './dto/attraction-response.dto';
import { UpdateAttractionDto } from './dto/update-attraction.dto';
import { AttractionsService } from './attractions.service';
import { StudioController } from '../../../audit/studio-controller.decorator';

@ApiTags('studio: attractions')
@Roles('admin', 'editor')
@AuditEntity('attraction')
@StudioController('attractions')
export class StudioAttractionsController {
  constructor(private readonly service: AttractionsService) {}

  @Get()
  @ApiOperation({ summary: 'All attractions, including unpublished or inactive ones' })
  @ApiPaginatedResponse(AttractionResponseDto)
  @ApiProblems(400)
  async list(@Query() query: ListAttractionsQueryDto): Promise<Paginated<AttractionResponseDto>> {
    const [records, total] = await this.service.listAll(query);
    return paginated(await this.service.toResponses(records), total, query);
  }

  @Post()
  @ApiOperation({ summary: 'Create one of the attractions' })
  @ApiDataResponse(AttractionResponseDto, 201, 'Created')
  @ApiProblems(400, 409)
  async create(@Body() body: CreateAttractionDto): Promise<DataEnvelope<AttractionResponseDto>> {
    return envelope(await this.service.create(body));
  }

  @Get(':id')
  @ApiUuidParam()
  @ApiOperation({ summary: 'One of the attractions, by id' })
  @ApiDataResponse(AttractionResponseDto)
  @ApiProblems(400, 404)
  async get(@UuidParam() id: string): Promise<DataEnvelope<AttractionResponseDto>> {
    return envelope(await this.service.studioGet(id));
  }

  @Patch(':id')
  @ApiUuidParam()
  @ApiOperation({ summary: 'Change one of the attractions: only the fields sent; null clears' })
  @ApiDataResponse(AttractionResponseDto)
  @ApiProblems(400, 404, 409)
  async update(
    @UuidParam() id: string,
    @Body() body: UpdateAttractionDto,
  ): Promise<DataEnvelope<AttractionResponseDto>> {
    return envelope(await this.service.update(id, body));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiUuidParam()
  @ApiOperation({
    summary: 'Delete an attraction',
    description: 'Refused with 409 while a land excursion refers to the attraction.',
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiProblems(400, 404, 409)
  async remove(@UuidParam() id: string): Promise<void> {
    await this.service.remove(id);
  }
}
