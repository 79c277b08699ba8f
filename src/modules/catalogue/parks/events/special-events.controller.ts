import { Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SlugParam } from '@/common/decorators';
import { DataEnvelope, envelope, Paginated, paginated } from '@/common/pagination';
import { ListSpecialEventsQueryDto } from './dto/list-special-events-query.dto';
import { SpecialEventResponseDto } from './dto/special-event-response.dto';
import { SpecialEventsService } from './special-events.service';
import { PublicList, PublicGet } from '@/modules/catalogue/shared/catalogue-routes';

@ApiTags('catalogue: special events')
@Controller('api/v1/events')
export class SpecialEventsController {
  constructor(private readonly service: SpecialEventsService) {}

  @PublicList(
    SpecialEventResponseDto,
    {
      operationId: 'listSpecialEvents',
      summary: 'Current and upcoming special events, by start date',
    },
    ['special_events', 'special_event_sessions', 'theme_parks', 'media_assets'],
  )
  async list(
    @Query() query: ListSpecialEventsQueryDto,
  ): Promise<Paginated<SpecialEventResponseDto>> {
    const [records, total] = await this.service.listPublic(query);
    return paginated(await this.service.toResponses(records), total, query);
  }

  @PublicGet(
    SpecialEventResponseDto,
    {
      operationId: 'getSpecialEvent',
      summary: 'One active special event with ticket price and schedule',
    },
    ['special_events', 'special_event_sessions', 'theme_parks', 'media_assets'],
  )
  async get(@SlugParam() slug: string): Promise<DataEnvelope<SpecialEventResponseDto>> {
    const [response] = await this.service.toResponses([await this.service.getPublic(slug)]);
    return envelope(response);
  }
}
