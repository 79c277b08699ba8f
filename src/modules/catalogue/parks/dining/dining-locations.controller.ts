import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiSlugParam, PublicRead, SlugParam } from '../../../../common/decorators';
import { DataEnvelope, envelope, Paginated, paginated } from '../../../../common/pagination';
import { ApiDataResponse, ApiPaginatedResponse, ApiProblems } from '../../../../common/swagger';
import { ListDiningLocationsQueryDto } from './dto/list-dining-locations-query.dto';
import { DiningLocationResponseDto } from './dto/dining-location-response.dto';
import { DiningLocationsService } from './dining-locations.service';

@ApiTags('catalogue: dining')
@Controller('api/v1/dining')
export class DiningLocationsController {
  constructor(private readonly service: DiningLocationsService) {}

  @Get()
  @PublicRead('dining_locations', 'theme_parks', 'resorts', 'ships', 'cruise_lines')
  @ApiOperation({ summary: 'Active dining locations of parks, ships and resorts, by name' })
  @ApiPaginatedResponse(DiningLocationResponseDto)
  @ApiProblems(400)
  async list(
    @Query() query: ListDiningLocationsQueryDto,
  ): Promise<Paginated<DiningLocationResponseDto>> {
    const [records, total] = await this.service.listPublic(query);
    return paginated(await this.service.toPublicResponses(records), total, query);
  }

  @Get(':slug')
  @PublicRead('dining_locations', 'theme_parks', 'resorts', 'ships', 'cruise_lines')
  @ApiSlugParam()
  @ApiOperation({ summary: 'One active dining location: dress code, price range, hours' })
  @ApiDataResponse(DiningLocationResponseDto)
  @ApiProblems(400, 404)
  async get(@SlugParam() slug: string): Promise<DataEnvelope<DiningLocationResponseDto>> {
    const [response] = await this.service.toPublicResponses([await this.service.getPublic(slug)]);
    return envelope(response);
  }
}
