import { Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SlugParam } from '@/common/decorators';
import { DataEnvelope, envelope, Paginated, paginated } from '@/common/pagination';
import { CatalogueIncludes } from '@/modules/catalogue/includes/catalogue-includes';
import {
  ShipDetailWithIncludedDto,
  ShipWithIncludedDto,
  WithIncluded,
} from '@/modules/catalogue/includes/included.dto';
import { ListPublicShipsQueryDto, ShipIncludeQueryDto } from './dto/ship-include-query.dto';
import { ShipDetailResponseDto, ShipResponseDto } from './dto/ship-response.dto';
import { ShipsService } from './ships.service';
import { PublicList, PublicGet } from '@/modules/catalogue/shared/catalogue-routes';

@ApiTags('catalogue: ships')
@Controller('api/v1/ships')
export class ShipsController {
  constructor(
    private readonly ships: ShipsService,
    private readonly includes: CatalogueIncludes,
  ) {}

  @PublicList(
    ShipWithIncludedDto,
    {
      operationId: 'listShips',
      summary: 'Active ships of active cruise lines, by name',
      description: 'Each ship carries its cruise line (id, name, slug).',
    },
    ['ships', 'cruise_lines', 'media_assets'],
    'ship',
  )
  async list(
    @Query() query: ListPublicShipsQueryDto,
  ): Promise<Paginated<WithIncluded<ShipResponseDto>>> {
    const [ships, total] = await this.ships.listPublic(query);
    const answers = ships.map((s) => ShipResponseDto.from(s));
    return paginated(
      await this.includes.attachAll('ship', ships, answers, query.include),
      total,
      query,
    );
  }

  @PublicGet(
    ShipDetailWithIncludedDto,
    {
      operationId: 'getShip',
      summary: 'The full ship record, with its dry-dock periods and images',
    },
    ['ships', 'cruise_lines', 'dry_docks', 'media_assets', 'ship_gallery_images'],
    'ship',
  )
  async get(
    @SlugParam() slug: string,
    @Query() query: ShipIncludeQueryDto,
  ): Promise<DataEnvelope<WithIncluded<ShipDetailResponseDto>>> {
    const [ship, docks, gallery] = await this.ships.getPublicDetail(slug);
    const answer = await this.includes.attach(
      'ship',
      ship,
      ShipDetailResponseDto.detail(ship, docks, gallery),
      query.include,
    );
    return envelope(answer);
  }
}
