import { ContentLocales } from '@/common/locale/content-locales';
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
import { AttractionDetailResponseDto, AttractionResponseDto } from './dto/attraction-response.dto';
import { CreateAttractionDto } from './dto/create-attraction.dto';
import { ListAttractionsQueryDto } from './dto/list-attractions-query.dto';
import { UpdateAttractionDto } from './dto/update-attraction.dto';
import { ATTRACTION_GALLERY_READ, ATTRACTION_READ } from './attraction.read';
import { AttractionGalleryImage } from './attraction-gallery-image.entity';
import { replaceGallery } from '@/modules/catalogue/shared/images';
import { ChildReader } from '@/common/read';

@Injectable()
export class AttractionsService extends CatalogueService<
  Attraction,
  AttractionDetailResponseDto,
  ListAttractionsQueryDto
> {
  private readonly gallery: ChildReader<AttractionGalleryImage>;

  constructor(
    @InjectRepository(Attraction) attractions: Repository<Attraction>,
    private readonly liveTargets: LiveTargets,
    writer: CatalogueWriter,
    reads: ReadPool,
    dataSource: DataSource,
    locales: ContentLocales,
  ) {
    super(reads, dataSource, locales, attractions, writer, ATTRACTION_RESOURCE, ATTRACTION_READ);
    this.gallery = new ChildReader(dataSource, reads, ATTRACTION_GALLERY_READ);
  }

  protected async answer(manager: EntityManager, id: string): Promise<AttractionDetailResponseDto> {
    return AttractionDetailResponseDto.detail(
      await this.get(id, manager),
      await this.gallery.of(id, manager),
    );
  }

  async getPublicDetail(slug: string): Promise<AttractionDetailResponseDto> {
    const attraction = await this.getPublic(slug);
    return AttractionDetailResponseDto.detail(attraction, await this.gallery.of(attraction.id));
  }

  async create(input: CreateAttractionDto): Promise<AttractionDetailResponseDto> {
    const attraction = attractionColumns(input);
    return this.records.create(async (manager) => {
      await this.assertPark(manager, input.theme_park_id);
      await this.assertSlugFree(manager, input.slug);
      assertHeights({ minHeightCm: null, maxHeightCm: null, ...attraction });
      const id = await insertRow(manager, Attraction, attraction);
      await replaceGallery(
        manager,
        AttractionGalleryImage,
        'attractionId',
        id,
        input.gallery_image_ids,
      );
      return id;
    });
  }

  async update(id: string, changes: UpdateAttractionDto): Promise<AttractionDetailResponseDto> {
    const saved = await this.records.update(id, async (manager) => {
      await patchRow(
        manager,
        Attraction,
        id,
        attractionColumns(changes),
        async (attraction, before) => {
          if (attraction.themeParkId !== before.themeParkId)
            await this.assertPark(manager, attraction.themeParkId);
          await this.assertSlugFree(manager, changes.slug, before.slug);
          assertHeights(attraction);
        },
      );
      await replaceGallery(
        manager,
        AttractionGalleryImage,
        'attractionId',
        id,
        changes.gallery_image_ids,
      );
    });
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
