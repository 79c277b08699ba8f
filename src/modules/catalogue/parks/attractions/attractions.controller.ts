import { Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SlugParam } from '@/common/decorators';
import { DataEnvelope, envelope, Paginated, paginated } from '@/common/pagination';
import { ListAttractionsQueryDto } from './dto/list-attractions-query.dto';
import { AttractionDetailResponseDto, AttractionResponseDto } from './dto/attraction-response.dto';
import { AttractionsService } from './attractions.service';
import { PublicList, PublicGet } from '@/modules/catalogue/shared/catalogue-routes';

@ApiTags('catalogue: attractions')
@Controller('api/v1/attractions')
export class AttractionsController {
  constructor(private readonly service: AttractionsService) {}

  @PublicList(
    AttractionResponseDto,
    { operationId: 'listAttractions', summary: 'Active attractions, by name' },
    ['attractions', 'theme_parks', 'media_assets'],
  )
  async list(@Query() query: ListAttractionsQueryDto): Promise<Paginated<AttractionResponseDto>> {
    const [records, total] = await this.service.listPublic(query);
    return paginated(await this.service.toResponses(records), total, query);
  }

  @PublicGet(
    AttractionDetailResponseDto,
    {
      operationId: 'getAttraction',
      summary: 'One active attraction: heights, thrill level, accessibility',
    },
    ['attractions', 'theme_parks', 'media_assets', 'attraction_gallery_images'],
  )
  async get(@SlugParam() slug: string): Promise<DataEnvelope<AttractionDetailResponseDto>> {
    return envelope(await this.service.getPublicDetail(slug));
  }
}
