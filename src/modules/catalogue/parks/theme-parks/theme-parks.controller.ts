import { Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SlugParam } from '@/common/decorators';
import { DataEnvelope, envelope, Paginated, pageOf } from '@/common/pagination';
import { ListThemeParksQueryDto } from './dto/list-theme-parks-query.dto';
import { ThemeParkDetailResponseDto, ThemeParkResponseDto } from './dto/theme-park-response.dto';
import { ThemeParksService } from './theme-parks.service';
import { PublicList, PublicGet } from '@/modules/catalogue/shared/catalogue-routes';

@ApiTags('catalogue: theme parks')
@Controller('api/v1/theme-parks')
export class ThemeParksController {
  constructor(private readonly parks: ThemeParksService) {}

  @PublicList(
    ThemeParkResponseDto,
    { operationId: 'listThemeParks', summary: 'Active theme parks, by name' },
    ['theme_parks', 'media_assets'],
  )
  async list(@Query() query: ListThemeParksQueryDto): Promise<Paginated<ThemeParkResponseDto>> {
    return pageOf(await this.parks.listPublic(query), query, (p) => ThemeParkResponseDto.from(p));
  }

  @PublicGet(
    ThemeParkDetailResponseDto,
    {
      operationId: 'getThemePark',
      summary: 'One active theme park: geo, pricing, upstream entity id, its images',
    },
    ['theme_parks', 'media_assets', 'theme_park_gallery_images'],
  )
  async get(@SlugParam() slug: string): Promise<DataEnvelope<ThemeParkDetailResponseDto>> {
    return envelope(await this.parks.getPublicDetail(slug));
  }
}
