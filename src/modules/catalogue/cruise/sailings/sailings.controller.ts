import { Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Paginated, pageOf } from '@/common/pagination';
import { ListSailingsQueryDto } from './dto/list-sailings-query.dto';
import { SailingResponseDto } from './dto/sailing-response.dto';
import { SailingsService } from './sailings.service';
import { PublicList } from '@/modules/catalogue/shared/catalogue-routes';

@ApiTags('catalogue: sailings')
@Controller('api/v1/sailings')
export class SailingsController {
  constructor(private readonly sailings: SailingsService) {}

  @PublicList(
    SailingResponseDto,
    {
      operationId: 'listSailings',
      summary: 'Upcoming sailings, by departure date',
      description:
        'Active sailings departing today (UTC) or later, of active ships and itineraries; date_from/date_to narrow the departure date.',
    },
    ['sailings', 'ships', 'itineraries'],
  )
  async list(@Query() query: ListSailingsQueryDto): Promise<Paginated<SailingResponseDto>> {
    return pageOf(await this.sailings.listPublic(query), query, (s) => SailingResponseDto.from(s));
  }
}
