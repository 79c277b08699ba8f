import { Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SlugParam } from '@/common/decorators';
import { DataEnvelope, envelope, Paginated, paginated } from '@/common/pagination';
import { ListResortsQueryDto } from './dto/list-resorts-query.dto';
import { ResortDetailResponseDto, ResortResponseDto } from './dto/resort-response.dto';
import { ResortsService } from './resorts.service';
import { PublicList, PublicGet } from '@/modules/catalogue/shared/catalogue-routes';

@ApiTags('catalogue: resorts')
@Controller('api/v1/resorts')
export class ResortsController {
  constructor(private readonly service: ResortsService) {}

  @PublicList(
    ResortResponseDto,
    { operationId: 'listResorts', summary: 'Active resorts of park destinations, by name' },
    ['resorts', 'theme_parks', 'media_assets'],
  )
  async list(@Query() query: ListResortsQueryDto): Promise<Paginated<ResortResponseDto>> {
    const [records, total] = await this.service.listPublic(query);
    return paginated(await this.service.toResponses(records), total, query);
  }

  @PublicGet(
    ResortDetailResponseDto,
    { operationId: 'getResort', summary: 'One active resort with amenities and pricing' },
    ['resorts', 'theme_parks', 'media_assets', 'resort_gallery_images'],
  )
  async get(@SlugParam() slug: string): Promise<DataEnvelope<ResortDetailResponseDto>> {
    return envelope(await this.service.getPublicDetail(slug));
  }
}
