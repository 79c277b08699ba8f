import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiSlugParam, PublicRead, SlugParam } from '../../../../common/decorators';
import { DataEnvelope, envelope, Paginated, paginated } from '../../../../common/pagination';
import { ApiDataResponse, ApiPaginatedResponse, ApiProblems } from '../../../../common/swagger';
import { ListSpecialEventsQueryDto } from './dto/list-special-events-query.dto';
import { SpecialEventResponseDto } from './dto/special-event-response.dto';
import { SpecialEventsService } from './special-events.service';

@ApiTags('catalogue: special events')
@Controller('api/v1/events')
export class SpecialEventsController {
  constructor(private readonly service: SpecialEventsService) {}

  @Get()
  @PublicRead('special_events', 'special_event_sessions', 'theme_parks')
  @ApiOperation({ summary: 'Current and upcoming special events, by start date' })
  @ApiPaginatedResponse(SpecialEventResponseDto)
  @ApiProblems(400)
  async list(
    @Query() query: ListSpecialEventsQueryDto,
  ): Promise<Paginated<SpecialEventResponseDto>> {
    const [records, total] = await this.service.listPublic(query);
    return paginated(await this.service.toResponses(records), total, query);
  }

  @Get(':slug')
  @PublicRead('special_events', 'special_event_sessions', 'theme_parks')
  @ApiSlugParam()
  @ApiOperation({ summary: 'One active special event with ticket price and schedule' })
  @ApiDataResponse(SpecialEventResponseDto)
  @ApiProblems(400, 404)
  async get(@SlugParam() slug: string): Promise<DataEnvelope<SpecialEventResponseDto>> {
    const [response] = await this.service.toResponses([await this.service.getPublic(slug)]);
    return envelope(response);
  }
}
