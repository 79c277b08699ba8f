import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiSlugParam, PublicRead, SlugParam } from '../../../../common/decorators';
import {
  DataEnvelope,
  envelope,
  Paginated,
  pageOf,
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
    return pageOf(await this.lines.listPublic(query), query, (l) => CruiseLineResponseDto.from(l));
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
