import { ContentLocales } from '@/common/locale/content-locales';
import { Injectable } from '@nestjs/common';
import {
  CatalogueService,
  insertRow,
  lockReference,
  patchRow,
} from '@/modules/catalogue/shared/catalogue-service';
import { InjectRepository } from '@nestjs/typeorm';
import { ReadPool } from '@/common/database';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { ValidationFailedError } from '@/common/errors';
import { ChildReader } from '@/common/read';
import { CatalogueWriter } from '@/modules/catalogue/shared/catalogue-writer';
import { CruiseLinesService } from '../cruise-lines/cruise-lines.service';
import { PortsService } from '../ports/ports.service';
import { CreateItineraryDto, ItineraryStopInputDto } from './dto/create-itinerary.dto';
import { ListItinerariesQueryDto } from './dto/list-itineraries-query.dto';
import { UpdateItineraryDto } from './dto/update-itinerary.dto';
import { ItineraryStop } from './itinerary-stop.entity';
import { Itinerary } from './itinerary.entity';
import { itineraryColumns } from './itinerary.columns';
import { assertLineChangeKeepsSailings } from '@/modules/catalogue/integrity/catalogue-rules';
import { ITINERARY_RESOURCE } from './itinerary.resource';
import { ITINERARY_READ, ITINERARY_STOP_READ } from './itinerary.read';
import { ItineraryDetailResponseDto } from './dto/itinerary-response.dto';

@Injectable()
export class ItinerariesService extends CatalogueService<
  Itinerary,
  ItineraryDetailResponseDto,
  ListItinerariesQueryDto
> {
  private readonly stopsReader: ChildReader<ItineraryStop>;

  constructor(
    @InjectRepository(Itinerary) itineraries: Repository<Itinerary>,
    @InjectRepository(ItineraryStop) private readonly stops: Repository<ItineraryStop>,
    private readonly cruiseLines: CruiseLinesService,
    private readonly ports: PortsService,
    writer: CatalogueWriter,
    reads: ReadPool,
    dataSource: DataSource,
    locales: ContentLocales,
  ) {
    super(reads, dataSource, locales, itineraries, writer, ITINERARY_RESOURCE, ITINERARY_READ);
    this.stopsReader = new ChildReader(dataSource, reads, ITINERARY_STOP_READ);
  }

  protected async answer(manager: EntityManager, id: string): Promise<ItineraryDetailResponseDto> {
    return ItineraryDetailResponseDto.detail(...(await this.getDetail(id, manager)));
  }

  override listPublic(query: ListItinerariesQueryDto): Promise<[Itinerary[], number]> {
    return super.listPublic(checkNights(query));
  }

  override listAll(query: ListItinerariesQueryDto): Promise<[Itinerary[], number]> {
    return super.listAll(checkNights(query));
  }

  async getPublicDetail(slug: string): Promise<[Itinerary, ItineraryStop[]]> {
    const itinerary = await this.getPublic(slug);
    return [itinerary, await this.stopsReader.of(itinerary.id)];
  }

  /** The studio's view; `manager` reads on a write's transaction. */
  async getDetail(id: string, manager?: EntityManager): Promise<[Itinerary, ItineraryStop[]]> {
    const itinerary = await this.get(id, manager);
    return [itinerary, await this.stopsReader.of(id, manager)];
  }

  /**
   * For records that refer to an itinerary, on their write's transaction: a 400 naming the field
   * when it does not exist; else the itinerary is locked (FOR KEY SHARE) until the write ends.
   */
  async assertExists(manager: EntityManager, id: string, field = 'itinerary_id'): Promise<void> {
    if (!(await lockReference(manager, Itinerary, id)))
      throw ValidationFailedError.field(field, 'refers to an itinerary that does not exist');
  }

  async create(input: CreateItineraryDto): Promise<ItineraryDetailResponseDto> {
    const itinerary = { ...itineraryColumns(input), isActive: input.is_active ?? true };
    return this.records.create(async (manager) => {
      await this.check(manager, itinerary as Itinerary, input.stops);
      const id = await insertRow(manager, Itinerary, itinerary);
      await this.replaceStops(manager, id, input.stops ?? []);
      return id;
    });
  }

  /** Changes the given fields; a `stops` list replaces all stops, in the same transaction. */
  async update(id: string, changes: UpdateItineraryDto): Promise<ItineraryDetailResponseDto> {
    return this.records.update(id, async (manager) => {
      await patchRow(
        manager,
        Itinerary,
        id,
        itineraryColumns(changes),
        async (itinerary, before) => {
          if (changes.stops === undefined && changes.nights !== undefined) {
            // Fewer nights must still hold the stops that stay.
            const lastDay = Math.max(
              0,
              ...(await this.stopsOf(id, manager)).map((s) => s.dayNumber),
            );
            if (lastDay > itinerary.nights + 1)
              throw ValidationFailedError.field(
                'nights',
                `must be at least ${lastDay - 1}: the itinerary has stops on day ${lastDay}`,
              );
          }
          await this.check(manager, itinerary, changes.stops, before);
        },
      );
      if (changes.stops) await this.replaceStops(manager, id, changes.stops);
    });
  }

  private async replaceStops(
    manager: EntityManager,
    itineraryId: string,
    stops: ItineraryStopInputDto[],
  ): Promise<void> {
    await manager.delete(ItineraryStop, { itineraryId });
    if (stops.length === 0) return;
    await manager.insert(
      ItineraryStop,
      orderStops(stops).map((stop) => ({ ...stop, itineraryId })),
    );
  }

  /**
   * The itinerary as it would be saved (`before`: as it is, for an update), checked on the
   * write's transaction; the line and ports it names are locked until the write ends.
   */
  private async check(
    manager: EntityManager,
    itinerary: Itinerary,
    stops: ItineraryStopInputDto[] | undefined,
    before?: Itinerary,
  ): Promise<void> {
    if (stops) this.checkStopDays(itinerary.nights, stops);
    await this.cruiseLines.assertExists(manager, itinerary.cruiseLineId);
    if (before && itinerary.cruiseLineId !== before.cruiseLineId)
      await assertLineChangeKeepsSailings(
        manager,
        { kind: 'itinerary', id: itinerary.id },
        itinerary.cruiseLineId,
      );
    const refs: Array<[string, string]> = [
      ['embarkation_port_id', itinerary.embarkationPortId],
      ['disembarkation_port_id', itinerary.disembarkationPortId],
    ];
    (stops ?? []).forEach((stop, i) => {
      if (stop.port_id) refs.push([`stops[${i}].port_id`, stop.port_id]);
    });
    await this.ports.assertExist(manager, refs);
    await this.assertSlugFree(manager, itinerary.slug, before?.slug);
  }

  private checkStopDays(nights: number, stops: ItineraryStopInputDto[]): void {
    stops.forEach((stop, i) => {
      if (stop.day_number > nights + 1)
        throw ValidationFailedError.field(
          `stops[${i}].day_number`,
          `must be at most ${nights + 1} (nights + 1)`,
        );
    });
  }

  /** The itinerary's stops as stored, for a write's checks on its transaction `manager`. */
  private stopsOf(itineraryId: string, manager: EntityManager): Promise<ItineraryStop[]> {
    return manager.withRepository(this.stops).find({
      where: { itineraryId },
      order: { dayNumber: 'ASC', position: 'ASC' },
    });
  }
}

/**
 * The stored order of the stops: by day, and within a day in the order sent (a stable sort),
 * with `position` counting from 1 within each day.
 */
export function orderStops(
  stops: ItineraryStopInputDto[],
): Array<Omit<ItineraryStop, 'id' | 'itineraryId' | 'itinerary' | 'createdAt' | 'updatedAt'>> {
  const sorted = stops
    .map((stop, index) => ({ stop, index }))
    .sort((a, b) => a.stop.day_number - b.stop.day_number || a.index - b.index);
  const perDay = new Map<number, number>();
  return sorted.map(({ stop }) => {
    const position = (perDay.get(stop.day_number) ?? 0) + 1;
    perDay.set(stop.day_number, position);
    return {
      dayNumber: stop.day_number,
      position,
      portId: stop.port_id ?? null,
      arrivalTime: stop.arrival_time ?? null,
      departureTime: stop.departure_time ?? null,
      notes: stop.notes ?? null,
    };
  });
}

function checkNights(query: ListItinerariesQueryDto): ListItinerariesQueryDto {
  if (query.nights_min && query.nights_max && query.nights_max < query.nights_min)
    throw ValidationFailedError.field('nights_max', 'must not be less than nights_min');
  return query;
}
