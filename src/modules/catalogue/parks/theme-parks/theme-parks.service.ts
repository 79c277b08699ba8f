import { Injectable } from '@nestjs/common';
import { CatalogueService, saveRecord } from '../../shared/catalogue-service';
import { CatalogueWriter } from '../../shared/catalogue-writer';
import { THEME_PARK_RESOURCE } from './theme-park.resource';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { entityFields } from '../../shared/entity-fields';
import { LiveTargets } from '../live-targets';
import { slugify } from '../../shared/slugify';
import { CreateThemeParkDto } from './dto/create-theme-park.dto';
import { ListThemeParksQueryDto } from './dto/list-theme-parks-query.dto';
import { UpdateThemeParkDto } from './dto/update-theme-park.dto';
import { ThemePark } from './theme-park.entity';
import { THEME_PARK_READ } from './theme-park.read';
import { ThemeParkResponseDto } from './dto/theme-park-response.dto';

@Injectable()
export class ThemeParksService extends CatalogueService<
  ThemePark,
  ThemeParkResponseDto,
  ListThemeParksQueryDto
> {
  constructor(
    @InjectRepository(ThemePark) private readonly parks: Repository<ThemePark>,
    private readonly liveTargets: LiveTargets,
    writer: CatalogueWriter,
    dataSource: DataSource,
  ) {
    super(dataSource, parks, writer, THEME_PARK_RESOURCE, THEME_PARK_READ);
  }

  protected async answer(manager: EntityManager, id: string): Promise<ThemeParkResponseDto> {
    return ThemeParkResponseDto.from(await this.get(id, manager));
  }

  async create(input: CreateThemeParkDto): Promise<ThemeParkResponseDto> {
    await this.assertSlugFree(input.slug);
    const park = this.parks.create(entityFields<ThemePark>(input));
    park.parentCompanySlug = companySlug(input.parent_company);
    return this.records.create(saveRecord(park));
  }

  async update(id: string, changes: UpdateThemeParkDto): Promise<ThemeParkResponseDto> {
    const park = await this.get(id);
    await this.assertSlugFree(changes.slug, park.slug);
    this.parks.merge(park, entityFields<ThemePark>(changes));
    if (changes.parent_company !== undefined)
      park.parentCompanySlug = companySlug(changes.parent_company);
    const saved = await this.records.update(id, saveRecord(park));
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
