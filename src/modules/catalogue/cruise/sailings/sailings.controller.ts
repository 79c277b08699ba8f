import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { PublicRead } from '../../../../common/decorators';
import { Paginated, pageOf } from '../../../../common/pagination';
import { ApiPaginatedResponse, ApiProblems } from '../../../../common/swagger';
import { ListSailingsQueryDto } from './dto/list-sailings-query.dto';
import { SailingResponseDto } from './dto/sailing-response.dto';
import { SailingsService } from './sailings.service';

@ApiTags('catalogue: sailings')
@Controller('api/v1/sailings')
export class SailingsController {
  constructor(private readonly sailings: SailingsService) {}

  @Get()
  @PublicRead('sailings', 'ships', 'itineraries')
  @ApiOperation({
    summary: 'Upcoming sailings, by departure date',
    description:
      'Active sailings departing today (UTC) or later, of active ships and itineraries; date_from/date_to narrow the departure date.',
  })
  @ApiPaginatedResponse(SailingResponseDto)
  @ApiProblems(400)
  async list(@Query() query: ListSailingsQueryDto): Promise<Paginated<SailingResponseDto>> {
    return pageOf(await this.sailings.listPublic(query), query, (s) => SailingResponseDto.from(s));
  }
}
