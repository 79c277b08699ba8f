import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiSlugParam, PublicRead, SlugParam } from '../../../../common/decorators';
import { DataEnvelope, envelope, Paginated, pageOf } from '../../../../common/pagination';
import { ApiDataResponse, ApiPaginatedResponse, ApiProblems } from '../../../../common/swagger';
import { ListShipsQueryDto } from './dto/list-ships-query.dto';
import { ShipDetailResponseDto, ShipResponseDto } from './dto/ship-response.dto';
import { ShipsService } from './ships.service';

@ApiTags('catalogue: ships')
@Controller('api/v1/ships')
export class ShipsController {
  constructor(private readonly ships: ShipsService) {}

  @Get()
  @PublicRead('ships', 'cruise_lines', 'dry_docks')
  @ApiOperation({
    summary: 'Active ships of active cruise lines, by name',
    description: 'Each ship carries its cruise line (id, name, slug).',
  })
  @ApiPaginatedResponse(ShipResponseDto)
  @ApiProblems(400)
  async list(@Query() query: ListShipsQueryDto): Promise<Paginated<ShipResponseDto>> {
    return pageOf(await this.ships.listPublic(query), query, (s) => ShipResponseDto.from(s));
  }

  @Get(':slug')
  @PublicRead('ships', 'cruise_lines', 'dry_docks')
  @ApiSlugParam()
  @ApiOperation({ summary: 'The full ship record, with its dry-dock periods' })
  @ApiDataResponse(ShipDetailResponseDto)
  @ApiProblems(400, 404)
  async get(@SlugParam() slug: string): Promise<DataEnvelope<ShipDetailResponseDto>> {
    return envelope(ShipDetailResponseDto.detail(...(await this.ships.getPublicDetail(slug))));
  }
}
