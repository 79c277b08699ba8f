import { Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SlugParam } from '@/common/decorators';
import { DataEnvelope, envelope, Paginated, paginated } from '@/common/pagination';
import { CatalogueIncludes } from '@/modules/catalogue/includes/catalogue-includes';
import {
  ThemeParkDetailWithIncludedDto,
  ThemeParkWithIncludedDto,
  WithIncluded,
} from '@/modules/catalogue/includes/included.dto';
import {
  ListPublicThemeParksQueryDto,
  ThemeParkIncludeQueryDto,
} from './dto/theme-park-include-query.dto';
import { ThemeParkDetailResponseDto, ThemeParkResponseDto } from './dto/theme-park-response.dto';
import { ThemeParksService } from './theme-parks.service';
import { PublicList, PublicGet } from '@/modules/catalogue/shared/catalogue-routes';

@ApiTags('catalogue: theme parks')
@Controller('api/v1/theme-parks')
export class ThemeParksController {
  constructor(
    private readonly parks: ThemeParksService,
    private readonly includes: CatalogueIncludes,
  ) {}

  @PublicList(
    ThemeParkWithIncludedDto,
    { operationId: 'listThemeParks', summary: 'Active theme parks, by name' },
    ['theme_parks', 'media_assets'],
    'theme_park',
  )
  async list(
    @Query() query: ListPublicThemeParksQueryDto,
  ): Promise<Paginated<WithIncluded<ThemeParkResponseDto>>> {
    const [parks, total] = await this.parks.listPublic(query);
    const now = new Date();
    const answers = parks.map((p) => ThemeParkResponseDto.from(p, now));
    return paginated(
      await this.includes.attachAll('theme_park', parks, answers, query.include),
      total,
      query,
    );
  }

  @PublicGet(
    ThemeParkDetailWithIncludedDto,
    {
      operationId: 'getThemePark',
      summary: 'One active theme park: geo, pricing, upstream entity id, its images',
    },
    ['theme_parks', 'media_assets', 'theme_park_gallery_images'],
    'theme_park',
  )
  async get(
    @SlugParam() slug: string,
    @Query() query: ThemeParkIncludeQueryDto,
  ): Promise<DataEnvelope<WithIncluded<ThemeParkDetailResponseDto>>> {
    const [park, gallery] = await this.parks.getPublicDetail(slug);
    const answer = await this.includes.attach(
      'theme_park',
      park,
      ThemeParkDetailResponseDto.detail(park, gallery),
      query.include,
    );
    return envelope(answer);
  }
}
