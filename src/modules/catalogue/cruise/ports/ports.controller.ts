import { LocalizedPageQueryDto } from '@/common/locale/locale-query';
import { Localized } from '@/common/locale/localized.decorator';
import { EXCURSION_TABLES } from '../excursions/excursions.controller';
import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiSlugParam, PublicRead, SlugParam } from '@/common/decorators';
import { DataEnvelope, envelope, Paginated, paginated, pageOf } from '@/common/pagination';
import { CatalogueIncludes } from '@/modules/catalogue/includes/catalogue-includes';
import {
  PortDetailWithIncludedDto,
  PortWithIncludedDto,
  WithIncluded,
} from '@/modules/catalogue/includes/included.dto';
import { ApiPaginatedResponse, ApiProblems } from '@/common/swagger';
import { ExcursionResponseDto } from '../excursions/dto/excursion-response.dto';
import { ExcursionsService } from '../excursions/excursions.service';
import { ListPublicPortsQueryDto, PortIncludeQueryDto } from './dto/port-include-query.dto';
import { PortDetailResponseDto, PortResponseDto } from './dto/port-response.dto';
import { PortsService } from './ports.service';
import { PublicList, PublicGet } from '@/modules/catalogue/shared/catalogue-routes';

@ApiTags('catalogue: ports')
@Controller('api/v1/ports')
export class PortsController {
  constructor(
    private readonly ports: PortsService,
    private readonly excursions: ExcursionsService,
    private readonly includes: CatalogueIncludes,
  ) {}

  @PublicList(
    PortWithIncludedDto,
    { operationId: 'listPorts', summary: 'Active ports, by name' },
    ['ports', 'media_assets'],
    'port',
  )
  async list(
    @Query() query: ListPublicPortsQueryDto,
  ): Promise<Paginated<WithIncluded<PortResponseDto>>> {
    const [ports, total] = await this.ports.listPublic(query);
    const answers = ports.map((p) => PortResponseDto.from(p));
    return paginated(
      await this.includes.attachAll('port', ports, answers, query.include),
      total,
      query,
    );
  }

  @PublicGet(
    PortDetailWithIncludedDto,
    { operationId: 'getPort', summary: 'One active port with its geo data and port type' },
    ['ports', 'media_assets', 'port_gallery_images'],
    'port',
  )
  async get(
    @SlugParam() slug: string,
    @Query() query: PortIncludeQueryDto,
  ): Promise<DataEnvelope<WithIncluded<PortDetailResponseDto>>> {
    const [port, gallery] = await this.ports.getPublicDetail(slug);
    const answer = await this.includes.attach(
      'port',
      port,
      PortDetailResponseDto.detail(port, gallery),
      query.include,
    );
    return envelope(answer);
  }

  @Get(':slug/excursions')
  @Localized()
  @PublicRead(...EXCURSION_TABLES)
  @ApiSlugParam()
  @ApiOperation({
    operationId: 'listPortExcursions',
    summary: 'Active shore excursions from the port (empty when it has none)',
  })
  @ApiPaginatedResponse(ExcursionResponseDto)
  @ApiProblems(400, 404)
  async excursionsOf(
    @SlugParam() slug: string,
    @Query() query: LocalizedPageQueryDto,
  ): Promise<Paginated<ExcursionResponseDto>> {
    return pageOf(await this.excursions.listPublicForPort(slug, query), query, (e) =>
      ExcursionResponseDto.from(e),
    );
  }
}
