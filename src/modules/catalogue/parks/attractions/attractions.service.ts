import { Injectable } from '@nestjs/common';
import {
  CatalogueService,
  insertRow,
  lockReference,
  patchRow,
} from '@/modules/catalogue/shared/catalogue-service';
import { CatalogueWriter } from '@/modules/catalogue/shared/catalogue-writer';
import { ATTRACTION_RESOURCE } from './attraction.resource';
import { InjectRepository } from '@nestjs/typeorm';
import { ReadPool } from '@/common/database';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { ValidationFailedError } from '@/common/errors';
import { LiveTargets } from '../live-targets';
import { ThemePark } from '../theme-parks/theme-park.entity';
import { Attraction } from './attraction.entity';
import { attractionColumns } from './attraction.columns';
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
    @InjectRepository(Attraction) attractions: Repository<Attraction>,
    private readonly liveTargets: LiveTargets,
    writer: CatalogueWriter,
    reads: ReadPool,
    dataSource: DataSource,
  ) {
    super(reads, dataSource, attractions, writer, ATTRACTION_RESOURCE, ATTRACTION_READ);
  }

  protected async answer(manager: EntityManager, id: string): Promise<AttractionResponseDto> {
    return (await this.toResponses([await this.get(id, manager)]))[0];
  }

  async create(input: CreateAttractionDto): Promise<AttractionResponseDto> {
    const attraction = attractionColumns(input);
    return this.records.create(async (manager) => {
      await this.assertPark(manager, input.theme_park_id);
      await this.assertSlugFree(manager, input.slug);
      assertHeights({ minHeightCm: null, maxHeightCm: null, ...attraction });
      return insertRow(manager, Attraction, attraction);
    });
  }

  async update(id: string, changes: UpdateAttractionDto): Promise<AttractionResponseDto> {
    const saved = await this.records.update(id, (manager) =>
      patchRow(manager, Attraction, id, attractionColumns(changes), async (attraction, before) => {
        if (attraction.themeParkId !== before.themeParkId)
          await this.assertPark(manager, attraction.themeParkId);
        await this.assertSlugFree(manager, changes.slug, before.slug);
        assertHeights(attraction);
      }),
    );
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

  /** The attraction's park exists (400 otherwise), locked until the write ends. */
  private async assertPark(manager: EntityManager, id: string): Promise<void> {
    if (!(await lockReference(manager, ThemePark, id)))
      throw ValidationFailedError.field(
        'theme_park_id',
        'refers to a theme park that does not exist',
      );
  }
}

function assertHeights(a: Pick<Attraction, 'minHeightCm' | 'maxHeightCm'>): void {
  if (a.minHeightCm !== null && a.maxHeightCm !== null && a.maxHeightCm < a.minHeightCm)
    throw ValidationFailedError.field('max_height_cm', 'must not be less than min_height_cm');
}
