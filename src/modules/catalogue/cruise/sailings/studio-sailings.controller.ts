import { Body, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Roles, UuidParam } from '@/common/decorators';
import { DataEnvelope, envelope, Paginated, pageOf } from '@/common/pagination';
import { AuditEntity } from '@/modules/audit/audit.decorators';
import { CreateSailingDto } from './dto/create-sailing.dto';
import { ListSailingsQueryDto } from './dto/list-sailings-query.dto';
import { SailingResponseDto } from './dto/sailing-response.dto';
import { UpdateSailingDto } from './dto/update-sailing.dto';
import { SailingsService } from './sailings.service';
import { StudioController } from '@/modules/audit/studio-controller.decorator';
import {
  StudioList,
  StudioCreate,
  StudioGet,
  StudioUpdate,
  StudioDelete,
} from '@/modules/catalogue/shared/catalogue-routes';

@ApiTags('studio: sailings')
@Roles('admin', 'editor')
@AuditEntity('sailing')
@StudioController('sailings')
export class StudioSailingsController {
  constructor(private readonly sailings: SailingsService) {}

  @StudioList(SailingResponseDto, {
    operationId: 'listStudioSailings',
    summary: 'All sailings, past and inactive ones included',
  })
  async list(@Query() query: ListSailingsQueryDto): Promise<Paginated<SailingResponseDto>> {
    return pageOf(await this.sailings.listAll(query), query, (s) => SailingResponseDto.from(s));
  }

  @StudioCreate(
    SailingResponseDto,
    { operationId: 'createSailing', summary: 'Create a sailing' },
    [400],
  )
  async create(@Body() body: CreateSailingDto): Promise<DataEnvelope<SailingResponseDto>> {
    return envelope(await this.sailings.create(body));
  }

  @StudioGet(SailingResponseDto, { operationId: 'getStudioSailing', summary: 'One sailing' })
  async get(@UuidParam() id: string): Promise<DataEnvelope<SailingResponseDto>> {
    return envelope(await this.sailings.studioGet(id));
  }

  @StudioUpdate(
    SailingResponseDto,
    { operationId: 'updateSailing', summary: 'Change a sailing (only the fields sent)' },
    [400, 404],
  )
  async update(
    @UuidParam() id: string,
    @Body() body: UpdateSailingDto,
  ): Promise<DataEnvelope<SailingResponseDto>> {
    return envelope(await this.sailings.update(id, body));
  }

  @StudioDelete({ operationId: 'deleteSailing', summary: 'Delete a sailing' })
  async remove(@UuidParam() id: string): Promise<void> {
    await this.sailings.remove(id);
  }
}
