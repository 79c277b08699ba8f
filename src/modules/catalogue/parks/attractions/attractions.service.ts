import { Injectable } from '@nestjs/common';
import { CatalogueService, saveRecord } from '../../shared/catalogue-service';
import { CatalogueWriter } from '../../shared/catalogue-writer';
import { ATTRACTION_RESOURCE } from './attraction.resource';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { ValidationFailedError } from '../../../../common/errors';
import { entityFields } from '../../shared/entity-fields';
import { LiveTargets } from '../live-targets';
import { ThemePark } from '../theme-parks/theme-park.entity';
import { Attraction } from './attraction.entity';
import { AttractionResponseDto } from './dto/attraction-response.dto';
import { CreateAttractionDto } from './dto/create-attraction.dto';
import { ListAttractionsQueryDto } from './dto/list-attractions-query.dto';
import { UpdateAttractionDto } from './dto/update-attraction.dto';
import { ATTRACTION_READ } from './attraction.read';

@Injectable()
export class AttractionsService extends CatalogueService<
  Attraction,
  AttractionResponseDto,
  ListAttractionsQueryDto
> {
  constructor(
    @InjectRepository(Attraction) private readonly attractions: Repository<Attraction>,
    @InjectRepository(ThemePark) private readonly parks: Repository<ThemePark>,
    private readonly liveTargets: LiveTargets,
    writer: CatalogueWriter,
    dataSource: DataSource,
  ) {
    super(dataSource, attractions, writer, ATTRACTION_RESOURCE, ATTRACTION_READ, {
      themePark: true,
    });
  }

  protected async answer(manager: EntityManager, id: string): Promise<AttractionResponseDto> {
    return (await this.toResponses([await this.get(id, manager)]))[0];
  }

  async create(input: CreateAttractionDto): Promise<AttractionResponseDto> {
    await this.assertPark(input.theme_park_id);
    await this.assertSlugFree(input.slug);
    const attraction = this.attractions.create(entityFields<Attraction>(input));
    assertHeights(attraction);
    return this.records.create(saveRecord(attraction));
  }

  async update(id: string, changes: UpdateAttractionDto): Promise<AttractionResponseDto> {
    const attraction = await this.get(id);
    if (changes.theme_park_id !== undefined && changes.theme_park_id !== attraction.themeParkId)
      await this.assertPark(changes.theme_park_id);
    await this.assertSlugFree(changes.slug, attraction.slug);
    this.attractions.merge(attraction, entityFields<Attraction>(changes));
    assertHeights(attraction);
    delete attraction.themePark;
    const saved = await this.records.update(id, saveRecord(attraction));
    this.liveTargets.forget();
    return saved;
  }

  toResponses(attractions: Attraction[]): Promise<AttractionResponseDto[]> {
    return Promise.resolve(attractions.map((a) => AttractionResponseDto.from(a)));
  }

  override async remove(id: string): Promise<void> {
    await this.records.remove(id);
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
