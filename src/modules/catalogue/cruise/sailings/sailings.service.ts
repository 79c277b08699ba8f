import { ContentLocales } from '@/common/locale/content-locales';
import { Injectable } from '@nestjs/common';
import {
  CatalogueService,
  insertRow,
  patchRow,
} from '@/modules/catalogue/shared/catalogue-service';
import { InjectRepository } from '@nestjs/typeorm';
import { ReadPool } from '@/common/database';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { ValidationFailedError } from '@/common/errors';
import { CatalogueWriter } from '@/modules/catalogue/shared/catalogue-writer';
import { ItinerariesService } from '../itineraries/itineraries.service';
import { assertSailingOnOneLine } from '@/modules/catalogue/integrity/catalogue-rules';
import { ShipsService } from '../ships/ships.service';
import { CreateSailingDto } from './dto/create-sailing.dto';
import { ListSailingsQueryDto } from './dto/list-sailings-query.dto';
import { UpdateSailingDto } from './dto/update-sailing.dto';
import { Sailing } from './sailing.entity';
import { sailingColumns } from './sailing.columns';
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
    @InjectRepository(Sailing) sailings: Repository<Sailing>,
    private readonly ships: ShipsService,
    private readonly itineraries: ItinerariesService,
    writer: CatalogueWriter,
    reads: ReadPool,
    dataSource: DataSource,
    locales: ContentLocales,
  ) {
    super(reads, dataSource, locales, sailings, writer, SAILING_RESOURCE, SAILING_READ);
  }

  protected async answer(manager: EntityManager, id: string): Promise<SailingResponseDto> {
    return SailingResponseDto.from(await this.get(id, manager));
  }

  override listPublic(query: ListSailingsQueryDto): Promise<[Sailing[], number]> {
    return super.listPublic(checkDates(query));
  }

  override listAll(query: ListSailingsQueryDto): Promise<[Sailing[], number]> {
    return super.listAll(checkDates(query));
  }

  async create(input: CreateSailingDto): Promise<SailingResponseDto> {
    const sailing = { ...sailingColumns(input), isActive: input.is_active ?? true };
    return this.records.create(async (manager) => {
      await this.check(manager, sailing as Sailing);
      return insertRow(manager, Sailing, sailing);
    });
  }

  async update(id: string, changes: UpdateSailingDto): Promise<SailingResponseDto> {
    return this.records.update(id, (manager) =>
      patchRow(manager, Sailing, id, sailingColumns(changes), (sailing, before) =>
        this.check(manager, sailing, before),
      ),
    );
  }

  /**
   * The sailing as it would be saved (`before`: as it is, for an update), checked on the write's
   * transaction: its ship and itinerary are locked (FOR KEY SHARE) before rule 1 reads their
   * lines, so neither can move to another line until the write ends.
   */
  private async check(manager: EntityManager, sailing: Sailing, before?: Sailing) {
    // A PATCH may move one date past the stored other one.
    if (sailing.returnDate < sailing.departureDate)
      throw ValidationFailedError.field('return_date', 'must not be before departure_date');
    await this.ships.assertExists(manager, sailing.shipId);
    await this.itineraries.assertExists(manager, sailing.itineraryId);
    const shipChanged = before !== undefined && sailing.shipId !== before.shipId;
    const field =
      shipChanged && sailing.itineraryId === before.itineraryId ? 'ship_id' : 'itinerary_id';
    await assertSailingOnOneLine(manager, sailing, field);
  }
}

function checkDates(query: ListSailingsQueryDto): ListSailingsQueryDto {
  if (query.date_from && query.date_to && query.date_to < query.date_from)
    throw ValidationFailedError.field('date_to', 'must not be before date_from');
  return query;
}
