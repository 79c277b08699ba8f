import { Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SlugParam } from '@/common/decorators';
import { DataEnvelope, envelope, Paginated, paginated } from '@/common/pagination';
import { CatalogueIncludes } from '@/modules/catalogue/includes/catalogue-includes';
import { CruiseLineWithIncludedDto, WithIncluded } from '@/modules/catalogue/includes/included.dto';
import {
  CruiseLineIncludeQueryDto,
  ListPublicCruiseLinesQueryDto,
} from './dto/cruise-line-include-query.dto';
import { CruiseLinesService } from './cruise-lines.service';
import { CruiseLineResponseDto } from './dto/cruise-line-response.dto';
import { PublicList, PublicGet } from '@/modules/catalogue/shared/catalogue-routes';

@ApiTags('catalogue: cruise lines')
@Controller('api/v1/cruise-lines')
export class CruiseLinesController {
  constructor(
    private readonly lines: CruiseLinesService,
    private readonly includes: CatalogueIncludes,
  ) {}

  @PublicList(
    CruiseLineWithIncludedDto,
    { operationId: 'listCruiseLines', summary: 'Active cruise lines, by name' },
    ['cruise_lines', 'media_assets'],
    'cruise_line',
  )
  async list(
    @Query() query: ListPublicCruiseLinesQueryDto,
  ): Promise<Paginated<WithIncluded<CruiseLineResponseDto>>> {
    const [lines, total] = await this.lines.listPublic(query);
    const answers = lines.map((l) => CruiseLineResponseDto.from(l));
    return paginated(
      await this.includes.attachAll('cruise_line', lines, answers, query.include),
      total,
      query,
    );
  }

  @PublicGet(
    CruiseLineWithIncludedDto,
    { operationId: 'getCruiseLine', summary: 'One active cruise line' },
    ['cruise_lines', 'media_assets'],
    'cruise_line',
  )
  async get(
    @SlugParam() slug: string,
    @Query() query: CruiseLineIncludeQueryDto,
  ): Promise<DataEnvelope<WithIncluded<CruiseLineResponseDto>>> {
    const line = await this.lines.getPublic(slug);
    const answer = await this.includes.attach(
      'cruise_line',
      line,
      CruiseLineResponseDto.from(line),
      query.include,
    );
    return envelope(answer);
  }
}
