import { Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SlugParam } from '@/common/decorators';
import { DataEnvelope, envelope, Paginated, pageOf, PaginationQueryDto } from '@/common/pagination';
import { CruiseLinesService } from './cruise-lines.service';
import { CruiseLineResponseDto } from './dto/cruise-line-response.dto';
import { PublicList, PublicGet } from '@/modules/catalogue/shared/catalogue-routes';

@ApiTags('catalogue: cruise lines')
@Controller('api/v1/cruise-lines')
export class CruiseLinesController {
  constructor(private readonly lines: CruiseLinesService) {}

  @PublicList(
    CruiseLineResponseDto,
    { operationId: 'listCruiseLines', summary: 'Active cruise lines, by name' },
    ['cruise_lines', 'media_assets'],
  )
  async list(@Query() query: PaginationQueryDto): Promise<Paginated<CruiseLineResponseDto>> {
    return pageOf(await this.lines.listPublic(query), query, (l) => CruiseLineResponseDto.from(l));
  }

  @PublicGet(
    CruiseLineResponseDto,
    { operationId: 'getCruiseLine', summary: 'One active cruise line' },
    ['cruise_lines', 'media_assets'],
  )
  async get(@SlugParam() slug: string): Promise<DataEnvelope<CruiseLineResponseDto>> {
    return envelope(CruiseLineResponseDto.from(await this.lines.getPublic(slug)));
  }
}
