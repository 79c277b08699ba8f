import { Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SlugParam } from '@/common/decorators';
import { DataEnvelope, envelope, Paginated, paginated } from '@/common/pagination';
import { CatalogueIncludes } from '@/modules/catalogue/includes/catalogue-includes';
import {
  ItineraryDetailWithIncludedDto,
  ItineraryWithIncludedDto,
  WithIncluded,
} from '@/modules/catalogue/includes/included.dto';
import {
  ItineraryIncludeQueryDto,
  ListPublicItinerariesQueryDto,
} from './dto/itinerary-include-query.dto';
import { ItineraryDetailResponseDto, ItineraryResponseDto } from './dto/itinerary-response.dto';
import { ItinerariesService } from './itineraries.service';
import { PublicList, PublicGet } from '@/modules/catalogue/shared/catalogue-routes';

@ApiTags('catalogue: itineraries')
@Controller('api/v1/itineraries')
export class ItinerariesController {
  constructor(
    private readonly itineraries: ItinerariesService,
    private readonly includes: CatalogueIncludes,
  ) {}

  @PublicList(
    ItineraryWithIncludedDto,
    {
      operationId: 'listItineraries',
      summary: 'Active itineraries of active cruise lines, by name',
    },
    ['itineraries', 'cruise_lines', 'ports', 'itinerary_stops'],
    'itinerary',
  )
  async list(
    @Query() query: ListPublicItinerariesQueryDto,
  ): Promise<Paginated<WithIncluded<ItineraryResponseDto>>> {
    const [itineraries, total] = await this.itineraries.listPublic(query);
    const answers = itineraries.map((i) => ItineraryResponseDto.from(i));
    return paginated(
      await this.includes.attachAll('itinerary', itineraries, answers, query.include),
      total,
      query,
    );
  }

  @PublicGet(
    ItineraryDetailWithIncludedDto,
    {
      operationId: 'getItinerary',
      summary: 'One itinerary with its embarkation and disembarkation ports and ordered stops',
    },
    ['itineraries', 'cruise_lines', 'ports', 'itinerary_stops'],
    'itinerary',
  )
  async get(
    @SlugParam() slug: string,
    @Query() query: ItineraryIncludeQueryDto,
  ): Promise<DataEnvelope<WithIncluded<ItineraryDetailResponseDto>>> {
    const [itinerary, stops] = await this.itineraries.getPublicDetail(slug);
    const answer = await this.includes.attach(
      'itinerary',
      itinerary,
      ItineraryDetailResponseDto.detail(itinerary, stops),
      query.include,
    );
    return envelope(answer);
  }
}
