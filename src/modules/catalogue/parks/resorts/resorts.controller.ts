import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiSlugParam, PublicRead, SlugParam } from '../../../../common/decorators';
import { DataEnvelope, envelope, Paginated, paginated } from '../../../../common/pagination';
import { ApiDataResponse, ApiPaginatedResponse, ApiProblems } from '../../../../common/swagger';
import { ListResortsQueryDto } from './dto/list-resorts-query.dto';
import { ResortResponseDto } from './dto/resort-response.dto';
import { ResortsService } from './resorts.service';

@ApiTags('catalogue: resorts')
@Controller('api/v1/resorts')
export class ResortsController {
  constructor(private readonly service: ResortsService) {}

  @Get()
  @PublicRead('resorts', 'theme_parks')
  @ApiOperation({ summary: 'Active resorts of park destinations, by name' })
  @ApiPaginatedResponse(ResortResponseDto)
  @ApiProblems(400)
  async list(@Query() query: ListResortsQueryDto): Promise<Paginated<ResortResponseDto>> {
    const [records, total] = await this.service.listPublic(query);
    return paginated(await this.service.toResponses(records), total, query);
  }

  @Get(':slug')
  @PublicRead('resorts', 'theme_parks')
  @ApiSlugParam()
  @ApiOperation({ summary: 'One active resort with amenities and pricing' })
  @ApiDataResponse(ResortResponseDto)
  @ApiProblems(400, 404)
  async get(@SlugParam() slug: string): Promise<DataEnvelope<ResortResponseDto>> {
    const [response] = await this.service.toResponses([await this.service.getPublic(slug)]);
    return envelope(response);
  }
}
