import { Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SlugParam } from '@/common/decorators';
import { DataEnvelope, envelope, Paginated, pageOf } from '@/common/pagination';
import { ItineraryDetailResponseDto, ItineraryResponseDto } from './dto/itinerary-response.dto';
import { ListItinerariesQueryDto } from './dto/list-itineraries-query.dto';
import { ItinerariesService } from './itineraries.service';
import { PublicList, PublicGet } from '@/modules/catalogue/shared/catalogue-routes';

@ApiTags('catalogue: itineraries')
@Controller('api/v1/itineraries')
export class ItinerariesController {
  constructor(private readonly itineraries: ItinerariesService) {}

  @PublicList(
    ItineraryResponseDto,
    {
      operationId: 'listItineraries',
      summary: 'Active itineraries of active cruise lines, by name',
    },
    ['itineraries', 'cruise_lines', 'ports', 'itinerary_stops'],
  )
  async list(@Query() query: ListItinerariesQueryDto): Promise<Paginated<ItineraryResponseDto>> {
    return pageOf(await this.itineraries.listPublic(query), query, (i) =>
      ItineraryResponseDto.from(i),
    );
  }

  @PublicGet(
    ItineraryDetailResponseDto,
    {
      operationId: 'getItinerary',
      summary: 'One itinerary with its embarkation and disembarkation ports and ordered stops',
    },
    ['itineraries', 'cruise_lines', 'ports', 'itinerary_stops'],
  )
  async get(@SlugParam() slug: string): Promise<DataEnvelope<ItineraryDetailResponseDto>> {
    return envelope(
      ItineraryDetailResponseDto.detail(...(await this.itineraries.getPublicDetail(slug))),
    );
  }
}
