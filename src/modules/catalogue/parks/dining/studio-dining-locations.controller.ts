import { Body, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Roles, UuidParam } from '@/common/decorators';
import { DataEnvelope, envelope, Paginated, paginated } from '@/common/pagination';
import { AuditEntity } from '@/modules/audit/audit.decorators';
import { CreateDiningLocationDto } from './dto/create-dining-location.dto';
import { ListDiningLocationsQueryDto } from './dto/list-dining-locations-query.dto';
import { DiningLocationResponseDto } from './dto/dining-location-response.dto';
import { UpdateDiningLocationDto } from './dto/update-dining-location.dto';
import { DiningLocationsService } from './dining-locations.service';
import { StudioController } from '@/modules/audit/studio-controller.decorator';
import {
  StudioList,
  StudioCreate,
  StudioGet,
  StudioUpdate,
  StudioDelete,
} from '@/modules/catalogue/shared/catalogue-routes';

@ApiTags('studio: dining')
@Roles('admin', 'editor')
@AuditEntity('dining_location')
@StudioController('dining')
export class StudioDiningLocationsController {
  constructor(private readonly service: DiningLocationsService) {}

  @StudioList(DiningLocationResponseDto, {
    operationId: 'listStudioDiningLocations',
    summary: 'All dining locations, including unpublished or inactive ones',
  })
  async list(
    @Query() query: ListDiningLocationsQueryDto,
  ): Promise<Paginated<DiningLocationResponseDto>> {
    const [records, total] = await this.service.listAll(query);
    return paginated(await this.service.toResponses(records), total, query);
  }

  @StudioCreate(DiningLocationResponseDto, {
    operationId: 'createDiningLocation',
    summary: 'Create one of the dining locations',
  })
  async create(
    @Body() body: CreateDiningLocationDto,
  ): Promise<DataEnvelope<DiningLocationResponseDto>> {
    return envelope(await this.service.create(body));
  }

  @StudioGet(DiningLocationResponseDto, {
    operationId: 'getStudioDiningLocation',
    summary: 'One of the dining locations, by id',
  })
  async get(@UuidParam() id: string): Promise<DataEnvelope<DiningLocationResponseDto>> {
    return envelope(await this.service.studioGet(id));
  }

  @StudioUpdate(DiningLocationResponseDto, {
    operationId: 'updateDiningLocation',
    summary: 'Change one of the dining locations: only the fields sent; null clears',
  })
  async update(
    @UuidParam() id: string,
    @Body() body: UpdateDiningLocationDto,
  ): Promise<DataEnvelope<DiningLocationResponseDto>> {
    return envelope(await this.service.update(id, body));
  }

  @StudioDelete({ operationId: 'deleteDiningLocation', summary: 'Delete a dining location' })
  async remove(@UuidParam() id: string): Promise<void> {
    await this.service.remove(id);
  }
}
