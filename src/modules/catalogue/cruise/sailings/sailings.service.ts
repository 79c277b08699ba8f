import { Injectable } from '@nestjs/common';
import { CatalogueService, saveRecord } from '../../shared/catalogue-service';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import { NotFoundError, ValidationFailedError } from '../../../../common/errors';
import { CatalogueWriter } from '../../shared/catalogue-writer';
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
import { SailingResponseDto } from './dto/sailing-response.dto';

@Injectable()
export class SailingsService extends CatalogueService<
  Sailing,
  SailingResponseDto,
  ListSailingsQueryDto
> {
  constructor(
    @InjectRepository(Sailing) private readonly sailings: Repository<Sailing>,
    private readonly ships: ShipsService,
    private readonly itineraries: ItinerariesService,
    writer: CatalogueWriter,
    dataSource: DataSource,
  ) {
    super(dataSource, sailings, writer, SAILING_RESOURCE, SAILING_READ);
  }

  protected async answer(manager: EntityManager, id: string): Promise<SailingResponseDto> {
    return SailingResponseDto.from(await this.get(id, manager));
  }

  override listPublic(query: ListSailingsQueryDto): Promise<[Sailing[], number]> {
    return this.reader.listPublic(checkDates(query));
  }

  override listAll(query: ListSailingsQueryDto): Promise<[Sailing[], number]> {
    return this.reader.listAll(checkDates(query));
  }

  override async get(id: string, manager?: EntityManager): Promise<Sailing> {
    const sailing = await this.query(manager).andWhere('sailing.id = :id', { id }).getOne();
    if (!sailing) throw new NotFoundError('Sailing', id);
    return sailing;
  }

  async create(input: CreateSailingDto): Promise<SailingResponseDto> {
    const sailing = assignDefined(new Sailing(), {
      ...entityFields<Sailing>(input),
      isActive: input.is_active ?? true,
    });
    await this.check(sailing);
    return this.records.create(saveRecord(sailing));
  }

  async update(id: string, changes: UpdateSailingDto): Promise<SailingResponseDto> {
    const sailing = await this.get(id);
    const before = { ship: sailing.shipId, itinerary: sailing.itineraryId };
    assignDefined(sailing, entityFields<Sailing>(changes));
    delete sailing.ship;
    delete sailing.itinerary;
    await this.check(sailing, before);
    return this.records.update(id, saveRecord(sailing));
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
}

function checkDates(query: ListSailingsQueryDto): ListSailingsQueryDto {
  if (query.date_from && query.date_to && query.date_to < query.date_from)
    throw ValidationFailedError.field('date_to', 'must not be before date_from');
  return query;
}
