import { ContentLocales } from '@/common/locale/content-locales';
import { Injectable } from '@nestjs/common';
import {
  CatalogueService,
  insertRow,
  lockReference,
  patchRow,
} from '@/modules/catalogue/shared/catalogue-service';
import { CatalogueWriter } from '@/modules/catalogue/shared/catalogue-writer';
import { DINING_LOCATION_RESOURCE } from './dining-location.resource';
import { InjectRepository } from '@nestjs/typeorm';
import { ReadPool } from '@/common/database';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { ValidationFailedError } from '@/common/errors';
import { Resort } from '../resorts/resort.entity';
import { CatalogueItems, itemKey, ItemSummary } from '@/modules/catalogue/shared/catalogue-items';
import { normaliseOpeningHours } from '../opening-hours';
import { ThemePark } from '../theme-parks/theme-park.entity';
import { DiningLocation } from './dining-location.entity';
import { diningLocationColumns } from './dining-location.columns';
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
    @InjectRepository(DiningLocation) dining: Repository<DiningLocation>,
    private readonly items: CatalogueItems,
    writer: CatalogueWriter,
    reads: ReadPool,
    dataSource: DataSource,
    locales: ContentLocales,
  ) {
    super(
      reads,
      dataSource,
      locales,
      dining,
      writer,
      DINING_LOCATION_RESOURCE,
      DINING_LOCATION_READ,
    );
  }

  protected async answer(manager: EntityManager, id: string): Promise<DiningLocationResponseDto> {
    return (await this.responses([await this.get(id, manager)], false, manager))[0];
  }

  async create(input: CreateDiningLocationDto): Promise<DiningLocationResponseDto> {
    const record = {
      themeParkId: null,
      shipId: null,
      resortId: null,
      ...diningLocationColumns(input),
      ...(input.opening_hours ? { openingHours: normaliseOpeningHours(input.opening_hours) } : {}),
    };
    return this.records.create(async (manager) => {
      await this.assertPlace(manager, record, input);
      await this.assertSlugFree(manager, input.slug);
      return insertRow(manager, DiningLocation, record);
    });
  }

  async update(id: string, changes: UpdateDiningLocationDto): Promise<DiningLocationResponseDto> {
    const movedTo = PLACE_FIELDS.filter((f) => changes[f] !== undefined && changes[f] !== null);
    const columns: Partial<DiningLocation> = {
      // Naming the new place is enough: the location leaves the old one.
      ...(movedTo.length === 1 ? { themeParkId: null, shipId: null, resortId: null } : {}),
      ...diningLocationColumns(changes),
    };
    if (changes.opening_hours !== undefined)
      columns.openingHours = changes.opening_hours && normaliseOpeningHours(changes.opening_hours);
    return this.records.update(id, (manager) =>
      patchRow(manager, DiningLocation, id, columns, async (record, before) => {
        await this.assertSlugFree(manager, changes.slug, before.slug);
        await this.assertPlace(manager, record, changes);
      }),
    );
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

  /**
   * Exactly one place, and it exists: read on the write's transaction, a park or resort locked
   * (FOR KEY SHARE) until the write ends.
   */
  private async assertPlace(
    manager: EntityManager,
    record: Pick<DiningLocation, 'themeParkId' | 'shipId' | 'resortId'>,
    sent: Partial<Record<(typeof PLACE_FIELDS)[number], string | null>>,
  ): Promise<void> {
    const set = [record.themeParkId, record.shipId, record.resortId].filter((v) => v);
    if (set.length !== 1) {
      const field = PLACE_FIELDS.find((f) => sent[f] !== undefined) ?? 'theme_park_id';
      throw ValidationFailedError.field(field, ONE_PLACE);
    }
    if (record.themeParkId && !(await lockReference(manager, ThemePark, record.themeParkId)))
      throw ValidationFailedError.field(
        'theme_park_id',
        'refers to a theme park that does not exist',
      );
    if (record.resortId && !(await lockReference(manager, Resort, record.resortId)))
      throw ValidationFailedError.field('resort_id', 'refers to a resort that does not exist');
    if (
      record.shipId &&
      (await this.items.missing([{ type: 'ship', id: record.shipId }], manager)).length
    )
      throw ValidationFailedError.field('ship_id', 'refers to a ship that does not exist');
  }
}
