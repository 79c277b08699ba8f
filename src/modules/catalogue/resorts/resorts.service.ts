import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { NotFoundError, ValidationFailedError } from '../../../common/errors';
import { entityFields } from '../shared/entity-fields';
import { slugConflict, translateWriteErrors } from '../shared/write-errors';
import { ThemePark } from '../theme-parks/theme-park.entity';
import { CreateResortDto } from './dto/create-resort.dto';
import { ListResortsQueryDto } from './dto/list-resorts-query.dto';
import { ResortResponseDto } from './dto/resort-response.dto';
import { UpdateResortDto } from './dto/update-resort.dto';
import { Resort } from './resort.entity';

const FOREIGN_KEYS = { fk_resorts_theme_park: 'theme_park_id' };

@Injectable()
export class ResortsService {
  constructor(
    @InjectRepository(Resort) private readonly resorts: Repository<Resort>,
    @InjectRepository(ThemePark) private readonly parks: Repository<ThemePark>,
  ) {}

  async list(query: ListResortsQueryDto, publicOnly: boolean): Promise<[Resort[], number]> {
    const qb = this.resorts.createQueryBuilder('r').innerJoinAndSelect('r.themePark', 'p');
    // An inactive park hides its resorts too.
    if (publicOnly) qb.andWhere('r.is_active AND p.is_active');
    if (query.theme_park) qb.andWhere('p.slug = :park', { park: query.theme_park });
    return qb
      .orderBy('r.name', 'ASC')
      .addOrderBy('r.id', 'ASC')
      .skip(query.skip)
      .take(query.limit)
      .getManyAndCount();
  }

  async getBySlug(slug: string): Promise<Resort> {
    const resort = await this.resorts.findOne({
      where: { slug, isActive: true, themePark: { isActive: true } },
      relations: { themePark: true },
    });
    if (!resort) throw new NotFoundError('Resort', slug);
    return resort;
  }

  async get(id: string): Promise<Resort> {
    const resort = await this.resorts.findOne({ where: { id }, relations: { themePark: true } });
    if (!resort) throw new NotFoundError('Resort', id);
    return resort;
  }

  async create(input: CreateResortDto): Promise<Resort> {
    const park = await this.park(input.theme_park_id);
    if (await this.resorts.existsBy({ slug: input.slug })) throw slugConflict('resort', input.slug);
    const resort = this.resorts.create(entityFields<Resort>(input));
    if (input.timezone === undefined) resort.timezone = park.timezone;
    const saved = await translateWriteErrors(
      () => this.resorts.save(resort),
      'resort',
      input.slug,
      FOREIGN_KEYS,
    );
    return this.get(saved.id);
  }

  async update(id: string, changes: UpdateResortDto): Promise<Resort> {
    const resort = await this.get(id);
    if (changes.theme_park_id !== undefined && changes.theme_park_id !== resort.themeParkId)
      await this.park(changes.theme_park_id);
    if (
      changes.slug !== undefined &&
      changes.slug !== resort.slug &&
      (await this.resorts.existsBy({ slug: changes.slug }))
    )
      throw slugConflict('resort', changes.slug);
    this.resorts.merge(resort, entityFields<Resort>(changes));
    delete resort.themePark;
    await translateWriteErrors(
      () => this.resorts.save(resort),
      'resort',
      changes.slug,
      FOREIGN_KEYS,
    );
    return this.get(id);
  }

  toResponses(resorts: Resort[], _publicView: boolean): Promise<ResortResponseDto[]> {
    const now = new Date();
    return Promise.resolve(resorts.map((r) => ResortResponseDto.from(r, now)));
  }

  async remove(id: string): Promise<void> {
    const result = await this.resorts.delete({ id });
    if (!result.affected) throw new NotFoundError('Resort', id);
  }

  private async park(id: string): Promise<ThemePark> {
    const park = await this.parks.findOneBy({ id });
    if (!park)
      throw ValidationFailedError.field(
        'theme_park_id',
        'refers to a theme park that does not exist',
      );
    return park;
  }
}
