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
import { THEME_PARK_READ } from './theme-park.read';
import { ThemeParkResponseDto } from './dto/theme-park-response.dto';

@Injectable()
export class ThemeParksService extends CatalogueService<
  ThemePark,
  ThemeParkResponseDto,
  ListThemeParksQueryDto
> {
  constructor(
    @InjectRepository(ThemePark) parks: Repository<ThemePark>,
    private readonly liveTargets: LiveTargets,
    writer: CatalogueWriter,
    reads: ReadPool,
    dataSource: DataSource,
  ) {
    super(reads, dataSource, parks, writer, THEME_PARK_RESOURCE, THEME_PARK_READ);
  }

  protected async answer(manager: EntityManager, id: string): Promise<ThemeParkResponseDto> {
    return ThemeParkResponseDto.from(await this.get(id, manager));
  }

  async create(input: CreateThemeParkDto): Promise<ThemeParkResponseDto> {
    return this.records.create(async (manager) => {
      await this.assertSlugFree(manager, input.slug);
      return insertRow(manager, ThemePark, {
        ...themeParkColumns(input),
        parentCompanySlug: companySlug(input.parent_company),
      });
    });
  }

  async update(id: string, changes: UpdateThemeParkDto): Promise<ThemeParkResponseDto> {
    const columns = themeParkColumns(changes);
    if (changes.parent_company !== undefined)
      columns.parentCompanySlug = companySlug(changes.parent_company);
    const saved = await this.records.update(id, (manager) =>
      patchRow(manager, ThemePark, id, columns, (_park, before) =>
        this.assertSlugFree(manager, changes.slug, before.slug),
      ),
    );
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
