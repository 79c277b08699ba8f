import { Body, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Roles, UuidParam } from '@/common/decorators';
import { DataEnvelope, envelope, Paginated, pageOf } from '@/common/pagination';
import { AuditEntity } from '@/modules/audit/audit.decorators';
import { CreateItineraryDto } from './dto/create-itinerary.dto';
import { ItineraryDetailResponseDto, ItineraryResponseDto } from './dto/itinerary-response.dto';
import { ListItinerariesQueryDto } from './dto/list-itineraries-query.dto';
import { UpdateItineraryDto } from './dto/update-itinerary.dto';
import { ItinerariesService } from './itineraries.service';
import { StudioController } from '@/modules/audit/studio-controller.decorator';
import {
  StudioList,
  StudioCreate,
  StudioGet,
  StudioUpdate,
  StudioDelete,
} from '@/modules/catalogue/shared/catalogue-routes';

@ApiTags('studio: itineraries')
@Roles('admin', 'editor')
@AuditEntity('itinerary')
@StudioController('itineraries')
export class StudioItinerariesController {
  constructor(private readonly itineraries: ItinerariesService) {}

  @StudioList(ItineraryResponseDto, {
    operationId: 'listStudioItineraries',
    summary: 'All itineraries, active and inactive',
  })
  async list(@Query() query: ListItinerariesQueryDto): Promise<Paginated<ItineraryResponseDto>> {
    return pageOf(await this.itineraries.listAll(query), query, (i) =>
      ItineraryResponseDto.from(i),
    );
  }

  @StudioCreate(ItineraryDetailResponseDto, {
    operationId: 'createItinerary',
    summary: 'Create an itinerary with its stops',
  })
  async create(
    @Body() body: CreateItineraryDto,
  ): Promise<DataEnvelope<ItineraryDetailResponseDto>> {
    return envelope(await this.itineraries.create(body));
  }

  @StudioGet(ItineraryDetailResponseDto, {
    operationId: 'getStudioItinerary',
    summary: 'One itinerary with its stops',
  })
  async get(@UuidParam() id: string): Promise<DataEnvelope<ItineraryDetailResponseDto>> {
    return envelope(await this.itineraries.studioGet(id));
  }

  @StudioUpdate(ItineraryDetailResponseDto, {
    operationId: 'updateItinerary',
    summary: 'Change an itinerary (only the fields sent)',
    description: '`stops`, when sent, replaces all stops in one transaction.',
  })
  async update(
    @UuidParam() id: string,
    @Body() body: UpdateItineraryDto,
  ): Promise<DataEnvelope<ItineraryDetailResponseDto>> {
    return envelope(await this.itineraries.update(id, body));
  }

  @StudioDelete({
    operationId: 'deleteItinerary',
    summary: 'Delete an itinerary',
    description: 'Also deletes its stops and sailings.',
  })
  async remove(@UuidParam() id: string): Promise<void> {
    await this.itineraries.remove(id);
  }
}
