import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiSlugParam, PublicRead, SlugParam } from '../../../../common/decorators';
import { DataEnvelope, envelope, Paginated, paginated } from '../../../../common/pagination';
import { ApiDataResponse, ApiPaginatedResponse, ApiProblems } from '../../../../common/swagger';
import { ListGuidesQueryDto } from './dto/list-guides-query.dto';
import { GuideResponseDto } from './dto/guide-response.dto';
import { GuidesService } from './guides.service';

@ApiTags('catalogue: guides')
@Controller('api/guides')
export class GuidesController {
  constructor(private readonly service: GuidesService) {}

  @Get()
  @PublicRead()
  @ApiOperation({ summary: 'Published travel guides, newest first' })
  @ApiPaginatedResponse(GuideResponseDto)
  @ApiProblems(400)
  async list(@Query() query: ListGuidesQueryDto): Promise<Paginated<GuideResponseDto>> {
    const [records, total] = await this.service.listPublic(query);
    return paginated(await this.service.toPublicResponses(records), total, query);
  }

  @Get(':slug')
  @PublicRead()
  @ApiSlugParam()
  @ApiOperation({ summary: 'One published guide' })
  @ApiDataResponse(GuideResponseDto)
  @ApiProblems(400, 404)
  async get(@SlugParam() slug: string): Promise<DataEnvelope<GuideResponseDto>> {
    const [response] = await this.service.toPublicResponses([await this.service.getPublic(slug)]);
    return envelope(response);
  }
}
