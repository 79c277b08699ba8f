import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Not, Repository, SelectQueryBuilder } from 'typeorm';
import type { Pool } from 'pg';
import { alreadyExists, pgPool } from '../../../common/database';
import { NotFoundError, ValidationFailedError } from '../../../common/errors';
import { CatalogueWriter } from '../../revisions/catalogue-writer';
import { CruiseLine } from '../cruise-lines/cruise-line.entity';
import { entityFields } from '../shared/entity-fields';
import { assignDefined, pageOf } from '../cruise-common';
import { CruiseLinesService } from '../cruise-lines/cruise-lines.service';
import { assertLineChangeKeepsSailings } from '../integrity/catalogue-rules';
import { DryDock } from './dry-dock.entity';
import { CreateDryDockDto } from './dto/create-dry-dock.dto';
import { CreateShipDto } from './dto/create-ship.dto';
import { ListShipsQueryDto } from './dto/list-ships-query.dto';
import { UpdateShipDto } from './dto/update-ship.dto';
import { Ship } from './ship.entity';
import { DRY_DOCK_RESOURCE, SHIP_RESOURCE } from './ship.resource';
import {
  PUBLIC_SHIP_COUNT_SQL,
  PUBLIC_SHIP_PAGE_SQL,
  PUBLIC_SHIP_SQL,
  SHIP_DRY_DOCKS_SQL,
} from './public-ship.sql';

/** A row of the public SQL: the ship's columns under its property names, and its line's. */
type ShipRow = Omit<Ship, 'cruiseLine'> & { lineName: string; lineSlug: string };

const shipOf = ({ lineName, lineSlug, ...ship }: ShipRow): Ship =>
  Object.assign(ship, {
    cruiseLine: { id: ship.cruiseLineId, name: lineName, slug: lineSlug } as CruiseLine,
  });

@Injectable()
export class ShipsService {
  private readonly pool: Pool;

  constructor(
    @InjectRepository(Ship) private readonly ships: Repository<Ship>,
    @InjectRepository(DryDock) private readonly docks: Repository<DryDock>,
    private readonly cruiseLines: CruiseLinesService,
    private readonly writer: CatalogueWriter,
  ) {
    this.pool = pgPool(ships.manager.connection);
  }

  /**
   * One page of ships with their cruise lines: a count and one joined select, whatever the page
   * size (offset/limit in pageOf rather than skip/take, which would add a distinct-id query).
   */
  list(query: ListShipsQueryDto): Promise<[Ship[], number]> {
    const qb = this.query();
    if (query.cruise_line) qb.andWhere('line.slug = :lineSlug', { lineSlug: query.cruise_line });
    qb.orderBy('ship.name', 'ASC').addOrderBy('ship.id', 'ASC');
    return pageOf(qb, query);
  }

  /** The public list, in hand-written SQL (public-ship.sql.ts): same rule and order as list(). */
  async listPublic(query: ListShipsQueryDto): Promise<[Ship[], number]> {
    const line = query.cruise_line ?? null;
    const [page, count] = await Promise.all([
      this.pool.query<ShipRow>(PUBLIC_SHIP_PAGE_SQL, [line, query.limit, query.skip]),
      this.pool.query<{ total: number }>(PUBLIC_SHIP_COUNT_SQL, [line]),
    ]);
    return [page.rows.map(shipOf), count.rows[0]?.total ?? 0];
  }

  async getPublicBySlug(slug: string): Promise<[Ship, DryDock[]]> {
    const found = await this.pool.query<ShipRow>(PUBLIC_SHIP_SQL, [slug]);
    if (found.rows.length === 0) throw new NotFoundError('Ship', slug);
    const ship = shipOf(found.rows[0]);
    const docks = await this.pool.query<DryDock>(SHIP_DRY_DOCKS_SQL, [ship.id]);
    return [ship, docks.rows];
  }

  async getDetail(id: string): Promise<[Ship, DryDock[]]> {
    const ship = await this.get(id);
    return [ship, await this.docksOf(ship.id)];
  }

  async get(id: string, manager?: EntityManager): Promise<Ship> {
    const ship = await this.query(manager).andWhere('ship.id = :id', { id }).getOne();
    if (!ship) throw new NotFoundError('Ship', id);
    return ship;
  }

  async assertExists(id: string, field = 'ship_id'): Promise<void> {
    if (!(await this.ships.existsBy({ id })))
      throw ValidationFailedError.field(field, 'refers to a ship that does not exist');
  }

  async create(input: CreateShipDto): Promise<Ship> {
    const ship = assignDefined(new Ship(), {
      ...entityFields<Ship>(input),
      isActive: input.is_active ?? true,
    });
    await this.check(ship);
    return this.writer.create(SHIP_RESOURCE, this.save(ship), (manager, id) =>
      this.get(id, manager),
    );
  }

  async update(id: string, changes: UpdateShipDto): Promise<Ship> {
    const ship = await this.get(id);
    const before = { slug: ship.slug, imo: ship.imoNumber, line: ship.cruiseLineId };
    assignDefined(ship, entityFields<Ship>(changes));
    await this.check(ship, before);
    delete ship.cruiseLine; // reloaded after saving, in case the line changed
    return this.writer.update(SHIP_RESOURCE, id, this.save(ship), (manager) =>
      this.get(id, manager),
    );
  }

  /** Deleting a ship deletes its dry-dock records and sailings (ON DELETE CASCADE). */
  async remove(id: string): Promise<void> {
    await this.writer.remove(SHIP_RESOURCE, id);
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

  private docksOf(shipId: string): Promise<DryDock[]> {
    return this.docks.find({ where: { shipId }, order: { startDate: 'ASC', id: 'ASC' } });
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
    if (ship.slug !== before?.slug && (await this.ships.existsBy({ ...others, slug: ship.slug })))
      throw alreadyExists('ship', 'slug', ship.slug);
    if (
      ship.imoNumber &&
      ship.imoNumber !== before?.imo &&
      (await this.ships.existsBy({ ...others, imoNumber: ship.imoNumber }))
    )
      throw alreadyExists('ship', 'IMO number', ship.imoNumber);
  }

  private save(ship: Ship) {
    return async (manager: EntityManager): Promise<string> => (await manager.save(ship)).id;
  }
}
