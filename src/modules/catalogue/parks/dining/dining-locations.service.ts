import { Injectable } from '@nestjs/common';
import { CatalogueService, saveRecord } from '../../shared/catalogue-service';
import { CatalogueWriter } from '../../shared/catalogue-writer';
import { DINING_LOCATION_RESOURCE } from './dining-location.resource';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { ValidationFailedError } from '../../../../common/errors';
import { Resort } from '../resorts/resort.entity';
import { CatalogueItems, itemKey, ItemSummary } from '../../shared/catalogue-items';
import { entityFields } from '../../shared/entity-fields';
import { normaliseOpeningHours } from '../opening-hours';
import { ThemePark } from '../theme-parks/theme-park.entity';
import { DiningLocation } from './dining-location.entity';
import { CreateDiningLocationDto } from './dto/create-dining-location.dto';
import { DiningLocationResponseDto } from './dto/dining-location-response.dto';
import { ListDiningLocationsQueryDto } from './dto/list-dining-locations-query.dto';
import { UpdateDiningLocationDto } from './dto/update-dining-location.dto';
import { DINING_LOCATION_READ } from './dining-location.read';

const PLACE_FIELDS = ['theme_park_id', 'ship_id', 'resort_id'] as const;
const ONE_PLACE = 'exactly one of theme_park_id, ship_id and resort_id must be set';
@Injectable()
export class DiningLocationsService extends CatalogueService<
  DiningLocation,
  DiningLocationResponseDto,
  ListDiningLocationsQueryDto
> {
  constructor(
    @InjectRepository(DiningLocation) private readonly dining: Repository<DiningLocation>,
    @InjectRepository(ThemePark) private readonly parks: Repository<ThemePark>,
    @InjectRepository(Resort) private readonly resorts: Repository<Resort>,
    private readonly items: CatalogueItems,
    writer: CatalogueWriter,
    dataSource: DataSource,
  ) {
    super(dataSource, dining, writer, DINING_LOCATION_RESOURCE, DINING_LOCATION_READ, {
      themePark: true,
      resort: true,
    });
  }

  protected async answer(manager: EntityManager, id: string): Promise<DiningLocationResponseDto> {
    return (await this.responses([await this.get(id, manager)], false, manager))[0];
  }

  async create(input: CreateDiningLocationDto): Promise<DiningLocationResponseDto> {
    const record = this.dining.create(entityFields<DiningLocation>(input, ['opening_hours']));
    if (input.opening_hours) record.openingHours = normaliseOpeningHours(input.opening_hours);
    await this.assertPlace(record, input);
    await this.assertSlugFree(input.slug);
    return this.records.create(saveRecord(record));
  }

  async update(id: string, changes: UpdateDiningLocationDto): Promise<DiningLocationResponseDto> {
    const record = await this.get(id);
    const movedTo = PLACE_FIELDS.filter((f) => changes[f] !== undefined && changes[f] !== null);
    if (movedTo.length === 1) {
      // Naming the new place is enough: the location leaves the old one.
      record.themeParkId = null;
      record.shipId = null;
      record.resortId = null;
    }
    await this.assertSlugFree(changes.slug, record.slug);
    this.dining.merge(record, entityFields<DiningLocation>(changes, ['opening_hours']));
    if (changes.opening_hours !== undefined)
      record.openingHours = changes.opening_hours && normaliseOpeningHours(changes.opening_hours);
    delete record.themePark;
    delete record.resort;
    await this.assertPlace(record, changes);
    return this.records.update(id, saveRecord(record));
  }

  toPublicResponses(records: DiningLocation[]): Promise<DiningLocationResponseDto[]> {
    return this.responses(records, true);
  }

  /** The studio's answers. */
  toResponses(records: DiningLocation[]): Promise<DiningLocationResponseDto[]> {
    return this.responses(records, false);
  }

  /** Response records; ships come from the cruise catalogue and are looked up in one query. */
  private async responses(
    records: DiningLocation[],
    publicView: boolean,
    manager?: EntityManager,
  ): Promise<DiningLocationResponseDto[]> {
    const shipRefs = records
      .filter((r) => r.shipId)
      .map((r) => ({ type: 'ship' as const, id: r.shipId! }));
    const ships =
      shipRefs.length > 0
        ? await this.items.resolve(shipRefs, publicView, manager)
        : new Map<string, ItemSummary>();
    const now = new Date();
    return records.map((r) =>
      DiningLocationResponseDto.from(
        r,
        r.shipId ? ships.get(itemKey({ type: 'ship', id: r.shipId })) : undefined,
        now,
      ),
    );
  }

  /** Exactly one place, and it exists. */
  private async assertPlace(
    record: DiningLocation,
    sent: Partial<Record<(typeof PLACE_FIELDS)[number], string | null>>,
  ): Promise<void> {
    const set = [record.themeParkId, record.shipId, record.resortId].filter((v) => v);
    if (set.length !== 1) {
      const field = PLACE_FIELDS.find((f) => sent[f] !== undefined) ?? 'theme_park_id';
      throw ValidationFailedError.field(field, ONE_PLACE);
    }
    if (record.themeParkId && !(await this.parks.existsBy({ id: record.themeParkId })))
      throw ValidationFailedError.field(
        'theme_park_id',
        'refers to a theme park that does not exist',
      );
    if (record.resortId && !(await this.resorts.existsBy({ id: record.resortId })))
      throw ValidationFailedError.field('resort_id', 'refers to a resort that does not exist');
    if (record.shipId && (await this.items.missing([{ type: 'ship', id: record.shipId }])).length)
      throw ValidationFailedError.field('ship_id', 'refers to a ship that does not exist');
  }
}
