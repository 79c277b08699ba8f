import { Injectable } from '@nestjs/common';
import { bindResource, CatalogueWriter, ResourceWriter } from '../../../revisions/catalogue-writer';
import { RESORT_RESOURCE } from './resort.resource';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { alreadyExists } from '../../../../common/database';
import { Reader } from '../../../../common/read';
import { NotFoundError, ValidationFailedError } from '../../../../common/errors';
import { entityFields } from '../../shared/entity-fields';
import { ThemePark } from '../theme-parks/theme-park.entity';
import { CreateResortDto } from './dto/create-resort.dto';
import { ListResortsQueryDto } from './dto/list-resorts-query.dto';
import { ResortResponseDto } from './dto/resort-response.dto';
import { UpdateResortDto } from './dto/update-resort.dto';
import { Resort } from './resort.entity';
import { RESORT_READ } from './resort.read';

@Injectable()
export class ResortsService {
  private readonly records: ResourceWriter<ResortResponseDto>;
  private readonly reader: Reader<Resort, ListResortsQueryDto>;

  constructor(
    @InjectRepository(Resort) private readonly resorts: Repository<Resort>,
    @InjectRepository(ThemePark) private readonly parks: Repository<ThemePark>,
    private readonly writer: CatalogueWriter,
    dataSource: DataSource,
  ) {
    this.records = bindResource(
      writer,
      RESORT_RESOURCE,
      async (manager, id) => (await this.toResponses([await this.get(id, manager)]))[0],
    );
    this.reader = new Reader(dataSource, RESORT_READ, 'Resort');
  }

  listPublic(query: ListResortsQueryDto): Promise<[Resort[], number]> {
    return this.reader.listPublic(query);
  }

  listAll(query: ListResortsQueryDto): Promise<[Resort[], number]> {
    return this.reader.listAll(query);
  }

  getPublic(slug: string): Promise<Resort> {
    return this.reader.getPublic(slug);
  }

  async get(id: string, manager = this.resorts.manager): Promise<Resort> {
    const resort = await manager
      .withRepository(this.resorts)
      .findOne({ where: { id }, relations: { themePark: true } });
    if (!resort) throw new NotFoundError('Resort', id);
    return resort;
  }

  /** The studio's answer for one resort: what its writes answer too. */
  studioGet(id: string): Promise<ResortResponseDto> {
    return this.records.answer(id);
  }

  async create(input: CreateResortDto): Promise<ResortResponseDto> {
    const park = await this.park(input.theme_park_id);
    if (await this.resorts.existsBy({ slug: input.slug }))
      throw alreadyExists('resort', 'slug', input.slug);
    const resort = this.resorts.create(entityFields<Resort>(input));
    if (input.timezone === undefined) resort.timezone = park.timezone;
    return this.records.create(save(resort));
  }

  async update(id: string, changes: UpdateResortDto): Promise<ResortResponseDto> {
    const resort = await this.get(id);
    if (changes.theme_park_id !== undefined && changes.theme_park_id !== resort.themeParkId)
      await this.park(changes.theme_park_id);
    if (
      changes.slug !== undefined &&
      changes.slug !== resort.slug &&
      (await this.resorts.existsBy({ slug: changes.slug }))
    )
      throw alreadyExists('resort', 'slug', changes.slug);
    this.resorts.merge(resort, entityFields<Resort>(changes));
    delete resort.themePark;
    return this.records.update(id, save(resort));
  }

  toResponses(resorts: Resort[]): Promise<ResortResponseDto[]> {
    const now = new Date();
    return Promise.resolve(resorts.map((r) => ResortResponseDto.from(r, now)));
  }

  async remove(id: string): Promise<void> {
    await this.records.remove(id);
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

const save = (resort: Resort) => async (manager: EntityManager) => (await manager.save(resort)).id;
