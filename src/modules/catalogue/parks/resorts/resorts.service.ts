import { Injectable } from '@nestjs/common';
import { CatalogueService, referencedRecord, saveRecord } from '../../shared/catalogue-service';
import { CatalogueWriter } from '../../shared/catalogue-writer';
import { RESORT_RESOURCE } from './resort.resource';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { entityFields } from '../../shared/entity-fields';
import { ThemePark } from '../theme-parks/theme-park.entity';
import { CreateResortDto } from './dto/create-resort.dto';
import { ListResortsQueryDto } from './dto/list-resorts-query.dto';
import { ResortResponseDto } from './dto/resort-response.dto';
import { UpdateResortDto } from './dto/update-resort.dto';
import { Resort } from './resort.entity';
import { RESORT_READ } from './resort.read';

@Injectable()
export class ResortsService extends CatalogueService<
  Resort,
  ResortResponseDto,
  ListResortsQueryDto
> {
  constructor(
    @InjectRepository(Resort) private readonly resorts: Repository<Resort>,
    @InjectRepository(ThemePark) private readonly parks: Repository<ThemePark>,
    writer: CatalogueWriter,
    dataSource: DataSource,
  ) {
    super(dataSource, resorts, writer, RESORT_RESOURCE, RESORT_READ, { themePark: true });
  }

  protected async answer(manager: EntityManager, id: string): Promise<ResortResponseDto> {
    return (await this.toResponses([await this.get(id, manager)]))[0];
  }

  async create(input: CreateResortDto): Promise<ResortResponseDto> {
    const park = await this.park(input.theme_park_id);
    await this.assertSlugFree(input.slug);
    const resort = this.resorts.create(entityFields<Resort>(input));
    if (input.timezone === undefined) resort.timezone = park.timezone;
    return this.records.create(saveRecord(resort));
  }

  async update(id: string, changes: UpdateResortDto): Promise<ResortResponseDto> {
    const resort = await this.get(id);
    if (changes.theme_park_id !== undefined && changes.theme_park_id !== resort.themeParkId)
      await this.park(changes.theme_park_id);
    await this.assertSlugFree(changes.slug, resort.slug);
    this.resorts.merge(resort, entityFields<Resort>(changes));
    delete resort.themePark;
    return this.records.update(id, saveRecord(resort));
  }

  toResponses(resorts: Resort[]): Promise<ResortResponseDto[]> {
    const now = new Date();
    return Promise.resolve(resorts.map((r) => ResortResponseDto.from(r, now)));
  }

  private park(id: string): Promise<ThemePark> {
    return referencedRecord(this.parks, id, 'theme_park_id', 'a theme park');
  }
}
