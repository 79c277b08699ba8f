import { Body, Delete, HttpCode, Post, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiUuidParam, Roles, UuidParam } from '@/common/decorators';
import { DataEnvelope, envelope, Paginated, pageOf } from '@/common/pagination';
import { ApiDataResponse, ApiProblems } from '@/common/swagger';
import { AuditEntity } from '@/modules/audit/audit.decorators';
import { CreateDryDockDto } from './dto/create-dry-dock.dto';
import { CreateShipDto } from './dto/create-ship.dto';
import { ListShipsQueryDto } from './dto/list-ships-query.dto';
import {
  DryDockResponseDto,
  ShipDetailResponseDto,
  ShipResponseDto,
} from './dto/ship-response.dto';
import { UpdateShipDto } from './dto/update-ship.dto';
import { ShipsService } from './ships.service';
import { StudioController } from '@/modules/audit/studio-controller.decorator';
import {
  StudioList,
  StudioCreate,
  StudioGet,
  StudioUpdate,
  StudioDelete,
} from '@/modules/catalogue/shared/catalogue-routes';

@ApiTags('studio: ships')
@Roles('admin', 'editor')
@AuditEntity('ship')
@StudioController('ships')
export class StudioShipsController {
  constructor(private readonly ships: ShipsService) {}

  @StudioList(ShipResponseDto, {
    operationId: 'listStudioShips',
    summary: 'All ships, active and inactive',
  })
  async list(@Query() query: ListShipsQueryDto): Promise<Paginated<ShipResponseDto>> {
    return pageOf(await this.ships.listAll(query), query, (s) => ShipResponseDto.from(s));
  }

  @StudioCreate(ShipDetailResponseDto, { operationId: 'createShip', summary: 'Create a ship' })
  async create(@Body() body: CreateShipDto): Promise<DataEnvelope<ShipDetailResponseDto>> {
    return envelope(await this.ships.create(body));
  }

  @StudioGet(ShipDetailResponseDto, {
    operationId: 'getStudioShip',
    summary: 'One ship, with its dry-dock periods',
  })
  async get(@UuidParam() id: string): Promise<DataEnvelope<ShipDetailResponseDto>> {
    return envelope(await this.ships.studioGet(id));
  }

  @StudioUpdate(ShipDetailResponseDto, {
    operationId: 'updateShip',
    summary: 'Change a ship (only the fields sent)',
  })
  async update(
    @UuidParam() id: string,
    @Body() body: UpdateShipDto,
  ): Promise<DataEnvelope<ShipDetailResponseDto>> {
    return envelope(await this.ships.update(id, body));
  }

  @StudioDelete({
    operationId: 'deleteShip',
    summary: 'Delete a ship',
    description: 'Also deletes its dry-dock records and sailings.',
  })
  async remove(@UuidParam() id: string): Promise<void> {
    await this.ships.remove(id);
  }

  @Post(':id/dry-docks')
  @AuditEntity('dry_dock')
  @ApiUuidParam()
  @ApiOperation({ operationId: 'addShipDryDock', summary: 'Record a dry-dock period of the ship' })
  @ApiDataResponse(DryDockResponseDto, 201, 'Created')
  @ApiProblems(400, 404)
  async addDryDock(
    @UuidParam() id: string,
    @Body() body: CreateDryDockDto,
  ): Promise<DataEnvelope<DryDockResponseDto>> {
    return envelope(DryDockResponseDto.from(await this.ships.addDryDock(id, body)));
  }

  @Delete(':id/dry-docks/:dry_dock_id')
  @AuditEntity('dry_dock', { idParam: 'dry_dock_id' })
  @HttpCode(204)
  @ApiUuidParam()
  @ApiUuidParam('dry_dock_id')
  @ApiOperation({
    operationId: 'removeShipDryDock',
    summary: 'Remove a dry-dock record of the ship',
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiProblems(400, 404)
  async removeDryDock(
    @UuidParam() id: string,
    @UuidParam('dry_dock_id') dryDockId: string,
  ): Promise<void> {
    await this.ships.removeDryDock(id, dryDockId);
  }
}
