import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, SelectQueryBuilder } from 'typeorm';
import { NotFoundError, ValidationFailedError } from '../../../common/errors';
import { PaginationQueryDto } from '../../../common/pagination';
import { Attraction } from '../attractions/attraction.entity';
import {
  assignDefined,
  duplicateSlug,
  missingReference,
  translateWriteError,
  pageOf,
} from '../cruise-common';
import { ThemePark } from '../theme-parks/theme-park.entity';
import { PortsService } from '../ports/ports.service';
import { CreateExcursionDto } from './dto/create-excursion.dto';
import { ListExcursionsQueryDto } from './dto/list-excursions-query.dto';
import { UpdateExcursionDto } from './dto/update-excursion.dto';
import { Excursion, ExcursionType } from './excursion.entity';
import { excursionPlaceError } from '../integrity/catalogue-rules';

export interface ExcursionFilter {
  excursionType?: ExcursionType;
  portSlug?: string;
}

@Injectable()
export class ExcursionsService {
  constructor(
    @InjectRepository(Excursion) private readonly excursions: Repository<Excursion>,
    private readonly ports: PortsService,
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

  async get(id: string): Promise<Excursion> {
    const excursion = await this.query(false).andWhere('excursion.id = :id', { id }).getOne();
    if (!excursion) throw new NotFoundError('Excursion', id);
    return excursion;
  }

  async create(input: CreateExcursionDto): Promise<Excursion> {
    const excursion = assignDefined(new Excursion(), {
      portId: null,
      themeParkId: null,
      attractionId: null,
      ...this.values(input),
      isActive: input.is_active ?? true,
    });
    await this.check(excursion);
    const saved = await this.save(excursion);
    return this.get(saved.id);
  }

  async update(id: string, changes: UpdateExcursionDto): Promise<Excursion> {
    const excursion = await this.get(id);
    const before = { slug: excursion.slug, portId: excursion.portId };
    assignDefined(excursion, this.values(changes));
    delete excursion.port;
    await this.check(excursion, before);
    await this.save(excursion);
    return this.get(id);
  }

  async remove(id: string): Promise<void> {
    const result = await this.excursions.delete({ id });
    if (!result.affected) throw new NotFoundError('Excursion', id);
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
      throw duplicateSlug('An excursion', excursion.slug);
  }

  private query(activeOnly: boolean): SelectQueryBuilder<Excursion> {
    return this.excursions
      .createQueryBuilder('excursion')
      .leftJoinAndSelect('excursion.port', 'port')
      .where(activeOnly ? 'excursion.is_active' : 'TRUE');
  }

  private values(input: UpdateExcursionDto): Partial<Excursion> {
    return {
      name: input.name,
      slug: input.slug,
      excursionType: input.excursion_type,
      portId: input.port_id,
      themeParkId: input.theme_park_id,
      attractionId: input.attraction_id,
      durationMinutes: input.duration_minutes,
      priceFrom: input.price_from,
      currency: input.currency ?? undefined,
      description: input.description,
      isActive: input.is_active ?? undefined,
    };
  }

  private async save(excursion: Excursion): Promise<Excursion> {
    try {
      return await this.excursions.save(excursion);
    } catch (error) {
      translateWriteError(error, {
        unique: {
          uq_excursions_slug: `An excursion with slug '${excursion.slug}' already exists.`,
        },
        references: {
          fk_excursions_port: ['port_id', 'refers to a port that does not exist'],
          fk_excursions_theme_park: ['theme_park_id', 'refers to a theme park that does not exist'],
          fk_excursions_attraction: [
            'attraction_id',
            'refers to an attraction that does not exist',
          ],
        },
      });
    }
  }
}
