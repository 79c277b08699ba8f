import { Injectable } from '@nestjs/common';
import { CatalogueService, saveRecord } from '../../shared/catalogue-service';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { missingReference } from '../../../../common/database';
import { CatalogueWriter } from '../../shared/catalogue-writer';
import { entityFields } from '../../shared/entity-fields';
import { assignDefined } from '../cruise-common';
import { CruiseLine } from './cruise-line.entity';
import { CRUISE_LINE_READ } from './cruise-line.read';
import { CreateCruiseLineDto } from './dto/create-cruise-line.dto';
import { UpdateCruiseLineDto } from './dto/update-cruise-line.dto';
import { CRUISE_LINE_RESOURCE } from './cruise-line.resource';
import { CruiseLineResponseDto } from './dto/cruise-line-response.dto';

@Injectable()
export class CruiseLinesService extends CatalogueService<CruiseLine, CruiseLineResponseDto> {
  constructor(
    @InjectRepository(CruiseLine) private readonly lines: Repository<CruiseLine>,
    writer: CatalogueWriter,
    dataSource: DataSource,
  ) {
    super(dataSource, lines, writer, CRUISE_LINE_RESOURCE, CRUISE_LINE_READ);
  }

  protected async answer(manager: EntityManager, id: string): Promise<CruiseLineResponseDto> {
    return CruiseLineResponseDto.from(await this.get(id, manager));
  }

  /** For records that refer to a line: a 400 naming the field when it does not exist. */
  async assertExists(id: string, field = 'cruise_line_id'): Promise<void> {
    if (!(await this.lines.existsBy({ id }))) throw missingReference(field, 'a cruise line');
  }

  async create(input: CreateCruiseLineDto): Promise<CruiseLineResponseDto> {
    await this.assertSlugFree(input.slug);
    const line = assignDefined(new CruiseLine(), {
      ...entityFields<CruiseLine>(input),
      isActive: input.is_active ?? true,
    });
    return this.records.create(saveRecord(line));
  }

  async update(id: string, changes: UpdateCruiseLineDto): Promise<CruiseLineResponseDto> {
    const line = await this.get(id);
    await this.assertSlugFree(changes.slug, line.slug);
    assignDefined(line, entityFields<CruiseLine>(changes));
    return this.records.update(id, saveRecord(line));
  }
}
