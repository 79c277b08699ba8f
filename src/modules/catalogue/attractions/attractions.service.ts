import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { NotFoundError, ValidationFailedError } from '../../../common/errors';
import { entityFields } from '../shared/entity-fields';
import { LiveTargets } from '../shared/live-targets';
import { slugConflict, translateWriteErrors } from '../shared/write-errors';
import { ThemePark } from '../theme-parks/theme-park.entity';
import { Attraction } from './attraction.entity';
import { AttractionResponseDto } from './dto/attraction-response.dto';
import { CreateAttractionDto } from './dto/create-attraction.dto';
import { ListAttractionsQueryDto } from './dto/list-attractions-query.dto';
import { UpdateAttractionDto } from './dto/update-attraction.dto';

const FOREIGN_KEYS = { fk_attractions_theme_park: 'theme_park_id' };

@Injectable()
export class AttractionsService {
  constructor(
    @InjectRepository(Attraction) private readonly attractions: Repository<Attraction>,
    @InjectRepository(ThemePark) private readonly parks: Repository<ThemePark>,
    private readonly liveTargets: LiveTargets,
  ) {}

  async list(query: ListAttractionsQueryDto, publicOnly: boolean): Promise<[Attraction[], number]> {
    const qb = this.attractions.createQueryBuilder('a').innerJoinAndSelect('a.themePark', 'p');
    // An inactive park hides its attractions too.
    if (publicOnly) qb.andWhere('a.is_active AND p.is_active');
    if (query.theme_park) qb.andWhere('p.slug = :park', { park: query.theme_park });
    if (query.thrill_level) qb.andWhere('a.thrill_level = :thrill', { thrill: query.thrill_level });
    if (query.ride_type)
      qb.andWhere('lower(a.ride_type) = lower(:rideType)', { rideType: query.ride_type });
    return qb
      .orderBy('a.name', 'ASC')
      .addOrderBy('a.id', 'ASC')
      .skip(query.skip)
      .take(query.limit)
      .getManyAndCount();
  }

  async getBySlug(slug: string): Promise<Attraction> {
    const attraction = await this.attractions.findOne({
      where: { slug, isActive: true, themePark: { isActive: true } },
      relations: { themePark: true },
    });
    if (!attraction) throw new NotFoundError('Attraction', slug);
    return attraction;
  }

  async get(id: string): Promise<Attraction> {
    const attraction = await this.attractions.findOne({
      where: { id },
      relations: { themePark: true },
    });
    if (!attraction) throw new NotFoundError('Attraction', id);
    return attraction;
  }

  async create(input: CreateAttractionDto): Promise<Attraction> {
    await this.assertPark(input.theme_park_id);
    if (await this.attractions.existsBy({ slug: input.slug }))
      throw slugConflict('attraction', input.slug);
    const attraction = this.attractions.create(entityFields<Attraction>(input));
    assertHeights(attraction);
    const saved = await translateWriteErrors(
      () => this.attractions.save(attraction),
      'attraction',
      input.slug,
      FOREIGN_KEYS,
    );
    return this.get(saved.id);
  }

  async update(id: string, changes: UpdateAttractionDto): Promise<Attraction> {
    const attraction = await this.get(id);
    if (changes.theme_park_id !== undefined && changes.theme_park_id !== attraction.themeParkId)
      await this.assertPark(changes.theme_park_id);
    if (
      changes.slug !== undefined &&
      changes.slug !== attraction.slug &&
      (await this.attractions.existsBy({ slug: changes.slug }))
    )
      throw slugConflict('attraction', changes.slug);
    this.attractions.merge(attraction, entityFields<Attraction>(changes));
    assertHeights(attraction);
    delete attraction.themePark;
    await translateWriteErrors(
      () => this.attractions.save(attraction),
      'attraction',
      changes.slug,
      FOREIGN_KEYS,
    );
    this.liveTargets.forget();
    return this.get(id);
  }

  toResponses(attractions: Attraction[], _publicView: boolean): Promise<AttractionResponseDto[]> {
    return Promise.resolve(attractions.map((a) => AttractionResponseDto.from(a)));
  }

  async remove(id: string): Promise<void> {
    const result = await this.attractions.delete({ id });
    if (!result.affected) throw new NotFoundError('Attraction', id);
    this.liveTargets.forget();
  }

  private async assertPark(id: string): Promise<void> {
    if (!(await this.parks.existsBy({ id })))
      throw ValidationFailedError.field(
        'theme_park_id',
        'refers to a theme park that does not exist',
      );
  }
}

function assertHeights(a: Attraction): void {
  if (a.minHeightCm !== null && a.maxHeightCm !== null && a.maxHeightCm < a.minHeightCm)
    throw ValidationFailedError.field('max_height_cm', 'must not be less than min_height_cm');
}
