import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { PublicRead, SlugParam } from '@/common/decorators';
import { DataEnvelope, envelope, Paginated, pageOf } from '@/common/pagination';
import { LocalizedPageQueryDto } from '@/common/locale/locale-query';
import { Localized } from '@/common/locale/localized.decorator';
import { ApiPaginatedResponse, ApiProblems } from '@/common/swagger';
import { ExcursionResponseDto } from './dto/excursion-response.dto';
import { ExcursionsService } from './excursions.service';
import { PublicList, PublicGet } from '@/modules/catalogue/shared/catalogue-routes';

/** What an excursion answer is read from: it names its port, park and attraction. */
export const EXCURSION_TABLES = ['excursions', 'ports', 'theme_parks', 'attractions'];

/** Excursions live under /api without a version segment (docs/behaviour.md#paths-and-versions). */
@ApiTags('catalogue: excursions')
@Controller('api/excursions')
export class ExcursionsController {
  constructor(private readonly excursions: ExcursionsService) {}

  @PublicList(
    ExcursionResponseDto,
    { operationId: 'listExcursions', summary: 'Active excursions, shore and land, by name' },
    EXCURSION_TABLES,
  )
  async list(@Query() query: LocalizedPageQueryDto): Promise<Paginated<ExcursionResponseDto>> {
    return pageOf(await this.excursions.listPublic(query), query, (e) =>
      ExcursionResponseDto.from(e),
    );
  }

  // Declared before ':slug', so these two paths are never taken for slugs.
  @Get('shore')
  @Localized()
  @PublicRead(...EXCURSION_TABLES)
  @ApiOperation({
    operationId: 'listShoreExcursions',
    summary: 'Active shore excursions (from a port)',
  })
  @ApiPaginatedResponse(ExcursionResponseDto)
  @ApiProblems(400)
  async shore(@Query() query: LocalizedPageQueryDto): Promise<Paginated<ExcursionResponseDto>> {
    return pageOf(
      await this.excursions.listPublic({ ...query, excursion_type: ['shore'] }),
      query,
      (e) => ExcursionResponseDto.from(e),
    );
  }

  @Get('land')
  @Localized()
  @PublicRead(...EXCURSION_TABLES)
  @ApiOperation({
    operationId: 'listLandExcursions',
    summary: 'Active land excursions (theme park and attraction packages)',
  })
  @ApiPaginatedResponse(ExcursionResponseDto)
  @ApiProblems(400)
  async land(@Query() query: LocalizedPageQueryDto): Promise<Paginated<ExcursionResponseDto>> {
    return pageOf(
      await this.excursions.listPublic({ ...query, excursion_type: ['land'] }),
      query,
      (e) => ExcursionResponseDto.from(e),
    );
  }

  @PublicGet(
    ExcursionResponseDto,
    { operationId: 'getExcursion', summary: 'One active excursion' },
    EXCURSION_TABLES,
  )
  async get(@SlugParam() slug: string): Promise<DataEnvelope<ExcursionResponseDto>> {
    return envelope(ExcursionResponseDto.from(await this.excursions.getPublic(slug)));
  }
}
