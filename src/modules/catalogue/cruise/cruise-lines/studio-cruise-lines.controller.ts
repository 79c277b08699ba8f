import { Body, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Roles, UuidParam } from '@/common/decorators';
import { DataEnvelope, envelope, Paginated, pageOf, PaginationQueryDto } from '@/common/pagination';
import { AuditEntity } from '@/modules/audit/audit.decorators';
import { CruiseLinesService } from './cruise-lines.service';
import { CreateCruiseLineDto } from './dto/create-cruise-line.dto';
import { CruiseLineResponseDto } from './dto/cruise-line-response.dto';
import { UpdateCruiseLineDto } from './dto/update-cruise-line.dto';
import { StudioController } from '@/modules/audit/studio-controller.decorator';
import {
  StudioList,
  StudioCreate,
  StudioGet,
  StudioUpdate,
  StudioDelete,
} from '@/modules/catalogue/shared/catalogue-routes';

@ApiTags('studio: cruise lines')
@Roles('admin', 'editor')
@AuditEntity('cruise_line')
@StudioController('cruise-lines')
export class StudioCruiseLinesController {
  constructor(private readonly lines: CruiseLinesService) {}

  @StudioList(CruiseLineResponseDto, {
    operationId: 'listStudioCruiseLines',
    summary: 'All cruise lines, active and inactive',
  })
  async list(@Query() query: PaginationQueryDto): Promise<Paginated<CruiseLineResponseDto>> {
    return pageOf(await this.lines.listAll(query), query, (l) => CruiseLineResponseDto.from(l));
  }

  @StudioCreate(CruiseLineResponseDto, {
    operationId: 'createCruiseLine',
    summary: 'Create a cruise line',
  })
  async create(@Body() body: CreateCruiseLineDto): Promise<DataEnvelope<CruiseLineResponseDto>> {
    return envelope(await this.lines.create(body));
  }

  @StudioGet(CruiseLineResponseDto, {
    operationId: 'getStudioCruiseLine',
    summary: 'One cruise line',
  })
  async get(@UuidParam() id: string): Promise<DataEnvelope<CruiseLineResponseDto>> {
    return envelope(await this.lines.studioGet(id));
  }

  @StudioUpdate(CruiseLineResponseDto, {
    operationId: 'updateCruiseLine',
    summary: 'Change a cruise line (only the fields sent)',
  })
  async update(
    @UuidParam() id: string,
    @Body() body: UpdateCruiseLineDto,
  ): Promise<DataEnvelope<CruiseLineResponseDto>> {
    return envelope(await this.lines.update(id, body));
  }

  @StudioDelete({
    operationId: 'deleteCruiseLine',
    summary: 'Delete a cruise line',
    description: "Also deletes the line's ships, itineraries and their sailings.",
  })
  async remove(@UuidParam() id: string): Promise<void> {
    await this.lines.remove(id);
  }
}
