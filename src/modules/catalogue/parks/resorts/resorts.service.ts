import { ContentLocales } from '@/common/locale/content-locales';
import { Injectable } from '@nestjs/common';
import {
  CatalogueService,
  insertRow,
  patchRow,
  referencedRecord,
} from '@/modules/catalogue/shared/catalogue-service';
import { CatalogueWriter } from '@/modules/catalogue/shared/catalogue-writer';
import { RESORT_RESOURCE } from './resort.resource';
import { InjectRepository } from '@nestjs/typeorm';
import { ReadPool } from '@/common/database';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { ThemePark } from '../theme-parks/theme-park.entity';
import { CreateResortDto } from './dto/create-resort.dto';
import { ListResortsQueryDto } from './dto/list-resorts-query.dto';
import { ResortDetailResponseDto, ResortResponseDto } from './dto/resort-response.dto';
import { UpdateResortDto } from './dto/update-resort.dto';
import { Resort } from './resort.entity';
import { resortColumns } from './resort.columns';
import { RESORT_GALLERY_READ, RESORT_READ } from './resort.read';
import { ResortGalleryImage } from './resort-gallery-image.entity';
import { replaceGallery } from '@/modules/catalogue/shared/images';
import { ChildReader } from '@/common/read';

@Injectable()
export class ResortsService extends CatalogueService<
  Resort,
  ResortDetailResponseDto,
  ListResortsQueryDto
> {
  private readonly gallery: ChildReader<ResortGalleryImage>;

  constructor(
    @InjectRepository(Resort) resorts: Repository<Resort>,
    writer: CatalogueWriter,
    reads: ReadPool,
    dataSource: DataSource,
    locales: ContentLocales,
  ) {
    super(reads, dataSource, locales, resorts, writer, RESORT_RESOURCE, RESORT_READ);
    this.gallery = new ChildReader(dataSource, reads, RESORT_GALLERY_READ);
  }

  protected async answer(manager: EntityManager, id: string): Promise<ResortDetailResponseDto> {
    return ResortDetailResponseDto.detail(
      await this.get(id, manager),
      await this.gallery.of(id, manager),
    );
  }

  async getPublicDetail(slug: string): Promise<ResortDetailResponseDto> {
    const resort = await this.getPublic(slug);
    return ResortDetailResponseDto.detail(resort, await this.gallery.of(resort.id));
  }

  async create(input: CreateResortDto): Promise<ResortDetailResponseDto> {
    return this.records.create(async (manager) => {
      const park = await this.park(manager, input.theme_park_id);
      await this.assertSlugFree(manager, input.slug);
      const id = await insertRow(manager, Resort, {
        ...resortColumns(input),
        ...(input.timezone === undefined ? { timezone: park.timezone } : {}),
      });
      await replaceGallery(manager, ResortGalleryImage, 'resortId', id, input.gallery_image_ids);
      return id;
    });
  }

  async update(id: string, changes: UpdateResortDto): Promise<ResortDetailResponseDto> {
    return this.records.update(id, async (manager) => {
      await patchRow(manager, Resort, id, resortColumns(changes), async (resort, before) => {
        if (resort.themeParkId !== before.themeParkId) await this.park(manager, resort.themeParkId);
        await this.assertSlugFree(manager, changes.slug, before.slug);
      });
      await replaceGallery(manager, ResortGalleryImage, 'resortId', id, changes.gallery_image_ids);
    });
  }

  toResponses(resorts: Resort[]): Promise<ResortResponseDto[]> {
    const now = new Date();
    return Promise.resolve(resorts.map((r) => ResortResponseDto.from(r, now)));
  }

  /** The resort's park, on the write's transaction and locked until it ends; 400 when missing. */
  private park(manager: EntityManager, id: string): Promise<ThemePark> {
    return referencedRecord(manager, ThemePark, id, 'theme_park_id', 'a theme park');
  }
}
