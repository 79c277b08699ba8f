import { Body, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiUuidParam, Roles, UuidParam } from '../../../../common/decorators';
import { DataEnvelope, envelope, Paginated, pageOf } from '../../../../common/pagination';
import { ApiDataResponse, ApiPaginatedResponse, ApiProblems } from '../../../../common/swagger';
import { AuditEntity } from '../../../audit/audit.decorators';
import { CreateItineraryDto } from './dto/create-itinerary.dto';
import { ItineraryDetailResponseDto, ItineraryResponseDto } from './dto/itinerary-response.dto';
import { ListItinerariesQueryDto } from './dto/list-itineraries-query.dto';
import { UpdateItineraryDto } from './dto/update-itinerary.dto';
import { ItinerariesService } from './itineraries.service';
import { StudioController } from '../../../audit/studio-controller.decorator';

@ApiTags('studio: itineraries')
@Roles('admin', 'editor')
@AuditEntity('itinerary')
@StudioController('itineraries')
export class StudioItinerariesController {
  constructor(private readonly itineraries: ItinerariesService) {}

  @Get()
  @ApiOperation({ summary: 'All itineraries, active and inactive' })
  @ApiPaginatedResponse(ItineraryResponseDto)
  @ApiProblems(400)
  async list(@Query() query: ListItinerariesQueryDto): Promise<Paginated<ItineraryResponseDto>> {
    return pageOf(await this.itineraries.listAll(query), query, (i) =>
      ItineraryResponseDto.from(i),
    );
  }

  @Post()
  @ApiOperation({ summary: 'Create an itinerary with its stops' })
  @ApiDataResponse(ItineraryDetailResponseDto, 201, 'Created')
  @ApiProblems(400, 409)
  async create(
    @Body() body: CreateItineraryDto,
  ): Promise<DataEnvelope<ItineraryDetailResponseDto>> {
    return envelope(await this.itineraries.create(body));
  }

  @Get(':id')
  @ApiUuidParam()
  @ApiOperation({ summary: 'One itinerary with its stops' })
  @ApiDataResponse(ItineraryDetailResponseDto)
  @ApiProblems(400, 404)
  async get(@UuidParam() id: string): Promise<DataEnvelope<ItineraryDetailResponseDto>> {
    return envelope(await this.itineraries.studioGet(id));
  }

  @Patch(':id')
  @ApiUuidParam()
  @ApiOperation({
    summary: 'Change an itinerary (only the fields sent)',
    description: '`stops`, when sent, replaces all stops in one transaction.',
  })
  @ApiDataResponse(ItineraryDetailResponseDto)
  @ApiProblems(400, 404, 409)
  async update(
    @UuidParam() id: string,
    @Body() body: UpdateItineraryDto,
  ): Promise<DataEnvelope<ItineraryDetailResponseDto>> {
    return envelope(await this.itineraries.update(id, body));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiUuidParam()
  @ApiOperation({
    summary: 'Delete an itinerary',
    description: 'Also deletes its stops and sailings.',
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiProblems(400, 404)
  async remove(@UuidParam() id: string): Promise<void> {
    await this.itineraries.remove(id);
  }
}
