import { Injectable } from '@nestjs/common';
import { CatalogueService, saveRecord } from '../../shared/catalogue-service';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Not, Repository, SelectQueryBuilder } from 'typeorm';
import { alreadyExists } from '../../../../common/database';
import { ChildReader } from '../../../../common/read';
import { NotFoundError, ValidationFailedError } from '../../../../common/errors';
import { CatalogueWriter } from '../../shared/catalogue-writer';
import { entityFields } from '../../shared/entity-fields';
import { assignDefined } from '../cruise-common';
import { CruiseLinesService } from '../cruise-lines/cruise-lines.service';
import { assertLineChangeKeepsSailings } from '../../integrity/catalogue-rules';
import { DryDock } from './dry-dock.entity';
import { CreateDryDockDto } from './dto/create-dry-dock.dto';
import { CreateShipDto } from './dto/create-ship.dto';
import { ListShipsQueryDto } from './dto/list-ships-query.dto';
import { UpdateShipDto } from './dto/update-ship.dto';
import { Ship } from './ship.entity';
import { DRY_DOCK_RESOURCE, SHIP_RESOURCE } from './ship.resource';
import { DRY_DOCK_READ, SHIP_READ } from './ship.read';
import { ShipDetailResponseDto } from './dto/ship-response.dto';

@Injectable()
export class ShipsService extends CatalogueService<Ship, ShipDetailResponseDto, ListShipsQueryDto> {
  private readonly dryDocks: ChildReader<DryDock>;

  constructor(
    @InjectRepository(Ship) private readonly ships: Repository<Ship>,
    @InjectRepository(DryDock) private readonly docks: Repository<DryDock>,
    private readonly cruiseLines: CruiseLinesService,
    private readonly writer: CatalogueWriter,
    dataSource: DataSource,
  ) {
    super(dataSource, ships, writer, SHIP_RESOURCE, SHIP_READ);
    this.dryDocks = new ChildReader(dataSource, DRY_DOCK_READ);
  }

  protected async answer(manager: EntityManager, id: string): Promise<ShipDetailResponseDto> {
    return ShipDetailResponseDto.detail(
      await this.get(id, manager),
      await this.docksOf(id, manager),
    );
  }

  async getPublicDetail(slug: string): Promise<[Ship, DryDock[]]> {
    const ship = await this.reader.getPublic(slug);
    return [ship, await this.dryDocks.of(ship.id)];
  }

  /** The ship's dry-dock records by start date, read on `manager` (a write's transaction). */
  private docksOf(shipId: string, manager: EntityManager): Promise<DryDock[]> {
    return manager.find(DryDock, { where: { shipId }, order: { startDate: 'ASC', id: 'ASC' } });
  }

  override async get(id: string, manager?: EntityManager): Promise<Ship> {
    const ship = await this.query(manager).andWhere('ship.id = :id', { id }).getOne();
    if (!ship) throw new NotFoundError('Ship', id);
    return ship;
  }

  async assertExists(id: string, field = 'ship_id'): Promise<void> {
    if (!(await this.ships.existsBy({ id })))
      throw ValidationFailedError.field(field, 'refers to a ship that does not exist');
  }

  async create(input: CreateShipDto): Promise<ShipDetailResponseDto> {
    const ship = assignDefined(new Ship(), {
      ...entityFields<Ship>(input),
      isActive: input.is_active ?? true,
    });
    await this.check(ship);
    return this.records.create(saveRecord(ship));
  }

  async update(id: string, changes: UpdateShipDto): Promise<ShipDetailResponseDto> {
    const ship = await this.get(id);
    const before = { slug: ship.slug, imo: ship.imoNumber, line: ship.cruiseLineId };
    assignDefined(ship, entityFields<Ship>(changes));
    await this.check(ship, before);
    delete ship.cruiseLine; // reloaded after saving, in case the line changed
    return this.records.update(id, saveRecord(ship));
  }

  async addDryDock(shipId: string, input: CreateDryDockDto): Promise<DryDock> {
    if (!(await this.ships.existsBy({ id: shipId }))) throw new NotFoundError('Ship', shipId);
    const dock = this.docks.create({
      shipId,
      startDate: input.start_date,
      endDate: input.end_date,
      shipyard: input.shipyard,
      notes: input.notes ?? null,
    });
    return this.writer.create(
      DRY_DOCK_RESOURCE,
      async (manager) => (await manager.save(dock)).id,
      (manager, id) => manager.findOneByOrFail(DryDock, { id }),
    );
  }

  async removeDryDock(shipId: string, dryDockId: string): Promise<void> {
    if (!(await this.docks.existsBy({ id: dryDockId, shipId })))
      throw new NotFoundError('Dry-dock record', dryDockId);
    await this.writer.remove(DRY_DOCK_RESOURCE, dryDockId);
  }

  /** Every ship with its line, active or not (the studio's view). */
  private query(manager = this.ships.manager): SelectQueryBuilder<Ship> {
    return manager
      .withRepository(this.ships)
      .createQueryBuilder('ship')
      .innerJoinAndSelect('ship.cruiseLine', 'line');
  }

  /** Rules across fields and references, on the record as it would be saved. */
  private async check(
    ship: Ship,
    before?: { slug: string; imo: string | null; line: string },
  ): Promise<void> {
    const ordered = (low?: number | null, high?: number | null) =>
      typeof low !== 'number' || typeof high !== 'number' || low <= high;
    if (!ordered(ship.yearBuilt, ship.yearRefurbished))
      throw ValidationFailedError.field('year_refurbished', 'must not be before year_built');
    if (!ordered(ship.passengerCapacity, ship.maxCapacity))
      throw ValidationFailedError.field('max_capacity', 'must not be less than passenger_capacity');
    if (ship.cruiseLineId !== before?.line) await this.cruiseLines.assertExists(ship.cruiseLineId);
    if (before && ship.cruiseLineId !== before.line)
      await assertLineChangeKeepsSailings(
        this.ships.manager,
        { kind: 'ship', id: ship.id },
        ship.cruiseLineId,
      );
    const others = before && ship.id ? { id: Not(ship.id) } : {};
    await this.assertSlugFree(ship.slug, before?.slug);
    if (
      ship.imoNumber &&
      ship.imoNumber !== before?.imo &&
      (await this.ships.existsBy({ ...others, imoNumber: ship.imoNumber }))
    )
      throw alreadyExists('ship', 'IMO number', ship.imoNumber);
  }
}
