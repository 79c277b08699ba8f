import { ContentLocales } from '@/common/locale/content-locales';
import { Injectable } from '@nestjs/common';
import {
  CatalogueService,
  insertRow,
  patchRow,
} from '@/modules/catalogue/shared/catalogue-service';
import { CatalogueWriter } from '@/modules/catalogue/shared/catalogue-writer';
import { THEME_PARK_RESOURCE } from './theme-park.resource';
import { InjectRepository } from '@nestjs/typeorm';
import { ReadPool } from '@/common/database';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { LiveTargets } from '../live-targets';
import { slugify } from '@/modules/catalogue/shared/slugify';
import { CreateThemeParkDto } from './dto/create-theme-park.dto';
import { ListThemeParksQueryDto } from './dto/list-theme-parks-query.dto';
import { UpdateThemeParkDto } from './dto/update-theme-park.dto';
import { ThemePark } from './theme-park.entity';
import { themeParkColumns } from './theme-park.columns';
import { THEME_PARK_GALLERY_READ, THEME_PARK_READ } from './theme-park.read';
import { ThemeParkGalleryImage } from './theme-park-gallery-image.entity';
import { replaceGallery } from '@/modules/catalogue/shared/images';
import { ChildReader } from '@/common/read';
import { ThemeParkDetailResponseDto } from './dto/theme-park-response.dto';

@Injectable()
export class ThemeParksService extends CatalogueService<
  ThemePark,
  ThemeParkDetailResponseDto,
  ListThemeParksQueryDto
> {
  private readonly gallery: ChildReader<ThemeParkGalleryImage>;

  constructor(
    @InjectRepository(ThemePark) parks: Repository<ThemePark>,
    private readonly liveTargets: LiveTargets,
    writer: CatalogueWriter,
    reads: ReadPool,
    dataSource: DataSource,
    locales: ContentLocales,
  ) {
    super(reads, dataSource, locales, parks, writer, THEME_PARK_RESOURCE, THEME_PARK_READ);
    this.gallery = new ChildReader(dataSource, reads, THEME_PARK_GALLERY_READ);
  }

  protected async answer(manager: EntityManager, id: string): Promise<ThemeParkDetailResponseDto> {
    return ThemeParkDetailResponseDto.detail(
      await this.get(id, manager),
      await this.gallery.of(id, manager),
    );
  }

  /** The public park and its gallery. */
  async getPublicDetail(slug: string): Promise<[ThemePark, ThemeParkGalleryImage[]]> {
    const park = await this.getPublic(slug);
    return [park, await this.gallery.of(park.id)];
  }

  async create(input: CreateThemeParkDto): Promise<ThemeParkDetailResponseDto> {
    return this.records.create(async (manager) => {
      await this.assertSlugFree(manager, input.slug);
      const id = await insertRow(manager, ThemePark, {
        ...themeParkColumns(input),
        parentCompanySlug: companySlug(input.parent_company),
      });
      await replaceGallery(
        manager,
        ThemeParkGalleryImage,
        'themeParkId',
        id,
        input.gallery_image_ids,
      );
      return id;
    });
  }

  async update(id: string, changes: UpdateThemeParkDto): Promise<ThemeParkDetailResponseDto> {
    const columns = themeParkColumns(changes);
    if (changes.parent_company !== undefined)
      columns.parentCompanySlug = companySlug(changes.parent_company);
    const saved = await this.records.update(id, async (manager) => {
      await patchRow(manager, ThemePark, id, columns, (_park, before) =>
        this.assertSlugFree(manager, changes.slug, before.slug),
      );
      await replaceGallery(
        manager,
        ThemeParkGalleryImage,
        'themeParkId',
        id,
        changes.gallery_image_ids,
      );
    });
    this.liveTargets.forget();
    return saved;
  }

  /** Deletes the park with its resorts, attractions, events and dining locations. */
  override async remove(id: string): Promise<void> {
    await this.records.remove(id);
    this.liveTargets.forget();
  }
}

function companySlug(company: string | null | undefined): string | null {
  if (!company) return null;
  return slugify(company) || null;
}
