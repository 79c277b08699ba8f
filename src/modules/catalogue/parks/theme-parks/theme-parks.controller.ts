import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiSlugParam, PublicRead, SlugParam } from '../../../../common/decorators';
import { DataEnvelope, envelope, Paginated, pageOf } from '../../../../common/pagination';
import { ApiDataResponse, ApiPaginatedResponse, ApiProblems } from '../../../../common/swagger';
import { ListThemeParksQueryDto } from './dto/list-theme-parks-query.dto';
import { ThemeParkResponseDto } from './dto/theme-park-response.dto';
import { ThemeParksService } from './theme-parks.service';

@ApiTags('catalogue: theme parks')
@Controller('api/v1/theme-parks')
export class ThemeParksController {
  constructor(private readonly parks: ThemeParksService) {}

  @Get()
  @PublicRead('theme_parks')
  @ApiOperation({ summary: 'Active theme parks, by name' })
  @ApiPaginatedResponse(ThemeParkResponseDto)
  @ApiProblems(400)
  async list(@Query() query: ListThemeParksQueryDto): Promise<Paginated<ThemeParkResponseDto>> {
    return pageOf(await this.parks.listPublic(query), query, (p) => ThemeParkResponseDto.from(p));
  }

  @Get(':slug')
  @PublicRead('theme_parks')
  @ApiSlugParam()
  @ApiOperation({ summary: 'One active theme park: geo, pricing, upstream entity id' })
  @ApiDataResponse(ThemeParkResponseDto)
  @ApiProblems(400, 404)
  async get(@SlugParam() slug: string): Promise<DataEnvelope<ThemeParkResponseDto>> {
    return envelope(ThemeParkResponseDto.from(await this.parks.getPublic(slug)));
  }
}
