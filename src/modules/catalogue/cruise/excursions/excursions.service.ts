import { ContentLocales } from '@/common/locale/content-locales';
import { Injectable } from '@nestjs/common';
import {
  CatalogueService,
  insertRow,
  lockReference,
  patchRow,
} from '@/modules/catalogue/shared/catalogue-service';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { ValidationFailedError } from '@/common/errors';
import { PaginationQueryDto } from '@/common/pagination';
import { Attraction } from '@/modules/catalogue/parks/attractions/attraction.entity';
import { missingReference, ReadPool } from '@/common/database';
import { CatalogueWriter } from '@/modules/catalogue/shared/catalogue-writer';
import { ThemePark } from '@/modules/catalogue/parks/theme-parks/theme-park.entity';
import { PortsService } from '../ports/ports.service';
import { CreateExcursionDto } from './dto/create-excursion.dto';
import { UpdateExcursionDto } from './dto/update-excursion.dto';
import { Excursion } from './excursion.entity';
import { excursionColumns } from './excursion.columns';
import { EXCURSION_READ, ExcursionQuery } from './excursion.read';
import { excursionPlaceError } from '@/modules/catalogue/integrity/catalogue-rules';
import { EXCURSION_RESOURCE } from './excursion.resource';
import { ExcursionResponseDto } from './dto/excursion-response.dto';

@Injectable()
export class ExcursionsService extends CatalogueService<
  Excursion,
  ExcursionResponseDto,
  ExcursionQuery
> {
  constructor(
    @InjectRepository(Excursion) excursions: Repository<Excursion>,
    private readonly ports: PortsService,
    writer: CatalogueWriter,
    reads: ReadPool,
    dataSource: DataSource,
    locales: ContentLocales,
  ) {
    super(reads, dataSource, locales, excursions, writer, EXCURSION_RESOURCE, EXCURSION_READ);
  }

  protected async answer(manager: EntityManager, id: string): Promise<ExcursionResponseDto> {
    return ExcursionResponseDto.from(await this.get(id, manager));
  }

  /** The active shore excursions of an active port (404 when the port is not public). */
  async listPublicForPort(slug: string, page: PaginationQueryDto): Promise<[Excursion[], number]> {
    await this.ports.getPublic(slug);
    return this.reader.list({ ...page, excursion_type: ['shore'], port: slug }, 'public');
  }

  async create(input: CreateExcursionDto): Promise<ExcursionResponseDto> {
    const excursion = {
      portId: null,
      themeParkId: null,
      attractionId: null,
      ...excursionColumns(input),
      isActive: input.is_active ?? true,
    };
    return this.records.create(async (manager) => {
      await this.check(manager, excursion as Excursion);
      return insertRow(manager, Excursion, excursion);
    });
  }

  async update(id: string, changes: UpdateExcursionDto): Promise<ExcursionResponseDto> {
    return this.records.update(id, (manager) =>
      patchRow(manager, Excursion, id, excursionColumns(changes), (excursion, before) =>
        this.check(manager, excursion, before),
      ),
    );
  }

  /**
   * Shore excursions leave from a port; land excursions are packages at a theme park or an
   * attraction. Checked on the write's transaction, the places it names locked until it ends.
   */
  private async check(
    manager: EntityManager,
    excursion: Excursion,
    before?: Excursion,
  ): Promise<void> {
    const misplaced = excursionPlaceError(excursion);
    if (misplaced) throw new ValidationFailedError([misplaced]);
    if (excursion.portId) await this.ports.assertExist(manager, [['port_id', excursion.portId]]);
    if (excursion.themeParkId && !(await lockReference(manager, ThemePark, excursion.themeParkId)))
      throw missingReference('theme_park_id', 'a theme park');
    if (
      excursion.attractionId &&
      !(await lockReference(manager, Attraction, excursion.attractionId))
    )
      throw missingReference('attraction_id', 'an attraction');
    await this.assertSlugFree(manager, excursion.slug, before?.slug);
  }
}
