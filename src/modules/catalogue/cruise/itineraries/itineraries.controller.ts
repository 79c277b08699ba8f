import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiSlugParam, PublicRead, SlugParam } from '../../../../common/decorators';
import { DataEnvelope, envelope, Paginated, pageOf } from '../../../../common/pagination';
import { ApiDataResponse, ApiPaginatedResponse, ApiProblems } from '../../../../common/swagger';
import { ItineraryDetailResponseDto, ItineraryResponseDto } from './dto/itinerary-response.dto';
import { ListItinerariesQueryDto } from './dto/list-itineraries-query.dto';
import { ItinerariesService } from './itineraries.service';

@ApiTags('catalogue: itineraries')
@Controller('api/v1/itineraries')
export class ItinerariesController {
  constructor(private readonly itineraries: ItinerariesService) {}

  @Get()
  @PublicRead('itineraries', 'cruise_lines', 'ports', 'itinerary_stops')
  @ApiOperation({ summary: 'Active itineraries of active cruise lines, by name' })
  @ApiPaginatedResponse(ItineraryResponseDto)
  @ApiProblems(400)
  async list(@Query() query: ListItinerariesQueryDto): Promise<Paginated<ItineraryResponseDto>> {
    return pageOf(await this.itineraries.listPublic(query), query, (i) =>
      ItineraryResponseDto.from(i),
    );
  }

  @Get(':slug')
  @PublicRead('itineraries', 'cruise_lines', 'ports', 'itinerary_stops')
  @ApiSlugParam()
  @ApiOperation({
    summary: 'One itinerary with its embarkation and disembarkation ports and ordered stops',
  })
  @ApiDataResponse(ItineraryDetailResponseDto)
  @ApiProblems(400, 404)
  async get(@SlugParam() slug: string): Promise<DataEnvelope<ItineraryDetailResponseDto>> {
    return envelope(
      ItineraryDetailResponseDto.detail(...(await this.itineraries.getPublicDetail(slug))),
    );
  }
}
