import { ContentLocales } from '@/common/locale/content-locales';
import { Injectable } from '@nestjs/common';
import {
  CatalogueService,
  insertRow,
  lockReference,
  patchRow,
} from '@/modules/catalogue/shared/catalogue-service';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { missingReference, ReadPool } from '@/common/database';
import { CatalogueWriter } from '@/modules/catalogue/shared/catalogue-writer';
import { CruiseLine } from './cruise-line.entity';
import { cruiseLineColumns } from './cruise-line.columns';
import { CRUISE_LINE_READ } from './cruise-line.read';
import { CreateCruiseLineDto } from './dto/create-cruise-line.dto';
import { UpdateCruiseLineDto } from './dto/update-cruise-line.dto';
import { CRUISE_LINE_RESOURCE } from './cruise-line.resource';
import { CruiseLineResponseDto } from './dto/cruise-line-response.dto';

@Injectable()
export class CruiseLinesService extends CatalogueService<CruiseLine, CruiseLineResponseDto> {
  constructor(
    @InjectRepository(CruiseLine) lines: Repository<CruiseLine>,
    writer: CatalogueWriter,
    reads: ReadPool,
    dataSource: DataSource,
    locales: ContentLocales,
  ) {
    super(reads, dataSource, locales, lines, writer, CRUISE_LINE_RESOURCE, CRUISE_LINE_READ);
  }

  protected async answer(manager: EntityManager, id: string): Promise<CruiseLineResponseDto> {
    return CruiseLineResponseDto.from(await this.get(id, manager));
  }

  /**
   * For records that refer to a line, on their write's transaction: a 400 naming the field when
   * it does not exist; else the line is locked (FOR KEY SHARE) until the write ends.
   */
  async assertExists(manager: EntityManager, id: string, field = 'cruise_line_id'): Promise<void> {
    if (!(await lockReference(manager, CruiseLine, id)))
      throw missingReference(field, 'a cruise line');
  }

  async create(input: CreateCruiseLineDto): Promise<CruiseLineResponseDto> {
    return this.records.create(async (manager) => {
      await this.assertSlugFree(manager, input.slug);
      return insertRow(manager, CruiseLine, {
        ...cruiseLineColumns(input),
        isActive: input.is_active ?? true,
      });
    });
  }

  async update(id: string, changes: UpdateCruiseLineDto): Promise<CruiseLineResponseDto> {
    return this.records.update(id, (manager) =>
      patchRow(manager, CruiseLine, id, cruiseLineColumns(changes), (_next, before) =>
        this.assertSlugFree(manager, changes.slug, before.slug),
      ),
    );
  }
}
