import { ContentLocales } from '@/common/locale/content-locales';
import { Injectable } from '@nestjs/common';
import {
  CatalogueService,
  insertRow,
  lockReference,
  patchRow,
} from '@/modules/catalogue/shared/catalogue-service';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Not, Repository } from 'typeorm';
import { alreadyExists, ReadPool } from '@/common/database';
import { ChildReader } from '@/common/read';
import { NotFoundError, ValidationFailedError } from '@/common/errors';
import { CatalogueWriter } from '@/modules/catalogue/shared/catalogue-writer';
import { CruiseLinesService } from '../cruise-lines/cruise-lines.service';
import { assertLineChangeKeepsSailings } from '@/modules/catalogue/integrity/catalogue-rules';
import { DryDock } from './dry-dock.entity';
import { CreateDryDockDto } from './dto/create-dry-dock.dto';
import { CreateShipDto } from './dto/create-ship.dto';
import { ListShipsQueryDto } from './dto/list-ships-query.dto';
import { UpdateShipDto } from './dto/update-ship.dto';
import { Ship } from './ship.entity';
import { shipColumns } from './ship.columns';
import { DRY_DOCK_RESOURCE, SHIP_RESOURCE } from './ship.resource';
import { DRY_DOCK_READ, SHIP_GALLERY_READ, SHIP_READ } from './ship.read';
import { ShipGalleryImage } from './ship-gallery-image.entity';
import { replaceGallery } from '@/modules/catalogue/shared/images';
import { DryDockResponseDto, ShipDetailResponseDto } from './dto/ship-response.dto';

@Injectable()
export class ShipsService extends CatalogueService<Ship, ShipDetailResponseDto, ListShipsQueryDto> {
  private readonly dryDocks: ChildReader<DryDock>;
  private readonly gallery: ChildReader<ShipGalleryImage>;

  constructor(
    @InjectRepository(Ship) ships: Repository<Ship>,
    private readonly cruiseLines: CruiseLinesService,
    private readonly writer: CatalogueWriter,
    reads: ReadPool,
    dataSource: DataSource,
    locales: ContentLocales,
  ) {
    super(reads, dataSource, locales, ships, writer, SHIP_RESOURCE, SHIP_READ);
    this.dryDocks = new ChildReader(dataSource, reads, DRY_DOCK_READ);
    this.gallery = new ChildReader(dataSource, reads, SHIP_GALLERY_READ);
    // A dry dock's events carry what adding it answers.
    (writer as CatalogueWriter | undefined)?.answerEventsWith(DRY_DOCK_RESOURCE, (manager, id) =>
      this.dryDock(manager, id).then((dock) => DryDockResponseDto.from(dock)),
    );
  }

  private async dryDock(manager: EntityManager, id: string): Promise<DryDock> {
    const dock = await this.dryDocks.get(id, manager);
    if (!dock) throw new NotFoundError('Dry-dock record', id);
    return dock;
  }

  protected async answer(manager: EntityManager, id: string): Promise<ShipDetailResponseDto> {
    return ShipDetailResponseDto.detail(
      await this.get(id, manager),
      await this.dryDocks.of(id, manager),
      await this.gallery.of(id, manager),
    );
  }

  async getPublicDetail(slug: string): Promise<[Ship, DryDock[], ShipGalleryImage[]]> {
    const ship = await this.getPublic(slug);
    const [docks, gallery] = await Promise.all([
      this.dryDocks.of(ship.id),
      this.gallery.of(ship.id),
    ]);
    return [ship, docks, gallery];
  }

  /**
   * For records that refer to a ship, on their write's transaction: a 400 naming the field when
   * it does not exist; else the ship is locked (FOR KEY SHARE) until the write ends.
   */
  async assertExists(manager: EntityManager, id: string, field = 'ship_id'): Promise<void> {
    if (!(await lockReference(manager, Ship, id)))
      throw ValidationFailedError.field(field, 'refers to a ship that does not exist');
  }

  async create(input: CreateShipDto): Promise<ShipDetailResponseDto> {
    const ship = { ...shipColumns(input), isActive: input.is_active ?? true };
    return this.records.create(async (manager) => {
      await this.check(manager, ship as Ship);
      const id = await insertRow(manager, Ship, ship);
      await replaceGallery(manager, ShipGalleryImage, 'shipId', id, input.gallery_image_ids);
      return id;
    });
  }

  async update(id: string, changes: UpdateShipDto): Promise<ShipDetailResponseDto> {
    return this.records.update(id, async (manager) => {
      await patchRow(manager, Ship, id, shipColumns(changes), (ship, before) =>
        this.check(manager, ship, before),
      );
      await replaceGallery(manager, ShipGalleryImage, 'shipId', id, changes.gallery_image_ids);
    });
  }

  async addDryDock(shipId: string, input: CreateDryDockDto): Promise<DryDock> {
    return this.writer.create(
      DRY_DOCK_RESOURCE,
      async (manager) => {
        if (!(await lockReference(manager, Ship, shipId))) throw new NotFoundError('Ship', shipId);
        return insertRow(manager, DryDock, {
          shipId,
          startDate: input.start_date,
          endDate: input.end_date,
          shipyard: input.shipyard,
          notes: input.notes ?? null,
        });
      },
      (manager, id) => this.dryDock(manager, id),
    );
  }

  async removeDryDock(shipId: string, dryDockId: string): Promise<void> {
    await this.writer.remove(DRY_DOCK_RESOURCE, dryDockId, async (manager, current) => {
      if (current.ship_id !== shipId) throw new NotFoundError('Dry-dock record', dryDockId);
      await manager.delete(DryDock, { id: dryDockId });
    });
  }

  /**
   * Rules across fields and references, on the record as it would be saved (`before`: as it is,
   * for an update), read on the write's transaction.
   */
  private async check(manager: EntityManager, ship: Ship, before?: Ship): Promise<void> {
    const ordered = (low?: number | null, high?: number | null) =>
      typeof low !== 'number' || typeof high !== 'number' || low <= high;
    if (!ordered(ship.yearBuilt, ship.yearRefurbished))
      throw ValidationFailedError.field('year_refurbished', 'must not be before year_built');
    if (!ordered(ship.passengerCapacity, ship.maxCapacity))
      throw ValidationFailedError.field('max_capacity', 'must not be less than passenger_capacity');
    if (ship.cruiseLineId !== before?.cruiseLineId)
      await this.cruiseLines.assertExists(manager, ship.cruiseLineId);
    if (before && ship.cruiseLineId !== before.cruiseLineId)
      await assertLineChangeKeepsSailings(
        manager,
        { kind: 'ship', id: ship.id },
        ship.cruiseLineId,
      );
    await this.assertSlugFree(manager, ship.slug, before?.slug);
    if (
      ship.imoNumber &&
      ship.imoNumber !== before?.imoNumber &&
      (await manager.existsBy(Ship, {
        ...(before ? { id: Not(before.id) } : {}),
        imoNumber: ship.imoNumber,
      }))
    )
      throw alreadyExists('ship', 'IMO number', ship.imoNumber);
  }
}
