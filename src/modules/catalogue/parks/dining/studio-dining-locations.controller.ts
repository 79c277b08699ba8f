import { Body, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiUuidParam, Roles, UuidParam } from '../../../../common/decorators';
import { DataEnvelope, envelope, Paginated, paginated } from '../../../../common/pagination';
import { ApiDataResponse, ApiPaginatedResponse, ApiProblems } from '../../../../common/swagger';
import { AuditEntity } from '../../../audit/audit.decorators';
import { CreateDiningLocationDto } from './dto/create-dining-location.dto';
import { ListDiningLocationsQueryDto } from './dto/list-dining-locations-query.dto';
import { DiningLocationResponseDto } from './dto/dining-location-response.dto';
import { UpdateDiningLocationDto } from './dto/update-dining-location.dto';
import { DiningLocationsService } from './dining-locations.service';
import { StudioController } from '../../../audit/studio-controller.decorator';

@ApiTags('studio: dining')
@Roles('admin', 'editor')
@AuditEntity('dining_location')
@StudioController('dining')
export class StudioDiningLocationsController {
  constructor(private readonly service: DiningLocationsService) {}

  @Get()
  @ApiOperation({ summary: 'All dining locations, including unpublished or inactive ones' })
  @ApiPaginatedResponse(DiningLocationResponseDto)
  @ApiProblems(400)
  async list(
    @Query() query: ListDiningLocationsQueryDto,
  ): Promise<Paginated<DiningLocationResponseDto>> {
    const [records, total] = await this.service.listAll(query);
    return paginated(await this.service.toResponses(records), total, query);
  }

  @Post()
  @ApiOperation({ summary: 'Create one of the dining locations' })
  @ApiDataResponse(DiningLocationResponseDto, 201, 'Created')
  @ApiProblems(400, 409)
  async create(
    @Body() body: CreateDiningLocationDto,
  ): Promise<DataEnvelope<DiningLocationResponseDto>> {
    return envelope(await this.service.create(body));
  }

  @Get(':id')
  @ApiUuidParam()
  @ApiOperation({ summary: 'One of the dining locations, by id' })
  @ApiDataResponse(DiningLocationResponseDto)
  @ApiProblems(400, 404)
  async get(@UuidParam() id: string): Promise<DataEnvelope<DiningLocationResponseDto>> {
    return envelope(await this.service.studioGet(id));
  }

  @Patch(':id')
  @ApiUuidParam()
  @ApiOperation({
    summary: 'Change one of the dining locations: only the fields sent; null clears',
  })
  @ApiDataResponse(DiningLocationResponseDto)
  @ApiProblems(400, 404, 409)
  async update(
    @UuidParam() id: string,
    @Body() body: UpdateDiningLocationDto,
  ): Promise<DataEnvelope<DiningLocationResponseDto>> {
    return envelope(await this.service.update(id, body));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiUuidParam()
  @ApiOperation({ summary: 'Delete a dining location' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiProblems(400, 404)
  async remove(@UuidParam() id: string): Promise<void> {
    await this.service.remove(id);
  }
}
