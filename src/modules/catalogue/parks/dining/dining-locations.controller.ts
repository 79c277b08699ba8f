import { Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SlugParam } from '@/common/decorators';
import { DataEnvelope, envelope, Paginated, paginated } from '@/common/pagination';
import { ListDiningLocationsQueryDto } from './dto/list-dining-locations-query.dto';
import { DiningLocationResponseDto } from './dto/dining-location-response.dto';
import { DiningLocationsService } from './dining-locations.service';
import { PublicList, PublicGet } from '@/modules/catalogue/shared/catalogue-routes';

@ApiTags('catalogue: dining')
@Controller('api/v1/dining')
export class DiningLocationsController {
  constructor(private readonly service: DiningLocationsService) {}

  @PublicList(
    DiningLocationResponseDto,
    {
      operationId: 'listDiningLocations',
      summary: 'Active dining locations of parks, ships and resorts, by name',
    },
    ['dining_locations', 'theme_parks', 'resorts', 'ships', 'cruise_lines', 'media_assets'],
  )
  async list(
    @Query() query: ListDiningLocationsQueryDto,
  ): Promise<Paginated<DiningLocationResponseDto>> {
    const [records, total] = await this.service.listPublic(query);
    return paginated(await this.service.toPublicResponses(records), total, query);
  }

  @PublicGet(
    DiningLocationResponseDto,
    {
      operationId: 'getDiningLocation',
      summary: 'One active dining location: dress code, price range, hours',
    },
    ['dining_locations', 'theme_parks', 'resorts', 'ships', 'cruise_lines', 'media_assets'],
  )
  async get(@SlugParam() slug: string): Promise<DataEnvelope<DiningLocationResponseDto>> {
    const [response] = await this.service.toPublicResponses([await this.service.getPublic(slug)]);
    return envelope(response);
  }
}
