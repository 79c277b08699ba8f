import { Injectable } from '@nestjs/common';
import { CatalogueService, saveRecord } from '../../shared/catalogue-service';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import { NotFoundError, ValidationFailedError } from '../../../../common/errors';
import { PaginationQueryDto } from '../../../../common/pagination';
import { Attraction } from '../../parks/attractions/attraction.entity';
import { missingReference } from '../../../../common/database';
import { CatalogueWriter } from '../../shared/catalogue-writer';
import { entityFields } from '../../shared/entity-fields';
import { assignDefined } from '../cruise-common';
import { ThemePark } from '../../parks/theme-parks/theme-park.entity';
import { PortsService } from '../ports/ports.service';
import { CreateExcursionDto } from './dto/create-excursion.dto';
import { UpdateExcursionDto } from './dto/update-excursion.dto';
import { Excursion } from './excursion.entity';
import { EXCURSION_READ, ExcursionQuery } from './excursion.read';
import { excursionPlaceError } from '../../integrity/catalogue-rules';
import { EXCURSION_RESOURCE } from './excursion.resource';
import { ExcursionResponseDto } from './dto/excursion-response.dto';

@Injectable()
export class ExcursionsService extends CatalogueService<
  Excursion,
  ExcursionResponseDto,
  ExcursionQuery
> {
  constructor(
    @InjectRepository(Excursion) private readonly excursions: Repository<Excursion>,
    private readonly ports: PortsService,
    writer: CatalogueWriter,
    dataSource: DataSource,
  ) {
    super(dataSource, excursions, writer, EXCURSION_RESOURCE, EXCURSION_READ);
  }

  protected async answer(manager: EntityManager, id: string): Promise<ExcursionResponseDto> {
    return ExcursionResponseDto.from(await this.get(id, manager));
  }

  /** The active shore excursions of an active port (404 when the port is not public). */
  async listPublicForPort(slug: string, page: PaginationQueryDto): Promise<[Excursion[], number]> {
    await this.ports.getPublic(slug);
    return this.reader.listPublic({ ...page, excursion_type: 'shore', port: slug });
  }

  override async get(id: string, manager?: EntityManager): Promise<Excursion> {
    const excursion = await this.query(manager).andWhere('excursion.id = :id', { id }).getOne();
    if (!excursion) throw new NotFoundError('Excursion', id);
    return excursion;
  }

  async create(input: CreateExcursionDto): Promise<ExcursionResponseDto> {
    const excursion = assignDefined(new Excursion(), {
      portId: null,
      themeParkId: null,
      attractionId: null,
      ...entityFields<Excursion>(input),
      isActive: input.is_active ?? true,
    });
    await this.check(excursion);
    return this.records.create(saveRecord(excursion));
  }

  async update(id: string, changes: UpdateExcursionDto): Promise<ExcursionResponseDto> {
    const excursion = await this.get(id);
    const before = { slug: excursion.slug, portId: excursion.portId };
    assignDefined(excursion, entityFields<Excursion>(changes));
    delete excursion.port;
    await this.check(excursion, before);
    return this.records.update(id, saveRecord(excursion));
  }

  /** Shore excursions leave from a port; land excursions are packages at a theme park or an attraction. */
  private async check(
    excursion: Excursion,
    before?: { slug: string; portId: string | null },
  ): Promise<void> {
    const misplaced = excursionPlaceError(excursion);
    if (misplaced) throw new ValidationFailedError([misplaced]);
    if (excursion.portId && excursion.portId !== before?.portId)
      await this.ports.assertExist([['port_id', excursion.portId]]);
    if (
      excursion.themeParkId &&
      !(await this.excursions.manager.existsBy(ThemePark, { id: excursion.themeParkId }))
    )
      throw missingReference('theme_park_id', 'a theme park');
    if (
      excursion.attractionId &&
      !(await this.excursions.manager.existsBy(Attraction, { id: excursion.attractionId }))
    )
      throw missingReference('attraction_id', 'an attraction');
    await this.assertSlugFree(excursion.slug, before?.slug);
  }

  private query(manager = this.excursions.manager): SelectQueryBuilder<Excursion> {
    return manager
      .withRepository(this.excursions)
      .createQueryBuilder('excursion')
      .leftJoinAndSelect('excursion.port', 'port');
  }
}
