import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import { NotFoundError, ValidationFailedError } from '../../../../common/errors';
import { Reader } from '../../../../common/read';
import { CatalogueWriter } from '../../../revisions/catalogue-writer';
import { entityFields } from '../../shared/entity-fields';
import { assignDefined } from '../cruise-common';
import { ItinerariesService } from '../itineraries/itineraries.service';
import { assertSailingOnOneLine } from '../../integrity/catalogue-rules';
import { ShipsService } from '../ships/ships.service';
import { CreateSailingDto } from './dto/create-sailing.dto';
import { ListSailingsQueryDto } from './dto/list-sailings-query.dto';
import { UpdateSailingDto } from './dto/update-sailing.dto';
import { Sailing } from './sailing.entity';
import { SAILING_RESOURCE } from './sailing.resource';
import { SAILING_READ } from './sailing.read';

@Injectable()
export class SailingsService {
  private readonly reader: Reader<Sailing, ListSailingsQueryDto>;

  constructor(
    @InjectRepository(Sailing) private readonly sailings: Repository<Sailing>,
    private readonly ships: ShipsService,
    private readonly itineraries: ItinerariesService,
    private readonly writer: CatalogueWriter,
    dataSource: DataSource,
  ) {
    this.reader = new Reader(dataSource, SAILING_READ, 'Sailing');
  }

  listPublic(query: ListSailingsQueryDto): Promise<[Sailing[], number]> {
    return this.reader.listPublic(checkDates(query));
  }

  listAll(query: ListSailingsQueryDto): Promise<[Sailing[], number]> {
    return this.reader.listAll(checkDates(query));
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

function checkDates(query: ListSailingsQueryDto): ListSailingsQueryDto {
  if (query.date_from && query.date_to && query.date_to < query.date_from)
    throw ValidationFailedError.field('date_to', 'must not be before date_from');
  return query;
}
