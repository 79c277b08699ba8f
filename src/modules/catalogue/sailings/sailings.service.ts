import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import { NotFoundError, ValidationFailedError } from '../../../common/errors';
import { CatalogueWriter } from '../../revisions/catalogue-writer';
import { entityFields } from '../shared/entity-fields';
import { assignDefined, todayUtc, pageOf } from '../cruise-common';
import { ItinerariesService } from '../itineraries/itineraries.service';
import { assertSailingOnOneLine } from '../integrity/catalogue-rules';
import { ShipsService } from '../ships/ships.service';
import { CreateSailingDto } from './dto/create-sailing.dto';
import { ListSailingsQueryDto } from './dto/list-sailings-query.dto';
import { UpdateSailingDto } from './dto/update-sailing.dto';
import { Sailing } from './sailing.entity';
import { SAILING_RESOURCE } from './sailing.resource';

@Injectable()
export class SailingsService {
  constructor(
    @InjectRepository(Sailing) private readonly sailings: Repository<Sailing>,
    private readonly ships: ShipsService,
    private readonly itineraries: ItinerariesService,
    private readonly writer: CatalogueWriter,
  ) {}

  /**
   * Public: active, upcoming sailings (departing today, UTC, or later) of active ships and
   * itineraries. Studio: every sailing. Ordered by departure date.
   */
  list(query: ListSailingsQueryDto, publicOnly: boolean): Promise<[Sailing[], number]> {
    if (query.date_from && query.date_to && query.date_to < query.date_from)
      throw ValidationFailedError.field('date_to', 'must not be before date_from');
    const qb = this.query();
    if (publicOnly)
      qb.andWhere('sailing.is_active AND ship.is_active AND itinerary.is_active').andWhere(
        'sailing.departure_date >= :today',
        { today: todayUtc() },
      );
    if (query.ship) qb.andWhere('ship.slug = :ship', { ship: query.ship });
    if (query.itinerary) qb.andWhere('itinerary.slug = :itinerary', { itinerary: query.itinerary });
    if (query.date_from) qb.andWhere('sailing.departure_date >= :from', { from: query.date_from });
    if (query.date_to) qb.andWhere('sailing.departure_date <= :to', { to: query.date_to });
    qb.orderBy('sailing.departure_date', 'ASC').addOrderBy('sailing.id', 'ASC');
    return pageOf(qb, query);
  }

  async get(id: string, manager?: EntityManager): Promise<Sailing> {
    const sailing = await this.query(manager).andWhere('sailing.id = :id', { id }).getOne();
    if (!sailing) throw new NotFoundError('Sailing', id);
    return sailing;
  }

  async create(input: CreateSailingDto): Promise<Sailing> {
    const sailing = assignDefined(new Sailing(), {
      ...entityFields<Sailing>(input),
      isActive: input.is_active ?? true,
    });
    await this.check(sailing);
    return this.writer.create(SAILING_RESOURCE, this.save(sailing), (manager, id) =>
      this.get(id, manager),
    );
  }

  async update(id: string, changes: UpdateSailingDto): Promise<Sailing> {
    const sailing = await this.get(id);
    const before = { ship: sailing.shipId, itinerary: sailing.itineraryId };
    assignDefined(sailing, entityFields<Sailing>(changes));
    delete sailing.ship;
    delete sailing.itinerary;
    await this.check(sailing, before);
    return this.writer.update(SAILING_RESOURCE, id, this.save(sailing), (manager) =>
      this.get(id, manager),
    );
  }

  async remove(id: string): Promise<void> {
    await this.writer.remove(SAILING_RESOURCE, id);
  }

  private async check(sailing: Sailing, before?: { ship: string; itinerary: string }) {
    // A PATCH may move one date past the stored other one.
    if (sailing.returnDate < sailing.departureDate)
      throw ValidationFailedError.field('return_date', 'must not be before departure_date');
    if (sailing.shipId !== before?.ship) await this.ships.assertExists(sailing.shipId);
    if (sailing.itineraryId !== before?.itinerary)
      await this.itineraries.assertExists(sailing.itineraryId);
    const shipChanged = before !== undefined && sailing.shipId !== before.ship;
    const field =
      shipChanged && sailing.itineraryId === before.itinerary ? 'ship_id' : 'itinerary_id';
    await assertSailingOnOneLine(this.sailings.manager, sailing, field);
  }

  private query(manager = this.sailings.manager): SelectQueryBuilder<Sailing> {
    return (
      manager
        .withRepository(this.sailings)
        .createQueryBuilder('sailing')
        // Only what the answer's summaries show: a page of sailings stays narrow.
        .innerJoin('sailing.ship', 'ship')
        .addSelect(['ship.id', 'ship.name', 'ship.slug'])
        .innerJoin('sailing.itinerary', 'itinerary')
        .addSelect([
          'itinerary.id',
          'itinerary.name',
          'itinerary.slug',
          'itinerary.cruiseRegion',
          'itinerary.nights',
        ])
        .where('TRUE')
    );
  }

  private save(sailing: Sailing) {
    return async (manager: EntityManager): Promise<string> => (await manager.save(sailing)).id;
  }
}
