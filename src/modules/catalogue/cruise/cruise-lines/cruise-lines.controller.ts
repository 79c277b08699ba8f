import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiSlugParam, PublicRead, SlugParam } from '../../../../common/decorators';
import {
  DataEnvelope,
  envelope,
  Paginated,
  paginated,
  PaginationQueryDto,
} from '../../../../common/pagination';
import { ApiDataResponse, ApiPaginatedResponse, ApiProblems } from '../../../../common/swagger';
import { CruiseLinesService } from './cruise-lines.service';
import { CruiseLineResponseDto } from './dto/cruise-line-response.dto';

@ApiTags('catalogue: cruise lines')
@Controller('api/v1/cruise-lines')
export class CruiseLinesController {
  constructor(private readonly lines: CruiseLinesService) {}

  @Get()
  @PublicRead('cruise_lines')
  @ApiOperation({ summary: 'Active cruise lines, by name' })
  @ApiPaginatedResponse(CruiseLineResponseDto)
  @ApiProblems(400)
  async list(@Query() query: PaginationQueryDto): Promise<Paginated<CruiseLineResponseDto>> {
    const [lines, total] = await this.lines.listPublic(query);
    return paginated(
      lines.map((l) => CruiseLineResponseDto.from(l)),
      total,
      query,
    );
  }

  @Get(':slug')
  @PublicRead('cruise_lines')
  @ApiSlugParam()
  @ApiOperation({ summary: 'One active cruise line' })
  @ApiDataResponse(CruiseLineResponseDto)
  @ApiProblems(400, 404)
  async get(@SlugParam() slug: string): Promise<DataEnvelope<CruiseLineResponseDto>> {
    return envelope(CruiseLineResponseDto.from(await this.lines.getPublic(slug)));
  }
}
