import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiSlugParam, PublicRead, SlugParam } from '../../../../common/decorators';
import { DataEnvelope, envelope, Paginated, paginated } from '../../../../common/pagination';
import { ApiDataResponse, ApiPaginatedResponse, ApiProblems } from '../../../../common/swagger';
import { ListAttractionsQueryDto } from './dto/list-attractions-query.dto';
import { AttractionResponseDto } from './dto/attraction-response.dto';
import { AttractionsService } from './attractions.service';

@ApiTags('catalogue: attractions')
@Controller('api/v1/attractions')
export class AttractionsController {
  constructor(private readonly service: AttractionsService) {}

  @Get()
  @PublicRead('attractions', 'theme_parks')
  @ApiOperation({ summary: 'Active attractions, by name' })
  @ApiPaginatedResponse(AttractionResponseDto)
  @ApiProblems(400)
  async list(@Query() query: ListAttractionsQueryDto): Promise<Paginated<AttractionResponseDto>> {
    const [records, total] = await this.service.listPublic(query);
    return paginated(await this.service.toResponses(records), total, query);
  }

  @Get(':slug')
  @PublicRead('attractions', 'theme_parks')
  @ApiSlugParam()
  @ApiOperation({ summary: 'One active attraction: heights, thrill level, accessibility' })
  @ApiDataResponse(AttractionResponseDto)
  @ApiProblems(400, 404)
  async get(@SlugParam() slug: string): Promise<DataEnvelope<AttractionResponseDto>> {
    const [response] = await this.service.toResponses([await this.service.getPublic(slug)]);
    return envelope(response);
  }
}
