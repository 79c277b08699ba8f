import { Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SlugParam } from '@/common/decorators';
import { DataEnvelope, envelope, Paginated, pageOf } from '@/common/pagination';
import { ListShipsQueryDto } from './dto/list-ships-query.dto';
import { ShipDetailResponseDto, ShipResponseDto } from './dto/ship-response.dto';
import { ShipsService } from './ships.service';
import { PublicList, PublicGet } from '@/modules/catalogue/shared/catalogue-routes';

@ApiTags('catalogue: ships')
@Controller('api/v1/ships')
export class ShipsController {
  constructor(private readonly ships: ShipsService) {}

  @PublicList(
    ShipResponseDto,
    {
      operationId: 'listShips',
      summary: 'Active ships of active cruise lines, by name',
      description: 'Each ship carries its cruise line (id, name, slug).',
    },
    ['ships', 'cruise_lines', 'media_assets'],
  )
  async list(@Query() query: ListShipsQueryDto): Promise<Paginated<ShipResponseDto>> {
    return pageOf(await this.ships.listPublic(query), query, (s) => ShipResponseDto.from(s));
  }

  @PublicGet(
    ShipDetailResponseDto,
    {
      operationId: 'getShip',
      summary: 'The full ship record, with its dry-dock periods and images',
    },
    ['ships', 'cruise_lines', 'dry_docks', 'media_assets', 'ship_gallery_images'],
  )
  async get(@SlugParam() slug: string): Promise<DataEnvelope<ShipDetailResponseDto>> {
    return envelope(ShipDetailResponseDto.detail(...(await this.ships.getPublicDetail(slug))));
  }
}
