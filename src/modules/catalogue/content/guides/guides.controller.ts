import { Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SlugParam } from '@/common/decorators';
import { DataEnvelope, envelope, Paginated, paginated } from '@/common/pagination';
import { ListGuidesQueryDto } from './dto/list-guides-query.dto';
import { GuideResponseDto } from './dto/guide-response.dto';
import { GuidesService } from './guides.service';
import { PublicList, PublicGet } from '@/modules/catalogue/shared/catalogue-routes';

@ApiTags('catalogue: guides')
@Controller('api/guides')
export class GuidesController {
  constructor(private readonly service: GuidesService) {}

  @PublicList(GuideResponseDto, {
    operationId: 'listGuides',
    summary: 'Published travel guides, newest first',
  })
  async list(@Query() query: ListGuidesQueryDto): Promise<Paginated<GuideResponseDto>> {
    const [records, total] = await this.service.listPublic(query);
    return paginated(await this.service.toPublicResponses(records), total, query);
  }

  @PublicGet(GuideResponseDto, { operationId: 'getGuide', summary: 'One published guide' })
  async get(@SlugParam() slug: string): Promise<DataEnvelope<GuideResponseDto>> {
    const [response] = await this.service.toPublicResponses([await this.service.getPublic(slug)]);
    return envelope(response);
  }
}
