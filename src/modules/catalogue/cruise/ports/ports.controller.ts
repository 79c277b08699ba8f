import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiSlugParam, PublicRead, SlugParam } from '@/common/decorators';
import { DataEnvelope, envelope, Paginated, pageOf, PaginationQueryDto } from '@/common/pagination';
import { ApiPaginatedResponse, ApiProblems } from '@/common/swagger';
import { ExcursionResponseDto } from '../excursions/dto/excursion-response.dto';
import { ExcursionsService } from '../excursions/excursions.service';
import { ListPortsQueryDto } from './dto/list-ports-query.dto';
import { PortDetailResponseDto, PortResponseDto } from './dto/port-response.dto';
import { PortsService } from './ports.service';
import { PublicList, PublicGet } from '@/modules/catalogue/shared/catalogue-routes';

@ApiTags('catalogue: ports')
@Controller('api/v1/ports')
export class PortsController {
  constructor(
    private readonly ports: PortsService,
    private readonly excursions: ExcursionsService,
  ) {}

  @PublicList(PortResponseDto, { operationId: 'listPorts', summary: 'Active ports, by name' }, [
    'ports',
    'media_assets',
  ])
  async list(@Query() query: ListPortsQueryDto): Promise<Paginated<PortResponseDto>> {
    return pageOf(await this.ports.listPublic(query), query, (p) => PortResponseDto.from(p));
  }

  @PublicGet(
    PortDetailResponseDto,
    { operationId: 'getPort', summary: 'One active port with its geo data and port type' },
    ['ports', 'media_assets', 'port_gallery_images'],
  )
  async get(@SlugParam() slug: string): Promise<DataEnvelope<PortDetailResponseDto>> {
    return envelope(await this.ports.getPublicDetail(slug));
  }

  @Get(':slug/excursions')
  @PublicRead('excursions', 'ports')
  @ApiSlugParam()
  @ApiOperation({
    operationId: 'listPortExcursions',
    summary: 'Active shore excursions from the port (empty when it has none)',
  })
  @ApiPaginatedResponse(ExcursionResponseDto)
  @ApiProblems(400, 404)
  async excursionsOf(
    @SlugParam() slug: string,
    @Query() query: PaginationQueryDto,
  ): Promise<Paginated<ExcursionResponseDto>> {
    return pageOf(await this.excursions.listPublicForPort(slug, query), query, (e) =>
      ExcursionResponseDto.from(e),
    );
  }
}
