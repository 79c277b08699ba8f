import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import { NotFoundError, ValidationFailedError } from '../../../common/errors';
import { PaginationQueryDto } from '../../../common/pagination';
import { Attraction } from '../attractions/attraction.entity';
import { alreadyExists, missingReference } from '../../../common/database';
import { CatalogueWriter } from '../../revisions/catalogue-writer';
import { entityFields } from '../shared/entity-fields';
import { assignDefined, pageOf } from '../cruise-common';
import { ThemePark } from '../theme-parks/theme-park.entity';
import { PortsService } from '../ports/ports.service';
import { CreateExcursionDto } from './dto/create-excursion.dto';
import { ListExcursionsQueryDto } from './dto/list-excursions-query.dto';
import { UpdateExcursionDto } from './dto/update-excursion.dto';
import { Excursion, ExcursionType } from './excursion.entity';
import { excursionPlaceError } from '../integrity/catalogue-rules';
import { EXCURSION_RESOURCE } from './excursion.resource';

export interface ExcursionFilter {
  excursionType?: ExcursionType;
  portSlug?: string;
}

@Injectable()
export class ExcursionsService {
  constructor(
    @InjectRepository(Excursion) private readonly excursions: Repository<Excursion>,
    private readonly ports: PortsService,
    private readonly writer: CatalogueWriter,
  ) {}

  list(
    page: PaginationQueryDto,
    filter: ExcursionFilter,
    activeOnly: boolean,
  ): Promise<[Excursion[], number]> {
    const qb = this.query(activeOnly);
    if (filter.excursionType)
      qb.andWhere('excursion.excursion_type = :type', { type: filter.excursionType });
    if (filter.portSlug) qb.andWhere('port.slug = :portSlug', { portSlug: filter.portSlug });
    qb.orderBy('excursion.name', 'ASC').addOrderBy('excursion.id', 'ASC');
    return pageOf(qb, page);
  }

  /** The active shore excursions of an active port (404 when the port is not public). */
  async listForPort(slug: string, page: PaginationQueryDto): Promise<[Excursion[], number]> {
    await this.ports.getActiveBySlug(slug);
    return this.list(page, { excursionType: 'shore', portSlug: slug }, true);
  }

  studioList(query: ListExcursionsQueryDto): Promise<[Excursion[], number]> {
    return this.list(query, { excursionType: query.excursion_type }, false);
  }

  async getActiveBySlug(slug: string): Promise<Excursion> {
    const excursion = await this.query(true).andWhere('excursion.slug = :slug', { slug }).getOne();
    if (!excursion) throw new NotFoundError('Excursion', slug);
    return excursion;
  }

  async get(id: string, manager?: EntityManager): Promise<Excursion> {
    const excursion = await this.query(false, manager)
      .andWhere('excursion.id = :id', { id })
      .getOne();
    if (!excursion) throw new NotFoundError('Excursion', id);
    return excursion;
  }

  async create(input: CreateExcursionDto): Promise<Excursion> {
    const excursion = assignDefined(new Excursion(), {
      portId: null,
      themeParkId: null,
      attractionId: null,
      ...entityFields<Excursion>(input),
      isActive: input.is_active ?? true,
    });
    await this.check(excursion);
    return this.writer.create(EXCURSION_RESOURCE, this.save(excursion), (manager, id) =>
      this.get(id, manager),
    );
  }

  async update(id: string, changes: UpdateExcursionDto): Promise<Excursion> {
    const excursion = await this.get(id);
    const before = { slug: excursion.slug, portId: excursion.portId };
    assignDefined(excursion, entityFields<Excursion>(changes));
    delete excursion.port;
    await this.check(excursion, before);
    return this.writer.update(EXCURSION_RESOURCE, id, this.save(excursion), (manager) =>
      this.get(id, manager),
    );
  }

  async remove(id: string): Promise<void> {
    await this.writer.remove(EXCURSION_RESOURCE, id);
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
    if (
      excursion.slug !== before?.slug &&
      (await this.excursions.existsBy({ slug: excursion.slug }))
    )
      throw alreadyExists('excursion', 'slug', excursion.slug);
  }

  private query(
    activeOnly: boolean,
    manager = this.excursions.manager,
  ): SelectQueryBuilder<Excursion> {
    return manager
      .withRepository(this.excursions)
      .createQueryBuilder('excursion')
      .leftJoinAndSelect('excursion.port', 'port')
      .where(activeOnly ? 'excursion.is_active' : 'TRUE');
  }

  private save(excursion: Excursion) {
    return async (manager: EntityManager): Promise<string> => (await manager.save(excursion)).id;
  }
}
